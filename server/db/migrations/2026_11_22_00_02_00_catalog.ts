// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Products with SKUs and images, the material library, freight templates and the
// merchant's after-sales information. Every row carries its merchant's party_id.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('freight_template')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // PIECE: fees per item; WEIGHT: per kilogram (units in grams).
    .addColumn('pricing_mode', 'varchar(16)', (c) => c.notNull().defaultTo('PIECE'))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ship_from_province_id', 'varchar(12)')
    .addColumn('ship_from_city_id', 'varchar(12)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('freight_template_party_idx')
    .on('freight_template')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('freight_template_rule')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('freight_template.id').onDelete('cascade'),
    )
    // Comma-separated geo_region ids the rule covers; '' is the default rule for everywhere else.
    .addColumn('region_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_units', 'integer', (c) => c.notNull())
    .addColumn('first_fee', 'integer', (c) => c.notNull())
    .addColumn('extra_units', 'integer', (c) => c.notNull())
    .addColumn('extra_fee', 'integer', (c) => c.notNull())
    .addColumn('free_over_amount', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('freight_template_rule_template_idx')
    .on('freight_template_rule')
    .columns(['template_id', 'sort'])
    .execute()

  await db.schema
    .createTable('product')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('product_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('product_category.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('product_brand.id'))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('main_image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // DRAFT, ON_SALE, OFF_SALE.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('freight_template_id', 'integer', (c) => c.references('freight_template.id'))
    // Denormalised from the SKUs on every SKU write, so lists sort and filter without a join.
    .addColumn('min_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('product_party_no_uq', ['party_id', 'product_no'])
    .execute()
  await db.schema
    .createIndex('product_list_idx')
    .on('product')
    .columns(['party_id', 'is_deleted', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('product_category_idx')
    .on('product')
    .columns(['party_id', 'category_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('product_sku')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sku_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('bar_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // Human-readable spec values, e.g. '颜色:红;尺寸:L' ('' for a single-SKU product).
    .addColumn('spec', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('cost_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('market_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('product_sku_party_code_uq', ['party_id', 'sku_code'])
    .execute()
  await db.schema
    .createIndex('product_sku_product_idx')
    .on('product_sku')
    .columns(['party_id', 'product_id', 'sort'])
    .execute()
  await db.schema
    .createIndex('product_sku_bar_code_idx')
    .on('product_sku')
    .columns(['party_id', 'bar_code'])
    .execute()

  await db.schema
    .createTable('product_image')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('product_image_product_idx')
    .on('product_image')
    .columns(['party_id', 'product_id', 'sort'])
    .execute()

  await db.schema
    .createTable('material_group')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('material_group_party_idx')
    .on('material_group')
    .columns(['party_id', 'sort'])
    .execute()

  await db.schema
    .createTable('material')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('group_id', 'integer', (c) => c.references('material_group.id').onDelete('set null'))
    // IMAGE or VIDEO.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('upload_id', 'integer', (c) => c.references('upload.id'))
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('material_list_idx')
    .on('material')
    .columns(['party_id', 'kind', 'created_at'])
    .execute()
  await db.schema
    .createIndex('material_group_idx')
    .on('material')
    .columns(['party_id', 'group_id', 'created_at'])
    .execute()

  // One row per merchant: the after-sales information page (return address, policy text).
  await db.schema
    .createTable('after_sale_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('return_days', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('policy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'after_sale_setting',
    'material',
    'material_group',
    'product_image',
    'product_sku',
    'product',
    'freight_template_rule',
    'freight_template',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
