// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A SKU's stock history filtered by dates (getSkuStockHistory with startDate/endDate): without
// an index on the time, a month of a SKU with 100,000 movements walked every newer movement by
// id (77 ms p50 on SQLite, scripts/bench-stock.ts); with it, the month's rows only.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('stock_movement_sku_time_idx')
    .on('stock_movement')
    .columns(['party_id', 'sku_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_movement_sku_time_idx').execute()
}
