// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Uniqueness in the database (issue 36, the second attack run): two identical submits at once
// on PostgreSQL made two material folders or two freight templates of one name, and many PENDING
// friend applications from one merchant to one party. The repositories' checks stay (they name
// the field); these indexes decide the race, and server/db/unique-violation.ts answers the loser.
// Both rows of a name are physically deleted, so the indexes need no deleted-rows condition;
// only PENDING applications are unique (decided ones are history).
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('material_group_party_name_uq')
    .on('material_group')
    .columns(['party_id', 'name'])
    .unique()
    .execute()
  await db.schema
    .createIndex('freight_template_party_name_uq')
    .on('freight_template')
    .columns(['party_id', 'name'])
    .unique()
    .execute()
  await db.schema
    .createIndex('busi_friend_apply_pending_uq')
    .on('busi_friend_apply')
    .columns(['party_id', 'apply_party_id'])
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('busi_friend_apply_pending_uq').execute()
  await db.schema.dropIndex('freight_template_party_name_uq').execute()
  await db.schema.dropIndex('material_group_party_name_uq').execute()
}
