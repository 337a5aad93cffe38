// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The business-opportunity network: business profiles, friends and friend applications,
// chat (one mailbox copy per side), business cards (exchange certificates) and their
// exchange applications. Rows seen by both sides are stored once per side, each under
// its owner's party_id, so every query is scoped by the caller's tenant.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('busi_profile')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // SUPPLIER, RETAILER (getRandomBusiRetailerFromNewMerchant), BOTH.
    .addColumn('business_type', 'varchar(16)', (c) => c.notNull().defaultTo('BOTH'))
    .addColumn('industry', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('main_business', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of image URLs.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // Listed in the network's discovery lists.
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    // Paid the business-security deposit (buyBusiSecurity).
    .addColumn('security_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  // Cross-tenant discovery (public profiles by type and region).
  await db.schema
    .createIndex('busi_profile_discovery_idx')
    .on('busi_profile')
    .columns(['is_public', 'business_type', 'province_id'])
    .execute()

  // Stored in both directions (A->B and B->A) once an application is accepted.
  await db.schema
    .createTable('busi_friend')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('friend_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('busi_friend_pk', ['party_id', 'friend_party_id'])
    .execute()
  await db.schema
    .createIndex('busi_friend_list_idx')
    .on('busi_friend')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('busi_friend_apply')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The party applied to (who decides).
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('apply_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('apply_user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    // The announcement the application came from, if any (busiFriendDetail's infoId).
    .addColumn('announcement_id', 'integer', (c) => c.references('announcement.id').onDelete('set null'))
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // PENDING, ACCEPTED, REJECTED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('reject_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('busi_friend_apply_list_idx')
    .on('busi_friend_apply')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('busi_friend_apply_sent_idx')
    .on('busi_friend_apply')
    .columns(['apply_party_id', 'created_at'])
    .execute()

  // One copy per side: the sender's (OUT, already read) and the recipient's (IN, unread).
  await db.schema
    .createTable('chat_record')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('peer_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // OUT: party_id sent it; IN: peer sent it.
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    // Shared by both copies of one message.
    .addColumn('message_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('sender_user_login_id', 'varchar(32)')
    // TEXT, IMAGE, PRODUCT (content holds the text, the image URL, or the product's name).
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull().defaultTo('TEXT'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_record_thread_idx')
    .on('chat_record')
    .columns(['party_id', 'peer_party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('chat_record_unread_idx')
    .on('chat_record')
    .columns(['party_id', 'is_read', 'peer_party_id'])
    .execute()

  // The conversation list (getFriendListAndNewRecordFromNewMerchant) without scanning chat_record.
  await db.schema
    .createTable('chat_thread')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('peer_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('last_content', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_thread_pk', ['party_id', 'peer_party_id'])
    .execute()
  await db.schema
    .createIndex('chat_thread_list_idx')
    .on('chat_thread')
    .columns(['party_id', 'last_at'])
    .execute()

  // Business cards a party offers for exchange.
  await db.schema
    .createTable('exchange_certificate')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('wechat', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // ACTIVE or DISABLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('exchange_certificate_list_idx')
    .on('exchange_certificate')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('exchange_application')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The certificate owner (who decides).
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('certificate_id', 'integer', (c) => c.notNull().references('exchange_certificate.id'))
    .addColumn('applicant_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // The card the applicant offers in exchange.
    .addColumn('applicant_certificate_id', 'integer', (c) => c.references('exchange_certificate.id'))
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // PENDING, ACCEPTED, REJECTED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('reject_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('exchange_application_list_idx')
    .on('exchange_application')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('exchange_application_sent_idx')
    .on('exchange_application')
    .columns(['applicant_party_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'exchange_application',
    'exchange_certificate',
    'chat_thread',
    'chat_record',
    'busi_friend_apply',
    'busi_friend',
    'busi_profile',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
