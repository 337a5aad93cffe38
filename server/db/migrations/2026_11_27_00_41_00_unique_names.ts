// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Uniqueness in the database (issue 36, the second attack run): two identical submits at once
// on PostgreSQL made two material folders or two freight templates of one name, and many PENDING
// friend applications from one merchant to one party. The repositories' checks stay (they name
// the field); these indexes decide the race, and server/db/unique-violation.ts answers the loser.
// Both rows of a name are physically deleted, so the indexes need no deleted-rows condition;
// only PENDING applications are unique (decided ones are history).
// A PostgreSQL database may already hold race duplicates: before the indexes, the later rows of
// a name get their id appended (`name #id`, within the 100 characters; the first keeps its name),
// and the later PENDING applications of one merchant to one party are closed as REJECTED (the
// first stays pending). SQLite databases and the demo seed have none (their writers were serial).
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['material_group', 'freight_template']) {
    await sql`update ${sql.table(table)} set name = substr(name, 1, 90) || ' #' || cast(id as varchar(10))
      where exists (select 1 from ${sql.table(table)} earlier
        where earlier.party_id = ${sql.table(table)}.party_id and earlier.name = ${sql.table(table)}.name
          and earlier.id < ${sql.table(table)}.id)`.execute(db)
  }
  await sql`update busi_friend_apply set status = 'REJECTED', decided_at = created_at
    where status = 'PENDING' and exists (select 1 from busi_friend_apply earlier
      where earlier.party_id = busi_friend_apply.party_id and earlier.apply_party_id = busi_friend_apply.apply_party_id
        and earlier.status = 'PENDING' and earlier.id < busi_friend_apply.id)`.execute(db)
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
