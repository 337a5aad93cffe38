// DDL that differs between SQLite and PostgreSQL. Migrations may use this helper (it is
// frozen with them: it must never change behaviour for an existing migration).
import { type Kysely, PostgresAdapter, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped schema
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-increment integer key: `serial` on PostgreSQL, rowid-backed `integer` on SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped schema
export function idColumnType(db: Kysely<any>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer'
}

/**
 * PostgreSQL: pg_trgm's GIN operator class, qualified by the schema the extension is in, or
 * undefined where the extension is not installed (the order search's migration installs it
 * where it may). Migrations before 2026_11_27_23_20_00 keep their own copy of this lookup.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped schema
export async function pgTrgmOps(db: Kysely<any>): Promise<string | undefined> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  const schema = installed.rows[0]?.schema
  return schema === undefined ? undefined : `"${schema.replaceAll('"', '""')}".gin_trgm_ops`
}
