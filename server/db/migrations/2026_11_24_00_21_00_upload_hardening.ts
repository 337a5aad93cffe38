// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Upload hardening (issue 20 item 6): every image is re-encoded and gets a thumbnail stored
// beside it (thumb_name, its bytes in thumb_bytes, counted against the tenant's quota), and an
// unused upload can be deleted. A deleted upload keeps its row with deleted_at set, so the
// per-tenant upload rate (counted from rows of the last minutes) cannot be reset by deleting;
// the quota sums only rows without deleted_at. The existing (party_id, created_at) index
// serves the rate count; upload_party_live_idx (party_id, deleted_at) the quota sum.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload').addColumn('thumb_name', 'text').execute()
  await db.schema
    .alterTable('upload')
    .addColumn('thumb_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('upload').addColumn('deleted_at', 'text').execute()
  await db.schema
    .createIndex('upload_party_live_idx')
    .on('upload')
    .columns(['party_id', 'deleted_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('upload_party_live_idx').execute()
  await db.schema.alterTable('upload').dropColumn('deleted_at').execute()
  await db.schema.alterTable('upload').dropColumn('thumb_bytes').execute()
  await db.schema.alterTable('upload').dropColumn('thumb_name').execute()
}
