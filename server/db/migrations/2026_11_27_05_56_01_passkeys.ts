// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Passkeys (issue 36, sign-in without passwords): every login may register WebAuthn credentials
// and sign in with one. `passkey` holds a credential's public key and signature counter (never a
// secret); `webauthn_challenge` holds each ceremony's challenge until it is used or expires, so
// every server process accepts an answer to a challenge another made, and once only.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkey')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute()
  await db.schema.createIndex('passkey_login_idx').on('passkey').column('user_login_id').execute()
  await db.schema
    .createTable('webauthn_challenge')
    .addColumn('challenge', 'varchar(128)', (c) => c.primaryKey().notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenge').execute()
  await db.schema.dropTable('passkey').execute()
}
