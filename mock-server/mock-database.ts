// The mock's database: SQLite compiled to wasm (sql.js) under Kysely. Shared by the page
// (create-mock-server.ts) and Node (the prebuilt image, the determinism tests), so both
// open it the same way.
import { Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import type { Database as SqlJsDatabase } from 'sql.js'
import type { Database, Db } from '../server/db/schema.ts'

/**
 * The pragmas the Node server sets that matter for behaviour, set once per opened database (an
 * export keeps the connection and its pragmas: sql.js exports through SQLite's backup API).
 */
export function applyPragmas(sqlite: SqlJsDatabase): void {
  sqlite.run('PRAGMA foreign_keys = ON')
}

export function kyselyOver(sqlite: SqlJsDatabase): Db {
  return new Kysely<Database>({ dialect: new SqlJsDialect({ database: sqlite }) })
}

/** Rows changed since the connection opened (an export keeps it open: the count goes on). */
export function changesSinceOpen(sqlite: SqlJsDatabase): number {
  const result = sqlite.exec('SELECT total_changes()')
  return Number(result[0]?.values[0]?.[0] ?? 0)
}
