// Typed links to pages: `pathTo('orderDetails', { orderId })` instead of a literal
// '/order-management/orderDetails?orderId=…' in a view. The path comes from the route table, so a
// page that moves in the specification moves every link with it, and a link to a page that is not
// built (or a misspelled id) fails the type check. Query values are encoded here, once;
// `undefined` and `null` values are left out.
import { type BuiltPageId, ROUTE_TABLE, type RouteDef } from './route-table.ts'

export type PathParams = Readonly<Record<string, string | number | null | undefined>>

const PATHS = new Map<string, string>()
const collect = (routes: readonly RouteDef[]) => {
  for (const route of routes) {
    if (route.children) collect(route.children)
    else PATHS.set(route.id, route.path)
  }
}
collect(ROUTE_TABLE)

/** The path of a built page, with its query parameters. */
export function pathTo(page: BuiltPageId, params: PathParams = {}): string {
  const path = PATHS.get(page)
  if (!path) throw new Error(`pathTo: no route for page "${page}"`)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value))
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
