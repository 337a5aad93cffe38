// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The order list's total, its status tabs' counts and its totals row count every order of the
// merchant when no filter narrows them: over a million orders (issue 37, `db:reset -- --huge`)
// the tab counts took 160-190 ms and the list's total 66-69 ms on SQLite, against 20 ms.
// sales_order_tally holds, per merchant and status, how many orders there are and the sum of
// their pay_amount and item_count, kept by the database itself as sales_daily is (2026_11_24_00_23_00):
// no write path can forget it. An order is taken out of its old (party, status) row and put
// into its new one on every update that moves one of those columns; rows at zero stay (a
// merchant has at most one per status).
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const TABLE = 'sales_order_tally'
const MOVING = ['party_id', 'status', 'pay_amount', 'item_count'] as const

/** Adds the orders of `from` (a relation aliased `o`) into their rows, grouped, with `sign`. */
function tallyInto(pg: boolean, from: string, sign: '' | '-1 * '): string {
  const t = pg ? `${TABLE}.` : ''
  // (SQLite needs the WHERE to read ON CONFLICT as the upsert's, not as a join's.)
  return `insert into ${TABLE} (party_id, status, order_count, pay_amount, item_count)
    select o.party_id, o.status, ${sign}count(*), ${sign}sum(o.pay_amount), ${sign}sum(o.item_count)
    from ${from} where true
    group by o.party_id, o.status
    on conflict (party_id, status) do update set
      order_count = ${t}order_count + excluded.order_count,
      pay_amount = ${t}pay_amount + excluded.pay_amount,
      item_count = ${t}item_count + excluded.item_count`
}

/** A one-row relation of a trigger's OLD or NEW row, aliased `o`. */
const rowOf = (row: 'old' | 'new') => `(select ${MOVING.map((c) => `${row}.${c} as ${c}`).join(', ')}) o`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable(TABLE)
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    // Fen: a merchant's orders in one state may pass 2^31.
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, ['party_id', 'status'])
    .execute()
  // Today's orders, so that the table starts true.
  await sql.raw(tallyInto(pg, 'sales_order o', '')).execute(db)

  const add = tallyInto(pg, rowOf('new'), '')
  const remove = tallyInto(pg, rowOf('old'), '-1 * ')
  const differ = pg ? 'is distinct from' : 'is not'
  const moves = MOVING.map((c) => `old.${c} ${differ} new.${c}`).join(' or ')
  const columns = MOVING.join(', ')
  if (pg) {
    // Inserts, by statement: a bulk insert (the seeds, a catalogue order) groups its orders once.
    await sql
      .raw(`create function ${TABLE}_insert() returns trigger language plpgsql as $$
        begin ${tallyInto(true, 'new_orders o', '')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function ${TABLE}_update() returns trigger language plpgsql as $$
        begin ${remove}; ${add}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function ${TABLE}_delete() returns trigger language plpgsql as $$
        begin ${remove}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_insert after insert on sales_order
        referencing new table as new_orders for each statement execute function ${TABLE}_insert()`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_update after update of ${columns} on sales_order
        for each row when (${moves}) execute function ${TABLE}_update()`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_delete after delete on sales_order
        for each row execute function ${TABLE}_delete()`)
      .execute(db)
    return
  }
  await sql.raw(`create trigger ${TABLE}_insert after insert on sales_order begin ${add}; end`).execute(db)
  await sql
    .raw(`create trigger ${TABLE}_update after update of ${columns} on sales_order
      when ${moves}
      begin ${remove}; ${add}; end`)
    .execute(db)
  await sql.raw(`create trigger ${TABLE}_delete after delete on sales_order begin ${remove}; end`).execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  for (const trigger of [`${TABLE}_insert`, `${TABLE}_update`, `${TABLE}_delete`]) {
    await sql.raw(pg ? `drop trigger ${trigger} on sales_order` : `drop trigger ${trigger}`).execute(db)
    if (pg) await sql.raw(`drop function ${trigger}()`).execute(db)
  }
  await db.schema.dropTable(TABLE).execute()
}
