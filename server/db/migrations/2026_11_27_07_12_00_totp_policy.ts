// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A merchant may require one-time codes (issue 36) for its main account and for its sub-accounts:
// one row per merchant that set it (no row: required for neither).
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_policy')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull())
    .addColumn('require_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('require_sub', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('totp_policy').execute()
}
