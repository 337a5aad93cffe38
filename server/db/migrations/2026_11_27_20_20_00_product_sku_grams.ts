// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product list's keyword also matches a product whose SKU's code or barcode holds it. On
// PostgreSQL that test became one pass over every SKU of the merchant per statement (a hashed
// subplan): at ten times the data (issue 37, 100,000 SKUs) 38 ms of the list's 95 ms, twice
// (the tab counts and the page). A GIN index over the same immutable grams function as the
// order buyers' (sales_order_buyer_grams of 2026_11_24_00_24_00: every 1- and 2-character
// substring of either text) finds the SKUs that can hold the keyword, whatever its length;
// the LIKE stays the exact rule. SQLite tests each product's SKUs through the SKU index, only
// for the products whose own name and number do not match: nothing to add there.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`create index product_sku_grams_idx on product_sku
    using gin (sales_order_buyer_grams(lower(sku_code), lower(bar_code)))`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`drop index if exists product_sku_grams_idx`.execute(db)
}
