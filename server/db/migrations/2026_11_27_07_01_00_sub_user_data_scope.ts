// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A sub-user's data scope (issue 33): 'all' (every member and order of its merchant) or
// 'ownCustomers' (the members whose salesman is the one linked to the login, dis_salesman
// .user_login_id, and their orders). Every login before this migration keeps 'all', so none
// loses access; a new salesperson is created with its role's default (docs/decisions.md).
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_login')
    .addColumn('data_scope', 'text', (col) => col.notNull().defaultTo('all'))
    .execute()
  // The scope's lookup: the salesman linked to a login.
  await db.schema
    .createIndex('dis_salesman_user_login')
    .on('dis_salesman')
    .columns(['user_login_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dis_salesman_user_login').execute()
  await db.schema.alterTable('user_login').dropColumn('data_scope').execute()
}
