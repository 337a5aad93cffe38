// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product list counts a common keyword's matches in each tab up to a cap, each tab through
// its own index (issue 37). The out-of-stock tab had none: its few products (2 of 50,000 at ten
// times the data) were found by testing the keyword on every product. A partial index holds
// just the products at or below zero stock; the query names the same constant condition, so
// both engines can prove it applies.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index product_out_of_stock_idx on product (party_id, is_deleted, created_at)
    where total_stock <= 0`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists product_out_of_stock_idx`.execute(db)
}
