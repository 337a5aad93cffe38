// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Domain events (issue 29): the outbox every business state change writes in its own
// transaction (server/events/domain-events.ts), and the bookkeeping of the consumers that read
// it. Tenant = party_id of the merchant whose record changed.
//
// tx_id is the writing transaction's id on PostgreSQL (pg_current_xact_id()), so that a reader
// takes only events whose transaction is older than every running one: ids (a sequence) are
// handed out before commit, so a later id can be visible before an earlier one; transaction ids
// below the snapshot's xmin never change visibility again. SQLite has one writer at a time, so
// ids become visible in order: tx_id is 0 there.
//
// domain_event_consumer keeps each consumer's position (tx_id, id) in that order;
// domain_event_applied the events it has applied (idempotence by event id, and replays).
import { type Kysely, sql } from 'kysely'
import { idColumnType, isPostgres } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_event')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    // Dot-namespaced: order.created, order.shipped, afterSale.received, stock.adjusted...
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    // ORDER, AFTER_SALE, CATALOGUE_ORDER, SKU...; the id as text (numbers and strings alike).
    .addColumn('aggregate_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('aggregate_id', 'varchar(64)', (c) => c.notNull())
    // JSON.
    .addColumn('payload', 'text', (c) => c.notNull())
    // The user login that made the change; null for the system.
    .addColumn('actor', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('tx_id', 'bigint', (c) =>
      c.notNull().defaultTo(isPostgres(db) ? sql`(pg_current_xact_id()::text::bigint)` : 0),
    )
    .execute()
  await db.schema
    .createIndex('domain_event_position_idx')
    .on('domain_event')
    .columns(['tx_id', 'id'])
    .execute()
  await db.schema
    .createIndex('domain_event_aggregate_idx')
    .on('domain_event')
    .columns(['party_id', 'aggregate_type', 'aggregate_id', 'id'])
    .execute()

  await db.schema
    .createTable('domain_event_consumer')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('position_tx', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('position_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('domain_event_applied')
    .addColumn('consumer', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('domain_event_applied_pk', ['consumer', 'event_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_event_applied').execute()
  await db.schema.dropTable('domain_event_consumer').execute()
  await db.schema.dropTable('domain_event').execute()
}
