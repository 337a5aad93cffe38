// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The order list's "buyer contains" search for 1–2 characters, which no trigram index serves
// (migration 2026_11_24_00_17_00_order_search): on SQLite it scanned the merchant's
// (party_id, buyer_name, buyer_phone) index until 1,000 matches, so a query that matches
// (almost) nothing read all 100,307 orders of the large seed (27 ms p95 for 'x'). This adds,
// on SQLite with the FTS5 search table only (the repository's `fts` mode):
//
// - sales_order_buyer: the merchant's distinct buyers, one row per (party_id, buyer_name,
//   buyer_phone) with the number of orders that carry it (50,299 rows for the 100,307 orders
//   of the large seed);
// - sales_order_buyer_gram: for each such buyer, every 2-character substring of
//   lower(buyer_name) and of lower(buyer_phone), and the last character of each alone (so each
//   character of the text starts some gram). A 2-character query is one key; a 1-character
//   query is the key range [c, c || U+10FFFF]. SQLite's lower() and LIKE fold ASCII only, so a
//   gram equals a substring that `lower(col) LIKE %text%` finds.
//
// A query finds its buyers in the grams, their order counts in the directory, and their orders
// through sales_order_buyer_search_idx (party_id, buyer_name, buyer_phone) by equality: work in
// proportion to the matches, never to the merchant's orders. Triggers keep both tables in step
// with every insert, delete and change of party_id, buyer_name or buyer_phone of sales_order;
// the grams of a buyer exist while the buyer has at least one order. Triggers cannot use CTEs:
// the character positions come from json_each over an array as long as the text.
//
// Not on a SQLite without FTS5 (the mock's sql.js searches with LIKE). Like the FTS5 table,
// these tables are not in the Database interface: they exist on SQLite only, are read by raw
// SQL in server/orders/order-search.ts, and server/db/copy-database.ts leaves them out.
//
// PostgreSQL scanned too (62–70 ms for a 1–2 character query matching nothing, its trigram
// indexes serving 3 characters and more): there the database keeps the grams itself, as a GIN
// index over an immutable function of the row, sales_order_buyer_grams(lower(buyer_name),
// buyer_phone): every 1- and 2-character substring of either text. A 1–2 character query q is
// in that array exactly when `lower(buyer_name) LIKE %q%` or `buyer_phone LIKE %q%` holds; the
// repository adds `... @> array[q]` beside the LIKE, and the planner picks the index when its
// statistics say the gram is rare. No trigger, no table.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const BUYER = 'sales_order_buyer'
const GRAM = 'sales_order_buyer_gram'

/** The positions 0 .. length(text) - 1 of `text`, as json_each rows (key = position). */
const positions = (text: string) =>
  `json_each('[' || rtrim(replace(hex(zeroblob(length(${text}))), '00', '0,'), ',') || ']')`

/** The grams of the buyer `row` (a sales_order row: new or old) if it has just one order now. */
function addGrams(row: string, where = 'and b.order_count = 1'): string {
  return `insert or ignore into ${GRAM} (party_id, gram, buyer_id)
    select b.party_id, substr(t.text, p.key + 1, 2), b.id
    from ${BUYER} b
      cross join (select lower(${row}.buyer_name) as text union all select lower(${row}.buyer_phone)) t
      cross join ${positions('t.text')} p
    where b.party_id = ${row}.party_id and b.buyer_name = ${row}.buyer_name
      and b.buyer_phone = ${row}.buyer_phone ${where}`
}

const sameBuyer = (row: string) =>
  `party_id = ${row}.party_id and buyer_name = ${row}.buyer_name and buyer_phone = ${row}.buyer_phone`

/** The grams of the texts of `row` (a sales_order row), as a list for IN. */
const gramsOf = (row: string) => `select substr(t.text, p.key + 1, 2)
  from (select lower(${row}.buyer_name) as text union all select lower(${row}.buyer_phone)) t
    cross join ${positions('t.text')} p`

/** One more order of the buyer of `row`; its grams when it is new. */
const addOrder = (row: string) => [
  `insert into ${BUYER} (party_id, buyer_name, buyer_phone, order_count)
    select ${row}.party_id, ${row}.buyer_name, ${row}.buyer_phone, 1 where true
    on conflict (party_id, buyer_name, buyer_phone) do update set order_count = order_count + 1`,
  addGrams(row),
]

