// getMonthlyReport, getDailyReport, getStatisticsByClient, getStatisticsByProduct and
// getStatisticsBySalesman on SQLite and PostgreSQL: roles, tenants, range validation, and
// figures that equal, to the fen, sums this test computes itself from the rows it inserted
// (and from the demo seed's rows, read back and added up here).
// The test clock is 2026-11-20T02:00Z, i.e. 10:00 on 2026-11-20 in China (UTC+8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessDate } from '../../contract/business-time.ts'
import { ResultCode } from '../../contract/codes.ts'
import { AREA_ROLES, ROLES, type Role } from '../../contract/roles.ts'
import { MAX_REPORT_RANGE_DAYS, RANKING_LIMIT, SALE_STATUSES } from '../../contract/statistics.constants.ts'
import type { PeriodReport, Ranking } from '../../contract/statistics.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import * as w from './dashboard-world.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'
import { salesOrderRow } from './order-rows.ts'
import type { Db } from '../../server/db/schema.ts'

const RANGE = { startDate: '2026-09-01', endDate: '2026-11-20' }
const REPORT_CALLS = ['getMonthlyReport', 'getDailyReport'] as const
const RANKING_CALLS = ['getStatisticsByClient', 'getStatisticsByProduct', 'getStatisticsBySalesman'] as const
const ALL_CALLS = [...REPORT_CALLS, ...RANKING_CALLS]

const isSale = (o: Pick<StatOrder, 'status'>) => (SALE_STATUSES as readonly string[]).includes(o.status)
const inRange = (createdAt: string, r = RANGE) => {
  const day = businessDate(new Date(createdAt))
  return day >= r.startDate && day <= r.endDate
}
const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0)

