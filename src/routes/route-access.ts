// Role filtering (SPEC.md section 6) and path resolution over the route table. Pure: the
// routing machine, the guard, the menu, the breadcrumb and the header search share it.
import { hasAnyRole } from '../../contract/roles.ts'
import { type BadgeKey, HOME_PATH, ROUTE_TABLE, type RouteDef } from './route-table.ts'

/**
 * Routes a user holding `roles` may open: admin gets all; others keep routes with no role
 * restriction or a role in common; children are filtered the same way. A sub-user narrowed by
 * permission keys (issue 33) also loses `deniedPages` (the pages of the keys it lacks, as the
 * server answers them), and a group it left without pages goes.
 */
export function filterRoutes(
  roles: readonly string[],
  routes: readonly RouteDef[] = ROUTE_TABLE,
  deniedPages: readonly string[] = [],
): RouteDef[] {
  const kept: RouteDef[] = []
  for (const route of routes) {
    if (!hasAnyRole(roles, route.roles)) continue
    if (!route.children) {
      if (!deniedPages.includes(route.id)) kept.push(route)
      continue
    }
    const children = filterRoutes(roles, route.children, deniedPages)
    const emptied = children.length === 0 && route.children.some((c) => deniedPages.includes(c.id))
    if (!emptied) kept.push({ ...route, children })
  }
  return kept
}

/** A page (a route that renders) and the group it sits in, if any. */
export interface PageEntry {
  readonly route: RouteDef
  readonly group: RouteDef | undefined
}

export function pagesOf(routes: readonly RouteDef[]): PageEntry[] {
  const pages: PageEntry[] = []
  for (const route of routes) {
    if (route.children) for (const child of route.children) pages.push({ route: child, group: route })
    else pages.push({ route, group: undefined })
  }
  return pages
}

export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/'
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path || '/'
}

export function findPage(routes: readonly RouteDef[], pathname: string): PageEntry | undefined {
  const path = normalizePath(pathname)
  return pagesOf(routes).find((p) => p.route.path === path)
}

export function findPageById(routes: readonly RouteDef[], id: string): PageEntry | undefined {
  return pagesOf(routes).find((p) => p.route.id === id)
}

function findGroup(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  return routes.find((r) => r.children && r.path === path)
}

export type Resolution =
  | { kind: 'page'; page: PageEntry }
  | { kind: 'redirect'; to: string }
  /** In the table but not for this user: refused with the 401 page, never rendered. */
  | { kind: 'forbidden' }
  /** Not in the table at all: signed-in users go to the dashboard (SPEC.md section 2). */
  | { kind: 'unknown' }

/** What a signed-in user holding the `allowed` routes gets at `pathname`. */
export function resolvePath(
  pathname: string,
  allowed: readonly RouteDef[],
  all: readonly RouteDef[] = ROUTE_TABLE,
): Resolution {
  const path = normalizePath(pathname)
  if (path === '/') return { kind: 'redirect', to: HOME_PATH }
  const page = findPage(allowed, path)
  if (page) return { kind: 'page', page }
  const group = findGroup(allowed, path)
  if (group?.children) {
    const target =
      (group.redirect && group.children.find((c) => c.path === group.redirect)) ??
      group.children.find((c) => !c.hidden) ??
      group.children[0]
    return target ? { kind: 'redirect', to: target.path } : { kind: 'forbidden' }
  }
  if (findPage(all, path) || findGroup(all, path)) return { kind: 'forbidden' }
  return { kind: 'unknown' }
}

/** One entry of the side menu: a page, or a group with its visible pages. */
export interface MenuEntry {
  readonly route: RouteDef
  readonly children?: readonly RouteDef[]
}

/** The side menu: visible routes only; a group with no visible page left is dropped. */
export function menuOf(allowed: readonly RouteDef[]): MenuEntry[] {
  const menu: MenuEntry[] = []
  for (const route of allowed) {
    if (route.hidden) continue
    if (!route.children) {
      menu.push({ route })
      continue
    }
    const children = route.children.filter((c) => !c.hidden)
    if (children.length > 0) menu.push({ route, children })
  }
  return menu
}

/**
 * Pages the header search offers: every page the user may open, hidden ones included (an edit,
 * import or detail page the menu does not list: issue 35), built or listed in the menu; the
 * menu's order. A page built but not in the menu is still found by its title.
 */
export function searchablePages(allowed: readonly RouteDef[]): PageEntry[] {
  return pagesOf(allowed).filter((p) => p.route.built || (!p.route.hidden && !p.group?.hidden))
}

/** Ids of the pages a user may open; the tabs machine drops restored tabs outside it. */
export function allowedPageIds(allowed: readonly RouteDef[]): string[] {
  return pagesOf(allowed).map((p) => p.route.id)
}

/** Tabs that never close (the dashboard). */
export function pinnedPages(routes: readonly RouteDef[] = ROUTE_TABLE): RouteDef[] {
  return pagesOf(routes)
    .filter((p) => p.route.pinned)
    .map((p) => p.route)
}

/** The title key of a route in the `routes` namespace. */
export function titleKey(route: RouteDef): string {
  return route.children ? `routes:groups.${route.id}` : `routes:pages.${route.id}`
}

/**
 * True when something may link to `target` (a path, maybe with a query) for a user holding the
 * `allowed` routes: it is one of their pages and that page is built. A figure, a badge or a
 * bell entry that would lead to a refused route or to the coming-soon page is not a link.
 */
export function canLinkTo(allowed: readonly RouteDef[], target: string): boolean {
  return findPage(allowed, target)?.route.built === true
}

/**
 * The badge a menu entry shows, if any: a page's own when the page is built; a group's when
 * one of its (allowed) built pages carries a badge, so a count never points into pages that
 * cannot act on it yet.
 */
export function menuBadge(route: RouteDef, children?: readonly RouteDef[]): BadgeKey | undefined {
  if (!route.badge) return undefined
  if (!route.children) return route.built ? route.badge : undefined
  return (children ?? route.children).some((c) => c.built && c.badge && !c.hidden) ? route.badge : undefined
}

/** True when any menu entry of the `allowed` routes can show a badge (else no counts are fetched). */
export function showsBadges(allowed: readonly RouteDef[]): boolean {
  return menuOf(allowed).some((e) => menuBadge(e.route, e.children) || e.children?.some((c) => menuBadge(c)))
}
