// Dashboard calls of SPEC.md section 7: getDashboardData (the figures the caller's role works
// by, each with the page that acts on it) and the two trend charts. Every signed-in role has
// a dashboard; what it shows depends on its roles, and every figure is the caller's tenant's.
import { Hono } from 'hono'
import {
  addDays,
  businessDate,
  businessDateOfUtcHour,
  businessDayStart,
  daysBetween,
  monthStart,
  nextMonthStart,
} from '../../contract/business-time.ts'
import {
  type ChartSeries,
  type ChartSource,
  chartRangeRequest,
  type DashboardData,
  type DashboardFigure,
} from '../../contract/dashboard.schema.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import type { RepairStatus } from '../../contract/lifecycles/repair.lifecycle.ts'
import {
  ADMIN_ROLE,
  AREA_ROLES,
  CATALOGUE_ORDER_AUDIT_ROLES,
  hasAnyRole,
  MEMBERSHIP_BUYER_ROLES,
  type Role,
} from '../../contract/roles.ts'
import type { AppEnv, Caller } from '../app-env.ts'
import type { Db } from '../db/schema.ts'
import { ok } from '../http/envelope.ts'
import { countLowStockSkus } from '../products/stock.repository.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import * as repo from './dashboard.repository.ts'

const DISTRIBUTION_TIERS: readonly string[] = ['DISTRIBUTIONBASE', 'DISTRIBUTIONPRO']
const REPAIR_QUEUES: readonly RepairStatus[] = [
  'WAIT_ACCEPT',
  'WAIT_ASSIGN',
  'ASSIGNED',
  'REPAIRING',
  'WAIT_CONFIRM',
  'FINISHED',
]
const REPAIR_OPEN_FOR_STAFF: readonly RepairStatus[] = ['ASSIGNED', 'REPAIRING', 'WAIT_CONFIRM']
const BASIC_TIERS: readonly Role[] = ['TCBASE', 'EXPERIENCE']
const DAY_MS = 86_400_000

/** Holds any of the roles. Unlike hasAnyRole, admin does not match everything: it gets the trade figures. */
const holds = (caller: Caller, roles: readonly string[]) => caller.roles.some((r) => roles.includes(r))

function figure(
  key: DashboardFigure['key'],
  value: number,
  unit: DashboardFigure['unit'],
  path: string | null,
  query?: Record<string, string>,
): DashboardFigure {
  return { key, value, unit, path, ...(query ? { query } : {}) }
}

async function tradeFigures(db: Db, caller: Caller, today: string): Promise<DashboardFigure[]> {
  const party = caller.partyId
  const day = { from: businessDayStart(today), to: businessDayStart(addDays(today, 1)) }
  const month = { from: businessDayStart(monthStart(today)), to: businessDayStart(nextMonthStart(today)) }
  const [waitShip, waitAudit, todaySales, monthSales, onSale, lowStock] = await Promise.all([
    repo.countOrdersWaitingShipment(db, party),
    repo.countAfterSalesWaitingAudit(db, party),
    repo.salesIn(db, party, day),
    repo.salesIn(db, party, month),
    repo.countProductsOnSale(db, party),
    countLowStockSkus(db, party),
  ])
  return [
    figure('ordersWaitShip', waitShip, 'count', '/order-management/waitShipmentOrder'),
    figure('afterSalesWaitAudit', waitAudit, 'count', '/order-management/orderAfterSales', {
      status: 'WAIT_AUDIT',
    }),
    figure('todaySales', todaySales.amount, 'fen', '/statistics-management/manageDailyReport'),
    figure('todayOrders', todaySales.orders, 'count', '/order-management/salesOrder'),
    figure('monthSales', monthSales.amount, 'fen', '/statistics-management/manageMonthlyReport'),
    figure('monthOrders', monthSales.orders, 'count', '/order-management/salesOrder'),
    figure('productsOnSale', onSale, 'count', '/product-management/productList', { status: 'ON_SALE' }),
    figure('lowStockSkus', lowStock, 'count', '/product-management/productList', { status: 'LOW_STOCK' }),
  ]
}

