// The embedded SQLite database (better-sqlite3). Node only.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, type DatabaseConnection, Kysely, SqliteDialect, SqliteDriver } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Every transaction opens with BEGIN IMMEDIATE: with a deferred BEGIN, concurrent
 * read-then-write transactions from several processes fail with SQLITE_BUSY even with a
 * busy timeout (DESIGN.md, Reliability).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config)
  }
}

/** Prepared statements kept per SQL text: preparing costs more than running most queries. */
const STATEMENT_CACHE_SIZE = 500

/** A statement that changes the schema: the cached statements' column lists may change with it. */
const SCHEMA_CHANGE = /^\s*(alter|create|drop)\b/i

/**
 * A LIMIT given as a parameter, as Kysely's limit() and a template's `limit ${n}` write it.
 * SQLite (3.53 here) reads a bound LIMIT's value while planning, so binding it again expires
 * the statement and every run prepares it anew: the member list's page of 20 took 76 µs with
 * `limit ?` and 51 µs with the value in the text, `select 1 limit ?` 1.8 µs against 0.4. As
 * `cast(? as integer)` the limit is an expression the planner does not read: the statement is
 * prepared once, and the value still comes from the parameter (docs/benchmarks-history.md, "Server hot
 * path"). Only the app's own SQL passes here, with every value bound, so the text never holds
 * this inside a string.
 */
const BOUND_LIMIT = /\blimit \?/gi

/** The text better-sqlite3 prepares for the app's `sql`: a bound LIMIT as an expression. */
export function preparedText(sql: string): string {
  return sql.replace(BOUND_LIMIT, 'limit cast(? as integer)')
}

type Row = Record<string, unknown>

/**
 * A reading statement whose rows come from better-sqlite3 as arrays and are made objects here.
 * better-sqlite3 builds each row object property by property in C++, which costs more than
 * reading the row: a page of 20 members (15 columns) took 67 µs as objects and 43 µs as arrays
 * made objects in JS, of which SQLite itself spent 8 µs (docs/benchmarks-history.md, "Server hot
 * path"). The same keys in the same order, so duplicate names end as better-sqlite3's do (the
 * last column wins).
 */
function rowsAsObjects(statement: SqliteDatabase.Statement) {
  const names = statement.columns().map((column) => column.name)
  statement.raw(true)
  const toRow = (values: unknown[]): Row => {
    const row: Row = {}
    for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i]
    return row
  }
  return {
    reader: true as const,
    all: (parameters: readonly unknown[]) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters: readonly unknown[]) => statement.run(parameters),
    *iterate(parameters: readonly unknown[]) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values)
    },
  }
}

/**
 * better-sqlite3 with a statement cache in front of prepare(). Kysely prepares every query
 * it runs; the app runs a few hundred distinct statements, so caching them halves the cost
 * of a typical call (docs/benchmarks.md). Reusing a statement is safe because Kysely runs
 * them synchronously (all/run) on one connection; nothing here streams with iterate().
 * A schema change empties the cache: a cached `select *` would keep its old column list.
 */
function withStatementCache(native: SqliteDatabase.Database) {
  type Cached = SqliteDatabase.Statement | ReturnType<typeof rowsAsObjects>
  const cache = new Map<string, Cached>()
  return {
    close: () => native.close(),
    prepare(sql: string) {
      let statement = cache.get(sql)
      if (!statement) {
        const prepared = native.prepare(preparedText(sql))
        statement = prepared.reader ? rowsAsObjects(prepared) : prepared
        if (SCHEMA_CHANGE.test(sql)) {
          cache.clear()
          return statement
        }
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
        cache.set(sql, statement)
      }
      return statement
    },
  }
}

/** A database file, ':memory:', or a database's bytes (opened in memory: the contract tests' world). */
export function openSqlite(file: string | Buffer): Kysely<Database> {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const native = new SqliteDatabase(file)
  native.pragma('journal_mode = WAL')
  native.pragma('synchronous = FULL')
  native.pragma('busy_timeout = 5000')
  native.pragma('foreign_keys = ON')
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(native) }),
  })
}
