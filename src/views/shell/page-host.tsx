// Renders the pages of the open tabs (SPEC.md section 2, Caching; DESIGN.md, Views). A cached
// page stays mounted under React's <Activity mode="hidden"> while another tab is shown, so
// its scroll, filters, paging and form input survive; it renders inside its own wouter Router
// whose location is fixed to the tab's path, so it does not re-render for the route that is
// active. A no-cache page mounts afresh on each visit. Refresh bumps the tab's generation,
// which re-mounts it; closing the tab drops it from here and so from memory.
import { useSelector } from '../shared/actors.ts'
import {
  Activity,
  type ComponentType,
  type LazyExoticComponent,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Router, useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { PageEntry } from '../../routes/route-access.ts'
import { findPageById } from '../../routes/route-access.ts'
import type { RouteDef } from '../../routes/route-table.ts'
import { useMenuCountsRef, useRoutingRef, useTabsRef } from '../../root-context.tsx'
import { PageContext } from './page-context.ts'
import { PageErrorBoundary } from './page-error-boundary.tsx'
import { lazyLoaded } from './loaded-lazy.ts'
import {
  loaderFor,
  PAGE_LOADERS,
  type PageLoader,
  type PageLoaders,
  rememberedLoader,
} from './page-loaders.ts'

// One lazy component per loader (not per route id), so a test's own loaders never meet the app's.
const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>()

function pageComponent(route: RouteDef, loaders: PageLoaders): LazyExoticComponent<ComponentType> {
  const load = loaderFor(route, loaders)
  let page = lazyPages.get(load)
  if (!page) {
    page = lazyLoaded(rememberedLoader(load))
    lazyPages.set(load, page)
  }
  return page
}

function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  )
}

type LocationHook = (() => [string, typeof navigate]) & { searchHook: () => string }

/** A wouter location fixed to one path: the page never sees the app's other routes, but its links still navigate the app. */
function fixedLocation(path: string, search: string): LocationHook {
  return Object.assign((): [string, typeof navigate] => [path, navigate], { searchHook: () => search })
}

/** One page under a location fixed to its tab's path. */
function PageFrame({
  route,
  tabPath,
  fullPath,
  loaders,
}: {
  route: RouteDef
  tabPath: string
  fullPath: string
  loaders: PageLoaders
}) {
  const [path, search = ''] = fullPath.split('?')
  const hook = useMemo(() => fixedLocation(path ?? tabPath, search), [path, search, tabPath])
  const context = useMemo(() => ({ route, tabPath }), [route, tabPath])
  const Page = pageComponent(route, loaders)
  return (
    <PageContext.Provider value={context}>
      <Router hook={hook}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </Router>
    </PageContext.Provider>
  )
}

interface HostedPage {
  route: RouteDef
  path: string
  fullPath: string
}

export function PageHost({
  active,
  loaders = PAGE_LOADERS,
}: {
  active: PageEntry | undefined
  /** Which module renders each page (tests pass their own). */
  loaders?: PageLoaders
}) {
  const [location] = useLocation()
  const search = useSearch()
  const tabsRef = useTabsRef()
  const menuCounts = useMenuCountsRef()
  const tabs = useSelector(tabsRef, (s) => s.context.tabs)
  const generations = useSelector(tabsRef, (s) => s.context.generations)
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const activeRoute = active?.route
  const activePath = activeRoute?.path
  const activeFullPath = search ? `${location}?${search}` : location

  // Each visit opens (or updates) the tab; opening home refreshes the menu counts (SPEC.md section 2),
  // except as the first page after sign-in, whose counts the sign-in has just asked for.
  useEffect(() => {
    if (!activeRoute) return
    tabsRef.send({
      type: 'tabs.visit',
      tab: { id: activeRoute.id, path: activeRoute.path, fullPath: activeFullPath },
    })
    menuCounts.send({ type: 'menuCounts.pageOpened', home: Boolean(activeRoute.pinned) })
  }, [tabsRef, menuCounts, activeRoute, activeFullPath])

  // A cached page comes back where the user left it; any other page starts at the top.
  const scrolls = useRef(new Map<string, number>())
  useEffect(() => {
    if (!activePath) return
    const remember = () => scrolls.current.set(activePath, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [activePath])
  useLayoutEffect(() => {
    if (!activePath) return
    window.scrollTo(0, activeRoute?.cache ? (scrolls.current.get(activePath) ?? 0) : 0)
  }, [activePath, activeRoute])

  const cached: HostedPage[] = []
  for (const tab of tabs) {
    const route = findPageById(routes, tab.id)?.route
    if (route?.cache) cached.push({ route, path: tab.path, fullPath: tab.fullPath })
  }
  if (activeRoute?.cache && !cached.some((p) => p.path === activeRoute.path))
    cached.push({ route: activeRoute, path: activeRoute.path, fullPath: activeFullPath })

  return (
    <>
      {cached.map((page) => {
        const visible = page.path === activePath
        return (
          <Activity key={`${page.path}#${generations[page.path] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            <PageFrame
              route={page.route}
              tabPath={page.path}
              fullPath={visible ? activeFullPath : page.fullPath}
              loaders={loaders}
            />
          </Activity>
        )
      })}
      {activeRoute && !activeRoute.cache && (
        <PageFrame
          key={`${activeRoute.path}#${generations[activeRoute.path] ?? 0}`}
          route={activeRoute}
          tabPath={activeRoute.path}
          fullPath={activeFullPath}
          loaders={loaders}
        />
      )}
    </>
  )
}