/** One order fewer of the buyer of `row`; the buyer and its grams go with its last order. */
const removeOrder = (row: string) => [
  `update ${BUYER} set order_count = order_count - 1 where ${sameBuyer(row)}`,
  // By the whole key (party_id, gram, buyer_id): the buyer's own grams, not a scan of all.
  `delete from ${GRAM} where party_id = ${row}.party_id and gram in (${gramsOf(row)})
    and buyer_id in (select id from ${BUYER} where ${sameBuyer(row)} and order_count <= 0)`,
  `delete from ${BUYER} where ${sameBuyer(row)} and order_count <= 0`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
async function hasOrderSearch(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where name = 'sales_order_search'`.execute(db)
  return Number(rows[0]?.n ?? 0) > 0
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(`create function sales_order_buyer_grams(name text, phone text) returns text[]
        language sql immutable parallel safe as $$
          select coalesce(array_agg(distinct substr(t, i, n)), '{}')
          from unnest(array[name, phone]) t, generate_series(1, char_length(t)) i, (values (1), (2)) w(n)
          where i + n - 1 <= char_length(t)
        $$`)
      .execute(db)
    await sql
      .raw(`create index sales_order_buyer_grams_idx on sales_order
        using gin (sales_order_buyer_grams(lower(buyer_name), buyer_phone))`)
      .execute(db)
    return
  }
  if (!(await hasOrderSearch(db))) return
  await sql
    .raw(`create table ${BUYER} (
      id integer primary key,
      party_id varchar(32) not null,
      buyer_name varchar(100) not null,
      buyer_phone varchar(32) not null,
      order_count integer not null,
      unique (party_id, buyer_name, buyer_phone))`)
    .execute(db)
  await sql
    .raw(`create table ${GRAM} (
      party_id varchar(32) not null,
      gram varchar(2) not null,
      buyer_id integer not null,
      primary key (party_id, gram, buyer_id)) without rowid`)
    .execute(db)
  // Today's orders, so that the tables start true.
  await sql
    .raw(`insert into ${BUYER} (party_id, buyer_name, buyer_phone, order_count)
      select party_id, buyer_name, buyer_phone, count(*) from sales_order
      group by party_id, buyer_name, buyer_phone`)
    .execute(db)
  await sql
    .raw(`insert or ignore into ${GRAM} (party_id, gram, buyer_id)
      select b.party_id, substr(t.text, p.key + 1, 2), b.id
      from ${BUYER} b
        cross join (select id, lower(buyer_name) as text from ${BUYER}
          union all select id, lower(buyer_phone) from ${BUYER}) t
        cross join ${positions('t.text')} p
      where t.id = b.id`)
    .execute(db)
  await sql
    .raw(`create trigger ${GRAM}_insert after insert on sales_order begin
      ${addOrder('new').join(';\n')};
    end`)
    .execute(db)
  await sql
    .raw(`create trigger ${GRAM}_delete after delete on sales_order begin
      ${removeOrder('old').join(';\n')};
    end`)
    .execute(db)
  await sql
    .raw(`create trigger ${GRAM}_update after update of party_id, buyer_name, buyer_phone on sales_order
      when old.party_id is not new.party_id or old.buyer_name is not new.buyer_name
        or old.buyer_phone is not new.buyer_phone
    begin
      ${[...removeOrder('old'), ...addOrder('new')].join(';\n')};
    end`)
    .execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop index if exists sales_order_buyer_grams_idx').execute(db)
    await sql.raw('drop function if exists sales_order_buyer_grams(text, text)').execute(db)
    return
  }
  await sql.raw(`drop trigger if exists ${GRAM}_update`).execute(db)
  await sql.raw(`drop trigger if exists ${GRAM}_delete`).execute(db)
  await sql.raw(`drop trigger if exists ${GRAM}_insert`).execute(db)
  await sql.raw(`drop table if exists ${GRAM}`).execute(db)
  await sql.raw(`drop table if exists ${BUYER}`).execute(db)
}
