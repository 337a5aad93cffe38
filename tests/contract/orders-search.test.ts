// The order list's text searches after the search indexes (migration
// 2026_11_24_00_17_00_order_search): the buyer search answers exactly what the plain LIKE
// answered before, for every length of query (1–2 characters fall back to the scan), for
// wildcards, quotes and letter case, and stays right after orders are added, changed and
// deleted (SQLite: the FTS5 table's triggers). A text search's total stops at 10,000 and says
// so (`totalIsCapped`); other filters count exactly. On SQLite, PostgreSQL and the mock's
// sql.js (which has no FTS5: the migration leaves the search to LIKE).
import initSqlJs from 'sql.js'
import { Kysely, sql } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BUYER_SEARCH_COUNT_CAP,
  ORDER_SEARCH_COUNT_CAP,
  type ORDER_STATUSES,
} from '../../contract/orders.constants.ts'
import type { OrderRow } from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { Database, Db } from '../../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../../server/db/seed/seed-demo.ts'
import { pbkdf2Hasher } from '../../server/security/password-hasher.ts'
import { countByStatus, listOrders } from '../../server/orders/order-list.repository.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const PARTY = 'P10004' // tradebase

/** The search as it was before the indexes: the ids the plain LIKE finds, as the reference. */
async function likeIds(db: Kysely<Database>, partyId: string, text: string): Promise<string[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const { rows } = await sql<{ id: number }>`
    select id from sales_order where party_id = ${partyId}
      and (lower(buyer_name) like ${pattern} escape '\\' or buyer_phone like ${pattern} escape '\\')`.execute(
    db,
  )
  return rows.map((r) => String(r.id)).sort()
}

/** The ids of one page of the plain LIKE's matches, in the list's order (sort, then id). */
async function likePage(
  db: Kysely<Database>,
  text: string,
  sort: 'created_at' | 'pay_amount' | 'order_no',
  order: 'asc' | 'desc',
  page: number,
  size: number,
): Promise<string[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const { rows } = await sql<{ id: number }>`
    select id from sales_order where party_id = ${PARTY}
      and (lower(buyer_name) like ${pattern} escape '\\' or buyer_phone like ${pattern} escape '\\')
    order by ${sql.ref(sort)} ${sql.raw(order)}, id ${sql.raw(order)}
    limit ${size} offset ${(page - 1) * size}`.execute(db)
  return rows.map((r) => String(r.id))
}

/** Every id the repository's list answers for a buyer search, through every page. */
async function searchIds(db: Db, text: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = []
  let total = 0
  for (let page = 1; ; page++) {
    const p = await listOrders(db, PARTY, { buyer: text }, { page, pageSize: 100 })
    total = p.total
    ids.push(...p.list.map((r) => r.orderId))
    if (p.list.length < 100) break
  }
  return { ids: ids.sort(), total }
}

/** Queries drawn from the seeded buyers: whole names, inner parts of 1, 2, 3 and 4 characters, phone digits. */
async function queriesFrom(db: Db): Promise<string[]> {
  const { rows } = await sql<{ buyer_name: string; buyer_phone: string }>`
    select buyer_name, buyer_phone from sales_order where party_id = ${PARTY} order by id limit 5`.execute(db)
  const out = new Set<string>()
  for (const r of rows) {
    const name = [...r.buyer_name]
    out.add(r.buyer_name)
    for (const len of [1, 2, 3, 4]) out.add(name.slice(2, 2 + len).join(''))
    out.add(r.buyer_phone.slice(3, 5))
    out.add(r.buyer_phone.slice(4, 11))
  }
  return [...out].filter(Boolean)
}

/** One of tradebase's orders without its id: the model the tests copy with other values. */
async function modelOrder(db: Db) {
  const { id: _id, ...rest } = await db
    .selectFrom('sales_order')
    .selectAll()
    .where('party_id', '=', PARTY)
    .executeTakeFirstOrThrow()
  return rest
}

