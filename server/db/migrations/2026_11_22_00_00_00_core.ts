// Frozen in time: never import app code here. Takes Kysely<any> by design.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('party')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // MERCHANT: a tenant with logins; DEALER: a company known to merchants (distribution
    // members, business friends, buyers) that may have no login of its own; PLATFORM: admin.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('MERCHANT'))
    .addColumn('tier', 'varchar(32)')
    .addColumn('parent_party_id', 'varchar(32)', (c) => c.references('party.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ENABLED'))
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('vip_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('vip_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_date', 'varchar(32)')
    .addColumn('thru_date', 'varchar(32)')
    .addColumn('erp_info_id', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
    .addColumn('index_page_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carousel_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute()
  await db.schema.createIndex('party_kind_name_idx').on('party').columns(['kind', 'name']).execute()
  await db.schema.createIndex('party_parent_idx').on('party').column('parent_party_id').execute()

  await db.schema
    .createTable('user_login')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 for SUB_USER_* logins created by their merchant in account management.
    .addColumn('is_sub_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('user_login_party_idx')
    .on('user_login')
    .columns(['party_id', 'is_sub_account', 'created_at'])
    .execute()

  await db.schema
    .createTable('user_role')
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull().references('user_login.id'))
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_login_id', 'role'])
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull().references('user_login.id'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('end_reason', 'varchar(32)')
    .execute()
  await db.schema.createIndex('session_user_idx').on('session').column('user_login_id').execute()

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_attempt_key_idx')
    .on('login_attempt')
    .columns(['key', 'attempted_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['login_attempt', 'session', 'user_role', 'user_login', 'party']) {
    await db.schema.dropTable(t).execute()
  }
}
