// The sales summaries the database keeps by triggers (migration 2026_11_24_00_23_00:
// sales_daily, sales_client_period, sales_salesman_period), on SQLite and PostgreSQL: after
// writes through the app's own write paths (a catalogue order approved into a sales order, a
// shipment, a cancellation, a refund) and through direct SQL (orders inserted several to a
// statement with their lines, status moves in and out of the sale statuses, refunds, a change
// of salesman, client and creation time, one statement updating many orders, deletes), every
// summary row equals a GROUP BY this test computes itself over sales_order, and the monthly and
// daily reports and the client and salesman rankings answer the figures of sales_order itself.
// The same for sales_order_tally (migration 2026_11_27_13_50_00: every order per merchant and
// status), and the order list's status counts, totals row and total it answers unfiltered; and
// for sales_order_buyer_tally (2026_11_27_20_00_00: per buyer too), and the counts and totals
// the order list answers for buyer words, recomputed here from the orders.
import { sql, type Updateable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessDate } from '../../contract/business-time.ts'
import { ResultCode } from '../../contract/codes.ts'
import { SALE_STATUSES } from '../../contract/statistics.constants.ts'
import type { OrderStatusCounts, OrderTotals } from '../../contract/orders.schema.ts'
import type { PeriodReport, Ranking } from '../../contract/statistics.schema.ts'
import type { Db, SalesOrderTable } from '../../server/db/schema.ts'
import { saleDays } from '../../server/statistics/statistics.repository.ts'
import { partyOf } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'
import { salesOrderRow } from './order-rows.ts'

interface OrderRow {
  party_id: string
  status: string
  created_at: string
  pay_amount: number
  refunded_amount: number
  item_count: number
  buyer_party_id: string | null
  salesman_id: number | null
}

const isSale = (status: string) => (SALE_STATUSES as readonly string[]).includes(status)

async function saleOrders(db: Db): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('sales_order')
    .select([
      'party_id',
      'status',
      'created_at',
      'pay_amount',
      'refunded_amount',
      'item_count',
      'buyer_party_id',
      'salesman_id',
    ])
    .execute()
  return rows
    .filter((r) => isSale(r.status))
    .map((r) => ({
      ...r,
      pay_amount: Number(r.pay_amount),
      refunded_amount: Number(r.refunded_amount),
      item_count: Number(r.item_count),
      salesman_id: r.salesman_id === null ? null : Number(r.salesman_id),
    }))
}

/** Adds `figures` into the row of `key` of `into`. */
function addInto(into: Map<string, number[]>, key: string, figures: number[]) {
  const row = into.get(key) ?? figures.map(() => 0)
  into.set(
    key,
    row.map((v, i) => v + (figures[i] ?? 0)),
  )
}

/** What the three summaries must hold, grouped here from the orders, as sorted lines. */
function expectedSummaries(orders: OrderRow[]) {
  const daily = new Map<string, number[]>()
  const clients = new Map<string, number[]>()
  const salesmen = new Map<string, number[]>()
  for (const o of orders) {
    const day = businessDate(new Date(o.created_at))
    addInto(daily, `${o.party_id}|${day}`, [1, o.pay_amount, o.refunded_amount, o.item_count])
    for (const period of [day, day.slice(0, 7)]) {
      addInto(clients, `${o.party_id}|${period}|${o.buyer_party_id ?? ''}`, [1, o.pay_amount, o.item_count])
      addInto(salesmen, `${o.party_id}|${period}|${o.salesman_id ?? 0}`, [1, o.pay_amount, o.item_count])
    }
  }
  const lines = (m: Map<string, number[]>) => [...m].map(([k, v]) => `${k}|${v.join('|')}`).sort()
  return { daily: lines(daily), clients: lines(clients), salesmen: lines(salesmen) }
}

async function actualSummaries(db: Db) {
  const lines = (rows: Record<string, unknown>[], columns: string[]) =>
    rows.map((r) => columns.map((c) => (typeof r[c] === 'string' ? r[c] : Number(r[c]))).join('|')).sort()
  const daily = await db.selectFrom('sales_daily').selectAll().execute()
  const clients = await db.selectFrom('sales_client_period').selectAll().execute()
  const salesmen = await db.selectFrom('sales_salesman_period').selectAll().execute()
  return {
    daily: lines(daily, ['party_id', 'day', 'order_count', 'pay_amount', 'refunded_amount', 'item_count']),
    clients: lines(clients, ['party_id', 'period', 'buyer_key', 'order_count', 'pay_amount', 'item_count']),
    salesmen: lines(salesmen, [
      'party_id',
      'period',
      'salesman_key',
      'order_count',
      'pay_amount',
      'item_count',
    ]),
  }
}

