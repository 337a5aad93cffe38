// The monthly and daily sales reports (/statistics-management/manageMonthlyReport and
// manageDailyReport): one row per business month or day of the range, totals, a chart of the
// sales amount over time, the sortable table, export.
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ReportPeriod } from '../../../contract/statistics.constants.ts'
import type { PeriodReport, ReportRow } from '../../../contract/statistics.schema.ts'
import { getDailyReport, getMonthlyReport } from '../../services/statistics.api.ts'
import { isIsoDate } from '../../../contract/business-time.ts'
import { day } from '../../browser/spreadsheet.ts'
import { sheetTitle, yuanCell } from './export-sheet.ts'
import { NUMBER_COLUMN, ReportTable } from './report-table.tsx'
import { ReportFrame, type ReportLoader } from './report-frame.tsx'

const LOADERS: Record<ReportPeriod, ReportLoader<PeriodReport>> = {
  month: (range, signal) => getMonthlyReport(range ?? {}, signal),
  day: (range, signal) => getDailyReport(range ?? {}, signal),
}

/** Average order in fen (rounded), or null without orders. */
const average = (r: { salesAmount: number; orderCount: number }) =>
  r.orderCount > 0 ? Math.round(r.salesAmount / r.orderCount) : null

function PeriodReportPage({ period }: { period: ReportPeriod }) {
  const { t, i18n } = useTranslation('statistics')
  const lang = i18n.resolvedLanguage ?? 'en'
  const title = t(`titles.${period}`)
  const count = (n: number) => n.toLocaleString(lang)
  const money = (r: ReportRow) => formatYuan(r.salesAmount)
  return (
    <ReportFrame<PeriodReport>
      title={title}
      load={LOADERS[period]}
      view={(report) => {
        const avg = average(report.totals)
        return {
          totals: [
            { label: t('totals.salesAmount'), value: formatYuan(report.totals.salesAmount) },
            { label: t('totals.orderCount'), value: count(report.totals.orderCount) },
            { label: t('totals.itemCount'), value: count(report.totals.itemCount) },
            { label: t('totals.averageAmount'), value: avg === null ? '—' : formatYuan(avg) },
            { label: t('totals.refundedAmount'), value: formatYuan(report.totals.refundedAmount) },
          ],
          chart: {
            caption: t('chart.sales'),
            horizontal: false,
            bars: report.rows.map((r) => ({
              label: period === 'day' ? r.period.slice(5) : r.period,
              value: r.salesAmount,
            })),
          },
          table: (
            <ReportTable title={title} report={report} value={report.rows} dataKey="period">
              <Column field="period" header={t(`columns.period.${period}`)} sortable />
              <Column
                field="orderCount"
                header={t('columns.orderCount')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: ReportRow) => count(r.orderCount)}
              />
              <Column
                field="itemCount"
                header={t('columns.itemCount')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: ReportRow) => count(r.itemCount)}
              />
              <Column
                field="salesAmount"
                header={t('columns.salesAmount')}
                sortable
                {...NUMBER_COLUMN}
                body={money}
              />
              <Column
                header={t('columns.averageAmount')}
                {...NUMBER_COLUMN}
                body={(r: ReportRow) => {
                  const a = average(r)
                  return a === null ? '—' : formatYuan(a)
                }}
              />
              <Column
                field="refundedAmount"
                header={t('columns.refundedAmount')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: ReportRow) => formatYuan(r.refundedAmount)}
              />
            </ReportTable>
          ),
          sheet: {
            ...sheetTitle(title, t('sheet.range'), report),
            columns: [
              t(`columns.period.${period}`),
              t('columns.orderCount'),
              t('columns.itemCount'),
              t('columns.salesAmount'),
              t('columns.refundedAmount'),
            ],
            rows: report.rows.map((r) => [
              isIsoDate(r.period) ? day(r.period) : r.period,
              r.orderCount,
              r.itemCount,
              yuanCell(r.salesAmount),
              yuanCell(r.refundedAmount),
            ]),
            foot: [
              t('sheet.total'),
              report.totals.orderCount,
              report.totals.itemCount,
              yuanCell(report.totals.salesAmount),
              yuanCell(report.totals.refundedAmount),
            ],
          },
          notes: [t('notes.sales')],
        }
      }}
    />
  )
}

export function MonthlyReportPage() {
  return <PeriodReportPage period="month" />
}

export function DailyReportPage() {
  return <PeriodReportPage period="day" />
}
