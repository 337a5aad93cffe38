import { useSelector } from '../shared/actors.ts'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import { REDIRECT_PREFIX } from '../../machines/shell/tabs.machine.ts'
import { resolvePath, titleKey } from '../../routes/route-access.ts'
import { FORBIDDEN_PATH, HOME_PATH, NOT_FOUND_PATH } from '../../routes/route-table.ts'
import { useRoutingRef, useSettingsRef, useTabsRef } from '../../root-context.tsx'
import { StatusPage } from '../shared/status-page.tsx'
import { useWindowTitle } from '../shared/window-title.ts'
import { DiscardDialog } from './discard-dialog.tsx'
import { NavBar } from './nav-bar.tsx'
import { PageHost } from './page-host.tsx'
import { RedirectPage } from './redirect-page.tsx'
import { useSearchShortcut } from './search-shortcut.ts'
import { SideMenu } from './side-menu.tsx'
import { TabBar } from './tab-bar.tsx'

type Overlay = 'search' | 'settings' | 'errorLog'

// The overlays load the first time they open: the dashboard has a 300 kB budget.
const HeaderSearch = lazy(() => import('./header-search.tsx'))
const SettingsPanel = lazy(() => import('./settings-panel.tsx'))
const ErrorLogDialog = lazy(() => import('./error-log-dialog.tsx'))

/** Leaving the site (reload, close) while a tab holds unsaved input asks the browser to confirm. */
function useLeaveWarning() {
  const hasDirty = useSelector(useTabsRef(), (s) => s.context.dirty.length > 0)
  useEffect(() => {
    if (!hasDirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [hasDirty])
}

/** The tab bar keeps at most as many tabs as the settings say (read at start and on change). */
function useTabLimit() {
  const tabs = useTabsRef()
  const maxTabs = useSelector(useSettingsRef(), (s) => s.context.settings.maxTabs)
  useEffect(() => {
    tabs.send({ type: 'tabs.setLimit', maxTabs })
  }, [tabs, maxTabs])
}

/** The frame every signed-in page lives in (SPEC.md section 2, Layout). */
export function AppLayout() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const settingsRef = useSettingsRef()
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const { mobile, mobileOpen, opened, tagsView, fixedHeader } = useSelector(
    settingsRef,
    (s) => ({
      mobile: s.context.device === 'mobile',
      mobileOpen: s.context.mobileSidebarOpen,
      opened: s.context.settings.sidebarOpened,
      tagsView: s.context.settings.tagsView,
      fixedHeader: s.context.settings.fixedHeader,
    }),
    (a, b) =>
      a.mobile === b.mobile &&
      a.mobileOpen === b.mobileOpen &&
      a.opened === b.opened &&
      a.tagsView === b.tagsView &&
      a.fixedHeader === b.fixedHeader,
  )
  const [overlay, setOverlay] = useState<Overlay | undefined>(undefined)
  // Once opened, an overlay stays mounted, so it can animate out and open again at once.
  const [mounted, setMounted] = useState<ReadonlySet<Overlay>>(new Set())
  const open = useCallback((which: Overlay) => {
    setOverlay(which)
    setMounted((prev) => (prev.has(which) ? prev : new Set([...prev, which])))
  }, [])
  const close = useCallback(() => setOverlay(undefined), [])
  const openSearch = useCallback(() => open('search'), [open])
  useSearchShortcut(openSearch)
  useLeaveWarning()
  useTabLimit()

  const isRedirect = location.startsWith(`${REDIRECT_PREFIX}/`)
  const status =
    location === FORBIDDEN_PATH ? 'forbidden' : location === NOT_FOUND_PATH ? 'notFound' : undefined
  const resolution = isRedirect || status ? undefined : resolvePath(location, routes)
  const page = resolution?.kind === 'page' ? resolution.page : undefined
  const statusTitle = status ? t(`status.${status}.title`) : undefined
  useWindowTitle(page ? t(titleKey(page.route)) : statusTitle)

  let outlet = null
  if (isRedirect) outlet = <RedirectPage />
  else if (status) outlet = <StatusPage kind={status} signedIn />
  else if (resolution?.kind === 'redirect') outlet = <Redirect to={resolution.to} replace />
  // A path the user's roles do not include is refused, never rendered (SPEC.md section 6).
  else if (resolution?.kind === 'forbidden') outlet = <Redirect to={FORBIDDEN_PATH} replace />
  else if (resolution?.kind === 'unknown') outlet = <Redirect to={HOME_PATH} replace />

  const className = [
    'app-layout',
    mobile ? 'is-mobile' : opened ? 'is-opened' : 'is-collapsed',
    mobile && mobileOpen ? 'is-mobile-open' : '',
    fixedHeader ? 'has-fixed-header' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={className}>
      <a href="#main-content" className="skip-link">
        {t('shell:skipToContent')}
      </a>
      {mobile && mobileOpen && (
        <div
          className="app-layout__backdrop"
          aria-hidden="true"
          onClick={() => settingsRef.send({ type: 'settings.closeMobileSidebar' })}
        />
      )}
      <SideMenu />
      <div className="app-layout__main">
        <header className="app-layout__header">
          <NavBar
            page={page}
            fallbackTitle={statusTitle}
            onOpenSearch={openSearch}
            onOpenSettings={() => open('settings')}
            onOpenErrorLog={() => open('errorLog')}
          />
          {tagsView && <TabBar />}
        </header>
        <main id="main-content" className="app-layout__content" tabIndex={-1}>
          <PageHost active={page} />
          {outlet}
        </main>
      </div>
      <Suspense fallback={null}>
        {mounted.has('search') && <HeaderSearch visible={overlay === 'search'} onHide={close} />}
        {mounted.has('settings') && <SettingsPanel visible={overlay === 'settings'} onHide={close} />}
        {mounted.has('errorLog') && <ErrorLogDialog visible={overlay === 'errorLog'} onHide={close} />}
      </Suspense>
      <DiscardDialog />
    </div>
  )
}
