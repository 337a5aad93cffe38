// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product list's first page (every live product, newest first) had no index in its order:
// product_list_idx puts the status between the party and the creation time, so both engines
// sorted every live product of the merchant before cutting the page (a temporary B-tree of
// 50,000 rows at ten times the data, issue 37). This one walks in the list's order, the id
// being the list's tie-breaker. It also holds the status and the stock, so the tab counts
// (every live product by status, and out of stock) read the index alone, not every row.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('product_newest_idx')
    .on('product')
    .columns(['party_id', 'is_deleted', 'created_at', 'id', 'status', 'total_stock'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_newest_idx').execute()
}