describe.each(DATABASES)('statistics calls on %s', (kind) => {
  let t: TestApp
  let me: w.Tenant
  let other: w.Tenant
  let orders: StatOrder[]
  beforeAll(async () => {
    t = await createTestApp(kind)
    me = await w.merchant(t, 'TRADEBASE')
    other = await w.merchant(t, 'TRADEBASE')
    orders = await statisticsWorld(t.db, me.partyId, 1)
    // Another merchant's orders on the same days, with the same buyers and products' names.
    await statisticsWorld(t.db, other.partyId, 2)
  })
  afterAll(async () => {
    await t.close()
  })

  const ask = async <T>(name: string, token: string, body: unknown = RANGE) => {
    const res = await call<T>(t, name, { token, body })
    expect(res.code, `${name}: ${res.message}`).toBe(ResultCode.ok)
    return res.data
  }

  it('adds up the monthly report to the fen: paid, not cancelled or closed, by business month', async () => {
    const report = await ask<PeriodReport>('getMonthlyReport', me.token)
    const sales = orders.filter((o) => isSale(o) && inRange(o.createdAt))
    expect(report.rows.map((r) => r.period)).toEqual(['2026-09', '2026-10', '2026-11'])
    expect(report.totals).toEqual({
      orderCount: sales.length,
      salesAmount: sum(sales, (o) => o.payAmount),
      refundedAmount: sum(sales, (o) => o.refundedAmount),
      itemCount: sum(sales, (o) => o.itemCount),
    })
    for (const row of report.rows) {
      const month = sales.filter((o) => businessDate(new Date(o.createdAt)).startsWith(row.period))
      expect(row.salesAmount, row.period).toBe(sum(month, (o) => o.payAmount))
      expect(row.orderCount, row.period).toBe(month.length)
    }
    expect(sum(report.rows, (r) => r.salesAmount)).toBe(report.totals.salesAmount)
  })

  it('cuts days at midnight in China, and answers every day of the range, empty ones as zero', async () => {
    const report = await ask<PeriodReport>('getDailyReport', me.token)
    expect(report.rows).toHaveLength(81)
    expect(report.rows[0]?.period).toBe('2026-09-01')
    expect(report.rows.at(-1)?.period).toBe('2026-11-20')
    const sales = orders.filter((o) => isSale(o) && inRange(o.createdAt))
    for (const row of report.rows) {
      const day = sales.filter((o) => businessDate(new Date(o.createdAt)) === row.period)
      expect(row.salesAmount, row.period).toBe(sum(day, (o) => o.payAmount))
      expect(row.itemCount, row.period).toBe(sum(day, (o) => o.itemCount))
    }
    // 15:59:59.999Z is 23:59 in China (that day); 16:00Z is the next day's midnight.
    const edge = await ask<PeriodReport>('getDailyReport', me.token, {
      startDate: '2026-11-02',
      endDate: '2026-11-02',
    })
    const edgeSales = sales.filter((o) => businessDate(new Date(o.createdAt)) === '2026-11-02')
    expect(edgeSales.length).toBeGreaterThanOrEqual(2)
    expect(edge.totals.salesAmount).toBe(sum(edgeSales, (o) => o.payAmount))
  })

  it('ranks clients, products and salesmen with totals equal to the orders and lines', async () => {
    const sales = orders.filter((o) => isSale(o) && inRange(o.createdAt))
    const byClient = await ask<Ranking>('getStatisticsByClient', me.token)
    const clients = new Map<string, number>()
    for (const o of sales) {
      const key = o.buyerPartyId ?? '' // consumers without a buyer company: one row
      clients.set(key, (clients.get(key) ?? 0) + o.payAmount)
    }
    // The consumers' row (no buyer company) is not a client: not counted (issue 35).
    expect(byClient.groupCount).toBe([...clients.keys()].filter((k) => k !== '').length)
    expect(Object.fromEntries(byClient.rows.map((r) => [r.key, r.salesAmount]))).toEqual(
      Object.fromEntries(clients),
    )
    expect(byClient.totals.salesAmount).toBe(sum(sales, (o) => o.payAmount))
    expect(byClient.rows.find((r) => r.key === '')?.name).toBe('')
    expect(byClient.rows.filter((r) => r.key !== '').every((r) => r.name.startsWith('Dealer'))).toBe(true)
    const amounts = byClient.rows.map((r) => r.salesAmount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))

    const byProduct = await ask<Ranking>('getStatisticsByProduct', me.token)
    const lines = sales.flatMap((o) => o.lines)
    const products = new Map<string, { amount: number; qty: number }>()
    for (const l of lines) {
      const p = products.get(l.productKey) ?? { amount: 0, qty: 0 }
      products.set(l.productKey, { amount: p.amount + l.amount, qty: p.qty + l.quantity })
    }
    expect(byProduct.groupCount).toBe(products.size)
    for (const row of byProduct.rows) {
      // The product's number tells same-named products apart; a product that is gone has none.
      expect(row.code, row.name).toBe(row.key.startsWith('name:') ? '' : `ST1${row.name}`)
      expect(row.salesAmount, row.name).toBe(products.get(row.key)?.amount)
      expect(row.quantity, row.name).toBe(products.get(row.key)?.qty)
    }
    expect(byProduct.totals).toEqual({
      orderCount: sales.filter((o) => o.lines.length > 0).length,
      salesAmount: sum(lines, (l) => l.amount),
      quantity: sum(lines, (l) => l.quantity),
    })

    const bySalesman = await ask<Ranking>('getStatisticsBySalesman', me.token)
    const salesmen = new Map<string, number>()
    for (const o of sales) {
      const key = o.salesmanId === null ? '' : String(o.salesmanId)
      salesmen.set(key, (salesmen.get(key) ?? 0) + o.payAmount)
    }
    expect(Object.fromEntries(bySalesman.rows.map((r) => [r.key, r.salesAmount]))).toEqual(
      Object.fromEntries(salesmen),
    )
    expect(bySalesman.rows.find((r) => r.key === '')?.name).toBe('')
    // "Salespeople: N" counts salesmen, not the row of orders without one.
    expect(salesmen.has('')).toBe(true)
    expect(bySalesman.groupCount).toBe(salesmen.size - 1)
    expect(bySalesman.rows.every((r) => r.code === '')).toBe(true)
    expect(bySalesman.rows.filter((r) => r.key !== '').every((r) => r.name.startsWith('Salesman'))).toBe(true)
    expect(bySalesman.totals.orderCount).toBe(sales.length)
  })

  it('ranks products from the daily summary the database keeps: orders move in and out with their status', async () => {
    const fresh = await w.merchant(t, 'TRADEBASE')
    const [order] = await statisticsWorld(t.db, fresh.partyId, 3).then((all) =>
      all.filter((o) => o.createdAt === '2026-11-01T16:00:00.000Z'),
    )
    expect(order?.status).toBe('COMPLETED')
    const before = await ask<Ranking>('getStatisticsByProduct', fresh.token)
    // Each row's order count: the sale orders of the range with a line of that product.
    const rows = await t.db
      .selectFrom('sales_order as o')
      .innerJoin('sales_order_line as l', 'l.order_id', 'o.id')
      .select(['o.id', 'o.status', 'o.created_at', 'l.product_id', 'l.product_name'])
      .where('o.party_id', '=', fresh.partyId)
      .execute()
    const ordersOf = new Map<string, Set<number>>()
    for (const r of rows.filter((r) => isSale(r) && inRange(r.created_at))) {
      const key = r.product_id === null ? `name:${r.product_name}` : String(r.product_id)
      ordersOf.set(key, (ordersOf.get(key) ?? new Set()).add(r.id))
    }
    expect(Object.fromEntries(before.rows.map((r) => [r.key, r.orderCount]))).toEqual(
      Object.fromEntries([...ordersOf].map(([k, v]) => [k, v.size])),
    )

    // One order leaves the sale statuses (cancelled), then comes back (paid again): the
    // ranking follows each move, and a move between two sale statuses changes nothing.
    const id = (
      await t.db
        .selectFrom('sales_order')
        .select('id')
        .where('party_id', '=', fresh.partyId)
        .where('created_at', '=', '2026-11-01T16:00:00.000Z')
        .executeTakeFirstOrThrow()
    ).id
    const setStatus = (status: 'CANCELLED' | 'WAIT_SHIP' | 'SHIPPED') =>
      t.db.updateTable('sales_order').set({ status }).where('id', '=', id).execute()
    await setStatus('CANCELLED')
    const cancelled = await ask<Ranking>('getStatisticsByProduct', fresh.token)
    expect(cancelled.totals).toEqual({
      orderCount: before.totals.orderCount - 1,
      salesAmount: before.totals.salesAmount - sum(order?.lines ?? [], (l) => l.amount),
      quantity: before.totals.quantity - sum(order?.lines ?? [], (l) => l.quantity),
    })
    await setStatus('WAIT_SHIP')
    await setStatus('SHIPPED')
    expect(await ask<Ranking>('getStatisticsByProduct', fresh.token)).toEqual(before)
  })

  it('answers at most `limit` rows, the largest first, and still totals every group', async () => {
    const all = await ask<Ranking>('getStatisticsByClient', me.token)
    const top = await ask<Ranking>('getStatisticsByClient', me.token, { ...RANGE, limit: 2 })
    expect(top.rows).toEqual(all.rows.slice(0, 2))
    expect(top.totals).toEqual(all.totals)
    expect(top.groupCount).toBe(all.groupCount)
  })

  it('never counts another merchant\u2019s orders', async () => {
    const mine = await ask<PeriodReport>('getMonthlyReport', me.token)
    const theirs = await ask<PeriodReport>('getMonthlyReport', other.token)
    expect(theirs.totals.salesAmount).not.toBe(mine.totals.salesAmount)
    const fresh = await w.merchant(t, 'TRADEBASE')
    for (const name of ALL_CALLS) {
      const data = await ask<{ totals: { salesAmount: number; orderCount: number } }>(name, fresh.token, {
        ...RANGE,
        // A caller cannot name another tenant: extra fields are ignored.
        partyId: me.partyId,
      })
      expect(data.totals, name).toMatchObject({ salesAmount: 0, orderCount: 0 })
    }
  })

  it('adds up the demo seed to the fen (the orders read back and summed here)', async () => {
    const acc = demoAccount('tradebase')
    const token = await loginAs(t, 'tradebase')
    const range = { startDate: '2025-11-21', endDate: '2026-11-20' }
    const rows = await t.db
      .selectFrom('sales_order')
      .select(['status', 'created_at', 'pay_amount'])
      .where('party_id', '=', acc.partyId)
      .execute()
    const sales = rows.filter((o) => isSale(o) && inRange(o.created_at, range))
    expect(sales.length).toBeGreaterThan(10)
    const report = await ask<PeriodReport>('getMonthlyReport', token, range)
    expect(report.totals.salesAmount).toBe(sum(sales, (o) => Number(o.pay_amount)))
    expect(report.totals.orderCount).toBe(sales.length)
  })

  it('reports the default range up to today (in China) when the request names none', async () => {
    const monthly = await ask<PeriodReport>('getMonthlyReport', me.token, {})
    expect([monthly.startDate, monthly.endDate]).toEqual(['2025-12-01', '2026-11-20'])
    expect(monthly.rows).toHaveLength(12)
    const daily = await ask<PeriodReport>('getDailyReport', me.token, {})
    expect([daily.startDate, daily.endDate]).toEqual(['2026-10-22', '2026-11-20'])
    const sales = orders.filter((o) => isSale(o) && inRange(o.createdAt, daily))
    expect(daily.totals.salesAmount).toBe(sum(sales, (o) => o.payAmount))
    const ranking = await ask<Ranking>('getStatisticsBySalesman', me.token, {})
    expect([ranking.startDate, ranking.endDate]).toEqual(['2026-10-22', '2026-11-20'])
    expect(ranking.totals.salesAmount).toBe(daily.totals.salesAmount)
  })

  it('refuses a range that is not one: the field and the reason, per call', async () => {
    const cases: [unknown, string, string][] = [
      [{ startDate: '2026-11-20', endDate: '2026-11-19' }, 'endDate', 'beforeStart'],
      [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'endDate', 'rangeTooLong'], // 367 days,
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate', 'invalidDate'],
      [{ startDate: '20261101', endDate: '2026-11-02' }, 'startDate', 'format'],
      [{ endDate: '2026-11-02' }, 'startDate', 'required'],
      [{ startDate: '2026-11-02' }, 'endDate', 'required'],
    ]
    for (const name of ALL_CALLS) {
      for (const [body, field, reason] of cases) {
        const res = await call(t, name, { token: me.token, body })
        expect(res.code, `${name} ${JSON.stringify(body)}`).toBe(ResultCode.invalidInput)
        expect(res.data, `${name} ${JSON.stringify(body)}`).toMatchObject({ field, reason })
      }
    }
    // The longest range is accepted: 366 days, both ends included.
    const longest = await ask<PeriodReport>('getDailyReport', me.token, {
      startDate: '2025-11-20',
      endDate: '2026-11-20',
    })
    expect(longest.rows).toHaveLength(MAX_REPORT_RANGE_DAYS)
    for (const [limit, reason] of [
      [0, 'tooSmall'],
      [RANKING_LIMIT.max + 1, 'tooLarge'],
      ['x', 'invalid'],
    ] as const) {
      const res = await call(t, 'getStatisticsByProduct', { token: me.token, body: { ...RANGE, limit } })
      expect(res.code).toBe(ResultCode.invalidInput)
      expect(res.data).toMatchObject({ field: 'limit', reason })
    }
  })

  it('answers the statistics roles and admin, refuses every other role and a missing session', async () => {
    const allowed = new Set<Role>(AREA_ROLES.statistics)
    for (const role of [...ROLES, 'admin' as const]) {
      const caller = await w.merchant(t, role)
      for (const name of ALL_CALLS) {
        const res = await call(t, name, { token: caller.token, body: RANGE })
        const expected = role === 'admin' || allowed.has(role as Role) ? ResultCode.ok : ResultCode.forbidden
        expect(res.code, `${role} ${name}`).toBe(expected)
      }
    }
    // A sub-account reads its parent merchant's figures.
    const sub = await w.addLogin(t, me.partyId, 'SUB_USER_SALE')
    const parent = await ask<PeriodReport>('getMonthlyReport', me.token)
    expect((await ask<PeriodReport>('getMonthlyReport', sub.token)).totals).toEqual(parent.totals)
    for (const name of ALL_CALLS) {
      const res = await call(t, name, { body: RANGE })
      expect(res.code, name).toBe(ResultCode.invalidToken)
    }
  })
})

