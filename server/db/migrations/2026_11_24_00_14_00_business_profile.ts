// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The categories a business profile lists (busiEditOwnInfo; the opportunities list filters by
// them): a JSON array of public category ids as strings, like busi_profile.images; and an
// index for the region filters.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('busi_profile')
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  // The opportunities list and the random retailers filter public profiles by region.
  await db.schema
    .createIndex('busi_profile_region_idx')
    .on('busi_profile')
    .columns(['province_id', 'city_id', 'county_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('busi_profile_region_idx').execute()
  await db.schema.alterTable('busi_profile').dropColumn('category_ids').execute()
}
