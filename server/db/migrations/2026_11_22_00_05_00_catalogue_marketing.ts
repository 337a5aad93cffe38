// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Catalogues (order forms a supplier publishes to its members), catalogue orders with
// their audit, and marketing promotions (including limit-purchase).
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // DRAFT, PUBLISHED, CLOSED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DRAFT'))
    // ALL members, or only the groups in catalogue_group.
    .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('start_at', 'varchar(32)')
    .addColumn('end_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('catalogue_list_idx')
    .on('catalogue')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('catalogue_created_idx')
    .on('catalogue')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('catalogue_product')
    .addColumn('catalogue_id', 'integer', (c) => c.notNull().references('catalogue.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    // Catalogue price; null = the member's distribution price.
    .addColumn('price', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalogue_product_pk', ['catalogue_id', 'product_id'])
    .execute()
  await db.schema
    .createIndex('catalogue_product_list_idx')
    .on('catalogue_product')
    .columns(['party_id', 'catalogue_id', 'sort'])
    .execute()

  await db.schema
    .createTable('catalogue_group')
    .addColumn('catalogue_id', 'integer', (c) => c.notNull().references('catalogue.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('dis_group.id').onDelete('cascade'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_group_pk', ['catalogue_id', 'group_id'])
    .execute()

  await db.schema
    .createTable('catalogue_order')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The supplier who audits.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('catalogue_id', 'integer', (c) => c.notNull().references('catalogue.id'))
    .addColumn('buyer_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('buyer_user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('salesman_id', 'integer')
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // PENDING, APPROVED, REJECTED (omsOrderCount counts PENDING).
    .addColumn('audit_status', 'varchar(16)', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('audit_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('audited_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('audited_at', 'varchar(32)')
    // The sales order created when the catalogue order is approved.
    .addColumn('sales_order_id', 'integer', (c) => c.references('sales_order.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('catalogue_order_party_no_uq', ['party_id', 'order_no'])
    .execute()
  await db.schema
    .createIndex('catalogue_order_audit_idx')
    .on('catalogue_order')
    .columns(['party_id', 'audit_status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('catalogue_order_catalogue_idx')
    .on('catalogue_order')
    .columns(['party_id', 'catalogue_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('catalogue_order_buyer_idx')
    .on('catalogue_order')
    .columns(['buyer_party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('catalogue_order_line')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('catalogue_order_id', 'integer', (c) =>
      c.notNull().references('catalogue_order.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('sku_id', 'integer', (c) => c.references('product_sku.id'))
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sku_spec', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('catalogue_order_line_order_idx')
    .on('catalogue_order_line')
    .columns(['party_id', 'catalogue_order_id'])
    .execute()

  await db.schema
    .createTable('promotion')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // DISCOUNT (percent off), FULL_REDUCTION (threshold, off), SPECIAL_PRICE, LIMIT_PURCHASE.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // DRAFT, ACTIVE, ENDED, CANCELLED (ACTIVE and between start_at and end_at = running).
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('threshold_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reduce_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_permille', 'integer', (c) => c.notNull().defaultTo(1000))
    // LIMIT_PURCHASE: most units one buyer may buy per product (0 = no limit).
    .addColumn('per_buyer_limit', 'integer', (c) => c.notNull().defaultTo(0))
    // ALL buyers, MEMBERS, or GROUPS (a later migration may add the group link).
    .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('promotion_list_idx')
    .on('promotion')
    .columns(['party_id', 'kind', 'status', 'start_at'])
    .execute()
  await db.schema
    .createIndex('promotion_created_idx')
    .on('promotion')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('promotion_product')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    // Null: every SKU of the product.
    .addColumn('sku_id', 'integer', (c) => c.references('product_sku.id'))
    .addColumn('promo_price', 'integer')
    .addColumn('limit_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_limit', 'integer')
    .addColumn('sold_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('promotion_product_promotion_idx')
    .on('promotion_product')
    .columns(['party_id', 'promotion_id'])
    .execute()
  await db.schema
    .createIndex('promotion_product_product_idx')
    .on('promotion_product')
    .columns(['party_id', 'product_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'promotion_product',
    'promotion',
    'catalogue_order_line',
    'catalogue_order',
    'catalogue_group',
    'catalogue_product',
    'catalogue',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
