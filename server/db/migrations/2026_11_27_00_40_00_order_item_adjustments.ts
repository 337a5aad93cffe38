// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Every order priced by one engine (issue 31, docs/pricing.md): each reduction of an order line,
// by kind (RANK, DISCOUNT, SPECIAL_PRICE, FULL_REDUCTION), with the promotion (id and its name at
// the time of the order) or the rank it came from and the fen it took off the line. A line's
// list amount is its amount plus its adjustments; lines without rows were charged their list price.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_item_adjustment')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_line_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('promotion_id', 'integer')
    .addColumn('promotion_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('rank_id', 'integer')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('order_item_adjustment_order_idx')
    .on('order_item_adjustment')
    .columns(['party_id', 'order_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_item_adjustment').execute()
}
