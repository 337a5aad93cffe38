// DDL that differs between SQLite and PostgreSQL. Migrations may use this helper (it is
// frozen with them: it must never change behaviour for an existing migration).
import { type Kysely, PostgresAdapter } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped schema
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-increment integer key: `serial` on PostgreSQL, rowid-backed `integer` on SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped schema
export function idColumnType(db: Kysely<any>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer'
}
