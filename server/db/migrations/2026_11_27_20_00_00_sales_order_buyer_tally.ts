// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The order list's tab counts and totals row with a buyer search read every matching order:
// over a million orders (issue 37, `db:reset -- --huge`) a company word such as 商贸 took
// 210 ms on SQLite (its buyers' orders, one by one) and 0.56 s on PostgreSQL (a scan). Company
// buyers carry thousands of orders each, consumers one or two. sales_order_buyer_tally holds,
// per merchant, buyer (name and phone, as the search matches them) and status, how many orders
// there are and the sum of their pay_amount and item_count, kept by the database itself as
// sales_order_tally is (2026_11_27_13_50_00): an order is taken out of its old row and put into
// its new one on every update that moves one of those columns; a row that reaches zero goes.
// A buyer search then sums the rows of the buyers it matches, never reading an order.
//
// How the matching buyers are found:
// - SQLite with the search tables: the buyer directory's grams (2026_11_24_00_24_00), joined
//   to this table by the buyer's key.
// - PostgreSQL: a GIN index over the same immutable grams function as the orders' index
//   (sales_order_buyer_grams of 2026_11_24_00_24_00), here over the buyers' rows: a word's
//   1-2 character grams are all in a matching buyer's array, and the LIKE keeps it exact.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const TABLE = 'sales_order_buyer_tally'
const KEY = ['party_id', 'buyer_name', 'buyer_phone', 'status'] as const
const MOVING = [...KEY, 'pay_amount', 'item_count'] as const

/** Adds the orders of `from` (a relation aliased `o`) into their rows, grouped, with `sign`. */
function tallyInto(pg: boolean, from: string, sign: '' | '-1 * '): string {
  const t = pg ? `${TABLE}.` : ''
  const key = KEY.map((c) => `o.${c}`).join(', ')
  // (SQLite needs the WHERE to read ON CONFLICT as the upsert's, not as a join's.)
  return `insert into ${TABLE} (${KEY.join(', ')}, order_count, pay_amount, item_count)
    select ${key}, ${sign}count(*), ${sign}sum(o.pay_amount), ${sign}sum(o.item_count)
    from ${from} where true
    group by ${key}
    on conflict (${KEY.join(', ')}) do update set
      order_count = ${t}order_count + excluded.order_count,
      pay_amount = ${t}pay_amount + excluded.pay_amount,
      item_count = ${t}item_count + excluded.item_count`
}

/** A one-row relation of a trigger's OLD or NEW row, aliased `o`. */
const rowOf = (row: 'old' | 'new') => `(select ${MOVING.map((c) => `${row}.${c} as ${c}`).join(', ')}) o`

/** The row of the old order's buyer and status, once it counts no order. */
const dropEmpty = `delete from ${TABLE} where ${KEY.map((c) => `${c} = old.${c}`).join(' and ')} and order_count = 0`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable(TABLE)
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, [...KEY])
    .execute()
  // Today's orders, so that the table starts true.
  await sql.raw(tallyInto(pg, 'sales_order o', '')).execute(db)

  const add = tallyInto(pg, rowOf('new'), '')
  const remove = `${tallyInto(pg, rowOf('old'), '-1 * ')}; ${dropEmpty}`
  const differ = pg ? 'is distinct from' : 'is not'
  const moves = MOVING.map((c) => `old.${c} ${differ} new.${c}`).join(' or ')
  const columns = MOVING.join(', ')
  if (pg) {
    await sql
      .raw(`create index ${TABLE}_grams_idx on ${TABLE}
        using gin (sales_order_buyer_grams(lower(buyer_name), buyer_phone))`)
      .execute(db)
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
