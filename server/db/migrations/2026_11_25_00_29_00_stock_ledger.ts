// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The stock ledger (issue 29). product_sku.stock stays the SKU's on hand (every page reads it);
// product_sku.reserved is what orders not shipped yet hold; available = stock - reserved.
// stock_movement is the ledger: one row per movement with two signed changes, `quantity` (on
// hand) and `reserved_change` (reserved), and the balances after it; the sum of a SKU's rows
// equals its stock and its reserved (npm run stock:check). Thresholds for the low-stock notice:
// per SKU (null: the merchant's), per merchant in stock_setting (no row: the contract's default).
// after_sale.received_damaged: returned goods received as damaged (not put back into stock).
//
// Existing data: reserved is computed from the open orders (WAIT_PAY, WAIT_SHIP, PART_SHIPPED:
// the statuses of that day) and their lines not shipped yet, and the ledger opens with one
// OPENING_BALANCE row per SKU carrying its stock and that reserved quantity.
import { type Kysely, sql } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product_sku')
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('product_sku').addColumn('low_stock_threshold', 'integer').execute()
  await db.schema
    .alterTable('after_sale')
    .addColumn('received_damaged', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('stock_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('stock_movement')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    // No foreign key: the ledger outlives a SKU removed from its product.
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // contract/stock.constants.ts STOCK_MOVEMENT_KINDS.
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    // The change of on hand, and of reserved (signed).
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reserved_change', 'integer', (c) => c.notNull())
    .addColumn('on_hand_after', 'integer', (c) => c.notNull())
    .addColumn('reserved_after', 'integer', (c) => c.notNull())
    // ORDER, AFTER_SALE, IMPORT, PRODUCT, ERP, OPENING; the document's id and number.
    .addColumn('source_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'integer')
    .addColumn('source_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // The user login that moved it; null for the system.
    .addColumn('actor', 'varchar(32)')
    // The domain event written in the same transaction (none for the opening balance).
    .addColumn('event_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  // A SKU's history, newest first (ids rise with time).
  await db.schema
    .createIndex('stock_movement_sku_idx')
    .on('stock_movement')
    .columns(['party_id', 'sku_id', 'id'])
    .execute()
  // A document's stock effect (the order detail's lines).
  await db.schema
    .createIndex('stock_movement_source_idx')
    .on('stock_movement')
    .columns(['party_id', 'source_type', 'source_id'])
    .execute()

  await sql`update product_sku set reserved = (
      select coalesce(sum(l.quantity - l.shipped_quantity), 0)
      from sales_order_line l
        join sales_order o on o.id = l.order_id and o.party_id = l.party_id
      where l.sku_id = product_sku.id and l.party_id = product_sku.party_id
        and o.status in ('WAIT_PAY', 'WAIT_SHIP', 'PART_SHIPPED')
        and l.quantity > l.shipped_quantity)`.execute(db)
  const openedAt = new Date().toISOString()
  await sql`insert into stock_movement (party_id, sku_id, product_id, kind, quantity, reserved_change,
      on_hand_after, reserved_after, source_type, source_id, source_no, reason, actor, event_id, created_at)
    select party_id, id, product_id, 'OPENING_BALANCE', stock, reserved, stock, reserved,
      'OPENING', null, '', '', null, null, ${openedAt}
    from product_sku order by id`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_movement').execute()
  await db.schema.dropTable('stock_setting').execute()
  await db.schema.alterTable('after_sale').dropColumn('received_damaged').execute()
  await db.schema.alterTable('product_sku').dropColumn('low_stock_threshold').execute()
  await db.schema.alterTable('product_sku').dropColumn('reserved').execute()
}
