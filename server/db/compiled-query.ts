// Hot queries built and compiled once per database, not on every call (docs/benchmarks.md:
// building and compiling Kysely queries was the largest share of a light call's CPU).
// `compiledOnce(build)` runs `build` with placeholders the first time a database uses it,
// keeps the compiled SQL and its parameter list, and on every call swaps the placeholders for
// that call's values. The SQL text stays the same, so better-sqlite3's statement cache
// (server/db/sqlite.ts) finds the prepared statement too.
// The cache is keyed by the Kysely instance (a WeakMap: a transaction's compilations go with it);
// it holds SQL text only, derived from the code, so it is safe in any number of processes.
// The text is marked stable (stable-statements.ts): PostgreSQL runs it as a named prepared
// statement, parsed and planned once per connection.
import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import { markStable } from './stable-statements.ts'

const MARK = '\u0000compiled-query-parameter:'

interface Entry<Row> {
  compiled: CompiledQuery<Row>
  /** For each parameter of the compiled query: the name of its placeholder, or undefined (a constant). */
  slots: (string | undefined)[]
}

/**
 * `build(db, p)` returns the query with `p('name')` wherever a run-time value goes (a value, not
 * an identifier: it becomes a bound parameter). The returned function runs it with `values`.
 * Every value the query varies on must be a placeholder: anything else is fixed at the first call.
 *
 * `planEachCall`: the statement's best plan depends on its values (a search word: a rare one
 * reads its few matches through a trigram index, a common one walks the list's order and stops
 * at the page). It is not marked stable, so PostgreSQL plans it for each call's values instead
 * of settling, after five calls, on one generic plan for every word (a common member word took
 * 200 ms through the trigram indexes that way, 25 ms walking the members).
 */
export function compiledOnce<DB, Row, K extends string>(
  build: (db: Kysely<DB>, p: (name: K) => never) => Compilable<Row>,
  { planEachCall = false }: { planEachCall?: boolean } = {},
): (db: Kysely<DB>, values: Readonly<Record<K, unknown>>) => Promise<Row[]> {
  const cache = new WeakMap<Kysely<DB>, Entry<Row>>()
  return async (db, values) => {
    let entry = cache.get(db)
    if (!entry) {
      const compiled = build(db, (name) => `${MARK}${name}` as never).compile()
      const slots = compiled.parameters.map((v) =>
        typeof v === 'string' && v.startsWith(MARK) ? v.slice(MARK.length) : undefined,
      )
      for (const name of slots) {
        if (name !== undefined && !Object.hasOwn(values, name)) throw new Error(`no value for ${name}`)
      }
      if (!planEachCall) markStable(compiled.sql)
      entry = { compiled, slots }
      cache.set(db, entry)
    }
    const { compiled, slots } = entry
    const parameters = slots.map((name, i) =>
      name === undefined ? compiled.parameters[i] : values[name as K],
    )
    const result = await db.executeQuery<Row>({ ...compiled, parameters })
    return result.rows
  }
}
