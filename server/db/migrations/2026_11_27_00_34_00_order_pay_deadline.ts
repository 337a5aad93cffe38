// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Unpaid orders cancel themselves (issue 31, the seller's side): the seller's order settings
// (how long a placed order waits for its payment, in minutes) and each order's payment deadline,
// fixed when it is placed. Orders placed before this migration keep a null deadline: they never
// cancel themselves (docs/decisions/orders.md). The partial index is what the scheduled job
// reads: the unpaid orders that have a deadline, soonest first.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('pay_timeout_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('sales_order').addColumn('pay_deadline', 'varchar(32)').execute()
  await db.schema
    .createIndex('sales_order_pay_deadline_idx')
    .on('sales_order')
    .columns(['pay_deadline', 'id'])
    .where(sql.ref('status'), '=', 'WAIT_PAY')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_order_pay_deadline_idx').execute()
  await db.schema.alterTable('sales_order').dropColumn('pay_deadline').execute()
  await db.schema.dropTable('order_setting').execute()
}
