// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Time-based one-time codes as a second factor (issue 36): `totp_secret` holds a login's shared
// secret (base32) from enrolment, confirmed once a code made from it was accepted, and the last
// time step used (a code is accepted once); `totp_recovery_code` holds the login's one-time
// recovery codes, hashed; `totp_ticket` holds the step between a right password and the code
// (hashed ticket, its login, the secret offered when the login must enrol first, wrong tries).
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_secret')
    .addColumn('user_login_id', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('totp_recovery_code')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('totp_recovery_code_login_idx')
    .on('totp_recovery_code')
    .column('user_login_id')
    .execute()
  await db.schema
    .createTable('totp_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('enrol_secret', 'varchar(64)')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('totp_ticket').execute()
  await db.schema.dropTable('totp_recovery_code').execute()
  await db.schema.dropTable('totp_secret').execute()
}
