// getDashboardData, getUserSaleEchartByDate and getUserOrderEchartByDate on SQLite and
// PostgreSQL: figures equal the rows inserted here, per role, per tenant.
// The test clock is 2026-11-20T02:00Z, i.e. 10:00 on 2026-11-20 in China (UTC+8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { ChartSeries, DashboardData, DashboardFigure } from '../../contract/dashboard.schema.ts'
import type { PeriodReport } from '../../contract/statistics.schema.ts'
import { ROLES, type Role } from '../../contract/roles.ts'
import { filterRoutes, findPage } from '../../src/routes/route-access.ts'
import * as w from './dashboard-world.ts'
import { call, createTestApp, DATABASES, type TestApp } from './harness.ts'

// Instants around the business day and month of the test clock.
const TODAY_EARLY = '2026-11-19T16:00:00.000Z' // 00:00 on Nov 20 in China: today
const TODAY = '2026-11-20T01:30:00.000Z'
const YESTERDAY_LATE = '2026-11-19T15:59:59.999Z' // 23:59 on Nov 19 in China
const MONTH_FIRST = '2026-10-31T16:00:00.000Z' // 00:00 on Nov 1 in China: this month
const LAST_MONTH = '2026-10-31T15:59:59.000Z' // 23:59 on Oct 31 in China

const byKey = (data: DashboardData) =>
  Object.fromEntries(data.figures.map((f) => [f.key, f])) as Record<string, DashboardFigure>
const keysOf = (data: DashboardData) => data.figures.map((f) => f.key)

