// Statistics reports (route group /statistics-management): the monthly and daily sales
// reports and the rankings by client, product and salesman, over a range of business days
// (UTC+8). Only the statistics area's roles; only ever the caller's own merchant's orders.
import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  addDays,
  businessDate,
  businessDayStart,
  daysBetween,
  monthStart,
  nextMonthStart,
} from '../../contract/business-time.ts'
import {
  type PeriodReport,
  type Ranking,
  type ReportPeriod,
  type ReportRow,
  rankingRequest,
  reportRequest,
  type SalesFigures,
} from '../../contract/statistics.schema.ts'
import { defaultReportRange, type ReportKind } from '../../contract/statistics.constants.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import type { Db } from '../db/schema.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import {
  type RankingResult,
  rankByClient,
  rankByProduct,
  rankBySalesman,
  saleDays,
  type Window,
} from './statistics.repository.ts'
import { type CustomerScope, scopeOfCall } from '../shared/data-scope.ts'

const statistics = requireArea('statistics')

/**
 * A report of the whole business (MERCHANT_WIDE_REPORT_CALLS) is refused to a sub-user limited
 * to its own customers: its summaries cannot be split by customer (issue 33).
 */
const wholeBusiness = createMiddleware<AppEnv>(async (c, next) => {
  if (await scopeOfCall(c)) throw ApiError.forbidden('forbidden.scope')
  await next()
})

interface Range {
  startDate: string
  endDate: string
}

/** The range asked for, or the kind's default range up to the business day of the server's clock. */
function rangeOf(
  c: Context<AppEnv>,
  input: { startDate?: string | undefined; endDate?: string | undefined },
  kind: ReportKind,
): Range {
  if (input.startDate !== undefined && input.endDate !== undefined) {
    return { startDate: input.startDate, endDate: input.endDate }
  }
  return defaultReportRange(businessDate(c.get('deps').clock.now()), kind)
}

/** The instants of a range of business days: its first midnight to the midnight after its last day. */
function windowOf(range: Range): Window {
  return { from: businessDayStart(range.startDate), to: businessDayStart(addDays(range.endDate, 1)) }
}

/** Every period of the range, in order: each day, or each month the range touches ('YYYY-MM'). */
function periodsOf(range: Range, period: ReportPeriod): string[] {
  if (period === 'day') {
    return Array.from({ length: daysBetween(range.startDate, range.endDate) + 1 }, (_, i) =>
      addDays(range.startDate, i),
    )
  }
  const months: string[] = []
  for (let m = monthStart(range.startDate); m <= range.endDate; m = nextMonthStart(m))
    months.push(m.slice(0, 7))
  return months
}

const zero = (): SalesFigures => ({ orderCount: 0, salesAmount: 0, refundedAmount: 0, itemCount: 0 })

function add(into: SalesFigures, more: SalesFigures): void {
  into.orderCount += more.orderCount
  into.salesAmount += more.salesAmount
  into.refundedAmount += more.refundedAmount
  into.itemCount += more.itemCount
}

async function periodReport(
  db: Db,
  partyId: string,
  range: Range,
  period: ReportPeriod,
): Promise<PeriodReport> {
  const days = await saleDays(db, partyId, windowOf(range))
  const byPeriod = new Map<string, SalesFigures>(periodsOf(range, period).map((p) => [p, zero()]))
  const totals = zero()
  for (const d of days) {
    const figures = byPeriod.get(period === 'day' ? d.day : d.day.slice(0, 7))
    if (figures) add(figures, d)
    add(totals, d)
  }
  const rows: ReportRow[] = [...byPeriod].map(([p, figures]) => ({ period: p, ...figures }))
  return { startDate: range.startDate, endDate: range.endDate, totals, rows }
}

type Ranker = (
  db: Db,
  partyId: string,
  w: Window,
  limit: number,
  scope: CustomerScope | null,
) => Promise<RankingResult>

function rankingRoute(rank: Ranker) {
  return async (c: Context<AppEnv>) => {
    const input = await body(c, rankingRequest)
    const range = rangeOf(c, input, 'ranking')
    const { db } = c.get('deps')
    const scope = await scopeOfCall(c)
    const result = await rank(db, c.get('caller').partyId, windowOf(range), input.limit, scope)
    const answer: Ranking = { ...range, ...result }
    return ok(c, answer)
  }
}

export const statisticsRoutes = new Hono<AppEnv>()
  .post('/getMonthlyReport', requireSession, statistics, wholeBusiness, async (c) => {
    const range = rangeOf(c, await body(c, reportRequest), 'month')
    return ok(c, await periodReport(c.get('deps').db, c.get('caller').partyId, range, 'month'))
  })
  .post('/getDailyReport', requireSession, statistics, wholeBusiness, async (c) => {
    const range = rangeOf(c, await body(c, reportRequest), 'day')
    return ok(c, await periodReport(c.get('deps').db, c.get('caller').partyId, range, 'day'))
  })
  .post('/getStatisticsByClient', requireSession, statistics, rankingRoute(rankByClient))
  .post('/getStatisticsByProduct', requireSession, statistics, wholeBusiness, rankingRoute(rankByProduct))
  .post('/getStatisticsBySalesman', requireSession, statistics, wholeBusiness, rankingRoute(rankBySalesman))
