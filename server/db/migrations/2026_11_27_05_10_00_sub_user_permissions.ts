// Frozen in time: never import app code here. Takes Kysely<any> by design.
// A sub-user's permission keys (issue 33): a JSON array of keys of contract/permissions.ts, or
// null for its roles' defaults (every sub-user before this migration, so none loses access).
// On user_login, so the session lookup every call makes reads it in the same statement.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_login').addColumn('permissions', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_login').dropColumn('permissions').execute()
}