/** A copy of one of tradebase's orders with another number and buyer. */
async function addOrder(
  db: Db,
  orderNo: string,
  buyerName: string,
  buyerPhone = '13900000000',
): Promise<number> {
  const row = await db
    .insertInto('sales_order')
    .values({ ...(await modelOrder(db)), order_no: orderNo, buyer_name: buyerName, buyer_phone: buyerPhone })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The same semantics on any database: every drawn query and the awkward ones. */
function searchSuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await open())
    await addOrder(db, 'SLT0000000001', 'ACME Trading 50%_特卖 "直营"', '021-5555 0101')
    await addOrder(db, 'SLT0000000002', 'acme 百货 5000 特卖', '021-5555 0202')
    // Letters beyond ASCII: SQLite's lower() and LIKE fold ASCII only, PostgreSQL's lower() all.
    await addOrder(db, 'SLT0000000004', 'ÉMILE Café Ärger', 'Ext-77 ÉÉ')
    await addOrder(db, 'SLT0000000005', 'émile café ärger', 'ext-77 éé')
  })
  afterAll(async () => {
    await close()
  })

  it('finds exactly what the plain LIKE found, for queries of every length', async () => {
    const queries = [
      ...(await queriesFrom(db)),
      'acme',
      'ACME TR',
      'Cme',
      '50%',
      '0%_',
      '_',
      '%',
      '"直营"',
      '卖 "',
      '5555 0',
      '有限公司',
      'émile',
      'ÉMILE',
      'CAFÉ',
      'mile caf',
      'ärg',
      'EXT-77',
      'é',
      'zzz-no-such-buyer',
    ]
    for (const q of queries) {
      const expected = await likeIds(db, PARTY, q)
      const { ids, total } = await searchIds(db, q)
      expect(ids, q).toEqual(expected)
      expect(total, q).toBe(expected.length)
      // A sorted page shows the same rows in the same order.
      const page = await listOrders(
        db,
        PARTY,
        { buyer: q },
        { page: 2, pageSize: 3, sortField: 'payAmount', sortOrder: 'desc' },
      )
      expect(
        page.list.map((r) => r.orderId),
        q,
      ).toEqual(await likePage(db, q, 'pay_amount', 'desc', 2, 3))
    }
  })

  it('follows added, renamed and deleted orders', async () => {
    const id = await addOrder(db, 'SLT0000000003', '星河科技有限公司', '13712345678')
    expect((await searchIds(db, '星河科技')).ids).toEqual([String(id)])
    expect((await searchIds(db, '2345')).ids).toContain(String(id))
    await db
      .updateTable('sales_order')
      .set({ buyer_name: '银月贸易', buyer_phone: '13787654321' })
      .where('id', '=', id)
      .execute()
    expect((await searchIds(db, '星河科技')).ids).toEqual([])
    expect((await searchIds(db, '银月贸易')).ids).toEqual([String(id)])
    expect((await searchIds(db, '8765432')).ids).toEqual([String(id)])
    // Other columns change without touching the search.
    await db.updateTable('sales_order').set({ seller_remark: '加急' }).where('id', '=', id).execute()
    expect((await searchIds(db, '银月贸易')).ids).toEqual([String(id)])
    await db.deleteFrom('sales_order').where('id', '=', id).execute()
    expect((await searchIds(db, '银月贸易')).ids).toEqual([])
  })

  /** A 1–2 character query answers what LIKE does: ids, total, a sorted page and the tab counts. */
  async function expectShortLikeLike(
    q: string,
    statuses?: readonly (typeof ORDER_STATUSES)[number][],
  ): Promise<string[]> {
    const expected = await likeIds(db, PARTY, q)
    const all = await listOrders(db, PARTY, { buyer: q }, { page: 1, pageSize: 100_000 })
    const ids = all.list.map((r) => r.orderId).sort()
    const capped = expected.length > BUYER_SEARCH_COUNT_CAP
    expect(all.total, q).toBe(capped ? BUYER_SEARCH_COUNT_CAP : expected.length)
    expect(all.totalIsCapped, q).toBe(capped ? true : undefined)
    expect(ids, q).toEqual(expected)
    for (const [field, column, order] of [
      ['createdAt', 'created_at', 'desc'],
      ['payAmount', 'pay_amount', 'asc'],
      ['orderNo', 'order_no', 'desc'],
    ] as const) {
      const page = await listOrders(
        db,
        PARTY,
        { buyer: q },
        { page: 3, pageSize: 7, sortField: field, sortOrder: order },
      )
      expect(
        page.list.map((r) => r.orderId),
        `${q} by ${field}`,
      ).toEqual(await likePage(db, q, column, order, 3, 7))
    }
    const tabs = await countByStatus(db, PARTY, { buyer: q })
    const { rows } = await db
      .selectFrom('sales_order')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('id', 'in', expected.length ? expected.map(Number) : [-1])
      .groupBy('status')
      .execute()
      .then((r) => ({ rows: r }))
    const want = new Map(rows.map((r) => [r.status, Number(r.n)]))
    for (const c of tabs.counts) expect(c.count, `${q} ${c.status}`).toBe(want.get(c.status) ?? 0)
    if (statuses) {
      const withStatus = await listOrders(db, PARTY, { buyer: q, statuses }, { page: 1, pageSize: 100_000 })
      const { rows: inStatus } = await db
        .selectFrom('sales_order')
        .select('id')
        .where('id', 'in', expected.length ? expected.map(Number) : [-1])
        .where('status', 'in', statuses)
        .execute()
        .then((r) => ({ rows: r }))
      expect(withStatus.list.map((r) => r.orderId).sort(), `${q} + status`).toEqual(
        inStatus.map((r) => String(r.id)).sort(),
      )
      expect(withStatus.total).toBe(Math.min(inStatus.length, BUYER_SEARCH_COUNT_CAP))
    }
    return expected
  }

  it('answers 1–2 character queries that match nothing, one buyer, or few', async () => {
    for (const q of ['zq', 'qz', 'ǂ', '龘', '~~']) expect(await expectShortLikeLike(q), q).toEqual([])
    const a = await addOrder(db, 'SLT0000000010', '龘靐 Qx', '0-zq')
    // Every character of the name and phone, each pair of neighbours, the last one alone, in
    // either case (the phone in lower case: PostgreSQL's LIKE on it is case-sensitive).
    for (const q of ['龘', '靐', '龘靐', '靐 ', ' q', 'qx', 'QX', 'Qx', 'x', '0-', 'zq', 'ZQ', 'q'])
      expect(await expectShortLikeLike(q), q).toContain(String(a))
    expect(await expectShortLikeLike('龘靐')).toEqual([String(a)])
    expect(await expectShortLikeLike('xq')).toEqual([])
    // A second order of the same buyer, then a renamed one, a new phone, and deletes.
    const b = await addOrder(db, 'SLT0000000011', '龘靐 Qx', '0-zq')
    expect(await expectShortLikeLike('靐')).toEqual([String(a), String(b)].sort())
    await db.updateTable('sales_order').set({ buyer_name: '鱻 Ab' }).where('id', '=', a).execute()
    expect(await expectShortLikeLike('靐')).toEqual([String(b)])
    expect(await expectShortLikeLike('鱻')).toEqual([String(a)])
    expect(await expectShortLikeLike('zq')).toEqual([String(a), String(b)].sort())
    await db.updateTable('sales_order').set({ buyer_phone: '7-yy' }).where('id', '=', a).execute()
    expect(await expectShortLikeLike('zq')).toEqual([String(b)])
    expect(await expectShortLikeLike('yy')).toContain(String(a))
    await db.deleteFrom('sales_order').where('id', '=', b).execute()
    expect(await expectShortLikeLike('靐')).toEqual([])
    expect(await expectShortLikeLike('zq')).toEqual([])
    await db.deleteFrom('sales_order').where('id', '=', a).execute()
    expect(await expectShortLikeLike('鱻')).toEqual([])
  })

  it('takes % _ and \\ typed in a 1–2 character query literally', async () => {
    const a = await addOrder(db, 'SLT0000000020', '折扣 9%_off', 'a\\b')
    const b = await addOrder(db, 'SLT0000000021', '折扣 90 off', 'ab')
    for (const q of ['%', '_', '%_', '9%', '\\', 'a\\', '\\b'])
      expect(await expectShortLikeLike(q), q).toContain(String(a))
    for (const q of ['%', '_', '\\']) expect(await expectShortLikeLike(q), q).not.toContain(String(b))
    await db.deleteFrom('sales_order').where('id', 'in', [a, b]).execute()
  })

  it('counts a short query up to the cap: one buyer of many orders, many buyers of one', async () => {
    const rest = await modelOrder(db)
    const statuses = ['WAIT_SHIP', 'COMPLETED', 'CANCELLED'] as const
    // 1,001 orders of one buyer (more than the cap, few enough to read) and 1,001 buyers of
    // one order each, in several states.
    const rows = Array.from({ length: 2 * (BUYER_SEARCH_COUNT_CAP + 1) }, (_, i) => ({
      ...rest,
      order_no: `SLT9${String(i).padStart(9, '0')}`,
      status: statuses[i % 3] ?? ('COMPLETED' as const),
      pay_amount: (i * 7919) % 100_000,
      buyer_name: i <= BUYER_SEARCH_COUNT_CAP ? '夔夔商行' : `夔龠 ${i}`,
      buyer_phone: i <= BUYER_SEARCH_COUNT_CAP ? '000' : `0${i}`,
    }))
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('sales_order')
        .values(rows.slice(i, i + 500))
        .execute()
    expect(await expectShortLikeLike('夔夔', ['WAIT_SHIP'])).toHaveLength(BUYER_SEARCH_COUNT_CAP + 1)
    expect(await expectShortLikeLike('夔龠', ['CANCELLED'])).toHaveLength(BUYER_SEARCH_COUNT_CAP + 1)
    expect(await expectShortLikeLike('夔', ['COMPLETED'])).toHaveLength(2 * (BUYER_SEARCH_COUNT_CAP + 1))
    expect(await expectShortLikeLike('龠', statuses)).toHaveLength(BUYER_SEARCH_COUNT_CAP + 1)
    await db.deleteFrom('sales_order').where('order_no', 'like', 'SLT9%').execute()
    for (const q of ['夔', '龠']) expect(await expectShortLikeLike(q), q).toEqual([])
  }, 60_000)
}

