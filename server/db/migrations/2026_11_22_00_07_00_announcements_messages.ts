// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Announcements (published by a merchant, shown in the business network, the navbar
// carousel and as a once-only popup) with click and show records; messages and notices.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('announcement')
    // The spec's infoId is this id rendered as a decimal string.
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The publisher.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    // Sanitised rich text (HTML).
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // popUpViewWebUrl: when set, a click opens this link instead of the detail page.
    .addColumn('external_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // DRAFT, PUBLISHED, WITHDRAWN. Visible = PUBLISHED and now within the publish window.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('publish_start_at', 'varchar(32)')
    .addColumn('publish_end_at', 'varchar(32)')
    // Shown as a dialog once per user (announcement_show_record), and/or in the navbar carousel.
    .addColumn('is_popup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_carousel', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // Denormalised count of announcement_click rows.
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('announcement_list_idx')
    .on('announcement')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('announcement_created_idx')
    .on('announcement')
    .columns(['party_id', 'created_at'])
    .execute()
  // The cross-tenant feed (business network list, carousel): published ones by window.
  await db.schema
    .createIndex('announcement_feed_idx')
    .on('announcement')
    .columns(['status', 'publish_start_at'])
    .execute()

  await db.schema
    .createTable('announcement_click')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcement.id').onDelete('cascade'),
    )
    // The publisher (who reads the clicks); the viewer's tenant and login beside it.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('viewer_party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('viewer_user_login_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('clicked_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('announcement_click_idx')
    .on('announcement_click')
    .columns(['party_id', 'announcement_id', 'clicked_at'])
    .execute()

  // A popup announcement is shown to each user once: a row here means "already shown/closed".
  await db.schema
    .createTable('announcement_show_record')
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull().references('user_login.id'))
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcement.id').onDelete('cascade'),
    )
    // The viewer's tenant.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('shown_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('announcement_show_record_pk', ['user_login_id', 'announcement_id'])
    .execute()
  await db.schema
    .createIndex('announcement_show_party_idx')
    .on('announcement_show_record')
    .columns(['party_id', 'user_login_id'])
    .execute()

  // One row per recipient login, so each login has its own read flag.
  await db.schema
    .createTable('message')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The recipient's tenant and login.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull().references('user_login.id'))
    // NOTICE (system notice), INFO (business information), DIS (distribution request), APPLY (friend/card application).
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_party_id', 'varchar(32)', (c) => c.references('party.id'))
    // What the message is about (COOPERATION, FRIEND_APPLY, EXCHANGE_APPLY, ANNOUNCEMENT, ORDER, ...) and its id.
    .addColumn('ref_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('message_list_idx')
    .on('message')
    .columns(['party_id', 'user_login_id', 'type', 'created_at'])
    .execute()
  await db.schema
    .createIndex('message_unread_idx')
    .on('message')
    .columns(['party_id', 'user_login_id', 'is_read', 'type'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['message', 'announcement_show_record', 'announcement_click', 'announcement']) {
    await db.schema.dropTable(t).execute()
  }
}
