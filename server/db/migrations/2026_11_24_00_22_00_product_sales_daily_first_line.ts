// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The line trigger of 2026_11_24_00_18_00 counted an order once by asking whether the order had
// another line ("exists ... s.id <> new.id"). SQLite runs a row trigger as each row is inserted,
// so the first line of an order saw no other; PostgreSQL runs AFTER ROW triggers at the end of
// the statement, so when all of an order's lines are inserted in one statement (as the catalogue
// and business orders do) every line saw the others and the order was not counted at all: on the
// large seed the product ranking's order total on PostgreSQL was half SQLite's. Now the line
// with the smallest id counts the order ("s.id < new.id"), which both engines agree on, and the
// summary is rebuilt from the orders.
import { type Kysely, sql } from 'kysely'
import { newLine, summaryFromOrders } from './2026_11_24_00_18_00_product_sales_daily.ts'
import { isPostgres } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  if (pg) {
    await sql
      .raw(`create or replace function product_sales_daily_line() returns trigger language plpgsql as $$
        begin ${newLine(true, '<').join('; ')}; return null; end $$`)
      .execute(db)
  } else {
    await sql.raw('drop trigger product_sales_daily_line').execute(db)
    await sql
      .raw(`create trigger product_sales_daily_line after insert on sales_order_line
        begin ${newLine(false, '<').join('; ')}; end`)
      .execute(db)
  }
  await db.deleteFrom('product_sales_daily').execute()
  await sql.raw(summaryFromOrders(pg)).execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {
  // The earlier trigger miscounted on PostgreSQL: there is nothing worth going back to.
}
