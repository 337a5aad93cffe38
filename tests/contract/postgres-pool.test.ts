// The server's PostgreSQL pool (server/db/postgres.ts) when the server ends one of its idle
// connections (a restart, a failover, an administrator, a database dropped with its sessions):
// the process goes on, the ending is logged, and the next statement runs on a new connection.
// Unheard, the pool's error event would end the process (here: an unhandled error in the run).
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openPostgres } from '../../server/db/postgres.ts'

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('outlives an idle connection the server ends, and answers on a new one', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = openPostgres(url as string, 1)
    const pidOf = async () =>
      Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid)
    const first = await pidOf()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query('select pg_terminate_backend($1)', [first])
    } finally {
      await admin.end()
    }
    // The pool hears the ending, drops the connection and opens another for the next statement.
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('an idle connection ended')),
    )
    const next = await pidOf()
    expect(next).not.toBe(first)
    await db.destroy()
  })
})
