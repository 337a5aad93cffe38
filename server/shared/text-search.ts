// What the word searches over an FTS5 trigram table share (the order list's buyer search,
// server/orders/order-search.ts, and the member list's word, server/distribution/
// members.repository.ts): whether this SQLite has the table (the mock's sql.js has no FTS5,
// so its migrations create none), the phrase of the user's text, and the shortest text a
// trigram index serves.
import { type Expression, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type { Database, Db } from '../db/schema.ts'

type Q = Db | Transaction<Database> | Kysely<Database>

/** Trigram indexes need at least 3 characters; shorter texts fall back to the scan. */
const TRIGRAM_MIN_LENGTH = 3

/** Whether `text` is long enough for a trigram index (counted in characters, not UTF-16 units). */
export const trigramReady = (text: string) => [...text.toLowerCase()].length >= TRIGRAM_MIN_LENGTH

const schemaObjects = new WeakMap<object, Map<string, Promise<boolean>>>()

/**
 * Whether the schema object `key` exists, asked with `exists` once per database (a migration
 * creates the search indexes only where the engine has what they need; the schema does not
 * change while the app serves). A transaction shares its database's schema.
 */
function existsOnce(db: Q, key: string, exists: () => Promise<boolean>): Promise<boolean> {
  let known = schemaObjects.get(db)
  if (!known) {
    known = new Map()
    schemaObjects.set(db, known)
  }
  let found = known.get(key)
  if (!found) {
    found = exists()
    known.set(key, found)
  }
  return found
}

/**
 * Whether this database is SQLite with the FTS5 table `name` (its migration creates it only
 * where FTS5 and the trigram tokenizer exist); the executor's adapter tells the dialect.
 */
export function hasSqliteFts(db: Q, name: string): Promise<boolean> {
  if (isPostgres(db)) return Promise.resolve(false)
  return existsOnce(db, `fts:${name}`, async () => {
    const { rows } = await sql<{
      n: number
    }>`select count(*) as n from sqlite_master where name = ${name}`.execute(db)
    return Number(rows[0]?.n ?? 0) > 0
  })
}

/**
 * Whether this database is PostgreSQL with the index `name` in its schema (a migration creates
 * the pg_trgm indexes only where the extension is there).
 */
export function hasPgIndex(db: Q, name: string): Promise<boolean> {
  if (!isPostgres(db)) return Promise.resolve(false)
  return existsOnce(db, `index:${name}`, async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_indexes
      where indexname = ${name} and schemaname = any (current_schemas(false))`.execute(db)
    return Number(rows[0]?.n ?? 0) > 0
  })
}

/**
 * The FTS5 phrase of the user's text. The tables hold lowered text with a case-sensitive
 * trigram tokenizer, and the phrase is the same lowered text the LIKE pattern is made of
 * (server/shared/keyword.ts): a phrase is a substring match within one column, so it matches
 * exactly the rows the LIKE does (SQLite's lower() and LIKE both fold ASCII letters only).
 */
export function ftsPhrase(text: string): string {
  return `"${text.toLowerCase().replaceAll('"', '""')}"`
}

/**
 * PostgreSQL: `texts` (two lowered text expressions) hold every 1–2 character gram a text
 * containing `word` must hold, through the immutable function sales_order_buyer_grams(a, b) of
 * migration 2026_11_24_00_24_00 (every 1- and 2-character substring of either text), which GIN
 * indexes serve: the word itself when it is one character, else its 2-character substrings. A
 * candidate test only: the LIKE beside it stays the exact rule.
 */
export function pgHoldsGrams(
  texts: readonly [Expression<string> | RawBuilder<string>, Expression<string> | RawBuilder<string>],
  word: string,
): RawBuilder<boolean> {
  const chars = [...word.toLowerCase()]
  const grams = chars.length === 1 ? chars : [...new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`))]
  return sql<boolean>`sales_order_buyer_grams(${texts[0]}, ${texts[1]}) @> array[${sql.join(grams)}]::text[]`
}
