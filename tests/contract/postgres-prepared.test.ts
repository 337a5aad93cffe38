// compiledOnce statements (server/db/compiled-query.ts) run as named prepared statements on
// PostgreSQL (server/db/postgres.ts): parsed once per connection and reused after that, while
// every other statement stays unnamed, so the per-connection statements stay bounded. On
// SQLite the same texts are marked stable and answer as before (better-sqlite3 caches by text).
import { Kysely, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compiledOnce } from '../../server/db/compiled-query.ts'
import { openPostgres, PostgresSearchPathDialect } from '../../server/db/postgres.ts'
import { isStable } from '../../server/db/stable-statements.ts'
import { DATABASES, openTestDb } from './harness.ts'

type ProbeDb = {
  prepared_probe: { id: number; name: string }
}

const nameOf = compiledOnce((db: Kysely<ProbeDb>, p: (name: 'id') => never) =>
  db.selectFrom('prepared_probe').select('name').where('id', '=', p('id')),
)

/** A search whose best plan depends on its word: planned for each call, never named. */
const namesLike = compiledOnce(
  (db: Kysely<ProbeDb>, p: (name: 'pattern') => never) =>
    db.selectFrom('prepared_probe').select('id').where('name', 'like', p('pattern')),
  { planEachCall: true },
)

/** A table no test creates: its Parse fails. */
const missing = compiledOnce((db: Kysely<ProbeDb>, p: (name: 'id') => never) =>
  db
    .selectFrom('prepared_probe_later' as 'prepared_probe')
    .select('name')
    .where('id', '=', p('id')),
)

interface PreparedRow {
  name: string
  statement: string
  prepare_time: Date
  /** Executions so far: each runs a custom or the generic plan. */
  runs: number
}

async function preparedOf(conn: Kysely<ProbeDb>): Promise<PreparedRow[]> {
  const { rows } = await sql<PreparedRow>`
    select name, statement, prepare_time, (generic_plans + custom_plans)::int as runs
    from pg_prepared_statements order by name`.execute(conn)
  return rows
}

