// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The member list read each page's groups with a statement of its own (the 20 members' links
// joined to their groups and sorted): a quarter of the statements' time of getMemberData, the
// call the load bench measures (issue 37). dis_member.group_refs holds each member's groups as
// the list answers them, a JSON array of {id, name} in the order of the groups' names, kept by
// the database itself as the tallies are (2026_11_28_00_00_00): a link added or removed, or a
// group renamed, rewrites the refs of the members it touches, so no write path can forget them.
// Only the merchant's own groups count (the link's and the group's party are the member's), as
// the statement it replaces read them. A group's deletion removes its links first (or by the
// foreign key's cascade), and each removed link rewrites its member's refs.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

/**
 * The refs of the member `m` (a dis_member row in scope), as a JSON array's text. SQLite reads
 * the groups from a sorted subquery, which it aggregates in that order, rather than with an
 * aggregate's own ORDER BY (3.44 and later): a database file whose schema an older sqlite3
 * cannot parse could not be opened with the tools of a stable Linux at all (Debian 12's is 3.40).
 */
function refsOf(pg: boolean, m: string): string {
  const links = `from dis_member_group mg join dis_group g on g.id = mg.group_id
    where mg.member_id = ${m}.id and mg.party_id = ${m}.party_id and g.party_id = ${m}.party_id`
  return pg
    ? `(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name), '[]'::json)::text ${links})`
    : `(select json_group_array(json_object('id', r.id, 'name', r.name))
        from (select g.id, g.name ${links} order by g.name) r)`
}

/** Rewrites the refs of the members `where` names (a condition on dis_member). */
const rewrite = (pg: boolean, where: string) =>
  `update dis_member set group_refs = ${refsOf(pg, 'dis_member')} where ${where}`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .alterTable('dis_member')
    .addColumn('group_refs', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  // Today's links, so that the column starts true.
  await sql
    .raw(rewrite(pg, 'exists (select 1 from dis_member_group l where l.member_id = dis_member.id)'))
    .execute(db)

  if (pg) {
    // By statement: a bulk insert (the seeds) rewrites each member it links once.
    await sql
      .raw(`create function dis_member_group_refs_insert() returns trigger language plpgsql as $$
        begin ${rewrite(true, 'id in (select member_id from new_links)')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function dis_member_group_refs_delete() returns trigger language plpgsql as $$
        begin ${rewrite(true, 'id in (select member_id from old_links)')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function dis_member_group_refs_update() returns trigger language plpgsql as $$
        begin ${rewrite(true, 'id in (select member_id from old_links union select member_id from new_links)')};
        return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function dis_group_refs_rename() returns trigger language plpgsql as $$
        begin ${rewrite(true, 'id in (select member_id from dis_member_group where group_id = new.id)')};
        return null; end $$`)
      .execute(db)
    await sql
      .raw(`create trigger dis_member_group_refs_insert after insert on dis_member_group
        referencing new table as new_links for each statement execute function dis_member_group_refs_insert()`)
      .execute(db)
    await sql
      .raw(`create trigger dis_member_group_refs_delete after delete on dis_member_group
        referencing old table as old_links for each statement execute function dis_member_group_refs_delete()`)
      .execute(db)
    await sql
      .raw(`create trigger dis_member_group_refs_update after update on dis_member_group
        referencing old table as old_links new table as new_links
        for each statement execute function dis_member_group_refs_update()`)
      .execute(db)
    await sql
      .raw(`create trigger dis_group_refs_rename after update of name, party_id on dis_group
        for each row when (old.name is distinct from new.name or old.party_id is distinct from new.party_id)
        execute function dis_group_refs_rename()`)
      .execute(db)
    return
  }
  await sql
    .raw(`create trigger dis_member_group_refs_insert after insert on dis_member_group
      begin ${rewrite(false, 'id = new.member_id')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger dis_member_group_refs_delete after delete on dis_member_group
      begin ${rewrite(false, 'id = old.member_id')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger dis_member_group_refs_update after update on dis_member_group
      begin ${rewrite(false, 'id in (old.member_id, new.member_id)')}; end`)
    .execute(db)
  await sql
    .raw(`create trigger dis_group_refs_rename after update of name, party_id on dis_group
      when old.name is not new.name or old.party_id is not new.party_id
      begin ${rewrite(false, 'id in (select member_id from dis_member_group where group_id = new.id)')}; end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  const triggers: [string, string][] = [
    ['dis_member_group_refs_insert', 'dis_member_group'],
    ['dis_member_group_refs_delete', 'dis_member_group'],
    ['dis_member_group_refs_update', 'dis_member_group'],
    ['dis_group_refs_rename', 'dis_group'],
  ]
  for (const [trigger, table] of triggers) {
    await sql.raw(pg ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`).execute(db)
    if (pg) await sql.raw(`drop function ${trigger}()`).execute(db)
  }
  await db.schema.alterTable('dis_member').dropColumn('group_refs').execute()
}
