// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Platform-wide reference data (no tenant): regions, public categories, brands, banks,
// tutorials, ERP platforms, membership plans; and tenant-owned upload metadata.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  // GB/T 2260 administrative division codes ('110000' Beijing, '110100', '110101').
  await db.schema
    .createTable('geo_region')
    .addColumn('id', 'varchar(12)', (c) => c.primaryKey().notNull())
    .addColumn('parent_id', 'varchar(12)', (c) => c.references('geo_region.id'))
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('geo_region_parent_idx')
    .on('geo_region')
    .columns(['parent_id', 'sort'])
    .execute()
  await db.schema.createIndex('geo_region_level_idx').on('geo_region').columns(['level', 'sort']).execute()

  await db.schema
    .createTable('product_category')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('product_category.id'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createIndex('product_category_parent_idx')
    .on('product_category')
    .columns(['parent_id', 'sort'])
    .execute()

  await db.schema
    .createTable('product_brand')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('bank')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey().notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('course')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('course_sort_idx').on('course').columns(['sort', 'published_at']).execute()

  await db.schema
    .createTable('erp_platform')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // JSON array of the parameter names this platform needs ([{"key":"appKey","secret":0}, ...]).
    .addColumn('parameter_spec', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  // Sellable plans: VIP tiers (buyVipMember) and the business-network security deposit.
  await db.schema
    .createTable('vip_plan')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tier', 'varchar(32)')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('member_cap', 'integer')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('upload')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('stored_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('upload_party_idx').on('upload').columns(['party_id', 'created_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'upload',
    'vip_plan',
    'erp_platform',
    'course',
    'bank',
    'product_brand',
    'product_category',
    'geo_region',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
