import { type RawBuilder, sql } from 'kysely'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type { Db } from '../db/schema.ts'

/**
 * The right-hand side of `lower(column) like …` for a case-insensitive containment search on
 * both databases (SQLite's LIKE ignores ASCII case, PostgreSQL's does not). The keyword's own
 * `%`, `_` and `\` are escaped, so they match themselves and a keyword of "%" does not match
 * every row; the ESCAPE clause travels with the pattern (`like ? escape '\'`), so every caller
 * gets it. Neither database has a default LIKE escape character, and a backslash in a
 * standard SQL string is a plain character on both.
 */
export function likePattern(keyword: string): RawBuilder<string> {
  return likeWithEscape(likeText(keyword))
}

/** The pattern's text alone: the bound value of a compiled query (server/db/compiled-query.ts). */
export function likeText(keyword: string): string {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)
  return `%${escaped}%`
}

/** `text escape '\'`: the text a bound value or a compiled query's placeholder. */
export function likeWithEscape(text: string): RawBuilder<string> {
  return sql<string>`${text} escape '\\'`
}

/**
 * The column as `… like likeText(word)` reads it: `lower(column)` on PostgreSQL, whose LIKE is
 * case-sensitive; the column itself on SQLite, whose LIKE folds ASCII letters as its lower()
 * does, and neither folds any other letter (better-sqlite3 and sql.js are built without ICU).
 * The same rows either way, without a function call per row on SQLite: a product keyword
 * matching all 50,000 products of a merchant went from 19-20 to 16-17 ms, page and tab counts
 * (issue 37).
 */
export function likeSubject(db: Db, column: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`lower(${sql.ref(column)})` : sql.ref(column)
}