// ---- the rows this test inserts, and what it expects from them ----

interface StatLine {
  productKey: string
  amount: number
  quantity: number
}

interface StatOrder {
  status: string
  createdAt: string
  payAmount: number
  refundedAmount: number
  itemCount: number
  buyerPartyId: string | null
  buyerName: string
  salesmanId: number | null
  lines: StatLine[]
}

const STATUSES = ['WAIT_PAY', 'WAIT_SHIP', 'PART_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'CLOSED']
// Instants on both sides of business midnights (UTC+8) and of the range's ends.
const EDGES = [
  '2026-08-31T15:59:59.999Z', // Aug 31 in China: before the range
  '2026-08-31T16:00:00.000Z', // Sep 1: the range's first instant
  '2026-11-01T15:59:59.999Z', // Nov 1
  '2026-11-01T16:00:00.000Z', // Nov 2
  '2026-11-02T15:59:59.999Z', // Nov 2
  '2026-10-31T15:59:59.999Z', // Oct 31 in China
  '2026-10-31T16:00:00.000Z', // Nov 1 in China, still Oct 31 in UTC
  '2026-11-20T15:59:59.999Z', // Nov 20: the range's last instant
  '2026-11-20T16:00:00.000Z', // Nov 21: after the range
]

/** A small deterministic generator, so each tenant's rows differ and every run is the same. */
function generator(seed: number) {
  let x = seed * 2654435761
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x % n
  }
}

