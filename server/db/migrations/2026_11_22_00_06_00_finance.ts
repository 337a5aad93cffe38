// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Settlement for both areas: domain TRADE (financial-settlement: a supplier and its
// dealers) and REPAIR (repair-settlement: a repair finance party and the repairers it
// pays). party_id is the party whose books these are; counterparty_party_id the other side.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statement')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // TRADE or REPAIR.
    .addColumn('domain', 'varchar(16)', (c) => c.notNull())
    .addColumn('statement_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('counterparty_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('period_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('period_end', 'varchar(32)', (c) => c.notNull())
    .addColumn('bill_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // OPEN, CONFIRMED, PARTIALLY_PAID, SETTLED, CANCELLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('settled_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('statement_party_no_uq', ['party_id', 'statement_no'])
    .execute()
  await db.schema
    .createIndex('statement_list_idx')
    .on('statement')
    .columns(['party_id', 'domain', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('statement_created_idx')
    .on('statement')
    .columns(['party_id', 'domain', 'created_at'])
    .execute()
  await db.schema
    .createIndex('statement_counterparty_idx')
    .on('statement')
    .columns(['party_id', 'domain', 'counterparty_party_id', 'created_at'])
    .execute()

  // Payment notes: money received (or paid) against statements.
  await db.schema
    .createTable('payment')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('domain', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('statement_id', 'integer', (c) => c.references('statement.id'))
    .addColumn('counterparty_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // IN: received by party_id; OUT: paid by party_id.
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // BANK_TRANSFER, ALIPAY, WECHAT, CASH, OTHER.
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(16)', (c) => c.references('bank.code'))
    .addColumn('account_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('voucher_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // PENDING, CONFIRMED, REJECTED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('payment_party_no_uq', ['party_id', 'payment_no'])
    .execute()
  await db.schema
    .createIndex('payment_list_idx')
    .on('payment')
    .columns(['party_id', 'domain', 'paid_at'])
    .execute()
  await db.schema
    .createIndex('payment_statement_idx')
    .on('payment')
    .columns(['party_id', 'statement_id'])
    .execute()

  // Invoice titles and bank details the party bills with.
  await db.schema
    .createTable('billing_info')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('domain', 'varchar(16)', (c) => c.notNull())
    // COMPANY or PERSONAL.
    .addColumn('title_type', 'varchar(16)', (c) => c.notNull().defaultTo('COMPANY'))
    .addColumn('invoice_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_code', 'varchar(16)', (c) => c.references('bank.code'))
    .addColumn('bank_branch', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('billing_info_party_idx')
    .on('billing_info')
    .columns(['party_id', 'domain', 'created_at'])
    .execute()

  // One receivable/payable item: an order, a refund, a repair, an adjustment.
  await db.schema
    .createTable('bill_detail')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('domain', 'varchar(16)', (c) => c.notNull())
    .addColumn('counterparty_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // Null until the item is put on a statement.
    .addColumn('statement_id', 'integer', (c) => c.references('statement.id'))
    // ORDER, AFTER_SALE, REPAIR, ADJUSTMENT.
    .addColumn('source_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'integer')
    .addColumn('source_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // Signed: positive = the counterparty owes party_id.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('bill_detail_list_idx')
    .on('bill_detail')
    .columns(['party_id', 'domain', 'occurred_at'])
    .execute()
  await db.schema
    .createIndex('bill_detail_statement_idx')
    .on('bill_detail')
    .columns(['party_id', 'statement_id', 'occurred_at'])
    .execute()
  await db.schema
    .createIndex('bill_detail_counterparty_idx')
    .on('bill_detail')
    .columns(['party_id', 'domain', 'counterparty_party_id', 'occurred_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bill_detail', 'billing_info', 'payment', 'statement']) {
    await db.schema.dropTable(t).execute()
  }
}
