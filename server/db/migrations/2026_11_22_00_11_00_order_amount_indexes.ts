// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Order lists sorted by amount: `npm run bench` measured a status-filtered page sorted by
// pay_amount at 31 ms p95 over 100,000 orders (a sort of every matching row), against the
// 20 ms budget of DESIGN.md. With these indexes the page is read in index order.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sales_order_status_amount_idx')
    .on('sales_order')
    .columns(['party_id', 'status', 'pay_amount'])
    .execute()
  await db.schema
    .createIndex('sales_order_amount_idx')
    .on('sales_order')
    .columns(['party_id', 'pay_amount'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_order_amount_idx').execute()
  await db.schema.dropIndex('sales_order_status_amount_idx').execute()
}
