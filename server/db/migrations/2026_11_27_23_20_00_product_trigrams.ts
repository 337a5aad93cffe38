// Frozen in time: never import app code here. Takes Kysely<any> by design.
// PostgreSQL's product keyword read its candidates from the grams (1- and 2-character
// substrings) of the products and SKUs (2026_11_27_23_00_00_product_search). Bigrams are not
// selective for a string of digits (part of a barcode: "99998" has "99" and "98", which 1,878
// SKUs hold at ten times the data), and a word every product holds made the planner compute
// the grams of each product it scanned (16-20 µs a product). pg_trgm GIN indexes on the lowered
// name, number, SKU code and barcode serve the LIKE itself from 3 characters: few matches come
// from the indexes, and a common word is met by a scan that stops early. Shorter words keep the
// grams. Where the extension is not there (the order search's migration installs it where it
// may), nothing is added and the grams serve every word. SQLite has its FTS5 table.
import { type Kysely, sql } from 'kysely'
import { isPostgres, pgTrgmOps } from './dialect-ddl.ts'

/** Each index: its table and the expression it indexes. */
const INDEXES: Record<string, [table: string, expression: string]> = {
  product_name_trgm_idx: ['product', 'lower(name)'],
  product_no_trgm_idx: ['product', 'lower(product_no)'],
  product_sku_code_trgm_idx: ['product_sku', 'lower(sku_code)'],
  product_sku_bar_code_trgm_idx: ['product_sku', 'lower(bar_code)'],
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  const ops = await pgTrgmOps(db)
  if (!ops) return
  for (const [name, [table, expression]] of Object.entries(INDEXES)) {
    await sql.raw(`create index ${name} on ${table} using gin (${expression} ${ops})`).execute(db)
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const name of Object.keys(INDEXES).reverse()) {
    await sql.raw(`drop index if exists ${name}`).execute(db)
  }
}
