// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Sales orders with lines and shipments, after-sales requests, and the status history of
// every lifecycle (orders, after-sales, repairs). party_id is the SELLING merchant.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_order')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    // Where the order came from: MALL, DISTRIBUTION, CATALOGUE, MINI_PROGRAM, BUSINESS, PROJECT, ERP.
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    // The buying company when it is known (a distribution member, a business friend), else null.
    .addColumn('buyer_party_id', 'varchar(32)', (c) => c.references('party.id'))
    .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    // contract/lifecycles/order.lifecycle.ts: WAIT_PAY, WAIT_SHIP, PART_SHIPPED, SHIPPED, COMPLETED, CANCELLED, CLOSED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // dis_salesman.id of the member's salesman at order time (no FK: salesmen may be deleted).
    .addColumn('salesman_id', 'integer')
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_amount', 'integer', (c) => c.notNull())
    .addColumn('freight_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('shipped_at', 'varchar(32)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    // Bumped on every write; a write naming an older version is refused (stale edit, 40900).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sales_order_party_no_uq', ['party_id', 'order_no'])
    .execute()
  await db.schema
    .createIndex('sales_order_status_idx')
    .on('sales_order')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sales_order_created_idx')
    .on('sales_order')
    .columns(['party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sales_order_buyer_idx')
    .on('sales_order')
    .columns(['party_id', 'buyer_party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sales_order_salesman_idx')
    .on('sales_order')
    .columns(['party_id', 'salesman_id', 'created_at'])
    .execute()
  // The buyer's side (a dealer's purchase orders, project orders): all orders it placed.
  await db.schema
    .createIndex('sales_order_purchases_idx')
    .on('sales_order')
    .columns(['buyer_party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('sales_order_line')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('sku_id', 'integer', (c) => c.references('product_sku.id'))
    // Snapshot at order time: later product edits do not change past orders.
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sku_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_spec', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('shipped_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('sales_order_line_order_idx')
    .on('sales_order_line')
    .columns(['party_id', 'order_id'])
    .execute()
  await db.schema
    .createIndex('sales_order_line_product_idx')
    .on('sales_order_line')
    .columns(['party_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('shipment')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('carrier_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('carrier_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tracking_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('shipped_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('shipped_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('shipment_order_idx').on('shipment').columns(['party_id', 'order_id']).execute()
  await db.schema
    .createIndex('shipment_tracking_idx')
    .on('shipment')
    .columns(['party_id', 'tracking_no'])
    .execute()

  await db.schema
    .createTable('shipment_line')
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipment.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('sales_order_line.id'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_line_pk', ['shipment_id', 'order_line_id'])
    .execute()

  await db.schema
    .createTable('after_sale')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('after_sale_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id'))
    .addColumn('order_line_id', 'integer', (c) => c.references('sales_order_line.id'))
    .addColumn('buyer_party_id', 'varchar(32)', (c) => c.references('party.id'))
    .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
    // REFUND_ONLY, RETURN_REFUND, EXCHANGE.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // JSON array of image URLs.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // contract/lifecycles/after-sale.lifecycle.ts.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('audit_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_carrier_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_tracking_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('audited_at', 'varchar(32)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('after_sale_party_no_uq', ['party_id', 'after_sale_no'])
    .execute()
  await db.schema
    .createIndex('after_sale_status_idx')
    .on('after_sale')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('after_sale_created_idx')
    .on('after_sale')
    .columns(['party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('after_sale_order_idx')
    .on('after_sale')
    .columns(['party_id', 'order_id'])
    .execute()

  // Every accepted lifecycle step, for detail pages' timelines and audit.
  await db.schema
    .createTable('status_history')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    // ORDER, AFTER_SALE, REPAIR, CATALOGUE_ORDER, STATEMENT, ...
    .addColumn('subject_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(32)')
    .addColumn('to_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('status_history_subject_idx')
    .on('status_history')
    .columns(['party_id', 'subject_type', 'subject_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'status_history',
    'after_sale',
    'shipment_line',
    'shipment',
    'sales_order_line',
    'sales_order',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
