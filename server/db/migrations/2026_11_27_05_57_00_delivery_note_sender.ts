// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The delivery note's sender and footer (issue 35), part of the seller's order settings: who
// ships (name, address, phone) and a closing line. Empty: the sender comes from the seller's
// business profile when the note is printed; no footer.
import type { Kysely } from 'kysely'

const COLUMNS = [
  ['sender_name', 'varchar(100)'],
  ['sender_address', 'varchar(300)'],
  ['sender_phone', 'varchar(20)'],
  ['note_footer', 'varchar(200)'],
] as const

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  for (const [name, type] of COLUMNS)
    await db.schema
      .alterTable('order_setting')
      .addColumn(name, type, (c) => c.notNull().defaultTo(''))
      .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of COLUMNS) await db.schema.alterTable('order_setting').dropColumn(name).execute()
}
