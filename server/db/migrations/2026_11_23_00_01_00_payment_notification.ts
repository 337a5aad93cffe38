// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Payment notifications applied (docs/security.md, "Payments"): the provider's notification id
// is the key, so a replayed notification is recognised and changes nothing.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_notification')
    .addColumn('notify_id', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_notification').execute()
}
