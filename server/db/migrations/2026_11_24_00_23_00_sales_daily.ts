// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The monthly and daily reports and the client and salesman rankings (server/statistics) read a
// year of one merchant's sale orders on every call: on PostgreSQL, 46,336 orders of the large
// seed took 77 to 181 ms, over the 50 ms budget. These tables hold the same sums, kept by the
// database itself (as product_sales_daily of 2026_11_24_00_18_00 is, for the same reason: no
// write path can forget them):
// - sales_daily: per business day (UTC+8), the sale orders' count, pay_amount,
//   refunded_amount and item_count (the two reports);
// - sales_client_period, sales_salesman_period: per period and client (buyer_party_id; '' for
//   orders without one) or salesman (salesman_id; 0 for none), the count, pay_amount and
//   item_count (the rankings). A period is a business day ('YYYY-MM-DD') or a whole business
//   month ('YYYY-MM'): every order is in its day's row and its month's row. A ranking reads the
//   month rows of the months wholly inside its window and the day rows of the part months at
//   its edges. Per day only, a year of the large seed's biggest merchant is 11,891 (day, client)
//   rows for 46,336 orders; with whole months, 366 days read about 1,500 rows.
// Every figure comes from the order row itself (never from its lines), so a trigger needs only
// OLD and NEW: an order's contribution is taken out when the old row counted and put in when
// the new one counts, on insert, on update of a column that moves a figure, and on delete. Rows
// that fall to zero orders are deleted.
//
// Frozen with this migration: the sale statuses (contract/statistics.constants.ts
// SALE_STATUSES) and the business day of UTC+8 (16:00 UTC starts the next day). Changing
// either needs a new migration that recreates the triggers and rebuilds the tables.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const SALE = `('WAIT_SHIP', 'PART_SHIPPED', 'SHIPPED', 'COMPLETED')`

/** The business day ('YYYY-MM-DD', UTC+8) of an order's ISO-8601 UTC creation time. */
function businessDay(pg: boolean, createdAt: string): string {
  const utcDate = `substr(${createdAt}, 1, 10)`
  const next = pg
    ? `to_char(to_date(${utcDate}, 'YYYY-MM-DD') + 1, 'YYYY-MM-DD')`
    : `date(${utcDate}, '+1 day')`
  return `case when substr(${createdAt}, 12, 2) >= '16' then ${next} else ${utcDate} end`
}

/** The ranking tables: name, key column, the key of an order `o`. */
const RANKINGS = [
  { table: 'sales_client_period', key: 'buyer_key', of: (o: string) => `coalesce(${o}.buyer_party_id, '')` },
  { table: 'sales_salesman_period', key: 'salesman_key', of: (o: string) => `coalesce(${o}.salesman_id, 0)` },
] as const

/** The columns an order's contribution is read from. */
const ORDER_COLUMNS = [
  'party_id',
  'status',
  'created_at',
  'pay_amount',
  'refunded_amount',
  'item_count',
  'buyer_party_id',
  'salesman_id',
] as const

/** A one-row relation of a trigger's OLD or NEW row, aliased `o`. */
const rowOf = (row: 'old' | 'new') =>
  `(select ${ORDER_COLUMNS.map((c) => `${row}.${c} as ${c}`).join(', ')}) o`

function upsert(pg: boolean, table: string, keys: string[], sums: string[]): string {
  const t = pg ? `${table}.` : ''
  return `on conflict (${keys.join(', ')}) do update set
    ${sums.map((c) => `${c} = ${t}${c} + excluded.${c}`).join(', ')}`
}

/**
 * The sale orders of `from` (a relation aliased `o`), grouped and signed into every summary:
 * sign '' adds them, '-1 * ' takes them out.
 */
export function contribution(pg: boolean, from: string, sign: '' | '-1 * '): string[] {
  const day = businessDay(pg, 'o.created_at')
  const rows = `from ${from} where o.status in ${SALE}`
  const statements = [
    `insert into sales_daily (party_id, day, order_count, pay_amount, refunded_amount, item_count)
    select o.party_id, ${day}, ${sign}count(*), ${sign}sum(o.pay_amount), ${sign}sum(o.refunded_amount),
      ${sign}sum(o.item_count)
    ${rows}
    group by 1, 2
    ${upsert(pg, 'sales_daily', ['party_id', 'day'], ['order_count', 'pay_amount', 'refunded_amount', 'item_count'])}`,
  ]
  for (const r of RANKINGS) {
    for (const period of [day, `substr(${day}, 1, 7)`]) {
      statements.push(`insert into ${r.table} (party_id, period, ${r.key}, order_count, pay_amount, item_count)
    select o.party_id, ${period}, ${r.of('o')}, ${sign}count(*), ${sign}sum(o.pay_amount), ${sign}sum(o.item_count)
    ${rows}
    group by 1, 2, 3
    ${upsert(pg, r.table, ['party_id', 'period', r.key], ['order_count', 'pay_amount', 'item_count'])}`)
    }
  }
  return statements
}

