// The dashboard calls of SPEC.md section 7 (docs/api.md, Dashboard).
import type { ChartRangeRequest, ChartSeries, DashboardData } from '../../contract/dashboard.schema.ts'
import { control } from './http.ts'

export function getDashboardData(signal?: AbortSignal): Promise<DashboardData> {
  return control('getDashboardData', { body: {}, signal })
}

export function getSaleChart(range: ChartRangeRequest, signal?: AbortSignal): Promise<ChartSeries> {
  return control('getUserSaleEchartByDate', { body: range, signal })
}

export function getOrderChart(range: ChartRangeRequest, signal?: AbortSignal): Promise<ChartSeries> {
  return control('getUserOrderEchartByDate', { body: range, signal })
}
