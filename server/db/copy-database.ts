// Copies every row of one database into another, empty one of the same schema version: the
// step from the embedded SQLite file to PostgreSQL (docs/scaling.md). Tables go in foreign-key
// order, in batches; on PostgreSQL each serial id's sequence is moved past the copied ids, so
// new rows get new ids.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './migrations/dialect-ddl.ts'
import type { Db } from './schema.ts'
import { afterBulkLoad, TRIGGER_KEPT_TABLES } from './after-bulk-load.ts'

const BATCH_ROWS = 500

/**
 * The source's tables (SQLite), parents before children. Ordinary tables only: a search index
 * (the FTS5 order search and its shadow tables) is SQLite's own and is rebuilt by its triggers,
 * and so are the short buyer search's tables (migration 2026_11_24_00_24_00_order_buyer_grams).
 */
async function tablesInForeignKeyOrder(source: Db): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from pragma_table_list
    where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      and name not in ('sales_order_buyer', 'sales_order_buyer_gram')
    order by name`.execute(source)
  const parents = new Map<string, string[]>()
  for (const { name } of tables) {
    const { rows } = await sql<{
      table: string
    }>`select "table" from pragma_foreign_key_list(${name})`.execute(source)
    parents.set(
      name,
      rows.map((r) => r.table).filter((t) => t !== name),
    )
  }
  const ordered: string[] = []
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name])
    ordered.push(name)
  }
  for (const { name } of tables) visit(name, [])
  return ordered
}

async function migrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.map((r) => r.name)
}

/**
 * A serial id's sequence must pass the copied ids; for an empty table it restarts at 1
 * (setval with is_called false). Tables without a serial id are left alone.
 */
async function moveSequencePastIds(trx: Db, table: string): Promise<void> {
  const { rows } = await sql<{ seq: string | null }>`
    select pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
    from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name = ${table} and c.column_name = 'id'`.execute(trx)
  const seq = rows[0]?.seq
  if (!seq) return
  const { rows: max } = await sql<{
    max: number | null
  }>`select max(id) as max from ${sql.table(table)}`.execute(trx)
  const top = Number(max[0]?.max ?? 0)
  await sql`select setval(${seq}, ${Math.max(top, 1)}, ${top > 0})`.execute(trx)
}

export class CopyRefusedError extends Error {}

/** Copies `source` (SQLite) into `target` (migrated, empty); returns the rows copied per table. */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  const [from, to] = await Promise.all([migrationNames(source), migrationNames(target)])
  if (from.join() !== to.join())
    throw new CopyRefusedError(
      'the two databases are at different schema versions: start the server once on each (it migrates), then copy',
    )
  const occupied = await target.selectFrom('party').select('id').limit(1).executeTakeFirst()
  if (occupied) throw new CopyRefusedError('the target database is not empty')

  const copied: Record<string, number> = {}
  const tables = await tablesInForeignKeyOrder(source)
  await target.transaction().execute(async (trx) => {
    for (const table of tables) {
      if (TRIGGER_KEPT_TABLES.has(table)) continue
      let count = 0
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await sql<Record<string, unknown>>`
          select * from ${sql.table(table)} order by rowid limit ${BATCH_ROWS} offset ${offset}`.execute(
          source,
        )
        if (rows.length === 0) break
        // Tables are copied by name, whatever their row type.
        await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .insertInto(table)
          .values(rows)
          .execute()
        count += rows.length
        if (rows.length < BATCH_ROWS) break
      }
      copied[table] = count
      if (isPostgres(trx)) await moveSequencePastIds(trx, table)
    }
    for (const table of tables.filter((t) => TRIGGER_KEPT_TABLES.has(t))) {
      const { rows } = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(trx)
      copied[table] = Number(rows[0]?.n ?? 0)
    }
  })
  // As after a restore: statistics and vacuum (after-bulk-load.ts).
  await afterBulkLoad(target, tables)
  return copied
}
