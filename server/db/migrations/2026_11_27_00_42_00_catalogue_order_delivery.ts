// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A dealer's catalogue order says where to deliver (issue 31): receiver, phone and address,
// prefilled from the dealer's business profile; blank on the orders placed before (the approval
// then ships to the buyer's profile as it did).
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['receiver_name', 'receiver_phone', 'address']) {
    await db.schema
      .alterTable('catalogue_order')
      .addColumn(column, 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .execute()
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['address', 'receiver_phone', 'receiver_name']) {
    await db.schema.alterTable('catalogue_order').dropColumn(column).execute()
  }
}
