// The statistics calls (docs/api.md, Statistics): the monthly and daily sales reports and the
// rankings by client, product and salesman, over a range of business days.
import type {
  PeriodReport,
  Ranking,
  RankingRequest,
  ReportRequest,
} from '../../contract/statistics.schema.ts'
import type { RankingDimension } from '../../contract/statistics.constants.ts'
import { RANKING_CALLS } from '../../contract/statistics.constants.ts'
import { control } from './http.ts'

export function getMonthlyReport(range: ReportRequest, signal?: AbortSignal): Promise<PeriodReport> {
  return control('getMonthlyReport', { body: range, signal })
}

export function getDailyReport(range: ReportRequest, signal?: AbortSignal): Promise<PeriodReport> {
  return control('getDailyReport', { body: range, signal })
}

/** getStatisticsByClient, getStatisticsByProduct or getStatisticsBySalesman. */
export function getRanking(
  dimension: RankingDimension,
  request: RankingRequest,
  signal?: AbortSignal,
): Promise<Ranking> {
  return control(RANKING_CALLS[dimension], { body: request, signal })
}
