// The demo world: the same seed gives the same rows in every table (better-sqlite3, the Node
// server's engine), a different seed gives different rows, and the world holds what the
// pages and DESIGN.md rely on.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { Db } from '../../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../../server/db/seed/seed-demo.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { pbkdf2Hasher } from '../../server/security/password-hasher.ts'
import type { DashboardData } from '../../contract/dashboard.schema.ts'
import { call, createTestApp, loginAs, TEST_EPOCH } from './harness.ts'

const hasher = pbkdf2Hasher(1000)

async function seeded(seed: number): Promise<Db> {
  const db = openSqlite(':memory:')
  await migrateToLatest(db)
  await seedDemo(db, { seed, now: TEST_EPOCH, hasher })
  return db
}

/** Row count and SHA-256 of the sorted rows of every table (the migration log's run time aside). */
async function digests(db: Db): Promise<Record<string, { rows: number; sha256: string }>> {
  const { createHash } = await import('node:crypto')
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    db,
  )
  const out: Record<string, { rows: number; sha256: string }> = {}
  for (const { name } of tables.rows) {
    const cols = (
      await sql<{ name: string }>`select name from pragma_table_info(${name}) order by cid`.execute(db)
    ).rows
      .map((r) => r.name)
      .filter((c) => !(name === 'kysely_migration' && c === 'timestamp'))
    const list = sql.join(cols.map((c) => sql.ref(c)))
    const rows = await sql<
      Record<string, unknown>
    >`select ${list} from ${sql.table(name)} order by ${list}`.execute(db)
    const hash = createHash('sha256')
    for (const row of rows.rows) hash.update(`${JSON.stringify(cols.map((c) => row[c]))}\n`)
    out[name] = { rows: rows.rows.length, sha256: hash.digest('hex') }
  }
  return out
}

