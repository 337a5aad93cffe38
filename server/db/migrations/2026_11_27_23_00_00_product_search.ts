// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product list's keyword matches a product whose name or number holds it, or one of whose
// SKUs' code or barcode does: an infix LIKE that no B-tree index serves. At ten times the data
// (issue 37: 50,000 products and 100,000 SKUs for one merchant) a word few products hold, such
// as part of a SKU code, tested every product and its SKUs twice (the tab counts and the page):
// 96 ms on SQLite and 38 ms on PostgreSQL, against the list's 20 ms. As the member search
// (2026_11_27_17_00_00_member_search), this adds an index that finds the products that can
// hold the word; the LIKE stays the exact rule beside it.
//
// - SQLite: an FTS5 table with the trigram tokenizer, one row per product (rowid = product.id,
//   the merchant's party_id stored beside, unindexed) over lower(name), lower(product_no) and
//   `codes`, the lowered SKU codes and barcodes of its SKUs, one per line, case-sensitive. A
//   phrase is a substring of one column, so it finds every product the LIKE finds (a phrase
//   spanning two codes of `codes` is possible only for a word with a line break, which the LIKE
//   then refuses). Triggers on product and product_sku keep it in step with every writer. A
//   SQLite without FTS5 or the trigram tokenizer (the mock's sql.js) gets nothing and searches
//   with the LIKE.
// - PostgreSQL: a GIN index over the products' grams, the immutable function of the order
//   buyers' search (sales_order_buyer_grams of 2026_11_24_00_24_00: every 1- and 2-character
//   substring of either text), as the SKUs' (2026_11_27_20_20_00_product_sku_grams).
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const FTS = 'product_search'
const FTS_OPTIONS = `party_id unindexed, name, product_no, codes, tokenize = 'trigram case_sensitive 1'`

/** The FTS5 rows of the products `where` selects from product p, with their SKUs' codes. */
const rowsOf = (where: string) => `insert into ${FTS}(rowid, party_id, name, product_no, codes)
    select p.id, p.party_id, lower(p.name), lower(p.product_no),
      coalesce((select group_concat(lower(s.sku_code) || char(10) || lower(s.bar_code), char(10))
        from product_sku s where s.party_id = p.party_id and s.product_id = p.id), '')
    from product p where ${where}`

/** The statements that rebuild the rows of the products `ids` lists (an SQL list of ids). */
const rebuild = (ids: string) => `delete from ${FTS} where rowid in (${ids});
    ${rowsOf(`p.id in (${ids})`)};`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
async function sqliteHasTrigram(db: Kysely<any>): Promise<boolean> {
  try {
    await sql.raw(`create virtual table temp.product_search_probe using fts5(${FTS_OPTIONS})`).execute(db)
    await sql`drop table temp.product_search_probe`.execute(db)
    return true
  } catch {
    return false
  }
}

const TRIGGERS: Record<string, string> = {
  product_insert: `after insert on product begin ${rebuild('new.id')} end`,
  product_delete: `after delete on product begin delete from ${FTS} where rowid = old.id; end`,
  product_update: `after update of id, party_id, name, product_no on product begin
    ${rebuild('old.id, new.id')} end`,
  sku_insert: `after insert on product_sku begin ${rebuild('new.product_id')} end`,
  sku_delete: `after delete on product_sku begin ${rebuild('old.product_id')} end`,
  sku_update: `after update of party_id, product_id, sku_code, bar_code on product_sku begin
    ${rebuild('old.product_id, new.product_id')} end`,
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index product_grams_idx on product
      using gin (sales_order_buyer_grams(lower(name), lower(product_no)))`.execute(db)
    return
  }
  if (!(await sqliteHasTrigram(db))) return
  await sql.raw(`create virtual table ${FTS} using fts5(${FTS_OPTIONS})`).execute(db)
  await sql.raw(rowsOf('true')).execute(db)
  for (const [name, body] of Object.entries(TRIGGERS)) {
    await sql.raw(`create trigger ${FTS}_${name} ${body}`).execute(db)
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists product_grams_idx`.execute(db)
    return
  }
  for (const name of Object.keys(TRIGGERS).reverse()) {
    await sql.raw(`drop trigger if exists ${FTS}_${name}`).execute(db)
  }
  await sql.raw(`drop table if exists ${FTS}`).execute(db)
}
