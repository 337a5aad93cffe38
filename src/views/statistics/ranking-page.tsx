// The three rankings (/statistics-management/statisticsByClient, statisticsByProduct and
// statisticsBySalesman): one page, the dimension differs. Clients, products or salesmen by
// sales amount over the range, the largest first: totals, a bar chart of the top ten, the
// sortable table, export.
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { RankingDimension } from '../../../contract/statistics.constants.ts'
import type { Ranking, RankingRow } from '../../../contract/statistics.schema.ts'
import { getRanking } from '../../services/statistics.api.ts'
import { sheetTitle, yuanCell } from './export-sheet.ts'
import { NUMBER_COLUMN, ReportTable } from './report-table.tsx'
import { ReportFrame } from './report-frame.tsx'

const CHART_TOP = 10

interface RankedRow extends RankingRow {
  rank: number
  label: string
  /** Share of the range's sales, per mille. */
  share: number
}

function RankingPage({ dimension }: { dimension: RankingDimension }) {
  const { t, i18n } = useTranslation('statistics')
  const lang = i18n.resolvedLanguage ?? 'en'
  const title = t(`titles.${dimension}`)
  const count = (n: number) => n.toLocaleString(lang)
  const percent = (permille: number) =>
    `${(permille / 10).toLocaleString(lang, { minimumFractionDigits: 1 })}%`
  return (
    <ReportFrame<Ranking>
      title={title}
      load={(range, signal) => getRanking(dimension, range ?? {}, signal)}
      view={(report) => {
        // The row without a salesman or buyer company; a product is never without a name.
        const NO_NAME: Record<RankingDimension, string> = {
          client: t('noBuyerCompany'),
          product: '',
          salesman: t('noSalesman'),
        }
        const total = report.totals.salesAmount
        const rows: RankedRow[] = report.rows.map((r, i) => ({
          ...r,
          rank: i + 1,
          label: r.name || NO_NAME[dimension] || r.key,
          share: total > 0 ? Math.round((r.salesAmount * 1000) / total) : 0,
        }))
        // The chart has no code column: a product's bar names its code beside the name.
        const barLabel = (r: RankedRow) => (r.code ? `${r.label} · ${r.code}` : r.label)
        // The row of none (no salesman, no buyer company) is not one of the groups counted.
        const shown = rows.filter((r) => r.key !== '').length
        const notes = [t('notes.sales')]
        if (dimension === 'product') notes.push(t('notes.product'))
        if (report.groupCount > shown) notes.push(t('table.shown', { shown, count: report.groupCount }))
        return {
          totals: [
            { label: t('totals.salesAmount'), value: formatYuan(total) },
            { label: t('totals.orderCount'), value: count(report.totals.orderCount) },
            { label: t('totals.quantity'), value: count(report.totals.quantity) },
            { label: t(`totals.groupCount.${dimension}`), value: count(report.groupCount) },
          ],
          chart: {
            caption: t('chart.top', { count: Math.min(CHART_TOP, rows.length) }),
            horizontal: true,
            bars: rows.slice(0, CHART_TOP).map((r) => ({ label: barLabel(r), value: r.salesAmount })),
          },
          table: (
            <ReportTable
              title={title}
              report={report}
              value={rows}
              dataKey="key"
              emptyMessage={t('table.empty')}
            >
              <Column field="rank" header={t('columns.rank')} sortable {...NUMBER_COLUMN} />
              <Column field="label" header={t(`columns.name.${dimension}`)} sortable />
              {dimension === 'product' && <Column field="code" header={t('columns.code')} sortable />}
              <Column
                field="orderCount"
                header={t('columns.orderCount')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: RankedRow) => count(r.orderCount)}
              />
              <Column
                field="quantity"
                header={t('columns.quantity')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: RankedRow) => count(r.quantity)}
              />
              <Column
                field="salesAmount"
                header={t('columns.salesAmount')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: RankedRow) => formatYuan(r.salesAmount)}
              />
              <Column
                field="share"
                header={t('columns.share')}
                sortable
                {...NUMBER_COLUMN}
                body={(r: RankedRow) => percent(r.share)}
              />
            </ReportTable>
          ),
          sheet: {
            ...sheetTitle(title, t('sheet.range'), report),
            columns: [
              t('columns.rank'),
              t(`columns.name.${dimension}`),
              ...(dimension === 'product' ? [t('columns.code')] : []),
              t('columns.orderCount'),
              t('columns.quantity'),
              t('columns.salesAmount'),
            ],
            rows: rows.map((r) => [
              r.rank,
              r.label,
              ...(dimension === 'product' ? [r.code] : []),
              r.orderCount,
              r.quantity,
              yuanCell(r.salesAmount),
            ]),
            foot: [
              t('sheet.total'),
              '',
              ...(dimension === 'product' ? [''] : []),
              report.totals.orderCount,
              report.totals.quantity,
              yuanCell(total),
            ],
          },
          notes,
        }
      }}
    />
  )
}

export function ClientRankingPage() {
  return <RankingPage dimension="client" />
}

export function ProductRankingPage() {
  return <RankingPage dimension="product" />
}

export function SalesmanRankingPage() {
  return <RankingPage dimension="salesman" />
}
