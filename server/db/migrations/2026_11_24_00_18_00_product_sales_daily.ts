// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product ranking (server/statistics) grouped a year of one merchant's order lines by
// product on every call: ~117 ms of CPU on SQLite and more on PostgreSQL, over the 50 ms
// budget. This table holds each product's sales per business day (UTC+8), kept by the
// database itself: a trigger adds a line when it is written to an order that counts as a
// sale, and adds or removes an order's lines when its status moves into or out of the sale
// statuses. Triggers, not application code, so that no write path (orders, after-sales,
// seeds, the mock) can forget it. Order lines never change product, amount or quantity once
// written (shipping and refunds change only their shipped and refunded quantities), and
// orders never change their creation time or owner.
//
// Frozen with this migration: the sale statuses (contract/statistics.constants.ts
// SALE_STATUSES) and the business day of UTC+8 (16:00 UTC starts the next day). Changing
// either needs a new migration that recreates the triggers and rebuilds the table.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const SALE = `('WAIT_SHIP', 'PART_SHIPPED', 'SHIPPED', 'COMPLETED')`

/** A line's group: its product, or for a line whose product is gone, its recorded name. */
const key = (line: string) =>
  `case when ${line}.product_id is null then 'name:' || ${line}.product_name else cast(${line}.product_id as varchar(20)) end`

/** The business day ('YYYY-MM-DD', UTC+8) of an order's ISO-8601 UTC creation time. */
function businessDay(pg: boolean, createdAt: string): string {
  const utcDate = `substr(${createdAt}, 1, 10)`
  const next = pg
    ? `to_char(to_date(${utcDate}, 'YYYY-MM-DD') + 1, 'YYYY-MM-DD')`
    : `date(${utcDate}, '+1 day')`
  return `case when substr(${createdAt}, 12, 2) >= '16' then ${next} else ${utcDate} end`
}

function upsert(pg: boolean): string {
  const greatest = pg ? 'greatest' : 'max'
  const t = pg ? 'product_sales_daily.' : ''
  return `on conflict (party_id, day, product_key) do update set
    order_count = ${t}order_count + excluded.order_count,
    amount = ${t}amount + excluded.amount,
    quantity = ${t}quantity + excluded.quantity,
    product_name = ${greatest}(${t}product_name, excluded.product_name)`
}

/**
 * One order's lines, grouped, signed: +1 adds the order to the summary, -1 takes it out. Each
 * product's row, and the day's row of every product (key ''), where an order with lines counts
 * once: the ranking's total of orders.
 */
function orderLines(pg: boolean, order: string, sign: string): string[] {
  const day = businessDay(pg, `${order}.created_at`)
  const lines = `from sales_order_line l where l.party_id = ${order}.party_id and l.order_id = ${order}.id`
  return [
    `insert into product_sales_daily
      (party_id, day, product_key, product_id, product_name, order_count, amount, quantity)
    select ${order}.party_id, ${day}, ${key('l')}, max(l.product_id), max(l.product_name), ${sign},
      ${sign} * sum(l.amount), ${sign} * sum(l.quantity)
    ${lines}
    group by ${key('l')}
    ${upsert(pg)}`,
    `insert into product_sales_daily
      (party_id, day, product_key, product_id, product_name, order_count, amount, quantity)
    select ${order}.party_id, ${day}, '', null, '', ${sign}, ${sign} * sum(l.amount), ${sign} * sum(l.quantity)
    ${lines}
    group by l.party_id
    ${upsert(pg)}`,
  ]
}

/**
 * A new line of an order that counts as a sale: its product's row, where the order counts once
 * per product, and the day's row of every product (key ''), where it counts once. `other` is how
 * the lines that make this one not the order's first are found: '<>' here (any other line; wrong
 * on PostgreSQL, whose row triggers see the whole statement's rows), '<' from migration
 * 2026_11_24_00_22_00 (a line with a smaller id).
 */
