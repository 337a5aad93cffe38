// Chooses the database for the Node server: PostgreSQL when DATABASE_URL is set, else the
// embedded SQLite file under DATA_DIR.
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { openPostgres } from './postgres.ts'
import type { Database } from './schema.ts'
import { openSqlite } from './sqlite.ts'

export interface DatabaseLocation {
  kind: 'sqlite' | 'postgres'
  description: string
}

export function openDatabase(env: NodeJS.ProcessEnv = process.env): {
  db: Kysely<Database>
  location: DatabaseLocation
} {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL)
    return {
      db: openPostgres(env.DATABASE_URL),
      location: { kind: 'postgres', description: `postgres://${url.host}${url.pathname}` },
    }
  }
  const file = join(dataDir(env), 'merchant.sqlite')
  return { db: openSqlite(file), location: { kind: 'sqlite', description: file } }
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ?? 'data'
}
