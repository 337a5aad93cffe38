// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Money reaches the books (issue 30): bill lines posted from domain events.
// - repair_setting.settlement_party_id: the repair finance party that settles the shop's jobs
//   (its REPAIR book gets a line per finished job); null: the shop has none yet.
// - one bill line per source document: a unique index on (party, domain, source type, source
//   id) for the lines that name an order, an after-sales request or a repair job, so a replayed
//   or doubled posting can never book a document twice.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repair_setting').addColumn('settlement_party_id', 'varchar(32)').execute()
  await sql`create unique index bill_detail_source_once on bill_detail (party_id, domain, source_type, source_id)
    where source_type in ('ORDER', 'AFTER_SALE', 'REPAIR')`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bill_detail_source_once`.execute(db)
  await db.schema.alterTable('repair_setting').dropColumn('settlement_party_id').execute()
}