export function newLine(pg: boolean, other: '<>' | '<' = '<>'): string[] {
  const insert = (
    groupKey: string,
    id: string,
    name: string,
    sameGroup: string,
  ) => `insert into product_sales_daily
      (party_id, day, product_key, product_id, product_name, order_count, amount, quantity)
    select new.party_id, ${businessDay(pg, 'o.created_at')}, ${groupKey}, ${id}, ${name},
      case when exists (select 1 from sales_order_line s
        where s.party_id = new.party_id and s.order_id = new.order_id and s.id ${other} new.id${sameGroup})
        then 0 else 1 end,
      new.amount, new.quantity
    from sales_order o
    where o.id = new.order_id and o.status in ${SALE}
    ${upsert(pg)}`
  return [
    insert(key('new'), 'new.product_id', 'new.product_name', ` and ${key('s')} = ${key('new')}`),
    insert(`''`, 'null', `''`, ''),
  ]
}

/** Every sale order's lines, summed per business day and product, and per day (key ''). */
export function summaryFromOrders(pg: boolean): string {
  return `insert into product_sales_daily
      (party_id, day, product_key, product_id, product_name, order_count, amount, quantity)
    select o.party_id, ${businessDay(pg, 'o.created_at')}, ${key('l')}, max(l.product_id),
      max(l.product_name), count(distinct o.id), sum(l.amount), sum(l.quantity)
    from sales_order o join sales_order_line l on l.party_id = o.party_id and l.order_id = o.id
    where o.status in ${SALE}
    group by o.party_id, ${businessDay(pg, 'o.created_at')}, ${key('l')}
    union all
    select o.party_id, ${businessDay(pg, 'o.created_at')}, '', null, '', count(distinct o.id),
      sum(l.amount), sum(l.quantity)
    from sales_order o join sales_order_line l on l.party_id = o.party_id and l.order_id = o.id
    where o.status in ${SALE}
    group by o.party_id, ${businessDay(pg, 'o.created_at')}`
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable('product_sales_daily')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // The product id as text, 'name:<product name>' for lines whose product is gone, or ''
    // for the day's orders with lines, whatever their products.
    .addColumn('product_key', 'varchar(220)', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    // Orders with at least one line of the product that day (an order counts once).
    .addColumn('order_count', 'integer', (c) => c.notNull())
    // Fen, like every amount: a product's sales of one day fit an integer.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_sales_daily_pk', ['party_id', 'day', 'product_key'])
    .execute()

  // Today's lines, so that the table starts true.
  await sql.raw(summaryFromOrders(pg)).execute(db)

  const moved = `(old.status in ${SALE}) <> (new.status in ${SALE})`
  if (pg) {
    await sql
      .raw(`create function product_sales_daily_line() returns trigger language plpgsql as $$
        begin ${newLine(true).join('; ')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function product_sales_daily_order() returns trigger language plpgsql as $$
        begin
          if ${moved} then
            ${orderLines(true, 'new', `case when new.status in ${SALE} then 1 else -1 end`).join('; ')};
          end if;
          return null;
        end $$`)
      .execute(db)
    await sql
      .raw(`create trigger product_sales_daily_line after insert on sales_order_line
        for each row execute function product_sales_daily_line()`)
      .execute(db)
    await sql
      .raw(`create trigger product_sales_daily_order after update of status on sales_order
        for each row execute function product_sales_daily_order()`)
      .execute(db)
    return
  }
  // SQLite: an INSERT ... SELECT with an upsert needs a WHERE to parse its ON; both have one.
  await sql
    .raw(`create trigger product_sales_daily_line after insert on sales_order_line
      begin ${newLine(false).join('; ')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger product_sales_daily_order after update of status on sales_order
      when ${moved}
      begin ${orderLines(false, 'new', `case when new.status in ${SALE} then 1 else -1 end`).join('; ')}; end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger product_sales_daily_line on sales_order_line').execute(db)
    await sql.raw('drop trigger product_sales_daily_order on sales_order').execute(db)
    await sql.raw('drop function product_sales_daily_line()').execute(db)
    await sql.raw('drop function product_sales_daily_order()').execute(db)
  } else {
    await sql.raw('drop trigger product_sales_daily_line').execute(db)
    await sql.raw('drop trigger product_sales_daily_order').execute(db)
  }
  await db.schema.dropTable('product_sales_daily').execute()
}
