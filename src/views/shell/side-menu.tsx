import { useMenuCounts } from '../shared/menu-counts.ts'
import { useSelector } from '../shared/actors.ts'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { MenuCounts } from '../../machines/shell/menu-counts.machine.ts'
import { findPage, type MenuEntry, menuBadge, menuOf, titleKey } from '../../routes/route-access.ts'
import type { BadgeKey, RouteDef } from '../../routes/route-table.ts'
import { useRoutingRef, useSettingsRef } from '../../root-context.tsx'
import { badgeCount } from './menu-counts.ts'

function Badge({ counts, badge }: { counts: MenuCounts | undefined; badge: BadgeKey | undefined }) {
  const { t } = useTranslation('shell')
  const count = badgeCount(counts, badge)
  // SPEC.md section 2: hidden at 0 or undefined.
  if (!count) return null
  return (
    <span className="p-badge p-component p-badge-danger side-menu__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('menu.badge', { count })}</span>
    </span>
  )
}

function PageLink({
  route,
  counts,
  active,
  onNavigate,
  topLevel,
}: {
  route: RouteDef
  counts: MenuCounts | undefined
  active: boolean
  onNavigate: () => void
  topLevel: boolean
}) {
  const { t } = useTranslation()
  return (
    <li>
      <Link
        href={route.path}
        className={`side-menu__link${active ? ' is-active' : ''}${topLevel ? ' side-menu__link--top' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {topLevel && (
          <span className={`${route.icon ?? 'pi pi-circle'} side-menu__icon`} aria-hidden="true" />
        )}
        <span className="side-menu__label">{t(titleKey(route))}</span>
        <Badge counts={counts} badge={menuBadge(route)} />
      </Link>
    </li>
  )
}

function Group({
  entry,
  counts,
  activeId,
  expanded,
  onToggle,
  onNavigate,
}: {
  entry: MenuEntry
  counts: MenuCounts | undefined
  activeId: string | undefined
  expanded: boolean
  onToggle: () => void
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const listId = useId()
  const containsActive = entry.children?.some((c) => c.id === activeId) ?? false
  return (
    <li className={`side-menu__group${expanded ? ' is-expanded' : ''}${containsActive ? ' has-active' : ''}`}>
      <button
        type="button"
        className="side-menu__link side-menu__link--top"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span className={`${entry.route.icon ?? 'pi pi-folder'} side-menu__icon`} aria-hidden="true" />
        <span className="side-menu__label">{t(titleKey(entry.route))}</span>
        <Badge counts={counts} badge={menuBadge(entry.route, entry.children)} />
        <span className="pi pi-angle-down side-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="side-menu__sub">
        <li className="side-menu__flyout-title" aria-hidden="true">
          {t(titleKey(entry.route))}
        </li>
        {entry.children?.map((child) => (
          <PageLink
            key={child.id}
            route={child}
            counts={counts}
            active={child.id === activeId}
            onNavigate={onNavigate}
            topLevel={false}
          />
        ))}
      </ul>
    </li>
  )
}

/** The side menu: the routes the user may open, with the badges of SPEC.md section 2. */
export function SideMenu() {
  const { t } = useTranslation()
  const settings = useSettingsRef()
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const showLogo = useSelector(settings, (s) => s.context.settings.sidebarLogo)
  const counts = useMenuCounts()
  const [location] = useLocation()
  const menu = useMemo(() => menuOf(routes), [routes])
  const active = findPage(routes, location)
  const activeId = active?.route.id
  const activeGroupId = active?.group?.id
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(activeGroupId ? [activeGroupId] : []),
  )

  // Opening a page unfolds its group, so the menu always shows where the user is.
  useEffect(() => {
    if (activeGroupId)
      setExpanded((prev) => (prev.has(activeGroupId) ? prev : new Set([...prev, activeGroupId])))
  }, [activeGroupId])

  const closeOverlay = () => settings.send({ type: 'settings.closeMobileSidebar' })
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <aside className="side-menu">
      {showLogo && (
        <Link href="/dashboard" className="side-menu__logo" onClick={closeOverlay}>
          <span className="side-menu__logo-mark" aria-hidden="true">
            <span className="pi pi-shop" />
          </span>
          <span className="side-menu__logo-text">{t('productTitle')}</span>
        </Link>
      )}
      <nav aria-label={t('shell:menu.label')} className="side-menu__nav">
        <ul className="side-menu__list">
          {menu.map((entry) =>
            entry.children ? (
              <Group
                key={entry.route.id}
                entry={entry}
                counts={counts}
                activeId={activeId}
                expanded={expanded.has(entry.route.id)}
                onToggle={() => toggle(entry.route.id)}
                onNavigate={closeOverlay}
              />
            ) : (
              <PageLink
                key={entry.route.id}
                route={entry.route}
                counts={counts}
                active={entry.route.id === activeId}
                onNavigate={closeOverlay}
                topLevel
              />
            ),
          )}
        </ul>
      </nav>
    </aside>
  )
}