async function statisticsWorld(db: Db, partyId: string, seed: number): Promise<StatOrder[]> {
  const now = '2026-11-20T02:00:00.000Z'
  const rnd = generator(seed)
  const salesmen: number[] = []
  for (const [n, name] of ['Salesman A', 'Salesman B'].entries()) {
    const phone = `1380000000${n}`
    const row = await db
      .insertInto('dis_salesman')
      .values({ party_id: partyId, user_login_id: null, name, phone, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    salesmen.push(row.id)
  }
  const products: { id: number | null; name: string }[] = [{ id: null, name: 'Loose part' }]
  for (const name of ['Pump', 'Valve']) {
    const row = await db
      .insertInto('product')
      .values({
        party_id: partyId,
        product_no: `ST${seed}${name}`,
        name,
        category_id: null,
        brand_id: null,
        status: 'ON_SALE',
        freight_template_id: null,
        is_deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    products.push({ id: row.id, name })
  }
  const dealers = [await w.dealer(db, now), await w.dealer(db, now)]
  const instants = [
    ...EDGES,
    ...Array.from({ length: 50 }, (_, i) =>
      new Date(Date.parse('2026-08-20T00:00:00.000Z') + i * 46 * 3_600_000 + rnd(3_600_000)).toISOString(),
    ),
  ]
  const out: StatOrder[] = []
  for (const [i, createdAt] of instants.entries()) {
    const lines: StatLine[] = []
    const lineRows: { product: (typeof products)[number]; unit: number; quantity: number }[] = []
    for (let n = 0; n < 1 + rnd(3); n++) {
      const product = products[rnd(products.length)] as (typeof products)[number]
      lineRows.push({ product, unit: 1 + rnd(100_000), quantity: 1 + rnd(5) })
    }
    const goods = sum(lineRows, (l) => l.unit * l.quantity)
    const freight = rnd(2) * 1_000
    const discount = rnd(3) === 0 ? rnd(goods) : 0
    const consumer = rnd(3) === 0
    const order: StatOrder = {
      status: i < EDGES.length ? 'COMPLETED' : (STATUSES[rnd(STATUSES.length)] as string),
      createdAt,
      payAmount: goods + freight - discount,
      refundedAmount: rnd(4) === 0 ? rnd(goods) : 0,
      itemCount: sum(lineRows, (l) => l.quantity),
      buyerPartyId: consumer ? null : (dealers[rnd(2)] as string),
      buyerName: consumer ? `Consumer ${rnd(3)}` : 'Dealer',
      salesmanId: rnd(3) === 0 ? null : (salesmen[rnd(2)] as number),
      lines,
    }
    const row = await db
      .insertInto('sales_order')
      .values(
        salesOrderRow({
          party_id: partyId,
          order_no: `ST${seed}-${i}`,
          buyer_party_id: order.buyerPartyId,
          buyer_name: order.buyerName,
          status: order.status as 'WAIT_SHIP',
          salesman_id: order.salesmanId,
          item_count: order.itemCount,
          goods_amount: goods,
          freight_amount: freight,
          discount_amount: discount,
          pay_amount: order.payAmount,
          refunded_amount: order.refundedAmount,
          created_at: createdAt,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    // All of an order's lines in one statement, as the app writes them: PostgreSQL runs the
    // summary's row trigger after the whole statement, SQLite after each row (migration
    // 2026_11_24_00_22_00), and both must count the order once.
    await db
      .insertInto('sales_order_line')
      .values(
        lineRows.map((l) => ({
          party_id: partyId,
          order_id: row.id,
          product_id: l.product.id,
          sku_id: null,
          product_name: l.product.name,
          unit_price: l.unit,
          quantity: l.quantity,
          amount: l.unit * l.quantity,
        })),
      )
      .execute()
    for (const l of lineRows)
      lines.push({
        productKey: l.product.id === null ? `name:${l.product.name}` : String(l.product.id),
        amount: l.unit * l.quantity,
        quantity: l.quantity,
      })
    out.push(order)
  }
  return out
}
