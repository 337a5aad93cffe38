// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The statistics reports (server/statistics) add up a year of one merchant's sales orders
// (about 46,000 of the 100,000 of `--large`) and their lines. These covering indexes let
// both databases read every column a report needs from the index, in created_at order,
// without visiting the rows: scripts/bench-statistics.ts measures the reports against the
// budget of p95 <= 50 ms.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sales_order_statistics_idx')
    .on('sales_order')
    .columns([
      'party_id',
      'created_at',
      'status',
      'pay_amount',
      'refunded_amount',
      'item_count',
      'salesman_id',
      'buyer_party_id',
    ])
    .execute()
  await db.schema
    .createIndex('sales_order_line_statistics_idx')
    .on('sales_order_line')
    .columns(['party_id', 'order_id', 'product_id', 'quantity', 'amount', 'product_name'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_order_line_statistics_idx').execute()
  await db.schema.dropIndex('sales_order_statistics_idx').execute()
}
