// @vitest-environment happy-dom
// The dashboard's figure cards link only into pages the user may open that are built: a count
// of catalogue orders waiting for audit is shown, but leads nowhere until the catalogue pages
// land; one of repairs, which this role may not open, leads nowhere either.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DashboardFigure } from '../../../contract/dashboard.schema.ts'
import { canLinkTo, filterRoutes } from '../../../src/routes/route-access.ts'
import { FigureCards } from '../../../src/views/dashboard/figure-cards.tsx'

const FIGURES: DashboardFigure[] = [
  {
    key: 'ordersWaitShip',
    value: 85,
    unit: 'count',
    path: '/order-management/salesOrder',
    query: { s: 'x' },
  },
  { key: 'cooperationPending', value: 2, unit: 'count', path: '/distribution-management/cooperation' },
  { key: 'catalogueOrdersWaitAudit', value: 3, unit: 'count', path: '/cataLogManagement/orderAudit' },
  { key: 'repairWaitAccept', value: 1, unit: 'count', path: '/repairList' },
  { key: 'todaySales', value: 100, unit: 'fen', path: null },
]

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('dashboard figure cards', () => {
  it('link only to built pages the role may open; the rest are plain cards', () => {
    const routes = filterRoutes(['DISTRIBUTIONPRO'])
    act(() => root.render(<FigureCards figures={FIGURES} canLinkTo={(href) => canLinkTo(routes, href)} />))
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/order-management/salesOrder?s=x', '/distribution-management/cooperation'])
    // Every figure is still shown.
    expect(container.querySelectorAll('li')).toHaveLength(FIGURES.length)
  })
})