/**
 * Every order (any status) per merchant and status, and per merchant, buyer and status, grouped
 * here, and as the tallies hold them (the buyers' tally keeps no row at zero).
 */
async function tallies(db: Db) {
  const orders = await db
    .selectFrom('sales_order')
    .select(['party_id', 'status', 'pay_amount', 'item_count', 'buyer_name', 'buyer_phone'])
    .execute()
  const expected = new Map<string, number[]>()
  const expectedByBuyer = new Map<string, number[]>()
  for (const o of orders) {
    const figures = [1, Number(o.pay_amount), Number(o.item_count)]
    addInto(expected, `${o.party_id}|${o.status}`, figures)
    addInto(expectedByBuyer, `${o.party_id}|${o.buyer_name}|${o.buyer_phone}|${o.status}`, figures)
  }
  const rows = await db.selectFrom('sales_order_tally').selectAll().where('order_count', '<>', 0).execute()
  const byBuyer = await db.selectFrom('sales_order_buyer_tally').selectAll().execute()
  const lines = (m: Map<string, number[]>) => [...m].map(([k, v]) => `${k}|${v.join('|')}`).sort()
  const figures = (r: { order_count: number; pay_amount: number; item_count: number }) =>
    `${Number(r.order_count)}|${Number(r.pay_amount)}|${Number(r.item_count)}`
  return {
    expected: lines(expected),
    actual: rows.map((r) => `${r.party_id}|${r.status}|${figures(r)}`).sort(),
    expectedByBuyer: lines(expectedByBuyer),
    actualByBuyer: byBuyer
      .map((r) => `${r.party_id}|${r.buyer_name}|${r.buyer_phone}|${r.status}|${figures(r)}`)
      .sort(),
    orders: orders.map((o) => ({ ...o, pay_amount: Number(o.pay_amount), item_count: Number(o.item_count) })),
  }
}

/** Buyer words the order list is asked for: long and short, name and phone, upper case, none. */
const BUYER_WORDS = ['summary', 'Su', 'y b', '商贸', '贸', '8', '138', 'zq']

// 366 days: part months at both ends and eleven whole months; one part month; whole months.
const RANGES = [
  { startDate: '2025-11-20', endDate: '2026-11-20' },
  { startDate: '2026-11-02', endDate: '2026-11-19' },
  { startDate: '2026-06-01', endDate: '2026-10-31' },
  { startDate: '2026-10-31', endDate: '2026-11-01' },
]

