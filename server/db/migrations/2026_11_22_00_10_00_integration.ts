// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Third-party platform (ERP) integration: per-merchant parameters for each platform, and
// the products read from a platform (platform / platformProductDetails pages).
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('party_erp_parameter')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('erp_info_id', 'varchar(32)', (c) => c.notNull().references('erp_platform.id'))
    // JSON object of the platform's parameters ({"appKey": "...", "appSecret": "..."}); secrets
    // are never sent back to the browser in full.
    .addColumn('parameters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_sync_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('party_erp_parameter_pk', ['party_id', 'erp_info_id'])
    .execute()

  await db.schema
    .createTable('platform_product')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('erp_info_id', 'varchar(32)', (c) => c.notNull().references('erp_platform.id'))
    .addColumn('external_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sku_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('bar_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // The local product it is matched to, if any.
    .addColumn('product_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
    .addColumn('synced_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('platform_product_external_uq', ['party_id', 'erp_info_id', 'external_id'])
    .execute()
  await db.schema
    .createIndex('platform_product_list_idx')
    .on('platform_product')
    .columns(['party_id', 'erp_info_id', 'synced_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['platform_product', 'party_erp_parameter']) {
    await db.schema.dropTable(t).execute()
  }
}
