// A digest of every table of a SQLite database, so tests can prove that the same seed
// gives the same rows (issue 4) and that the prebuilt image equals live seeding.
import { sql } from 'kysely'
import type { Db } from '../server/db/schema.ts'

/** Columns whose value is the wall-clock time of a run, not data: Kysely's migration log. */
const RUN_TIME_COLUMNS: Record<string, readonly string[]> = { kysely_migration: ['timestamp'] }

export interface TableDigest {
  rows: number
  sha256: string
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return `x'${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}'`
  if (typeof value === 'bigint') return value.toString()
  return value
}

/**
 * Every ordinary table (SQLite's own excepted, and search indexes: an FTS5 table and its shadow
 * tables exist only where the engine has FTS5), with its row count and a hash of its sorted rows.
 */
export async function tableDigests(db: Db): Promise<Record<string, TableDigest>> {
  const tables = await sql<{ name: string }>`
    select name from pragma_table_list
    where schema = 'main' and type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db)
  const out: Record<string, TableDigest> = {}
  for (const { name } of tables.rows) {
    const info = await sql<{
      name: string
    }>`select name from pragma_table_info(${name}) order by cid`.execute(db)
    const skip = RUN_TIME_COLUMNS[name] ?? []
    const columns = info.rows.map((r) => r.name).filter((c) => !skip.includes(c))
    const list = sql.join(columns.map((c) => sql.ref(c)))
    const rows = await sql<Record<string, unknown>>`
      select ${list} from ${sql.table(name)} order by ${list}`.execute(db)
    const lines = rows.rows.map((r) => JSON.stringify(columns.map((c) => canonical(r[c]))))
    out[name] = {
      rows: rows.rows.length,
      sha256: await sha256Hex(`${columns.join(',')}\n${lines.join('\n')}`),
    }
  }
  return out
}

/** One hash over every table's digest. */
export async function databaseDigest(db: Db): Promise<string> {
  return sha256Hex(JSON.stringify(await tableDigests(db)))
}
