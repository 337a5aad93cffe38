// The step from the embedded SQLite file to PostgreSQL (docs/scaling.md, `npm run db:copy`):
// every row of the demo world arrives, the copy answers the same figures, new rows get new ids,
// and a target that is not empty is refused.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuCountResponse } from '../../contract/session.schema.ts'
import { createApp } from '../../server/app.ts'
import { TRIGGER_KEPT_TABLES } from '../../server/db/after-bulk-load.ts'
import { CopyRefusedError, copyDatabase } from '../../server/db/copy-database.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { Db } from '../../server/db/schema.ts'
import { call, createTestApp, DATABASES, loginAs, openTestDb, type TestApp } from './harness.ts'

async function counts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)
    out[table] = Number(rows[0]?.n)
  }
  return out
}

describe.each(DATABASES)('copying the demo SQLite database into %s', (kind) => {
  let source: TestApp
  let target: Awaited<ReturnType<typeof openTestDb>>
  let copied: Record<string, number>
  beforeAll(async () => {
    source = await createTestApp('sqlite')
    target = await openTestDb(kind)
    await migrateToLatest(target.db, target.schema)
    copied = await copyDatabase(source.db, target.db)
  })
  afterAll(async () => {
    await source.close()
    await target.close()
  })

  it('copies every row of every table', async () => {
    const tables = Object.keys(copied)
    expect(tables.length).toBeGreaterThan(60)
    expect(copied.sales_order).toBeGreaterThan(0)
    expect(await counts(target.db, tables)).toEqual(await counts(source.db, tables))
    expect(copied).toEqual(await counts(source.db, tables))
  })

  if (kind === 'postgres')
    it('leaves PostgreSQL statistics for the copied tables', async () => {
      const { rows } = await sql<{ table: string }>`
      select relname as "table" from pg_stat_user_tables
      where schemaname = current_schema() and last_analyze is null and relname = any(${Object.keys(copied)})`.execute(
        target.db,
      )
      expect(rows.map((r) => r.table)).toEqual([])
    })

  if (kind === 'postgres')
    it('rewrites the tables its triggers fill, which the copy updated once per row summed', async () => {
      // A rewrite (VACUUM FULL) gives a table a new file: its relfilenode leaves its oid.
      const { rows } = await sql<{ table: string }>`
      select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = any(${[...TRIGGER_KEPT_TABLES]})
        and c.relfilenode = c.oid`.execute(target.db)
      expect(rows.map((r) => r.table)).toEqual([])
    })

  it('answers the same figures, and new rows get new ids', async () => {
    const copy: TestApp = { ...source, app: createApp({ ...source.deps, db: target.db }), db: target.db }
    const menu = async (t: TestApp) =>
      (
        await call<MenuCountResponse>(t, 'getMenuCount', {
          token: await loginAs(t, 'distributionpro'),
          body: {},
        })
      ).data
    expect(await menu(copy)).toEqual(await menu(source))
    const before = await target.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    const row = await target.db
      .insertInto('announcement')
      .values({
        party_id: 'P10001',
        title: 'after the copy',
        body: '',
        status: 'DRAFT',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(row.id).toBeGreaterThan(Number(before?.id))
  })

  it('refuses a target that already holds data', async () => {
    await expect(copyDatabase(source.db, target.db)).rejects.toBeInstanceOf(CopyRefusedError)
  })
})
