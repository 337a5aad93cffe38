// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The order list's "buyer contains" search (part of the buyer's name or phone) is an infix
// LIKE, which no B-tree index serves: over 100,000 orders it scanned the merchant's rows
// (35 ms p95, docs/benchmarks.md). This adds a trigram index for it on each database:
//
// - SQLite: an FTS5 table with the trigram tokenizer (rowid = sales_order.id) over
//   lower(buyer_name) and lower(buyer_phone), case-sensitive, with the owning party_id stored
//   beside (unindexed): a phrase matches exactly the rows that `lower(col) LIKE %text%` matches
//   (SQLite's lower() and LIKE both fold ASCII only), and the count of a merchant's matches
//   reads no order row. (Not contentless: SQLite 3.53 leaves a contentless_unindexed table's
//   _content shadow table behind on DROP, so down() could not undo up().) Triggers keep it in
//   step, so every writer of sales_order (the order steps, the seeds, other areas) keeps it
//   right. A SQLite without FTS5 or the trigram tokenizer (sql.js, the mock's in-page database)
//   gets nothing: the repository finds no table and searches with the plain LIKE, as before.
// - PostgreSQL: pg_trgm GIN indexes on lower(buyer_name) and buyer_phone, which serve the
//   same LIKE the list already runs. The extension lives in `public` (or wherever the
//   database already has it): CREATE EXTENSION is per database, and a test schema that is
//   dropped must not take it along. Without the extension available and no right to create
//   it, nothing is created and the search stays a scan.
//
// Queries of fewer than 3 characters cannot use a trigram index on either database; the
// repository falls back to the scan for them (scripts/bench-orders.ts measures both). The scan
// reads sales_order_buyer_search_idx (party_id, buyer_name, buyer_phone) on every database: a
// narrow covering index instead of the wide order rows.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const FTS = 'sales_order_search'
const FTS_OPTIONS = `party_id unindexed, buyer_name, buyer_phone, tokenize = 'trigram case_sensitive 1'`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
async function sqliteHasTrigram(db: Kysely<any>): Promise<boolean> {
  try {
    await sql.raw(`create virtual table temp.order_search_probe using fts5(${FTS_OPTIONS})`).execute(db)
    await sql`drop table temp.order_search_probe`.execute(db)
    return true
  } catch {
    return false
  }
}

/** The schema pg_trgm is (or may be put) in, or undefined when this database cannot have it. */
// biome-ignore lint/suspicious/noExplicitAny: see above
async function pgTrgmSchema(db: Kysely<any>): Promise<string | undefined> {
  // Two migrators at once (parallel test schemas) must not both create the extension.
  await sql`select pg_advisory_xact_lock(727173001)`.execute(db)
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  if (installed.rows[0]) return installed.rows[0].schema
  const possible = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (has_database_privilege(current_database(), 'CREATE')
           or exists (select 1 from pg_roles where rolname = current_user and rolsuper)) as ok`.execute(db)
  if (!possible.rows[0]?.ok) return undefined
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  return 'public'
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sales_order_buyer_search_idx')
    .on('sales_order')
    .columns(['party_id', 'buyer_name', 'buyer_phone'])
    .execute()
  if (isPostgres(db)) {
    const schema = await pgTrgmSchema(db)
    if (!schema) return
    const ops = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`)
    await sql`create index sales_order_buyer_name_trgm_idx on sales_order using gin (lower(buyer_name) ${ops})`.execute(
      db,
    )
    await sql`create index sales_order_buyer_phone_trgm_idx on sales_order using gin (buyer_phone ${ops})`.execute(
      db,
    )
    return
  }
  if (!(await sqliteHasTrigram(db))) return
  await sql.raw(`create virtual table ${FTS} using fts5(${FTS_OPTIONS})`).execute(db)
  await sql
    .raw(`insert into ${FTS}(rowid, party_id, buyer_name, buyer_phone)
    select id, party_id, lower(buyer_name), lower(buyer_phone) from sales_order`)
    .execute(db)
  await sql
    .raw(`create trigger ${FTS}_insert after insert on sales_order begin
    insert into ${FTS}(rowid, party_id, buyer_name, buyer_phone)
      values (new.id, new.party_id, lower(new.buyer_name), lower(new.buyer_phone));
  end`)
    .execute(db)
  await sql
    .raw(`create trigger ${FTS}_delete after delete on sales_order begin
    delete from ${FTS} where rowid = old.id;
  end`)
    .execute(db)
  await sql
    .raw(`create trigger ${FTS}_update after update of id, party_id, buyer_name, buyer_phone on sales_order begin
    delete from ${FTS} where rowid = old.id;
    insert into ${FTS}(rowid, party_id, buyer_name, buyer_phone)
      values (new.id, new.party_id, lower(new.buyer_name), lower(new.buyer_phone));
  end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: other schemas of the database may use it.
    await sql`drop index if exists sales_order_buyer_phone_trgm_idx`.execute(db)
    await sql`drop index if exists sales_order_buyer_name_trgm_idx`.execute(db)
  } else {
    await sql.raw(`drop trigger if exists ${FTS}_update`).execute(db)
    await sql.raw(`drop trigger if exists ${FTS}_delete`).execute(db)
    await sql.raw(`drop trigger if exists ${FTS}_insert`).execute(db)
    await sql.raw(`drop table if exists ${FTS}`).execute(db)
  }
  await db.schema.dropIndex('sales_order_buyer_search_idx').execute()
}
