// The /control calls of statistics reports: the period reports and the three rankings
// (contract/statistics.constants.ts RANKING_CALLS names the rankings for the browser).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read } from './calls.ts'
import { periodReport, ranking, rankingRequest, reportRequest } from './statistics.schema.ts'

export const statisticsCalls = defineCalls({
  getMonthlyReport: { request: reportRequest, response: periodReport, access: 'statistics', audit: read },
  getDailyReport: { request: reportRequest, response: periodReport, access: 'statistics', audit: read },
  getStatisticsByClient: { request: rankingRequest, response: ranking, access: 'statistics', audit: read },
  getStatisticsByProduct: { request: rankingRequest, response: ranking, access: 'statistics', audit: read },
  getStatisticsBySalesman: { request: rankingRequest, response: ranking, access: 'statistics', audit: read },
})
