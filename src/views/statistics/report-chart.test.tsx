// @vitest-environment happy-dom
// A report's chart keeps its Chart.js chart while its bars stay the same: PrimeReact's Chart
// destroys and draws the chart again whenever its data changes identity, and the report's frame
// builds new bars at every render (issue 37: the monthly report drew its chart twice on load).
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'

/** Every distinct data object PrimeReact's Chart was given: one per chart drawn. */
const drawn = new Set<unknown>()
vi.mock('primereact/chart', () => ({
  Chart: (props: { data: unknown }) => {
    drawn.add(props.data)
    return null
  },
}))

const { default: ReportChart } = await import('./report-chart.tsx')

it('draws the chart again only when its bars change', () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const root = createRoot(document.createElement('div'))
  const bars = () => [
    { label: '2026-10', value: 8_442_970 },
    { label: '2026-11', value: 62_633_500 },
  ]
  act(() => root.render(<ReportChart bars={bars()} horizontal={false} label="Sales" />))
  // The frame renders again (a draft date): new arrays, the same bars.
  act(() => root.render(<ReportChart bars={bars()} horizontal={false} label="Sales" />))
  act(() => root.render(<ReportChart bars={bars()} horizontal={false} label="Sales, 2026" />))
  expect(drawn.size).toBe(1)
  // Another range: other bars, another chart.
  act(() =>
    root.render(<ReportChart bars={[{ label: '2026-11', value: 1 }]} horizontal={false} label="Sales" />),
  )
  expect(drawn.size).toBe(2)
  act(() => root.unmount())
})
