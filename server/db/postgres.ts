// PostgreSQL for scale (DATABASE_URL). Node only.
import { createHash } from 'node:crypto'
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type PostgresPool,
  type PostgresPoolClient,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { isStable } from './stable-statements.ts'

// int8 (counts, sums of fen) arrives as a string by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

/**
 * Kysely's PostgreSQL introspector reads the columns of every table in every schema (with
 * pg_get_serial_sequence per column), so it fails with "column … of relation … does not exist"
 * when another session drops a table meanwhile; the Migrator introspects on every run. Several
 * databases sharing one server (the contract tests run each file in its own schema, in parallel)
 * hit that. This introspector reads only the schemas on the connection's search_path.
 */
class SearchPathIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>
  constructor(db: Kysely<unknown>) {
    this.#db = db
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    )
    return rows
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      table_schema: string
      table_name: string
      table_type: string
      column_name: string | null
      udt_name: string | null
      is_nullable: string | null
      column_default: string | null
    }>`select t.table_schema, t.table_name, t.table_type, c.column_name, c.udt_name, c.is_nullable, c.column_default
       from information_schema.tables t
       left join information_schema.columns c
         on c.table_schema = t.table_schema and c.table_name = t.table_name
       where t.table_schema = any (current_schemas(false))
       order by t.table_schema, t.table_name, c.ordinal_position`.execute(this.#db)
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE])
    const tables = new Map<string, TableMetadata>()
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table_name)) continue
      const key = `${row.table_schema}.${row.table_name}`
      let table = tables.get(key)
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === 'VIEW',
          columns: [],
        }
        tables.set(key, table)
      }
      if (row.column_name === null) continue
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name ?? '',
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing: row.column_default?.startsWith('nextval(') ?? false,
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}

const statementNames = new Map<string, string>()

/** The same text gets the same name in every process; 64 bits of its hash cannot collide among a few hundred texts. */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `k_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * Kysely's driver sends every statement unnamed, which PostgreSQL parses, analyses and plans
 * anew on every call: most of its CPU on the light hot calls (getMenuCount: 0.6 ms of backend CPU
 * a call unnamed, 0.23 ms named). A stable text (stable-statements.ts) goes as a named statement
 * instead: pg sends its Parse on a connection's first use only, and PostgreSQL keeps the parse
 * and, once a generic plan costs no more than the custom ones, the plan. Per connection, so it
 * holds with a pool and inside a transaction (one pooled connection). A statement is analysed
 * under the connection's search_path; PostgreSQL analyses it again should that change or a
 * table it reads be altered. A failed Parse is the query's error as before, and pg forgets the
 * name, so the next call parses again.
 */
function preparingClient(client: PostgresPoolClient): PostgresPoolClient {
  const pgClient = client as unknown as pg.PoolClient
  const query = (text: unknown, values?: unknown[]) =>
    typeof text === 'string' && isStable(text)
      ? pgClient.query({ name: statementName(text), text, values })
      : pgClient.query(text as string, values)
  return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() }
}

function preparingPool(pool: PostgresPool): PostgresPool {
  // One wrapper per pg client: Kysely's driver keeps its connection object per client it gets.
  const wrappers = new WeakMap<PostgresPoolClient, PostgresPoolClient>()
  return {
    connect: async () => {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) {
        wrapper = preparingClient(client)
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}

/**
 * PostgreSQL with the search-path introspector and named statements for stable texts; every
 * PostgreSQL Kysely of the app uses it.
 */
export class PostgresSearchPathDialect extends PostgresDialect {
  constructor(config: PostgresDialectConfig) {
    const { pool } = config
    super({
      ...config,
      pool: typeof pool === 'function' ? async () => preparingPool(await pool()) : preparingPool(pool),
    })
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db)
  }
}

/**
 * Every connection of the app runs without JIT compilation. PostgreSQL compiles a statement
 * whose estimated cost passes jit_above_cost (a scan over a million orders, a product keyword
 * over 50,000 products): 0.3-0.8 s of compiling for a statement that runs in 50-400 ms, on every
 * call, since the app's statements are short and compiled code is not kept (issue 37: a product
 * keyword took 830 ms, 760 of them compiling). JIT pays off for long analytical queries, which
 * the back office does not run. (The SET is queued before any query the pool hands the
 * connection out for.)
 */
function withoutJit(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    client.query('set jit = off').catch(() => {
      // A server without JIT support refuses nothing here; any other failure surfaces on the
      // connection's first query.
    })
  })
  return pool
}

/**
 * An idle connection the server ends (a restart, a failover, an administrator's command, a
 * database dropped with its sessions) makes the pool emit an error: unheard, that would end the
 * process. The pool drops the connection and opens a new one when it needs it; the error is
 * logged.
 */
function survivingIdleErrors(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: an idle connection ended (${error.message}); the pool replaces it`)
  })
  return pool
}

export function openPostgres(connectionString: string, poolSize = 10): Kysely<Database> {
  const pool = survivingIdleErrors(withoutJit(new pg.Pool({ connectionString, max: poolSize })))
  return new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
}
