import { type RawBuilder, sql } from 'kysely'

/**
 * The right-hand side of `lower(column) like …` for a case-insensitive containment search on
 * both databases (SQLite's LIKE ignores ASCII case, PostgreSQL's does not). The keyword's own
 * `%`, `_` and `\` are escaped, so they match themselves and a keyword of "%" does not match
 * every row; the ESCAPE clause travels with the pattern (`like ? escape '\'`), so every caller
 * gets it. Neither database has a default LIKE escape character, and a backslash in a
 * standard SQL string is a plain character on both.
 */
export function likePattern(keyword: string): RawBuilder<string> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)
  return sql<string>`${`%${escaped}%`} escape '\\'`
}