describe.each(DATABASES)('prepared statements on %s', (kind) => {
  let db: Kysely<ProbeDb>
  let close: () => Promise<void>
  let schema: string | undefined
  /** The test schema through a pool of its own: connections on which nothing is prepared yet. */
  async function withFreshPool(use: (fresh: Kysely<ProbeDb>) => Promise<void>): Promise<void> {
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 2,
      options: `-c search_path=${schema}`,
    })
    const fresh = new Kysely<ProbeDb>({ dialect: new PostgresSearchPathDialect({ pool }) })
    try {
      await use(fresh)
    } finally {
      await fresh.destroy()
    }
  }
  beforeAll(async () => {
    const opened = await openTestDb(kind)
    db = opened.db.withTables<ProbeDb>() as unknown as Kysely<ProbeDb>
    close = opened.close
    schema = opened.schema
    await sql`create table prepared_probe (id integer primary key, name text not null)`.execute(db)
    await db
      .insertInto('prepared_probe')
      .values([
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ])
      .execute()
  })
  afterAll(async () => {
    await close()
  })

  it('marks the text of a compiledOnce statement stable, and no other', async () => {
    expect(await nameOf(db, { id: 1 })).toEqual([{ name: 'one' }])
    expect(await nameOf(db, { id: 2 })).toEqual([{ name: 'two' }])
    const compiled = db.selectFrom('prepared_probe').select('name').where('id', '=', 1).compile()
    expect(isStable(compiled.sql)).toBe(true)
    const other = db.selectFrom('prepared_probe').select(['id', 'name']).where('id', '=', 1).compile()
    expect(isStable(other.sql)).toBe(false)
  })

  it('leaves a statement planned for each call unmarked, and answers it', async () => {
    expect(await namesLike(db, { pattern: 't%' })).toEqual([{ id: 2 }])
    const compiled = db.selectFrom('prepared_probe').select('id').where('name', 'like', 'x').compile()
    expect(isStable(compiled.sql)).toBe(false)
  })

  if (kind === 'postgres') {
    it('runs a statement planned for each call unnamed', async () => {
      await withFreshPool((fresh) =>
        fresh.connection().execute(async (conn) => {
          expect(await namesLike(conn, { pattern: 'o%' })).toEqual([{ id: 1 }])
          expect(await namesLike(conn, { pattern: '%o%' })).toEqual([{ id: 1 }, { id: 2 }])
          expect(await preparedOf(conn)).toEqual([])
        }),
      )
    })

    it("runs the app's connections without JIT compilation", async () => {
      const app = openPostgres(process.env.TEST_DATABASE_URL as string, 2)
      try {
        // Two connections at once: each is set, not only the first.
        const [a, b] = await Promise.all([
          app.connection().execute((conn) => sql<{ jit: string }>`show jit`.execute(conn)),
          app.connection().execute((conn) => sql<{ jit: string }>`show jit`.execute(conn)),
        ])
        expect([a.rows[0]?.jit, b.rows[0]?.jit]).toEqual(['off', 'off'])
      } finally {
        await app.destroy()
      }
    })

    it('prepares a compiledOnce statement once per connection and reuses it', async () => {
      await withFreshPool((fresh) =>
        fresh.connection().execute(async (conn) => {
          expect(await nameOf(conn, { id: 1 })).toEqual([{ name: 'one' }])
          const [first, ...others] = await preparedOf(conn)
          expect(others).toEqual([])
          expect(first?.statement).toBe(
            db.selectFrom('prepared_probe').select('name').where('id', '=', 1).compile().sql,
          )
          expect(first?.name).toMatch(/^k_[0-9a-f]{16}$/)
          expect(await nameOf(conn, { id: 2 })).toEqual([{ name: 'two' }])
          expect(await nameOf(conn, { id: 3 })).toEqual([])
          // Still the one statement, prepared at the first call and run three times.
          expect(await preparedOf(conn)).toEqual([{ ...first, runs: 3 }])

          // Another connection of the pool prepares it for itself, under the same name.
          await fresh.connection().execute(async (other) => {
            expect(await preparedOf(other)).toEqual([])
            expect(await nameOf(other, { id: 2 })).toEqual([{ name: 'two' }])
            expect((await preparedOf(other)).map((r) => [r.name, r.runs])).toEqual([[first?.name, 1]])
          })
        }),
      )
    })

    it('leaves every other statement unnamed', async () => {
      await db.connection().execute(async (conn) => {
        const before = await preparedOf(conn)
        expect(
          await conn.selectFrom('prepared_probe').select('name').where('id', 'in', [1, 2]).execute(),
        ).toHaveLength(2)
        await conn.updateTable('prepared_probe').set({ name: 'one' }).where('id', '=', 1).execute()
        expect(await sql`select 1 as one`.execute(conn)).toMatchObject({ rows: [{ one: 1 }] })
        expect(await preparedOf(conn)).toEqual(before)
      })
    })

    it('names the statement inside a transaction too', async () => {
      await withFreshPool((fresh) =>
        fresh.transaction().execute(async (trx) => {
          expect(await nameOf(trx, { id: 1 })).toEqual([{ name: 'one' }])
          expect(await nameOf(trx, { id: 2 })).toEqual([{ name: 'two' }])
          expect(
            (await preparedOf(trx)).map((r) => [r.statement.includes('"prepared_probe"'), r.runs]),
          ).toEqual([[true, 2]])
        }),
      )
    })

    it('answers a failed prepare with the database error, and prepares again once it can', async () => {
      await withFreshPool((fresh) =>
        fresh.connection().execute(async (conn) => {
          await expect(missing(conn, { id: 1 })).rejects.toMatchObject({ code: '42P01' })
          expect((await preparedOf(conn)).some((r) => r.statement.includes('prepared_probe_later'))).toBe(
            false,
          )
          // The connection is still usable, and pg did not keep the name of the failed Parse.
          await sql`create table prepared_probe_later (id integer primary key, name text not null)`.execute(
            conn,
          )
          await sql`insert into prepared_probe_later values (1, 'later')`.execute(conn)
          expect(await missing(conn, { id: 1 })).toEqual([{ name: 'later' }])
          expect(
            (await preparedOf(conn)).filter((r) => r.statement.includes('prepared_probe_later')),
          ).toHaveLength(1)
        }),
      )
    })
  }
})
