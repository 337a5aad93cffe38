// Request and response schemas of the statistics reports (SPEC.md section 2,
// /statistics-management: manageMonthlyReport, manageDailyReport, statisticsByClient,
// statisticsByProduct, statisticsBySalesman). Figures are the caller's own sales orders
// (SALE_STATUSES) created in a range of business days (UTC+8). Money is integer fen.
import { z } from 'zod'
import { daysBetween, isIsoDate } from './business-time.ts'
import { MAX_REPORT_RANGE_DAYS, RANKING_LIMIT } from './statistics.constants.ts'

export {
  MAX_REPORT_RANGE_DAYS,
  RANKING_LIMIT,
  SALE_STATUSES,
  type RankingDimension,
  type ReportPeriod,
} from './statistics.constants.ts'

const isoDate = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
  .refine(isIsoDate, { error: 'invalidDate' })

/** Both ends, or neither: then the server picks the default range (DEFAULT_REPORT_SPAN). */
const rangeFields = { startDate: isoDate.optional(), endDate: isoDate.optional() }

function checkRange(
  range: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (range.startDate === undefined || range.endDate === undefined) {
    if (range.startDate !== range.endDate) {
      const missing = range.startDate === undefined ? 'startDate' : 'endDate'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'required' })
    }
    return
  }
  const span = daysBetween(range.startDate, range.endDate)
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'beforeStart' })
  // Both ends count: 366 days means end - start <= 365.
  else if (span + 1 > MAX_REPORT_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'rangeTooLong' })
  }
}

/** getMonthlyReport and getDailyReport: a range of business days, both ends included (or none). */
export const reportRequest = z.object(rangeFields).superRefine(checkRange)
export type ReportRequest = z.input<typeof reportRequest>

/** The rankings: the same range, and how many rows (the largest sales first). */
export const rankingRequest = z
  .object({
    ...rangeFields,
    limit: z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'tooSmall' })
      .max(RANKING_LIMIT.max, { error: 'tooLarge' })
      .default(RANKING_LIMIT.default),
  })
  .superRefine(checkRange)
export type RankingRequest = z.input<typeof rankingRequest>

const fen = z.number().int()
const count = z.number().int().min(0)

/** What a set of orders adds up to. */
export const salesFigures = z.object({
  /** Orders counted. */
  orderCount: count,
  /** Sum of the orders' pay amounts (what the buyers paid), fen. */
  salesAmount: fen,
  /** Sum of what has been refunded on them through after-sales, fen. */
  refundedAmount: fen,
  /** Units sold (sum of the orders' item counts). */
  itemCount: count,
})
export type SalesFigures = z.infer<typeof salesFigures>

/** One business month ('YYYY-MM') or day ('YYYY-MM-DD') of a report; every period is present. */
export const reportRow = salesFigures.extend({ period: z.string() })
export type ReportRow = z.infer<typeof reportRow>

export const periodReport = z.object({
  /** The range reported (the default one when the request named none). */
  startDate: z.string(),
  endDate: z.string(),
  totals: salesFigures,
  rows: z.array(reportRow),
})
export type PeriodReport = z.infer<typeof periodReport>

/** One client, product or salesman of a ranking. */
export const rankingRow = z.object({
  /** What the row is grouped by: a party id, a product id, a salesman id, or '' for none. */
  key: z.string(),
  /** Its name as the orders recorded it ('' when the orders carry none: no salesman). */
  name: z.string(),
  /**
   * The product's number (product_no), which tells same-named products apart; '' for clients,
   * salesmen and a product that is gone.
   */
  code: z.string(),
  orderCount: count,
  /**
   * Clients and salesmen: sum of the orders' pay amounts. Products: sum of the order lines'
   * amounts (goods value, before freight and order discounts).
   */
  salesAmount: fen,
  /** Units sold. */
  quantity: count,
})
export type RankingRow = z.infer<typeof rankingRow>

export const ranking = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /**
   * Every group in the range, not only the rows answered; the row of none (no buyer company, no
   * salesman, key '') is not a client or a salesman and is not counted.
   */
  groupCount: count,
  /** What every group in the range adds up to (orderCount: distinct orders). */
  totals: z.object({ orderCount: count, salesAmount: fen, quantity: count }),
  /** The largest sales first, at most `limit` rows. */
  rows: z.array(rankingRow),
})
export type Ranking = z.infer<typeof ranking>