/** The summary rows an old order row was in, deleted when they fell to zero orders. */
function dropEmpty(pg: boolean): string[] {
  const day = businessDay(pg, 'old.created_at')
  return [
    `delete from sales_daily where party_id = old.party_id and day = ${day} and order_count = 0`,
    ...RANKINGS.map(
      (r) => `delete from ${r.table} where party_id = old.party_id
      and period in (${day}, substr(${day}, 1, 7)) and ${r.key} = ${r.of('old')} and order_count = 0`,
    ),
  ]
}

/** The columns whose change moves a figure. */
const MOVING = ORDER_COLUMNS.filter((c) => c !== 'status')

/** An update that moves a figure: the order counts before or after, and its contribution differs. */
function moves(pg: boolean): string {
  const before = `old.status in ${SALE}`
  const after = `new.status in ${SALE}`
  const differ = pg ? 'is distinct from' : 'is not'
  return `(${before} or ${after}) and ((${before}) <> (${after})
    or ${MOVING.map((c) => `old.${c} ${differ} new.${c}`).join(' or ')})`
}

const TABLES = ['sales_daily', ...RANKINGS.map((r) => r.table)]

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  // Fen: a merchant's sales of a day, or of a client over a month, may pass 2^31.
  await db.schema
    .createTable('sales_daily')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_daily_pk', ['party_id', 'day'])
    .execute()
  for (const r of RANKINGS) {
    await db.schema
      .createTable(r.table)
      .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
      // 'YYYY-MM-DD' (a business day) or 'YYYY-MM' (the whole business month).
      .addColumn('period', 'varchar(10)', (c) => c.notNull())
      .addColumn(r.key, r.key === 'buyer_key' ? 'varchar(32)' : 'integer', (c) => c.notNull())
      .addColumn('order_count', 'integer', (c) => c.notNull())
      .addColumn('pay_amount', 'bigint', (c) => c.notNull())
      .addColumn('item_count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${r.table}_pk`, ['party_id', 'period', r.key])
      .execute()
  }

  // Today's orders, so that the tables start true.
  for (const statement of contribution(pg, 'sales_order o', '')) await sql.raw(statement).execute(db)

  const add = contribution(pg, rowOf('new'), '')
  const remove = [...contribution(pg, rowOf('old'), '-1 * '), ...dropEmpty(pg)]
  const columns = ORDER_COLUMNS.join(', ')
  if (pg) {
    // Inserts, by statement: a bulk insert (the seeds, a catalogue order) groups its orders once.
    await sql
      .raw(`create function sales_summary_insert() returns trigger language plpgsql as $$
        begin ${contribution(true, 'new_orders o', '').join('; ')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function sales_summary_update() returns trigger language plpgsql as $$
        begin
          if old.status in ${SALE} then ${remove.join('; ')}; end if;
          if new.status in ${SALE} then ${add.join('; ')}; end if;
          return null;
        end $$`)
      .execute(db)
    await sql
      .raw(`create function sales_summary_delete() returns trigger language plpgsql as $$
        begin ${remove.join('; ')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create trigger sales_summary_insert after insert on sales_order
        referencing new table as new_orders for each statement execute function sales_summary_insert()`)
      .execute(db)
    await sql
      .raw(`create trigger sales_summary_update after update of ${columns} on sales_order
        for each row when (${moves(true)}) execute function sales_summary_update()`)
      .execute(db)
    await sql
      .raw(`create trigger sales_summary_delete after delete on sales_order
        for each row when (old.status in ${SALE}) execute function sales_summary_delete()`)
      .execute(db)
    return
  }
  // SQLite: the one-row relation of OLD or NEW is filtered by status, so a statement of an
  // order that does not count writes nothing.
  await sql
    .raw(`create trigger sales_summary_insert after insert on sales_order
      when new.status in ${SALE}
      begin ${add.join('; ')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger sales_summary_update after update of ${columns} on sales_order
      when ${moves(false)}
      begin ${[...remove, ...add].join('; ')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger sales_summary_delete after delete on sales_order
      when old.status in ${SALE}
      begin ${remove.join('; ')}; end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  for (const trigger of ['sales_summary_insert', 'sales_summary_update', 'sales_summary_delete']) {
    await sql.raw(pg ? `drop trigger ${trigger} on sales_order` : `drop trigger ${trigger}`).execute(db)
    if (pg) await sql.raw(`drop function ${trigger}()`).execute(db)
  }
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute()
}
