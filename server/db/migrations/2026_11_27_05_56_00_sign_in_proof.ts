// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The sign-in step-up (issue 36): after repeated failures on one account from any address, a
// sign-in carries a proof of work (ALTCHA) instead of being refused. The challenges are signed
// with a key every server process shares, kept in `server_secret` (made on first use); a proof
// is spent once (`login_proof_spent`, keyed by the challenge's nonce, kept until it expires).
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('login_proof_spent')
    .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_proof_spent').execute()
  await db.schema.dropTable('server_secret').execute()
}
