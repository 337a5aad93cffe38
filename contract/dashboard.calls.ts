// The /control calls of the dashboard: its figures and the two trend charts, for every signed-in user.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read } from './calls.ts'
import { chartRangeRequest, chartSeries, dashboardData } from './dashboard.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const dashboardCalls = defineCalls({
  getDashboardData: {
    request: emptyRequest,
    response: dashboardData,
    access: 'session',
    audit: read,
  },
  getUserSaleEchartByDate: {
    request: chartRangeRequest,
    response: chartSeries,
    access: 'session',
    audit: read,
  },
  getUserOrderEchartByDate: {
    request: chartRangeRequest,
    response: chartSeries,
    access: 'session',
    audit: read,
  },
})