async function isDistributionMerchant(db: Db, caller: Caller): Promise<boolean> {
  if (holds(caller, DISTRIBUTION_TIERS) || caller.roles.includes(ADMIN_ROLE)) return true
  // Sub-accounts carry no tier of their own: their merchant's tier decides.
  if (!holds(caller, ['SUB_USER_BUS_MAG', 'SUB_USER_SALE'])) return false
  return DISTRIBUTION_TIERS.includes((await repo.tierOf(db, caller.partyId)) ?? '')
}

async function figuresFor(db: Db, caller: Caller, now: Date): Promise<DashboardFigure[]> {
  const today = businessDate(now)
  const party = caller.partyId
  const isAdmin = caller.roles.includes(ADMIN_ROLE)
  const out: DashboardFigure[] = []

  if (isAdmin || holds(caller, AREA_ROLES.orders)) {
    out.push(...(await tradeFigures(db, caller, today)))
    if (hasAnyRole(caller.roles, CATALOGUE_ORDER_AUDIT_ROLES)) {
      out.push(
        figure(
          'catalogueOrdersWaitAudit',
          await repo.countCatalogueOrdersWaitingAudit(db, party),
          'count',
          '/cataLogManagement/orderAudit',
        ),
      )
    }
    if (await isDistributionMerchant(db, caller)) {
      const [members, pending] = await Promise.all([
        repo.countActiveMembers(db, party),
        repo.countPendingCooperation(db, party),
      ])
      out.push(
        figure('members', members, 'count', '/distribution-management/members'),
        figure('cooperationPending', pending, 'count', '/distribution-management/cooperation'),
      )
    }
  }

  if (caller.roles.includes('ORDERING')) {
    const month = { from: businessDayStart(monthStart(today)), to: businessDayStart(nextMonthStart(today)) }
    const [orders, inTransit] = await Promise.all([
      repo.catalogueOrdersOfBuyer(db, party, month),
      repo.countPurchasesInTransit(db, party),
    ])
    // No route of SPEC.md section 2 lists a buyer's own orders, so these figures link nowhere.
    out.push(
      figure('catalogueOrdersPending', orders.pending, 'count', null),
      figure('catalogueOrdersApproved', orders.approved, 'count', null),
      figure('monthCatalogueAmount', orders.monthAmount, 'fen', null),
      figure('purchasesInTransit', inTransit, 'count', null),
    )
  }

  if (holds(caller, AREA_ROLES.repair)) {
    const counts = await repo.repairCountsByStatus(db, party, REPAIR_QUEUES)
    const queue = (key: DashboardFigure['key'], status: RepairStatus) =>
      figure(key, counts[status] ?? 0, 'count', '/repairList', { status })
    out.push(
      queue('repairWaitAccept', 'WAIT_ACCEPT'),
      queue('repairWaitAssign', 'WAIT_ASSIGN'),
      queue('repairAssigned', 'ASSIGNED'),
      queue('repairRepairing', 'REPAIRING'),
      queue('repairWaitConfirm', 'WAIT_CONFIRM'),
      queue('repairFinished', 'FINISHED'),
    )
    if (caller.roles.includes('SUB_USER_WX')) {
      const mine = await repo.countRepairsAssignedTo(db, party, caller.userLoginId, REPAIR_OPEN_FOR_STAFF)
      out.push(figure('repairMine', mine, 'count', '/repairList', { assignee: 'me' }))
    }
  }

  if (holds(caller, AREA_ROLES['repair-settlement'])) {
    const s = await repo.repairStatementFigures(db, party)
    out.push(
      figure('statementsToConfirm', s.toConfirm, 'count', '/repair-settlement/statement', { status: 'OPEN' }),
      figure('statementsUnpaid', s.unpaid, 'count', '/repair-settlement/statement'),
      figure('outstandingAmount', s.outstanding, 'fen', '/repair-settlement/statement'),
      figure('paymentsToConfirm', s.paymentsToConfirm, 'count', '/repair-settlement/paymentNote', {
        status: 'PENDING',
      }),
    )
  }

  if (holds(caller, AREA_ROLES.projects)) {
    const month = { from: businessDayStart(monthStart(today)), to: businessDayStart(nextMonthStart(today)) }
    const p = await repo.projectFigures(db, party, month)
    out.push(
      figure('projectsPlanning', p.planning, 'count', '/project-management/project', { status: 'PLANNING' }),
      figure('projectsInProgress', p.inProgress, 'count', '/project-management/project', {
        status: 'IN_PROGRESS',
      }),
      figure('projectOrdersPending', p.ordersPending, 'count', '/project-management/project'),
      figure('monthProjectOrderAmount', p.monthOrderAmount, 'fen', '/project-management/project'),
    )
  }

  if (holds(caller, BASIC_TIERS)) {
    const [end, subAccounts] = await Promise.all([
      repo.membershipEnd(db, party),
      repo.countSubAccounts(db, party),
    ])
    const daysLeft = end ? Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / DAY_MS)) : 0
    out.push(
      // Only a role that may buy a membership is sent to the page that sells one.
      figure(
        'membershipDaysLeft',
        daysLeft,
        'days',
        holds(caller, MEMBERSHIP_BUYER_ROLES) ? '/buyVipMember' : null,
      ),
      figure('subAccounts', subAccounts, 'count', '/account-management/account'),
    )
  }
  return out
}

