// Limits and names of the statistics reports (route group /statistics-management), without
// the schema library: statistics.schema.ts validates with them on the server, and the browser
// checks a range before asking and shows the limit (the production bundle carries no zod).
import { addDays } from './business-time.ts'
import type { OrderStatus } from './lifecycles/order.lifecycle.ts'

/** The longest range a report covers, in days, both ends included (a year, leap years too). */
export const MAX_REPORT_RANGE_DAYS = 366

/** How many rows a ranking answers at most, and by default (the largest first). */
export const RANKING_LIMIT = { default: 100, max: 500 } as const

/**
 * Orders that count as a sale: paid and neither cancelled nor closed (a closed order was
 * refunded in full). Waiting for payment, cancelled and closed orders are left out. The one
 * definition of "sales" and "orders": the dashboard's figures and trend, the monthly and daily
 * reports, the rankings and their exports all count these, by the business day the order was
 * placed (UTC+8), so the dashboard's month equals the monthly report's (docs/decisions.md).
 */
export const SALE_STATUSES: readonly OrderStatus[] = ['WAIT_SHIP', 'PART_SHIPPED', 'SHIPPED', 'COMPLETED']

/** The three rankings; each is one call and one page of the same layout. */
export const RANKING_DIMENSIONS = ['client', 'product', 'salesman'] as const
export type RankingDimension = (typeof RANKING_DIMENSIONS)[number]

/** The call of each ranking. */
export const RANKING_CALLS = {
  client: 'getStatisticsByClient',
  product: 'getStatisticsByProduct',
  salesman: 'getStatisticsBySalesman',
} as const satisfies Record<RankingDimension, string>

/** The two period reports: a row per business month or per business day. */
export const REPORT_PERIODS = ['month', 'day'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

/** How much a report covers when the caller names no range: the months or days up to today. */
export const DEFAULT_REPORT_SPAN = {
  month: { months: 12 },
  day: { days: 30 },
  ranking: { days: 30 },
} as const
export type ReportKind = keyof typeof DEFAULT_REPORT_SPAN

/** The default range of a report kind, ending on `today` (a business date, 'YYYY-MM-DD'). */
export function defaultReportRange(today: string, kind: ReportKind): { startDate: string; endDate: string } {
  const span: { days: number } | { months: number } = DEFAULT_REPORT_SPAN[kind]
  if ('days' in span) return { startDate: addDays(today, -(span.days - 1)), endDate: today }
  const [y, m] = today.split('-').map(Number) as [number, number]
  const first = y * 12 + (m - 1) - (span.months - 1)
  const month = String((first % 12) + 1).padStart(2, '0')
  return { startDate: `${Math.floor(first / 12)}-${month}-01`, endDate: today }
}
