// The backup and restore drill (issue 36; docs/operations.md): the demo database is written by
// another process (backup-writer.mjs) while `npm run db:backup` copies it; the copy is restored
// with `npm run db:restore` into a new data folder, which then holds every write acknowledged
// before the backup began, no gap and no half transaction, passes SQLite's integrity check, has
// every upload its rows name, and opens as the server opens it (its migrations are current).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { integrityProblems } from '../../server/db/backup.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { openSqlite } from '../../server/db/sqlite.ts'

const root = mkdtempSync(join(tmpdir(), 'backup-drill-'))
/** Runs a command of the project to its end without blocking this process (the writer's acknowledgements keep arriving). */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('close', (status) => resolve({ status, stderr }))
  })
}
const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  })

describe('backup and restore of the embedded database', () => {
  let writer: ChildProcess | undefined
  afterAll(() => {
    writer?.kill('SIGKILL')
    rmSync(root, { recursive: true, force: true })
  })

  it('restores every write acknowledged before the backup, while a writer keeps writing', async () => {
    const live = join(root, 'live')
    mkdirSync(live)
    copyFileSync(inject('sqliteWorld'), join(live, 'merchant.sqlite'))
    const setup = openSqlite(join(live, 'merchant.sqlite'))
    await sql`create table drill_write (id integer primary key, payload text not null)`.execute(setup)
    await setup.destroy()

    const acked: number[] = []
    writer = spawn(process.execPath, [join(import.meta.dirname, 'backup-writer.mjs'), live])
    let pending = ''
    writer.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) acked.push(Number(line))
    })
    await expect.poll(() => acked.length, { timeout: 20_000 }).toBeGreaterThan(300)

    const backup = join(root, 'backup')
    const ackedBefore = acked.at(-1) ?? 0
    const made = await run('server/db/backup-command.ts', [backup], { DATA_DIR: live })
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    const ackedDuring = acked.at(-1) ?? 0
    // The writer was writing all along.
    expect(ackedDuring).toBeGreaterThan(ackedBefore)
    writer.kill('SIGKILL')

    const restored = join(root, 'restored')
    const put = tsx('server/db/restore-command.ts', [backup], { DATA_DIR: restored })
    expect(put.stderr).toBe('')
    expect(put.status).toBe(0)
    // A restore never overwrites a database.
    expect(tsx('server/db/restore-command.ts', [backup], { DATA_DIR: restored }).status).toBe(1)

    const file = join(restored, 'merchant.sqlite')
    expect(integrityProblems(file)).toEqual([])
    const { db } = openDatabase({ DATA_DIR: restored })
    try {
      const rows = await sql<{
        n: number
        top: number
      }>`select count(*) as n, max(id) as top from drill_write`.execute(db)
      const { n, top } = rows.rows[0] ?? { n: 0, top: 0 }
      // Every acknowledged write up to the backup, and a prefix of the writer's: no gap.
      expect(top).toBeGreaterThanOrEqual(ackedBefore)
      expect(top).toBeLessThanOrEqual(ackedDuring)
      expect(n).toBe(top)
      for (const id of [1, Math.ceil(top / 2), top])
        expect(existsSync(join(restored, 'uploads', `drill-${id}.txt`)), `upload of row ${id}`).toBe(true)
      // The demo world is whole too, and the server's migrations find nothing to do.
      const logins = await db
        .selectFrom('user_login')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(logins.n)).toBeGreaterThan(10)
      await migrateToLatest(db)
    } finally {
      await db.destroy()
    }
  }, 60_000)

  it('refuses to back up into a folder that exists, and a database that is not there', () => {
    const exists = join(root, 'exists')
    mkdirSync(exists, { recursive: true })
    const into = tsx('server/db/backup-command.ts', [exists], { DATA_DIR: join(root, 'live') })
    expect(into.status).toBe(1)
    expect(into.stderr).toContain('exists already')
    const none = tsx('server/db/backup-command.ts', [join(root, 'x')], { DATA_DIR: join(root, 'empty') })
    expect(none.status).toBe(1)
    expect(none.stderr).toContain('no database')
  })
})
