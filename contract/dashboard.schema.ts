// Request and response schemas of the dashboard calls (SPEC.md section 7: getDashboardData,
// getUserSaleEchartByDate, getUserOrderEchartByDate). The server validates with these; the
// browser imports the types only.
import { z } from 'zod'
import { daysBetween, isIsoDate } from './business-time.ts'

/** Every figure the dashboard can show; which ones a caller gets depends on its roles. */
export const DASHBOARD_FIGURE_KEYS = [
  // trade merchants and their sub-accounts
  'ordersWaitShip',
  'afterSalesWaitAudit',
  'todaySales',
  'todayOrders',
  'monthSales',
  'monthOrders',
  'productsOnSale',
  /** SKUs of live products whose available is at or below their threshold (stock.constants.ts). */
  'lowStockSkus',
  'catalogueOrdersWaitAudit',
  // distribution merchants
  'members',
  'cooperationPending',
  // ordering merchants (buyers through catalogues)
  'catalogueOrdersPending',
  'catalogueOrdersApproved',
  'monthCatalogueAmount',
  'purchasesInTransit',
  // repair service
  'repairWaitAccept',
  'repairWaitAssign',
  'repairAssigned',
  'repairRepairing',
  'repairWaitConfirm',
  'repairFinished',
  'repairMine',
  // repair settlement
  'statementsToConfirm',
  'statementsUnpaid',
  'outstandingAmount',
  'paymentsToConfirm',
  // projects
  'projectsPlanning',
  'projectsInProgress',
  'projectOrdersPending',
  'monthProjectOrderAmount',
  // basic and trial tiers
  'membershipDaysLeft',
  'subAccounts',
] as const
export type DashboardFigureKey = (typeof DASHBOARD_FIGURE_KEYS)[number]

/** How a figure's value reads: a count, an amount in fen, or a number of days. */
export const FIGURE_UNITS = ['count', 'fen', 'days'] as const
export type FigureUnit = (typeof FIGURE_UNITS)[number]

export const dashboardFigure = z.object({
  key: z.enum(DASHBOARD_FIGURE_KEYS),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
  /** The route of the page that acts on the figure; null when the caller has no such page. */
  path: z.string().nullable(),
  /** Filters that page should open with (e.g. a status). */
  query: z.record(z.string(), z.string()).optional(),
})
export type DashboardFigure = z.infer<typeof dashboardFigure>

/** What the trend charts count for the caller (one source per kind of merchant). */
export const CHART_SOURCES = [
  'salesOrders',
  'catalogueOrders',
  'repairOrders',
  'projectOrders',
  'repairBills',
] as const
export type ChartSource = (typeof CHART_SOURCES)[number]

export const dashboardData = z.object({
  figures: z.array(dashboardFigure),
  chartSource: z.enum(CHART_SOURCES),
  /** The business date (UTC+8) "today" and "this month" refer to, 'YYYY-MM-DD'. */
  today: z.string(),
})
export type DashboardData = z.infer<typeof dashboardData>

/** The longest range a chart call accepts, in days (a year, leap years included). */
export const MAX_CHART_RANGE_DAYS = 366

const isoDate = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
  .refine(isIsoDate, { error: 'invalidDate' })

export const chartRangeRequest = z
  .object({ startDate: isoDate, endDate: isoDate })
  .superRefine((range, ctx) => {
    const span = daysBetween(range.startDate, range.endDate)
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'beforeStart' })
    // Both ends count: 366 days means end - start <= 365.
    else if (span + 1 > MAX_CHART_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'rangeTooLong' })
    }
  })
export type ChartRangeRequest = z.input<typeof chartRangeRequest>

export const chartPoint = z.object({ date: z.string(), value: z.number() })
export type ChartPoint = z.infer<typeof chartPoint>

/** One point per day from startDate to endDate, zero-filled; `value` in fen (sales) or a count (orders). */
export const chartSeries = z.object({
  source: z.enum(CHART_SOURCES),
  startDate: z.string(),
  endDate: z.string(),
  total: z.number(),
  points: z.array(chartPoint),
})
export type ChartSeries = z.infer<typeof chartSeries>
