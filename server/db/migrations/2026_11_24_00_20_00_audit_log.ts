// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The audit trail (ASVS 16, issue 20 item 9): one row per successful write call of /control,
// written by server/audit/audit-trail.ts. The record it names (subject_type, subject_id) is
// optional: a call on the merchant's settings names none. subject_id is text because the
// contract's ids are numbers on some records and strings on others (user logins, order numbers).
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('call', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(32)')
    .addColumn('subject_id', 'varchar(64)')
    // The request, redacted and cut to a bound (server/audit/redact.ts).
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['party_id', 'subject_type', 'subject_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
}