describe.each(DATABASES)('order search on %s', (kind) => {
  let t: TestApp
  searchSuite(async () => {
    t = await createTestApp(kind)
    return { db: t.db, close: () => t.close() }
  })

  it('serves the buyer search from the trigram index', async () => {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from sales_order_search where sales_order_search match '"有限公司"'`.execute(
        t.db,
      )
      expect(Number(rows[0]?.n)).toBeGreaterThan(0)
    } else {
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where schemaname = any (current_schemas(false)) and indexname like 'sales_order%trgm%' order by 1`.execute(
        t.db,
      )
      expect(rows.map((r) => r.name)).toEqual([
        'sales_order_buyer_name_trgm_idx',
        'sales_order_buyer_phone_trgm_idx',
      ])
    }
  })

  it('keeps the short search tables equal to the orders (SQLite)', async () => {
    if (kind !== 'sqlite') return
    await addOrder(t.db, 'SLT0000000030', '鸑鷟 Zz', '0')
    const { rows: diff } = await sql<{ n: number }>`select count(*) as n from (
      select party_id, buyer_name, buyer_phone, count(*) as order_count from sales_order
        group by party_id, buyer_name, buyer_phone
      except select party_id, buyer_name, buyer_phone, order_count from sales_order_buyer)`.execute(t.db)
    expect(Number(diff[0]?.n)).toBe(0)
    const { rows: counts } = await sql<{ buyers: number; pairs: number; grams: number }>`select
      (select count(*) from sales_order_buyer) as buyers,
      (select count(*) from (select distinct party_id, buyer_name, buyer_phone from sales_order)) as pairs,
      (select count(*) from sales_order_buyer_gram g
        where not exists (select 1 from sales_order_buyer b where b.id = g.buyer_id)) as grams`.execute(t.db)
    expect(counts[0]?.buyers).toBe(counts[0]?.pairs)
    expect(counts[0]?.grams).toBe(0)
    const { rows: grams } = await sql<{ gram: string }>`select g.gram from sales_order_buyer_gram g
      join sales_order_buyer b on b.id = g.buyer_id where b.buyer_name = '鸑鷟 Zz' order by g.gram`.execute(
      t.db,
    )
    expect(grams.map((r) => r.gram)).toEqual(['0', ' z', 'zz', 'z', '鷟 ', '鸑鷟'].sort())
  })

  describe('a text search counts up to 10,000 (a buyer search up to 1,000)', () => {
    beforeAll(async () => {
      // 10,001 orders whose numbers start SL2099 and whose buyer is 容量测试; the first 10,000
      // of them start SL20990.
      const rest = await modelOrder(t.db)
      const rows = Array.from({ length: ORDER_SEARCH_COUNT_CAP + 1 }, (_, i) => ({
        ...rest,
        order_no: i < ORDER_SEARCH_COUNT_CAP ? `SL20990${String(i).padStart(8, '0')}` : 'SL2099900000000',
        buyer_name: i < ORDER_SEARCH_COUNT_CAP ? '容量测试商行' : '容量测试加一',
      }))
      for (let i = 0; i < rows.length; i += 500)
        await t.db
          .insertInto('sales_order')
          .values(rows.slice(i, i + 500))
          .execute()
    }, 60_000)

    it('answers "10,000+" for a broad prefix, "1,000+" for a broad buyer, exact counts below, and pages through', async () => {
      const token = await loginAs(t, 'tradebase')
      const list = async (body: Record<string, unknown>) => {
        const res = await call<Page<OrderRow>>(t, 'getOrderList', { token, body })
        expect(res.code).toBe(20000)
        return res.data
      }
      const broad = await list({ orderNo: 'SL2099', pageSize: 20 })
      expect(broad.total).toBe(ORDER_SEARCH_COUNT_CAP)
      expect(broad.totalIsCapped).toBe(true)
      expect(broad.list).toHaveLength(20)
      expect(broad.list.every((r) => r.orderNo.startsWith('SL2099'))).toBe(true)
      const exactlyCap = await list({ orderNo: 'sl20990', pageSize: 20 })
      expect(exactlyCap.total).toBe(ORDER_SEARCH_COUNT_CAP)
      expect(exactlyCap.totalIsCapped).toBeUndefined()
      const buyer = await list({ buyer: '容量测试', pageSize: 20 })
      expect(buyer).toMatchObject({ total: BUYER_SEARCH_COUNT_CAP, totalIsCapped: true })
      // 1–2 characters, which no trigram index serves: the scan stops at the cap too.
      const short = await list({ buyer: '容量', pageSize: 20 })
      expect(short).toMatchObject({ total: BUYER_SEARCH_COUNT_CAP, totalIsCapped: true })
      expect(short.list.every((r) => r.buyerName.includes('容量'))).toBe(true)
      // With another filter beside the buyer, through the order rows.
      const { rows: statusRows } = await sql<{ status: string }>`
        select status from sales_order where order_no = 'SL2099900000000'`.execute(t.db)
      const withStatus = await list({ buyer: '容量测试', statuses: [statusRows[0]?.status], pageSize: 5 })
      expect(withStatus).toMatchObject({ total: BUYER_SEARCH_COUNT_CAP, totalIsCapped: true })
      const withDate = await list({ buyer: '容量测试', createdTo: '2000-01-01' })
      expect(withDate.total).toBe(0)
      expect(withDate.list).toEqual([])
      const one = await list({ buyer: '测试加一' })
      expect(one.total).toBe(1)
      expect(one.totalIsCapped).toBeUndefined()
      // Many matches: the pages are the same rows in the same order as the plain query's.
      for (const [buyer, sort, field, order] of [
        ['容量测试', 'createdAt', 'created_at', 'desc'],
        ['容量', 'payAmount', 'pay_amount', 'asc'],
        ['测试商行', 'orderNo', 'order_no', 'desc'],
      ] as const) {
        const p = await list({ buyer, page: 7, pageSize: 10, sortField: sort, sortOrder: order })
        expect(
          p.list.map((r) => r.orderId),
          buyer,
        ).toEqual(await likePage(t.db, buyer, field, order, 7, 10))
      }
      const byNo = await list({
        orderNo: 'SL2099',
        page: 3,
        pageSize: 10,
        sortField: 'payAmount',
        sortOrder: 'asc',
      })
      const { rows: expectedNo } = await sql<{ id: number }>`
        select id from sales_order where party_id = ${PARTY} and order_no like 'SL2099%'
        order by pay_amount asc, id asc limit 10 offset 20`.execute(t.db)
      expect(byNo.list.map((r) => r.orderId)).toEqual(expectedNo.map((r) => String(r.id)))
      // The last page the capped total offers is full.
      const last = await list({ orderNo: 'SL2099', page: ORDER_SEARCH_COUNT_CAP / 100, pageSize: 100 })
      expect(last.list).toHaveLength(100)
      // Without a text filter the total is exact, over the cap too.
      const all = await list({ pageSize: 1 })
      expect(all.total).toBeGreaterThan(ORDER_SEARCH_COUNT_CAP)
      expect(all.totalIsCapped).toBeUndefined()
    }, 60_000)
  })
})

describe('order search on the mock (sql.js, no FTS5)', () => {
  let tables: unknown
  searchSuite(async () => {
    // The mock's engine, opened as mock-server/mock-database.ts does.
    const SQL = await initSqlJs()
    const sqlite = new SQL.Database()
    const db = new Kysely<Database>({ dialect: new SqlJsDialect({ database: sqlite }) })
    await migrateToLatest(db)
    await seedDemo(db, {
      seed: DEFAULT_SEED,
      now: new Date('2026-11-20T02:00:00.000Z'),
      hasher: pbkdf2Hasher(1000),
    })
    tables = sqlite.exec("select name from sqlite_master where name like 'sales_order_search%'")
    return {
      db,
      close: async () => {
        await db.destroy()
      },
    }
  })

  it('has no search table: the migration left the search to LIKE', () => {
    expect(tables).toEqual([])
  })
})
