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

/**
 * better-sqlite3 with a statement cache in front of prepare(). Kysely prepares every query
 * it runs; the app runs a few hundred distinct statements, so caching them halves the cost
 * of a typical call (docs/benchmarks.md). Reusing a statement is safe because Kysely runs
 * them synchronously (all/run) on one connection; nothing here streams with iterate().
 */
function withStatementCache(native: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => native.close(),
    prepare(sql: string) {
      let statement = cache.get(sql)
      if (!statement) {
        statement = native.prepare(sql)
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
