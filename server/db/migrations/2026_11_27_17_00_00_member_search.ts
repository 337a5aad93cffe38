// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The member list's word search (part of a member's name, contact or phone) is an infix LIKE
// over the member's party, which no B-tree index serves: at ten times the data (100,000
// members, issue 37) a word that few members hold walked every member of the merchant to its
// party, 236 ms on SQLite and 90-140 ms on PostgreSQL, against 20 ms. As the order list's buyer
// search (2026_11_24_00_17_00_order_search), this adds a trigram index on each database:
//
// - SQLite: an FTS5 table with the trigram tokenizer, one row per member (rowid = dis_member.id,
//   with the merchant's party_id stored beside, unindexed) over its party's lower(name),
//   lower(contact_name) and lower(contact_phone), case-sensitive: a phrase matches exactly the
//   members that the list's `lower(column) LIKE %text%` matches (SQLite's lower() and LIKE both
//   fold ASCII only, and a phrase never spans two columns). One row per member, not per party:
//   a party's key is text, and the rowid of a table without an integer key may change on VACUUM.
//   Triggers on dis_member and on party keep it in step with every writer. A SQLite without FTS5
//   or the trigram tokenizer (the mock's sql.js) gets nothing and searches with the LIKE.
// - PostgreSQL: pg_trgm GIN indexes on party's lower(name), lower(contact_name) and
//   contact_phone, which serve the LIKE the list already runs, when the extension is there (the
//   order search's migration installs it where it may).
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const FTS = 'dis_member_search'
const FTS_OPTIONS = `party_id unindexed, name, contact_name, contact_phone, tokenize = 'trigram case_sensitive 1'`
const PG_INDEXES = {
  party_name_trgm_idx: 'lower(name)',
  party_contact_name_trgm_idx: 'lower(contact_name)',
  party_contact_phone_trgm_idx: 'contact_phone',
}

/** The FTS5 rows of the members `where` selects from dis_member m joined to party p. */
const rowsOf = (where: string) => `insert into ${FTS}(rowid, party_id, name, contact_name, contact_phone)
    select m.id, m.party_id, lower(p.name), lower(p.contact_name), lower(p.contact_phone)
    from dis_member m join party p on p.id = m.member_party_id where ${where}`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
async function sqliteHasTrigram(db: Kysely<any>): Promise<boolean> {
  try {
    await sql.raw(`create virtual table temp.member_search_probe using fts5(${FTS_OPTIONS})`).execute(db)
    await sql`drop table temp.member_search_probe`.execute(db)
    return true
  } catch {
    return false
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
async function pgTrgmSchema(db: Kysely<any>): Promise<string | undefined> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  return installed.rows[0]?.schema
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await pgTrgmSchema(db)
    if (!schema) return
    const ops = `"${schema.replaceAll('"', '""')}".gin_trgm_ops`
    for (const [name, expression] of Object.entries(PG_INDEXES)) {
      await sql.raw(`create index ${name} on party using gin (${expression} ${ops})`).execute(db)
    }
    return
  }
  if (!(await sqliteHasTrigram(db))) return
  await sql.raw(`create virtual table ${FTS} using fts5(${FTS_OPTIONS})`).execute(db)
  await sql.raw(rowsOf('true')).execute(db)
  await sql
    .raw(`create trigger ${FTS}_member_insert after insert on dis_member begin
    ${rowsOf('m.id = new.id')};
  end`)
    .execute(db)
  await sql
    .raw(`create trigger ${FTS}_member_delete after delete on dis_member begin
    delete from ${FTS} where rowid = old.id;
  end`)
    .execute(db)
  await sql
    .raw(`create trigger ${FTS}_member_update after update of id, party_id, member_party_id on dis_member begin
    delete from ${FTS} where rowid = old.id;
    ${rowsOf('m.id = new.id')};
  end`)
    .execute(db)
  // A party's words changed: every member row of it (one per merchant it is a member of).
  await sql
    .raw(`create trigger ${FTS}_party_update after update of id, name, contact_name, contact_phone on party begin
    delete from ${FTS} where rowid in (select id from dis_member where member_party_id = old.id);
    ${rowsOf('m.member_party_id = new.id')};
  end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of Object.keys(PG_INDEXES).reverse()) {
      await sql.raw(`drop index if exists ${name}`).execute(db)
    }
    return
  }
  for (const trigger of ['party_update', 'member_update', 'member_delete', 'member_insert']) {
    await sql.raw(`drop trigger if exists ${FTS}_${trigger}`).execute(db)
  }
  await sql.raw(`drop table if exists ${FTS}`).execute(db)
}