describe.each(DATABASES)('sales summaries on %s', (kind) => {
  let t: TestApp
  let trade: string
  let tradeParty: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    tradeParty = await partyOf(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  const ok = async <T>(name: string, token: string, body: unknown) => {
    const res = await call<T>(t, name, { token, body })
    expect(res.code, `${name}: ${res.message}`).toBe(ResultCode.ok)
    return res.data
  }

  /**
   * The tallies equal every order grouped here, and the order list answers their figures
   * unfiltered and with buyer words (the status counts, and the totals row per tab).
   */
  async function checkTally(partyId: string, token: string) {
    const { expected, actual, expectedByBuyer, actualByBuyer, orders } = await tallies(t.db)
    expect(actual).toEqual(expected)
    expect(actualByBuyer).toEqual(expectedByBuyer)
    const mine = orders.filter((o) => o.party_id === partyId)
    for (const buyer of BUYER_WORDS) {
      const word = buyer.toLowerCase()
      const matching = mine.filter(
        (o) => o.buyer_name.toLowerCase().includes(word) || o.buyer_phone.includes(word),
      )
      const counts = await ok<OrderStatusCounts>('getOrderStatusCounts', token, { buyer })
      expect(counts.total, buyer).toBe(matching.length)
      for (const { status, count } of counts.counts)
        expect(count, `${buyer} ${status}`).toBe(matching.filter((o) => o.status === status).length)
      for (const statuses of [[], ['COMPLETED', 'CANCELLED']]) {
        const chosen = statuses.length ? matching.filter((o) => statuses.includes(o.status)) : matching
        const totals = await ok<OrderTotals>('getOrderTotals', token, { buyer, statuses })
        expect(totals, `${buyer} ${statuses.join()}`).toEqual({
          count: chosen.length,
          payAmount: chosen.reduce((s, o) => s + o.pay_amount, 0),
          itemCount: chosen.reduce((s, o) => s + o.item_count, 0),
        })
      }
    }
    const counts = await ok<OrderStatusCounts>('getOrderStatusCounts', token, {})
    expect(counts.total).toBe(mine.length)
    for (const { status, count } of counts.counts)
      expect(count, status).toBe(mine.filter((o) => o.status === status).length)
    for (const statuses of [[], ['WAIT_SHIP'], ['COMPLETED', 'CANCELLED']]) {
      const chosen = statuses.length ? mine.filter((o) => statuses.includes(o.status)) : mine
      const totals = await ok<OrderTotals>('getOrderTotals', token, { statuses })
      expect(totals, statuses.join()).toEqual({
        count: chosen.length,
        payAmount: chosen.reduce((s, o) => s + o.pay_amount, 0),
        itemCount: chosen.reduce((s, o) => s + o.item_count, 0),
      })
      const list = await ok<{ total: number }>('getOrderList', token, { statuses, pageSize: 1 })
      expect(list.total, statuses.join()).toBe(chosen.length)
    }
  }

  /** The summaries equal the orders grouped here, and the reports answer the orders' figures. */
  async function checkAll(partyId: string, token: string) {
    await checkTally(partyId, token)
    const orders = await saleOrders(t.db)
    expect(await actualSummaries(t.db)).toEqual(expectedSummaries(orders))
    const mine = orders.filter((o) => o.party_id === partyId)
    expect(mine.length).toBeGreaterThan(0)
    for (const range of RANGES) {
      const inRange = mine.filter((o) => {
        const day = businessDate(new Date(o.created_at))
        return day >= range.startDate && day <= range.endDate
      })
      const label = `${range.startDate}..${range.endDate}`
      const daily = await ok<PeriodReport>('getDailyReport', token, range)
      const byDay = new Map<string, number[]>()
      for (const o of inRange)
        addInto(byDay, businessDate(new Date(o.created_at)), [
          1,
          o.pay_amount,
          o.refunded_amount,
          o.item_count,
        ])
      for (const row of daily.rows)
        expect(
          [row.orderCount, row.salesAmount, row.refundedAmount, row.itemCount],
          `${label} ${row.period}`,
        ).toEqual(byDay.get(row.period) ?? [0, 0, 0, 0])
      const total = {
        orderCount: inRange.length,
        salesAmount: inRange.reduce((s, o) => s + o.pay_amount, 0),
        refundedAmount: inRange.reduce((s, o) => s + o.refunded_amount, 0),
        itemCount: inRange.reduce((s, o) => s + o.item_count, 0),
      }
      expect(daily.totals, label).toEqual(total)
      const monthly = await ok<PeriodReport>('getMonthlyReport', token, range)
      expect(monthly.totals, label).toEqual(total)
      for (const row of monthly.rows) {
        const month = inRange.filter((o) => businessDate(new Date(o.created_at)).startsWith(row.period))
        expect(row.salesAmount, `${label} ${row.period}`).toBe(month.reduce((s, o) => s + o.pay_amount, 0))
        expect(row.orderCount, `${label} ${row.period}`).toBe(month.length)
      }
      for (const [name, keyOf] of [
        ['getStatisticsByClient', (o: OrderRow) => o.buyer_party_id ?? ''],
        ['getStatisticsBySalesman', (o: OrderRow) => (o.salesman_id === null ? '' : String(o.salesman_id))],
      ] as const) {
        const groups = new Map<string, number[]>()
        for (const o of inRange) addInto(groups, keyOf(o), [1, o.pay_amount, o.item_count])
        const ranking = await ok<Ranking>(name, token, { ...range, limit: 100 })
        // The row of none (no buyer company, no salesman: key '') is listed but not counted.
        expect(ranking.groupCount, `${name} ${label}`).toBe(groups.size - (groups.has('') ? 1 : 0))
        expect(ranking.totals, `${name} ${label}`).toEqual({
          orderCount: total.orderCount,
          salesAmount: total.salesAmount,
          quantity: total.itemCount,
        })
        // At most 100 rows (the largest), each equal to its group.
        expect(ranking.rows).toHaveLength(Math.min(groups.size, 100))
        for (const r of ranking.rows)
          expect([r.orderCount, r.salesAmount, r.quantity], `${name} ${label} ${r.key}`).toEqual(
            groups.get(r.key),
          )
        const largest = [...groups.values()].map((g) => g[1] as number).sort((a, b) => b - a)
        expect(ranking.rows.map((r) => r.salesAmount)).toEqual(largest.slice(0, 100))
        const amounts = ranking.rows.map((r) => r.salesAmount)
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
      }
    }
  }

  it('starts equal to the orders of the seed', async () => {
    const orders = await saleOrders(t.db)
    expect(orders.length).toBeGreaterThan(100)
    await checkAll(tradeParty, trade)
  })

  it('follows the app’s write paths: an approved catalogue order, a shipment, a cancellation, a refund', async () => {
    // A catalogue order approved by the supplier's business manager becomes a sales order.
    const manager = await loginAs(t, 'sub_user_bus_mag')
    const pro = await loginAs(t, 'distributionpro')
    const proParty = await partyOf(t, 'distributionpro')
    const pending = await ok<{ list: { id: number; version: number }[] }>('getCatalogueOrderList', pro, {
      status: 'PENDING',
      pageSize: 5,
    })
    const catalogueOrder = pending.list[0]
    expect(catalogueOrder).toBeDefined()
    const before = (await saleOrders(t.db)).filter((o) => o.party_id === proParty).length
    await ok('approveCatalogueOrder', manager, { id: catalogueOrder?.id, version: catalogueOrder?.version })
    expect((await saleOrders(t.db)).filter((o) => o.party_id === proParty)).toHaveLength(before + 1)
    await checkAll(proParty, pro)

    const waiting = await t.db
      .selectFrom('sales_order')
      .select(['id', 'version'])
      .where('party_id', '=', tradeParty)
      .where('status', '=', 'WAIT_SHIP')
      .orderBy('id')
      .limit(2)
      .execute()
    expect(waiting).toHaveLength(2)
    const [toShip, toCancel] = waiting as [{ id: number; version: number }, { id: number; version: number }]
    await ok('shipOrder', trade, {
      orderId: String(toShip.id),
      version: Number(toShip.version),
      carrierCode: 'SF',
      trackingNo: 'SF1234567890',
    })
    await ok('cancelOrder', trade, {
      orderId: String(toCancel.id),
      version: Number(toCancel.version),
      reason: '买家要求取消',
    })
    await checkAll(tradeParty, trade)

    // A refund books refunded_amount on the order (and closes it when everything is refunded).
    let request = await t.db
      .selectFrom('after_sale as a')
      .innerJoin('sales_order as o', 'o.id', 'a.order_id')
      .select(['a.id', 'a.version', 'a.status', 'o.refunded_amount'])
      .where('a.party_id', '=', tradeParty)
      .where('a.status', 'in', ['WAIT_REFUND', 'WAIT_AUDIT'])
      .where('a.kind', '=', 'REFUND_ONLY')
      .where('o.status', 'in', [...SALE_STATUSES])
      .orderBy('a.status', 'desc')
      .orderBy('a.id')
      .executeTakeFirstOrThrow()
    if (request.status === 'WAIT_AUDIT') {
      const approved = await ok<{ version: number }>('approveAfterSale', trade, {
        afterSaleId: Number(request.id),
        version: Number(request.version),
      })
      request = { ...request, version: approved.version }
    }
    const refunded = await ok<{ order: { refundedAmount: number } }>('refundAfterSale', trade, {
      afterSaleId: Number(request.id),
      version: Number(request.version),
    })
    expect(refunded.order.refundedAmount).toBeGreaterThan(Number(request.refunded_amount))
    await checkAll(tradeParty, trade)
  })

  it('follows direct SQL: bulk inserts with lines, status moves, refunds, new salesman, client and day, deletes', async () => {
    const salesman = await t.db
      .insertInto('dis_salesman')
      .values({
        party_id: tradeParty,
        user_login_id: null,
        name: 'Summary salesman',
        phone: '13800009999',
        created_at: '2026-11-20T02:00:00.000Z',
        updated_at: '2026-11-20T02:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const buyer = (
      await t.db
        .selectFrom('sales_order')
        .select('buyer_party_id')
        .where('party_id', '=', tradeParty)
        .where('buyer_party_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).buyer_party_id
    // Instants on both sides of business midnights (16:00 UTC) and of a month's end.
    const instants = [
      '2026-10-31T15:59:59.999Z',
      '2026-10-31T16:00:00.000Z',
      '2026-11-01T15:59:59.999Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2025-11-19T16:00:00.000Z',
      '2025-11-19T15:59:59.999Z',
      '2026-11-20T15:59:59.999Z',
    ]
    const statuses = [
      'COMPLETED',
      'WAIT_SHIP',
      'WAIT_PAY',
      'SHIPPED',
      'PART_SHIPPED',
      'CANCELLED',
      'COMPLETED',
      'CLOSED',
    ]
    // Several orders in one statement, then all their lines in one statement.
    const inserted = await t.db
      .insertInto('sales_order')
      .values(
        instants.map((createdAt, i) =>
          salesOrderRow({
            party_id: tradeParty,
            order_no: `SUMMARY-${i}`,
            buyer_party_id: i % 3 === 0 ? null : buyer,
            buyer_name: 'Summary buyer',
            status: statuses[i] as 'WAIT_SHIP',
            salesman_id: i % 2 === 0 ? Number(salesman.id) : null,
            item_count: 1 + i,
            pay_amount: 100_001 * (i + 1),
            refunded_amount: i === 3 ? 7 : 0,
            created_at: createdAt,
          }),
        ),
      )
      .returning('id')
      .execute()
    const ids = inserted.map((r) => Number(r.id))
    await t.db
      .insertInto('sales_order_line')
      .values(
        ids.flatMap((orderId, i) =>
          [1, 2].map((n) => ({
            party_id: tradeParty,
            order_id: orderId,
            product_id: null,
            sku_id: null,
            product_name: `Summary part ${n}`,
            unit_price: 100,
            quantity: i + 1,
            amount: 100 * (i + 1),
          })),
        ),
      )
      .execute()
    await checkAll(tradeParty, trade)

    const at = (i: number) => ids[i] as number
    const set = (i: number, values: Updateable<SalesOrderTable>) =>
      t.db.updateTable('sales_order').set(values).where('id', '=', at(i)).execute()
    await set(0, { status: 'CLOSED' }) // out of the sale statuses
    await set(2, { status: 'WAIT_SHIP' }) // paid: in
    await set(1, { status: 'SHIPPED' }) // between two sale statuses: no move
    await set(3, { refunded_amount: 50_000 }) // a refund
    await set(4, { salesman_id: Number(salesman.id) }) // a change of salesman
    await set(6, { buyer_party_id: null, pay_amount: 1 }) // client and amount
    await set(7, { created_at: '2026-11-30T16:00:00.000Z', status: 'COMPLETED' }) // next month, in
    await set(1, { created_at: '2026-10-31T15:59:59.999Z', item_count: 40 }) // the day before
    await set(5, { seller_remark: 'no figure moves' })
    await set(4, { buyer_name: 'SUMMARY Buyer 商贸', buyer_phone: '13812345678' }) // another buyer
    await set(3, { buyer_phone: '13900001111', item_count: 9 }) // a buyer's phone and a figure
    await checkAll(tradeParty, trade)

    // One statement moving many orders, in and out at once (PostgreSQL: row triggers run after it).
    await t.db
      .updateTable('sales_order')
      .set({ status: sql`case when status = 'COMPLETED' then 'CANCELLED' else 'COMPLETED' end` })
      .where('id', 'in', ids)
      .execute()
    await checkAll(tradeParty, trade)

    // Deletes: a sale order, and an order that does not count.
    await t.db
      .deleteFrom('sales_order_line')
      .where('order_id', 'in', [at(1), at(2)])
      .execute()
    await t.db
      .deleteFrom('sales_order')
      .where('id', 'in', [at(1), at(2)])
      .execute()
    await checkAll(tradeParty, trade)

    // A day whose only sale order leaves holds no row at all (rows at zero are deleted).
    await t.db.updateTable('sales_order').set({ status: 'CANCELLED' }).where('id', 'in', ids).execute()
    const day = businessDate(new Date('2026-11-30T16:00:00.000Z'))
    expect(day).toBe(addDays('2026-11-30', 1))
    const left = await t.db
      .selectFrom('sales_daily')
      .selectAll()
      .where('party_id', '=', tradeParty)
      .where('day', '=', day)
      .execute()
    expect(left).toEqual([])
    await checkAll(tradeParty, trade)
  })

  it('refuses a window of part days, which no summary holds', async () => {
    await expect(
      saleDays(t.db, tradeParty, { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T16:00:00.000Z' }),
    ).rejects.toThrow(/part days/)
  })
})
