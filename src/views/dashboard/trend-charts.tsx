// The trend charts: Chart.js through PrimeReact's Chart. This module is its own lazy chunk,
// so Chart.js loads only on the dashboard, after the figures (DESIGN.md, budgets).
import { Chart } from 'primereact/chart'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChartSeries } from '../../../contract/dashboard.schema.ts'
import { fenToYuan, formatYuan, formatYuanWhole, yuanToFen } from '../../../contract/format/yuan.ts'
import type { Charts } from '../../machines/dashboard/dashboard.machine.ts'

function primaryColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim()
  return value || '#1890ff'
}

function TrendChart({ series, kind }: { series: ChartSeries; kind: 'sale' | 'orders' }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.resolvedLanguage ?? 'en'
  const title = t(`charts.${kind}.${series.source}`)
  const money = kind === 'sale'
  const { data, options } = useMemo(() => {
    const colour = primaryColour()
    return {
      data: {
        labels: series.points.map((p) => p.date.slice(5)),
        datasets: [
          {
            label: title,
            // Chart.js plots yuan; labels and tooltips format the exact fen.
            data: series.points.map((p) => (money ? fenToYuan(p.value) : p.value)),
            borderColor: colour,
            backgroundColor: money ? `${colour}33` : colour,
            tension: 0.3,
            pointRadius: series.points.length > 62 ? 0 : 2,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items: { dataIndex: number }[]) => series.points[items[0]?.dataIndex ?? 0]?.date ?? '',
              label: (item: { dataIndex: number }) => {
                const value = series.points[item.dataIndex]?.value ?? 0
                return money ? formatYuan(value) : value.toLocaleString(language)
              },
            },
          },
        },
        scales: {
          y: {
            beginAtZero: true,
            ticks: {
              precision: 0,
              callback: (value: number | string) =>
                money ? formatYuanWhole(yuanToFen(Number(value))) : Number(value).toLocaleString(language),
            },
          },
          x: { ticks: { maxTicksLimit: 12 } },
        },
      },
    }
  }, [series, title, money, language])

  const total = money ? formatYuan(series.total) : series.total.toLocaleString(language)
  return (
    <figure className="dashboard-chart">
      <figcaption>
        <span className="dashboard-chart__title">{title}</span>
        <span className="dashboard-chart__total">{t('charts.total', { value: total })}</span>
        <span className="dashboard-chart__range">
          {t('charts.range', { start: series.startDate, end: series.endDate })}
        </span>
      </figcaption>
      <Chart
        type={money ? 'line' : 'bar'}
        data={data}
        options={options}
        className="dashboard-chart__canvas"
        ariaLabel={t('charts.canvas', { title, start: series.startDate, end: series.endDate })}
      />
    </figure>
  )
}

export default function TrendCharts({ charts }: { charts: Charts }) {
  return (
    <div className="dashboard-charts__grid">
      <TrendChart series={charts.sale} kind="sale" />
      <TrendChart series={charts.orders} kind="orders" />
    </div>
  )
}
