import { Migrator } from 'kysely'
import { migrationProvider } from './migrations/index.ts'
import type { Db } from './schema.ts'

/**
 * Brings the schema up to date; throws when any migration fails. `schema` names the
 * PostgreSQL schema the migration bookkeeping lives in when several schemas share one
 * database (the contract tests): without it Kysely finds another schema's lock table.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