describe('the demo seed', () => {
  let db: Db
  beforeAll(async () => {
    db = await seeded(DEFAULT_SEED)
  })
  afterAll(async () => {
    await db.destroy()
  })

  it('gives identical rows in every table for the same seed, and different rows for another seed', async () => {
    const first = await digests(db)
    const again = await seeded(DEFAULT_SEED)
    const other = await seeded(DEFAULT_SEED + 1)
    try {
      expect(await digests(again)).toEqual(first)
      const otherDigests = await digests(other)
      expect(otherDigests.sales_order?.sha256).not.toBe(first.sales_order?.sha256)
      expect(otherDigests.geo_region).toEqual(first.geo_region)
      // Every table the seed owns holds rows.
      for (const table of [
        'party',
        'user_login',
        'product',
        'product_sku',
        'sales_order',
        'shipment',
        'after_sale',
        'catalogue_order',
        'promotion',
        'statement',
        'payment',
        'bill_detail',
        'billing_info',
        'repair_order',
        'project_order',
        'party_erp_parameter',
        'platform_product',
        'exchange_certificate',
        'exchange_application',
        'status_history',
      ]) {
        expect(first[table]?.rows, table).toBeGreaterThan(0)
      }
    } finally {
      await again.destroy()
      await other.destroy()
    }
  })

  it('holds the accounts of DESIGN.md: admin as platform, sub-accounts flagged inside their merchant', async () => {
    const logins = await db
      .selectFrom('user_login as l')
      .innerJoin('party as p', 'p.id', 'l.party_id')
      .select([
        'l.username',
        'l.is_sub_account',
        'p.kind',
        'p.id as partyId',
        'p.contact_name',
        'p.province_id',
        'p.county_id',
      ])
      .orderBy('l.id')
      .execute()
    expect(logins).toHaveLength(13)
    expect(logins.find((l) => l.username === 'admin')?.kind).toBe('PLATFORM')
    for (const l of logins) {
      expect(l.is_sub_account).toBe(l.username.startsWith('sub_user_') ? 1 : 0)
      expect(l.contact_name).not.toBe('')
      expect(l.county_id?.slice(0, 2)).toBe(l.province_id?.slice(0, 2))
    }
    expect(logins.find((l) => l.username === 'sub_user_sale')?.partyId).toBe('P10006')
    expect(logins.find((l) => l.username === 'sub_user_wx')?.partyId).toBe('P10011')
  })

  it('holds real regions and the reference data', async () => {
    const provinces = await db
      .selectFrom('geo_region')
      .select('name')
      .where('level', '=', 'PROVINCE')
      .execute()
    expect(provinces).toHaveLength(34)
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['北京市', '浙江省', '广东省', '新疆维吾尔自治区', '澳门特别行政区']),
    )
    const hangzhou = await db
      .selectFrom('geo_region')
      .select('name')
      .where('parent_id', '=', '330100')
      .execute()
    expect(hangzhou.map((c) => c.name)).toContain('西湖区')
    const plans = await db.selectFrom('vip_plan').selectAll().execute()
    expect(plans.find((p) => p.tier === 'DISTRIBUTIONBASE')?.member_cap).toBe(300)
    expect(plans.find((p) => p.tier === 'DISTRIBUTIONPRO')?.member_cap).toBeNull()
    for (const table of ['product_category', 'product_brand', 'bank', 'course', 'erp_platform'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(row.n), table).toBeGreaterThan(5)
    }
  })

  it('gives each trade merchant hundreds of orders in every status, with work waiting', async () => {
    const rows = await db
      .selectFrom('sales_order')
      .select(['party_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['party_id', 'status'])
      .execute()
    for (const partyId of ['P10004', 'P10005', 'P10006']) {
      const mine = rows.filter((r) => r.party_id === partyId)
      expect(mine.map((r) => r.status).sort()).toEqual(
        ['CANCELLED', 'CLOSED', 'COMPLETED', 'PART_SHIPPED', 'SHIPPED', 'WAIT_PAY', 'WAIT_SHIP'].sort(),
      )
      expect(mine.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(300)
      const waiting = await db
        .selectFrom('after_sale')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', partyId)
        .where('status', '=', 'WAIT_AUDIT')
        .executeTakeFirstOrThrow()
      expect(Number(waiting.n)).toBeGreaterThan(0)
      const pending = await db
        .selectFrom('catalogue_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', partyId)
        .where('audit_status', '=', 'PENDING')
        .executeTakeFirstOrThrow()
      expect(Number(pending.n)).toBeGreaterThan(0)
    }
  })

  it('keeps every date at or before its clock and money consistent', async () => {
    const now = TEST_EPOCH.toISOString()
    const late = await db
      .selectFrom('sales_order')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('created_at', '>', now),
          eb('paid_at', '>', now),
          eb('shipped_at', '>', now),
          eb('completed_at', '>', now),
          eb('updated_at', '>', now),
        ]),
      )
      .execute()
    expect(late).toHaveLength(0)
    const mismatched = await sql<{ id: number }>`
      select o.id from sales_order o
      where o.goods_amount <> (select sum(l.amount) from sales_order_line l where l.order_id = o.id)
         or o.pay_amount <> o.goods_amount + o.freight_amount - o.discount_amount`.execute(db)
    expect(mismatched.rows).toHaveLength(0)
    const settled = await db
      .selectFrom('repair_order as r')
      .innerJoin('statement as s', 's.id', 'r.statement_id')
      .select(['r.status', 's.status as statementStatus', 's.party_id'])
      .where('r.status', '=', 'SETTLED')
      .execute()
    expect(settled.length).toBeGreaterThan(0)
    for (const r of settled) expect([r.statementStatus, r.party_id]).toEqual(['SETTLED', 'P10012'])
  })

  // admin opens every route: it must meet data there, not zeros (docs/demo-data.md).
  it("gives admin's demo shop figures on every dashboard card", async () => {
    const t = await createTestApp('sqlite')
    try {
      const token = await loginAs(t, 'admin')
      const res = await call<DashboardData>(t, 'getDashboardData', { token })
      const figures = Object.fromEntries(res.data.figures.map((f) => [f.key, f.value]))
      expect(Object.keys(figures)).toEqual(
        expect.arrayContaining(['ordersWaitShip', 'productsOnSale', 'members', 'cooperationPending']),
      )
      for (const [key, value] of Object.entries(figures)) expect(value, key).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })
})