/** What the trend charts count for this caller (docs/decisions.md, Dashboard). */
function chartSourceOf(roles: readonly string[]): ChartSource {
  const has = (list: readonly string[]) => roles.some((r) => list.includes(r))
  if (roles.includes(ADMIN_ROLE) || has(AREA_ROLES.orders) || has(BASIC_TIERS)) return 'salesOrders'
  if (roles.includes('ORDERING')) return 'catalogueOrders'
  if (has(AREA_ROLES.repair)) return 'repairOrders'
  if (has(AREA_ROLES.projects)) return 'projectOrders'
  if (has(AREA_ROLES['repair-settlement'])) return 'repairBills'
  return 'salesOrders'
}

const HOURS_BY_SOURCE: Record<
  ChartSource,
  (db: Db, partyId: string, w: repo.Window) => Promise<repo.HourTotals[]>
> = {
  salesOrders: repo.salesOrderHours,
  catalogueOrders: repo.catalogueOrderHoursOfBuyer,
  repairOrders: repo.repairOrderHours,
  projectOrders: repo.projectOrderHours,
  repairBills: repo.repairBillHours,
}

async function series(
  db: Db,
  caller: Caller,
  range: { startDate: string; endDate: string },
  measure: 'amount' | 'count',
): Promise<ChartSeries> {
  const source = chartSourceOf(caller.roles)
  const window = { from: businessDayStart(range.startDate), to: businessDayStart(addDays(range.endDate, 1)) }
  const hours = await HOURS_BY_SOURCE[source](db, caller.partyId, window)
  const byDay = new Map<string, number>()
  for (const h of hours) {
    const day = businessDateOfUtcHour(h.hour)
    byDay.set(day, (byDay.get(day) ?? 0) + h[measure])
  }
  const points = Array.from({ length: daysBetween(range.startDate, range.endDate) + 1 }, (_, i) => {
    const date = addDays(range.startDate, i)
    return { date, value: byDay.get(date) ?? 0 }
  })
  return {
    source,
    startDate: range.startDate,
    endDate: range.endDate,
    total: points.reduce((sum, p) => sum + p.value, 0),
    points,
  }
}

export const dashboardRoutes = new Hono<AppEnv>()
  .post('/getDashboardData', requireSession, async (c) => {
    // Takes nothing: the caller is the tenant. Extra fields (an old client sends partyId) are ignored.
    await body(c, emptyRequest)
    const deps = c.get('deps')
    const caller = c.get('caller')
    const now = deps.clock.now()
    const data: DashboardData = {
      figures: await figuresFor(deps.db, caller, now),
      chartSource: chartSourceOf(caller.roles),
      today: businessDate(now),
    }
    return ok(c, data)
  })
  .post('/getUserSaleEchartByDate', requireSession, async (c) => {
    const range = await body(c, chartRangeRequest)
    return ok(c, await series(c.get('deps').db, c.get('caller'), range, 'amount'))
  })
  .post('/getUserOrderEchartByDate', requireSession, async (c) => {
    const range = await body(c, chartRangeRequest)
    return ok(c, await series(c.get('deps').db, c.get('caller'), range, 'count'))
  })
