// The mock's database: SQLite compiled to wasm (sql.js) under Kysely. Shared by the page
// (create-mock-server.ts) and Node (the prebuilt image, the determinism tests), so both
// open it the same way.
import { Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import type { Database as SqlJsDatabase } from 'sql.js'
import type { Database, Db } from '../server/db/schema.ts'

/**
 * The pragmas the Node server sets that matter for behaviour. sql.js resets pragmas when it
 * exports (it closes and reopens the file), so this runs after every export too.
 */
export function applyPragmas(sqlite: SqlJsDatabase): void {
  sqlite.run('PRAGMA foreign_keys = ON')
}

export function kyselyOver(sqlite: SqlJsDatabase): Db {
  return new Kysely<Database>({ dialect: new SqlJsDialect({ database: sqlite }) })
}

/** Rows changed since the connection opened (an export reopens it, so: since the last export). */
export function changesSinceOpen(sqlite: SqlJsDatabase): number {
  const result = sqlite.exec('SELECT total_changes()')
  return Number(result[0]?.values[0]?.[0] ?? 0)
}
