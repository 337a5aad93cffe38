// @vitest-environment happy-dom
// The dashboard's figure cards link only into pages the user may open that are built: a count
// of catalogue orders waiting for audit leads to the order forms, and nowhere while that page is
// not built; one of repairs, which this role may not open, leads nowhere either.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DashboardFigure } from '../../../contract/dashboard.schema.ts'
import { canLinkTo, filterRoutes } from '../../../src/routes/route-access.ts'
import type { RouteDef } from '../../../src/routes/route-table.ts'
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

/** The routes with one page marked not built, as a page is before its area lands. */
function unbuilt(routes: readonly RouteDef[], id: string): RouteDef[] {
  return routes.map((r) =>
    r.id === id ? { ...r, built: false } : r.children ? { ...r, children: unbuilt(r.children, id) } : r,
  )
}

function linksWith(routes: readonly RouteDef[]): (string | null)[] {
  act(() => root.render(<FigureCards figures={FIGURES} canLinkTo={(href) => canLinkTo(routes, href)} />))
  return [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
}

describe('dashboard figure cards', () => {
  it('link only to built pages the role may open; the rest are plain cards', () => {
    const routes = filterRoutes(['DISTRIBUTIONPRO'])
    expect(linksWith(routes)).toEqual([
      '/order-management/salesOrder?s=x',
      '/distribution-management/cooperation',
      '/cataLogManagement/orderAudit',
    ])
    // Every figure is still shown.
    expect(container.querySelectorAll('li')).toHaveLength(FIGURES.length)
    expect(linksWith(unbuilt(routes, 'orderAudit'))).toEqual([
      '/order-management/salesOrder?s=x',
      '/distribution-management/cooperation',
    ])
    expect(container.querySelectorAll('li')).toHaveLength(FIGURES.length)
  })
})