describe.each(DATABASES)('dashboard calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const dashboard = async (token: string) => {
    const res = await call<DashboardData>(t, 'getDashboardData', { token })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }

  /** A trade tenant with a known set of orders, after-sales and products. */
  async function stockTradeTenant(partyId: string) {
    const db = t.db
    await w.order(db, partyId, 'WAIT_SHIP', TODAY, 10_000)
    await w.order(db, partyId, 'WAIT_SHIP', TODAY_EARLY, 2_550)
    await w.order(db, partyId, 'PART_SHIPPED', YESTERDAY_LATE, 30_000)
    await w.order(db, partyId, 'SHIPPED', MONTH_FIRST, 40_000)
    const completed = await w.order(db, partyId, 'COMPLETED', LAST_MONTH, 99_900)
    await w.order(db, partyId, 'WAIT_PAY', TODAY, 70_000) // not a sale yet
    await w.order(db, partyId, 'CANCELLED', TODAY, 80_000) // never a sale
    await w.afterSale(db, partyId, completed, 'WAIT_AUDIT', TODAY)
    await w.afterSale(db, partyId, completed, 'WAIT_AUDIT', LAST_MONTH)
    await w.afterSale(db, partyId, completed, 'COMPLETED', LAST_MONTH)
    await w.product(db, partyId, 'ON_SALE', TODAY)
    await w.product(db, partyId, 'ON_SALE', LAST_MONTH)
    await w.product(db, partyId, 'ON_SALE', LAST_MONTH, 1) // deleted
    await w.product(db, partyId, 'OFF_SALE', TODAY)
    await w.product(db, partyId, 'DRAFT', TODAY)
  }

  it('answers a trade merchant the figures of its own rows', async () => {
    const me = await w.merchant(t, 'TRADEBASE')
    await stockTradeTenant(me.partyId)
    const data = await dashboard(me.token)
    expect(data.today).toBe('2026-11-20')
    expect(data.chartSource).toBe('salesOrders')
    const f = byKey(data)
    expect(f.ordersWaitShip?.value).toBe(3)
    expect(f.afterSalesWaitAudit?.value).toBe(2)
    expect(f.todayOrders?.value).toBe(2)
    expect(f.todaySales).toMatchObject({ value: 12_550, unit: 'fen' })
    expect(f.monthOrders?.value).toBe(4)
    expect(f.monthSales).toMatchObject({ value: 82_550, unit: 'fen' })
    expect(f.productsOnSale?.value).toBe(2)
    expect(f.lowStockSkus?.value).toBe(0)
  })

  it('counts the SKUs of live products at low stock: available at or below their own threshold, else the merchant’s', async () => {
    const me = await w.merchant(t, 'TRADEBASE')
    const product = async (isDeleted: number) =>
      Number(
        (
          await t.db
            .insertInto('product')
            .values({
              party_id: me.partyId,
              product_no: `LS${Math.random().toString(36).slice(2, 10)}`,
              name: 'low stock',
              category_id: null,
              brand_id: null,
              status: 'ON_SALE',
              freight_template_id: null,
              is_deleted: isDeleted,
              created_at: TODAY,
              updated_at: TODAY,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    const live = await product(0)
    const deleted = await product(1)
    const skus: [productId: number, stock: number, reserved: number, own: number | null][] = [
      [live, 5, 0, null], // 5 <= 10: low
      [live, 50, 45, null], // 5 available: low
      [live, 50, 0, null], // 50: not
      [live, 50, 0, 60], // 50 <= its own 60: low
      [live, 3, 0, 0], // 3 > its own 0: not
      [deleted, 0, 0, null], // a deleted product's: not counted
    ]
    await t.db
      .insertInto('product_sku')
      .values(
        skus.map(([productId, stock, reserved, own], i) => ({
          party_id: me.partyId,
          product_id: productId,
          sku_code: `LS-${me.partyId}-${i}`,
          price: 100,
          stock,
          reserved,
          low_stock_threshold: own,
          created_at: TODAY,
          updated_at: TODAY,
        })),
      )
      .execute()
    expect(byKey(await dashboard(me.token)).lowStockSkus).toMatchObject({
      value: 3,
      path: '/product-management/productList',
      query: { status: 'LOW_STOCK' },
    })
    // The merchant's default of 4: the SKU with 5 available is no longer low.
    await t.db
      .insertInto('stock_setting')
      .values({ party_id: me.partyId, low_stock_threshold: 4, updated_at: TODAY })
      .execute()
    expect(byKey(await dashboard(me.token)).lowStockSkus?.value).toBe(1)
  })

  it('counts sales as the reports do: the month and the day equal the monthly and daily reports', async () => {
    // One definition of a sale (contract/statistics.constants.ts SALE_STATUSES): paid, neither
    // cancelled nor closed (refunded in full), by order time in business days.
    const me = await w.merchant(t, 'TRADEBASE')
    await stockTradeTenant(me.partyId)
    await w.order(t.db, me.partyId, 'CLOSED', TODAY, 57_500) // refunded in full: not a sale
    await w.order(t.db, me.partyId, 'CLOSED', MONTH_FIRST, 1_000)
    const f = byKey(await dashboard(me.token))
    const report = async (name: string, startDate: string, endDate: string) => {
      const res = await call<PeriodReport>(t, name, { token: me.token, body: { startDate, endDate } })
      expect(res.code).toBe(ResultCode.ok)
      return res.data.totals
    }
    const month = await report('getMonthlyReport', '2026-11-01', '2026-11-30')
    const day = await report('getDailyReport', '2026-11-20', '2026-11-20')
    expect(f.monthSales?.value).toBe(82_550)
    expect(f.monthOrders?.value).toBe(4)
    expect({ orders: f.monthOrders?.value, amount: f.monthSales?.value }).toEqual({
      orders: month.orderCount,
      amount: month.salesAmount,
    })
    expect({ orders: f.todayOrders?.value, amount: f.todaySales?.value }).toEqual({
      orders: day.orderCount,
      amount: day.salesAmount,
    })
  })

  it('links each figure to the page that acts on it', async () => {
    const me = await w.merchant(t, 'TRADEBASE')
    const f = byKey(await dashboard(me.token))
    expect(f.ordersWaitShip?.path).toBe('/order-management/waitShipmentOrder')
    expect(f.afterSalesWaitAudit).toMatchObject({
      path: '/order-management/orderAfterSales',
      query: { status: 'WAIT_AUDIT' },
    })
    expect(f.todaySales?.path).toBe('/statistics-management/manageDailyReport')
    expect(f.monthSales?.path).toBe('/statistics-management/manageMonthlyReport')
    expect(f.todayOrders?.path).toBe('/order-management/salesOrder')
    expect(f.productsOnSale?.path).toBe('/product-management/productList')
    expect(f.catalogueOrdersWaitAudit?.path).toBe('/cataLogManagement/orderAudit')
  })

  it("never counts another tenant's rows, whatever the request says", async () => {
    const me = await w.merchant(t, 'TRADEBASE')
    const other = await w.merchant(t, 'TRADEBASE')
    await stockTradeTenant(other.partyId)
    await w.order(t.db, me.partyId, 'WAIT_SHIP', TODAY, 500)
    const res = await call<DashboardData>(t, 'getDashboardData', {
      token: me.token,
      body: { partyId: other.partyId },
    })
    const f = byKey(res.data)
    expect(f.ordersWaitShip?.value).toBe(1)
    expect(f.todaySales?.value).toBe(500)
    expect(f.afterSalesWaitAudit?.value).toBe(0)
    expect(f.productsOnSale?.value).toBe(0)
    const chart = await call<ChartSeries>(t, 'getUserSaleEchartByDate', {
      token: me.token,
      body: { startDate: '2026-10-01', endDate: '2026-11-30', partyId: other.partyId },
    })
    expect(chart.data.total).toBe(500)
  })

  it('adds members and pending cooperation for distribution merchants and their sub-accounts', async () => {
    const me = await w.merchant(t, 'DISTRIBUTIONBASE')
    for (let i = 0; i < 4; i++) await w.member(t.db, me.partyId, 'ENABLED', LAST_MONTH)
    await w.member(t.db, me.partyId, 'DISABLED', LAST_MONTH)
    await w.cooperation(t.db, me.partyId, 'PENDING', TODAY)
    await w.cooperation(t.db, me.partyId, 'PENDING', LAST_MONTH)
    await w.cooperation(t.db, me.partyId, 'OPENED', LAST_MONTH)
    await w.cooperation(t.db, me.partyId, 'REJECTED', LAST_MONTH)
    const cat = await w.catalogue(t.db, me.partyId, LAST_MONTH)
    const buyer = await w.dealer(t.db, LAST_MONTH)
    await w.catalogueOrder(t.db, me.partyId, cat, buyer, 'PENDING', 100, TODAY)
    await w.catalogueOrder(t.db, me.partyId, cat, buyer, 'APPROVED', 100, TODAY)

    const f = byKey(await dashboard(me.token))
    expect(f.members).toMatchObject({ value: 4, path: '/distribution-management/members' })
    expect(f.cooperationPending).toMatchObject({ value: 2, path: '/distribution-management/cooperation' })
    expect(f.catalogueOrdersWaitAudit?.value).toBe(1)

    const sale = await w.addLogin(t, me.partyId, 'SUB_USER_SALE')
    const fs = byKey(await dashboard(sale.token))
    expect(fs.members?.value).toBe(4)
    expect(fs.cooperationPending?.value).toBe(2)
  })

  it('gives each role its own figure set', async () => {
    const expected: [Role | 'admin', string | null, string[]][] = [
      [
        'TRADEBASE',
        'TRADEBASE',
        [
          'ordersWaitShip',
          'afterSalesWaitAudit',
          'todaySales',
          'todayOrders',
          'monthSales',
          'monthOrders',
          'productsOnSale',
          'lowStockSkus',
          'catalogueOrdersWaitAudit',
        ],
      ],
      [
        'DISTRIBUTIONPRO',
        'DISTRIBUTIONPRO',
        [
          'ordersWaitShip',
          'afterSalesWaitAudit',
          'todaySales',
          'todayOrders',
          'monthSales',
          'monthOrders',
          'productsOnSale',
          'lowStockSkus',
          'catalogueOrdersWaitAudit',
          'members',
          'cooperationPending',
        ],
      ],
      [
        'ORDERING',
        'ORDERING',
        ['catalogueOrdersPending', 'catalogueOrdersApproved', 'monthCatalogueAmount', 'purchasesInTransit'],
      ],
      [
        'REPAIRMEMBER',
        'REPAIRMEMBER',
        [
          'repairWaitAccept',
          'repairWaitAssign',
          'repairAssigned',
          'repairRepairing',
          'repairWaitConfirm',
          'repairFinished',
        ],
      ],
      [
        'REPAIRFIN',
        'REPAIRFIN',
        ['statementsToConfirm', 'statementsUnpaid', 'outstandingAmount', 'paymentsToConfirm'],
      ],
      [
        'BINDMEMBER',
        'BINDMEMBER',
        ['projectsPlanning', 'projectsInProgress', 'projectOrdersPending', 'monthProjectOrderAmount'],
      ],
      ['TCBASE', 'TCBASE', ['membershipDaysLeft', 'subAccounts']],
      ['EXPERIENCE', 'EXPERIENCE', ['membershipDaysLeft', 'subAccounts']],
    ]
    for (const [role, tier, keys] of expected) {
      const me = await w.merchant(t, role, tier)
      expect(keysOf(await dashboard(me.token)), role).toEqual(keys)
    }

    // Sub-accounts of a trade merchant: the trade figures without distribution's.
    const trade = await w.merchant(t, 'TRADEBASE')
    const manager = await w.addLogin(t, trade.partyId, 'SUB_USER_BUS_MAG')
    const managerKeys = keysOf(await dashboard(manager.token))
    expect(managerKeys).toContain('ordersWaitShip')
    expect(managerKeys).toContain('catalogueOrdersWaitAudit')
    expect(managerKeys).not.toContain('members')

    // Repair staff: the shop's queues plus their own jobs.
    const shop = await w.merchant(t, 'REPAIRMEMBER')
    const staff = await w.addLogin(t, shop.partyId, 'SUB_USER_WX')
    expect(keysOf(await dashboard(staff.token))).toEqual([
      'repairWaitAccept',
      'repairWaitAssign',
      'repairAssigned',
      'repairRepairing',
      'repairWaitConfirm',
      'repairFinished',
      'repairMine',
    ])
  })

  it('links every figure of every role to a page that role may open', async () => {
    const parentTier: Partial<Record<Role, string>> = {
      SUB_USER_BUS_MAG: 'DISTRIBUTIONPRO',
      SUB_USER_SALE: 'DISTRIBUTIONPRO',
      SUB_USER_WX: 'REPAIRMEMBER',
    }
    for (const role of [...ROLES, 'admin'] as const) {
      const me = await w.merchant(t, role, role === 'admin' ? null : (parentTier[role as Role] ?? role))
      const data = await dashboard(me.token)
      expect(data.figures.length, role).toBeGreaterThan(0)
      const allowed = filterRoutes([role])
      for (const f of data.figures) {
        if (f.path === null) continue
        expect(findPage(allowed, f.path), `${role} ${f.key} → ${f.path}`).toBeDefined()
      }
    }
  })

  it('answers an ordering merchant its own catalogue orders and purchases on the way', async () => {
    const me = await w.merchant(t, 'ORDERING')
    const supplier = await w.merchant(t, 'DISTRIBUTIONPRO')
    const cat = await w.catalogue(t.db, supplier.partyId, LAST_MONTH)
    await w.catalogueOrder(t.db, supplier.partyId, cat, me.partyId, 'PENDING', 1_000, TODAY)
    await w.catalogueOrder(t.db, supplier.partyId, cat, me.partyId, 'PENDING', 2_000, LAST_MONTH)
    await w.catalogueOrder(t.db, supplier.partyId, cat, me.partyId, 'APPROVED', 4_000, MONTH_FIRST)
    await w.catalogueOrder(t.db, supplier.partyId, cat, me.partyId, 'REJECTED', 8_000, TODAY)
    const stranger = await w.dealer(t.db, LAST_MONTH)
    await w.catalogueOrder(t.db, supplier.partyId, cat, stranger, 'PENDING', 16_000, TODAY)
    await w.order(t.db, supplier.partyId, 'SHIPPED', TODAY, 300, me.partyId)
    await w.order(t.db, supplier.partyId, 'COMPLETED', TODAY, 300, me.partyId)

    const data = await dashboard(me.token)
    expect(data.chartSource).toBe('catalogueOrders')
    const f = byKey(data)
    expect(f.catalogueOrdersPending).toMatchObject({ value: 2, path: null })
    expect(f.catalogueOrdersApproved?.value).toBe(1)
    expect(f.monthCatalogueAmount).toMatchObject({ value: 5_000, unit: 'fen' })
    expect(f.purchasesInTransit?.value).toBe(1)
    // The supplier sees the same orders as its audit queue (3 pending: two of mine, one stranger's).
    expect(byKey(await dashboard(supplier.token)).catalogueOrdersWaitAudit?.value).toBe(3)
  })

  it('answers repair queues by status, and the staff member its own open jobs', async () => {
    const shop = await w.merchant(t, 'REPAIRMEMBER')
    const staff = await w.addLogin(t, shop.partyId, 'SUB_USER_WX')
    const colleague = await w.addLogin(t, shop.partyId, 'SUB_USER_WX')
    const counts: Record<string, number> = {
      WAIT_ACCEPT: 3,
      WAIT_ASSIGN: 2,
      REPAIRING: 1,
      WAIT_CONFIRM: 1,
      FINISHED: 4,
      SETTLED: 2,
      CANCELLED: 1,
    }
    for (const [status, n] of Object.entries(counts)) {
      for (let i = 0; i < n; i++) await w.repair(t.db, shop.partyId, status, TODAY, 100)
    }
    await w.repair(t.db, shop.partyId, 'ASSIGNED', TODAY, 0, staff.userLoginId)
    await w.repair(t.db, shop.partyId, 'REPAIRING', TODAY, 0, staff.userLoginId)
    await w.repair(t.db, shop.partyId, 'FINISHED', TODAY, 0, staff.userLoginId) // done: not "mine" any more
    await w.repair(t.db, shop.partyId, 'ASSIGNED', TODAY, 0, colleague.userLoginId)
    const other = await w.merchant(t, 'REPAIRMEMBER')
    await w.repair(t.db, other.partyId, 'WAIT_ACCEPT', TODAY)

    const f = byKey(await dashboard(shop.token))
    expect(f.repairWaitAccept).toMatchObject({
      value: 3,
      path: '/repairList',
      query: { status: 'WAIT_ACCEPT' },
    })
    expect(f.repairWaitAssign?.value).toBe(2)
    expect(f.repairAssigned?.value).toBe(2)
    expect(f.repairRepairing?.value).toBe(2)
    expect(f.repairWaitConfirm?.value).toBe(1)
    expect(f.repairFinished?.value).toBe(5)
    expect(f.repairMine).toBeUndefined()

    const fs = byKey(await dashboard(staff.token))
    expect(fs.repairWaitAccept?.value).toBe(3)
    expect(fs.repairMine?.value).toBe(2)
  })

  it('answers repair finance its pending settlements', async () => {
    const me = await w.merchant(t, 'REPAIRFIN')
    await w.statement(t.db, me.partyId, 'REPAIR', 'OPEN', 10_000, 0, TODAY)
    await w.statement(t.db, me.partyId, 'REPAIR', 'OPEN', 5_000, 0, TODAY)
    await w.statement(t.db, me.partyId, 'REPAIR', 'CONFIRMED', 20_000, 0, TODAY)
    await w.statement(t.db, me.partyId, 'REPAIR', 'PARTIALLY_PAID', 30_000, 12_000, TODAY)
    await w.statement(t.db, me.partyId, 'REPAIR', 'SETTLED', 40_000, 40_000, TODAY)
    await w.statement(t.db, me.partyId, 'TRADE', 'OPEN', 50_000, 0, TODAY) // the other books
    await w.payment(t.db, me.partyId, 'REPAIR', 'PENDING', TODAY)
    await w.payment(t.db, me.partyId, 'REPAIR', 'CONFIRMED', TODAY)
    await w.payment(t.db, me.partyId, 'TRADE', 'PENDING', TODAY)

    const data = await dashboard(me.token)
    expect(data.chartSource).toBe('repairBills')
    const f = byKey(data)
    expect(f.statementsToConfirm).toMatchObject({ value: 2, path: '/repair-settlement/statement' })
    expect(f.statementsUnpaid?.value).toBe(2)
    expect(f.outstandingAmount).toMatchObject({ value: 53_000, unit: 'fen' })
    expect(f.paymentsToConfirm).toMatchObject({ value: 1, path: '/repair-settlement/paymentNote' })
  })

  it('answers a bound member its projects and project orders', async () => {
    const me = await w.merchant(t, 'BINDMEMBER')
    const p1 = await w.project(t.db, me.partyId, 'IN_PROGRESS', LAST_MONTH)
    await w.project(t.db, me.partyId, 'IN_PROGRESS', LAST_MONTH)
    await w.project(t.db, me.partyId, 'PLANNING', TODAY)
    await w.project(t.db, me.partyId, 'COMPLETED', LAST_MONTH)
    await w.projectOrder(t.db, me.partyId, p1, 'PENDING', 1_000, TODAY)
    await w.projectOrder(t.db, me.partyId, p1, 'PENDING', 2_000, LAST_MONTH)
    await w.projectOrder(t.db, me.partyId, p1, 'SHIPPED', 4_000, MONTH_FIRST)
    await w.projectOrder(t.db, me.partyId, p1, 'CANCELLED', 8_000, TODAY)

    const f = byKey(await dashboard(me.token))
    expect(f.projectsInProgress).toMatchObject({ value: 2, path: '/project-management/project' })
    expect(f.projectsPlanning?.value).toBe(1)
    expect(f.projectOrdersPending?.value).toBe(2)
    expect(f.monthProjectOrderAmount).toMatchObject({ value: 5_000, unit: 'fen' })
  })

  it('answers basic and trial tiers their membership days and sub-accounts', async () => {
    const me = await w.merchant(t, 'TCBASE')
    await t.db
      .updateTable('party')
      .set({ thru_date: '2026-12-20T02:00:00.000Z' })
      .where('id', '=', me.partyId)
      .execute()
    await w.addLogin(t, me.partyId, 'SUB_USER_SALE')
    const f = byKey(await dashboard(me.token))
    // The basic tiers may not buy a membership (the membership calls refuse them), so the
    // card shows the days but links nowhere.
    expect(f.membershipDaysLeft).toMatchObject({ value: 30, unit: 'days', path: null })
    expect(f.subAccounts).toMatchObject({ value: 1, path: '/account-management/account' })

    const trial = await w.merchant(t, 'EXPERIENCE')
    expect(byKey(await dashboard(trial.token)).membershipDaysLeft?.value).toBe(0)
  })

  it('refuses callers without a session', async () => {
    for (const name of ['getDashboardData', 'getUserSaleEchartByDate', 'getUserOrderEchartByDate']) {
      const res = await call(t, name, { body: { startDate: '2026-11-01', endDate: '2026-11-20' } })
      expect(res.code, name).toBe(ResultCode.invalidToken)
    }
  })

  describe('trend charts', () => {
    let me: w.Tenant
    beforeAll(async () => {
      me = await w.merchant(t, 'TRADEBASE')
      await stockTradeTenant(me.partyId)
      const other = await w.merchant(t, 'TRADEBASE')
      await w.order(t.db, other.partyId, 'WAIT_SHIP', TODAY, 123_456)
    })

    it('answers one point per day, zero-filled, in China days', async () => {
      const sale = await call<ChartSeries>(t, 'getUserSaleEchartByDate', {
        token: me.token,
        body: { startDate: '2026-10-31', endDate: '2026-11-21' },
      })
      expect(sale.code).toBe(ResultCode.ok)
      expect(sale.data.source).toBe('salesOrders')
      expect(sale.data.points).toHaveLength(22)
      expect(sale.data.points[0]).toEqual({ date: '2026-10-31', value: 99_900 })
      const at = (d: string) => sale.data.points.find((p) => p.date === d)?.value
      expect(at('2026-11-01')).toBe(40_000)
      expect(at('2026-11-02')).toBe(0)
      expect(at('2026-11-19')).toBe(30_000)
      expect(at('2026-11-20')).toBe(12_550)
      expect(at('2026-11-21')).toBe(0)
      expect(sale.data.total).toBe(99_900 + 40_000 + 30_000 + 12_550)

      const orders = await call<ChartSeries>(t, 'getUserOrderEchartByDate', {
        token: me.token,
        body: { startDate: '2026-11-19', endDate: '2026-11-20' },
      })
      expect(orders.data.points).toEqual([
        { date: '2026-11-19', value: 1 },
        { date: '2026-11-20', value: 2 },
      ])
      expect(orders.data.total).toBe(3)
    })

    it('answers a single day and a full 366-day range', async () => {
      const one = await call<ChartSeries>(t, 'getUserOrderEchartByDate', {
        token: me.token,
        body: { startDate: '2026-11-20', endDate: '2026-11-20' },
      })
      expect(one.data.points).toEqual([{ date: '2026-11-20', value: 2 }])
      const year = await call<ChartSeries>(t, 'getUserOrderEchartByDate', {
        token: me.token,
        body: { startDate: '2025-11-21', endDate: '2026-11-21' },
      })
      expect(year.code).toBe(ResultCode.ok)
      expect(year.data.points).toHaveLength(366)
      expect(year.data.total).toBe(5)
    })

    it.each([
      [{ endDate: '2026-11-20' }, 'startDate', 'required'],
      [{ startDate: '2026-11-01' }, 'endDate', 'required'],
      [{ startDate: '2026/11/01', endDate: '2026-11-20' }, 'startDate', 'format'],
      [{ startDate: '2026-02-30', endDate: '2026-03-20' }, 'startDate', 'invalidDate'],
      [{ startDate: '2026-11-20', endDate: '2026-11-19' }, 'endDate', 'beforeStart'],
      [{ startDate: '2025-11-20', endDate: '2026-11-21' }, 'endDate', 'rangeTooLong'],
    ])('refuses %o with %s %s', async (body, field, reason) => {
      for (const name of ['getUserSaleEchartByDate', 'getUserOrderEchartByDate']) {
        const res = await call(t, name, { token: me.token, body })
        expect(res.code).toBe(ResultCode.invalidInput)
        expect(res.data).toEqual({ field, reason })
      }
    })

    it("counts each kind of merchant's own work", async () => {
      const shop = await w.merchant(t, 'REPAIRMEMBER')
      await w.repair(t.db, shop.partyId, 'FINISHED', TODAY, 800)
      await w.repair(t.db, shop.partyId, 'WAIT_ACCEPT', TODAY, 0)
      await w.repair(t.db, shop.partyId, 'CANCELLED', TODAY, 500)
      const body = { startDate: '2026-11-20', endDate: '2026-11-20' }
      const repairSale = await call<ChartSeries>(t, 'getUserSaleEchartByDate', { token: shop.token, body })
      const repairOrders = await call<ChartSeries>(t, 'getUserOrderEchartByDate', { token: shop.token, body })
      expect(repairSale.data).toMatchObject({ source: 'repairOrders', total: 800 })
      expect(repairOrders.data.total).toBe(2)

      const fin = await w.merchant(t, 'REPAIRFIN')
      await w.billDetail(t.db, fin.partyId, 700, TODAY)
      await w.billDetail(t.db, fin.partyId, -200, TODAY_EARLY)
      const bills = await call<ChartSeries>(t, 'getUserSaleEchartByDate', { token: fin.token, body })
      expect(bills.data).toMatchObject({ source: 'repairBills', total: 500 })

      const bind = await w.merchant(t, 'BINDMEMBER')
      const p = await w.project(t.db, bind.partyId, 'IN_PROGRESS', TODAY)
      await w.projectOrder(t.db, bind.partyId, p, 'PENDING', 900, TODAY)
      const projects = await call<ChartSeries>(t, 'getUserOrderEchartByDate', { token: bind.token, body })
      expect(projects.data).toMatchObject({ source: 'projectOrders', total: 1 })
    })
  })
})
