// A report's chart: Chart.js through PrimeReact's Chart. This module is its own lazy chunk, so
// Chart.js loads only on the statistics pages, after the figures (DESIGN.md, budgets).
import { Chart } from 'primereact/chart'
import { useMemo } from 'react'
import { fenToYuan, formatYuan, formatYuanWhole, yuanToFen } from '../../../contract/format/yuan.ts'

export interface ChartBar {
  label: string
  /** Fen. */
  value: number
}

function primaryColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim()
  return value || '#1890ff'
}

/** Sales amounts as bars: over time (vertical) or a ranking (horizontal, largest on top). */
export default function ReportChart(props: { bars: ChartBar[]; horizontal: boolean; label: string }) {
  const { horizontal } = props
  // PrimeReact's Chart destroys and draws the chart again whenever its data or options change
  // identity, and the report's frame builds a new bars array at every render (a draft date, an
  // export): the same bars keep the same chart. Drawing it twice was a second long task of the
  // monthly report's load on a phone (issue 37).
  const barsKey = props.bars.map((b) => `${b.label}\u0000${b.value}`).join('\u0001')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bars are read by their content (barsKey)
  const bars = useMemo(() => props.bars, [barsKey])
  const { data, options } = useMemo(() => {
    const colour = primaryColour()
    const valueAxis = {
      beginAtZero: true,
      ticks: { callback: (v: number | string) => formatYuanWhole(yuanToFen(Number(v))) },
    }
    // A ranking names every bar (ten at most); a time axis skips labels when they crowd.
    const labelAxis = { ticks: horizontal ? { autoSkip: false } : { autoSkip: true, maxTicksLimit: 16 } }
    return {
      data: {
        labels: bars.map((b) => b.label),
        // Chart.js plots yuan; tooltips format the exact fen.
        datasets: [
          { data: bars.map((b) => fenToYuan(b.value)), backgroundColor: colour, borderColor: colour },
        ],
      },
      options: {
        indexAxis: horizontal ? ('y' as const) : ('x' as const),
        maintainAspectRatio: false,
        animation: false as const,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item: { dataIndex: number }) => formatYuan(bars[item.dataIndex]?.value ?? 0),
            },
          },
        },
        scales: horizontal ? { x: valueAxis, y: labelAxis } : { y: valueAxis, x: labelAxis },
      },
    }
  }, [bars, horizontal])
  return (
    <Chart
      type="bar"
      data={data}
      options={options}
      className="statistics-chart__canvas"
      ariaLabel={props.label}
    />
  )
}
