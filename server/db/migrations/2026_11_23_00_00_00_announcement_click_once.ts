// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A viewer counts once per announcement (docs/security.md): repeated clicks by one login are
// dropped, each count recomputed from the clicks that remain, and a unique index keeps it so.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from announcement_click
    where id not in (
      select min(id) from announcement_click group by announcement_id, viewer_user_login_id
    )`.execute(db)
  await sql`
    update announcement set click_count = (
      select count(*) from announcement_click c where c.announcement_id = announcement.id
    )`.execute(db)
  await db.schema
    .createIndex('announcement_click_viewer_idx')
    .on('announcement_click')
    .columns(['announcement_id', 'viewer_user_login_id'])
    .unique()
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('announcement_click_viewer_idx').execute()
}
