import { useSelector } from '../shared/actors.ts'
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { TabEntry } from '../../machines/shell/tabs.machine.ts'
import { findPageById, titleKey } from '../../routes/route-access.ts'
import { ROUTE_TABLE } from '../../routes/route-table.ts'
import { useTabsRef } from '../../root-context.tsx'

/**
 * The tab bar of visited pages (SPEC.md section 2). Mouse: click opens, × or middle click
 * closes, right click opens the actions. Keyboard: arrows/Home/End move between tabs, Enter or
 * Space opens, Delete closes, Shift+F10 or the context-menu key opens the actions.
 */
export function TabBar() {
  const { t } = useTranslation('shell')
  const tabsRef = useTabsRef()
  const tabs = useSelector(tabsRef, (s) => s.context.tabs)
  const pinned = useSelector(tabsRef, (s) => s.context.pinned)
  const dirty = useSelector(tabsRef, (s) => s.context.dirty)
  const activePath = useSelector(tabsRef, (s) => s.context.activePath)
  const [location, navigate] = useLocation()
  const currentPath = tabs.some((tab) => tab.path === location) ? location : activePath
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const [menuPath, setMenuPath] = useState<string | undefined>(undefined)
  const menu = useRef<Menu>(null)
  const tabRefs = useRef<(HTMLElement | null)[]>([])

  const isPinned = (path: string) => pinned.some((p) => p.path === path)
  const title = (tab: TabEntry) => {
    const route = findPageById(ROUTE_TABLE, tab.id)?.route
    return route ? t(titleKey(route)) : tab.path
  }
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.path === currentPath),
  )
  const rovingIndex = focusIndex !== undefined && focusIndex < tabs.length ? focusIndex : activeIndex

  useEffect(() => {
    tabRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [activeIndex])

  const menuItems = useMemo<MenuItem[]>(() => {
    const path = menuPath ?? currentPath ?? ''
    const pinnedPath = pinned.some((p) => p.path === path)
    return [
      {
        label: t('tabs.refresh'),
        icon: 'pi pi-refresh',
        command: () => tabsRef.send({ type: 'tabs.refresh', path }),
      },
      {
        label: t('tabs.close'),
        icon: 'pi pi-times',
        disabled: pinnedPath,
        command: () => tabsRef.send({ type: 'tabs.close', path }),
      },
      {
        label: t('tabs.closeOthers'),
        icon: 'pi pi-arrows-h',
        command: () => tabsRef.send({ type: 'tabs.closeOthers', path }),
      },
      {
        label: t('tabs.closeAll'),
        icon: 'pi pi-ban',
        command: () => tabsRef.send({ type: 'tabs.closeAll' }),
      },
    ]
  }, [t, tabsRef, menuPath, currentPath, pinned])

  function openMenu(event: MouseEvent | KeyboardEvent, path: string) {
    event.preventDefault()
    setMenuPath(path)
    menu.current?.show(event as unknown as MouseEvent)
  }

  function focusTab(index: number) {
    const next = (index + tabs.length) % tabs.length
    setFocusIndex(next)
    tabRefs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent, index: number, tab: TabEntry) {
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault()
        focusTab(index + 1)
        break
      case 'ArrowLeft':
        event.preventDefault()
        focusTab(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusTab(0)
        break
      case 'End':
        event.preventDefault()
        focusTab(tabs.length - 1)
        break
      case 'Enter':
      case ' ':
        event.preventDefault()
        navigate(tab.fullPath)
        break
      case 'Delete':
      case 'Backspace':
        event.preventDefault()
        if (!isPinned(tab.path)) {
          tabsRef.send({ type: 'tabs.close', path: tab.path })
          focusTab(Math.max(0, index - 1))
        }
        break
      case 'ContextMenu':
        openMenu(event, tab.path)
        break
      case 'F10':
        if (event.shiftKey) openMenu(event, tab.path)
        break
    }
  }

  return (
    <div className="tab-bar">
      <div className="tab-bar__scroller">
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          aria-describedby="tab-bar-hint"
          className="tab-bar__list"
        >
          {tabs.map((tab, index) => {
            const selected = tab.path === currentPath
            const label = title(tab)
            const unsaved = dirty.includes(tab.path)
            return (
              <div
                key={tab.path}
                className={`tab-bar__tab${selected ? ' is-active' : ''}`}
                role="presentation"
              >
                <span
                  ref={(el) => {
                    tabRefs.current[index] = el
                  }}
                  role="tab"
                  aria-selected={selected}
                  aria-controls="main-content"
                  tabIndex={index === rovingIndex ? 0 : -1}
                  className="tab-bar__label"
                  onClick={() => {
                    setFocusIndex(index)
                    navigate(tab.fullPath)
                  }}
                  onAuxClick={(e) => {
                    if (e.button === 1 && !isPinned(tab.path))
                      tabsRef.send({ type: 'tabs.close', path: tab.path })
                  }}
                  onContextMenu={(e) => openMenu(e, tab.path)}
                  onKeyDown={(e) => onKeyDown(e, index, tab)}
                >
                  {selected && <span className="tab-bar__dot" aria-hidden="true" />}
                  {label}
                  {unsaved && (
                    <span className="tab-bar__unsaved" title={t('tabs.unsaved')}>
                      <span className="visually-hidden">({t('tabs.unsaved')})</span>
                    </span>
                  )}
                </span>
                {!isPinned(tab.path) && (
                  // A tablist may own only tabs, so the mouse's close button is hidden from
                  // assistive technology: the keyboard closes the focused tab with Delete (the
                  // list's description says so) or from its context menu (Shift+F10).
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-hidden="true"
                    className="tab-bar__close"
                    title={t('tabs.closeTab', { title: label })}
                    onClick={() => tabsRef.send({ type: 'tabs.close', path: tab.path })}
                  >
                    <span className="pi pi-times" aria-hidden="true" />
                  </button>
                )}
              </div>
            )
          })}
        </div>
      </div>
      <button
        type="button"
        className="tab-bar__actions"
        aria-haspopup="menu"
        aria-label={t('tabs.actions')}
        onClick={(e) => openMenu(e, currentPath ?? '')}
      >
        <span className="pi pi-ellipsis-v" aria-hidden="true" />
      </button>
      <span id="tab-bar-hint" className="visually-hidden">
        {t('tabs.keyboardHint')}
      </span>
      <Menu
        ref={menu}
        model={menuItems}
        popup
        className="tab-bar__menu"
        onHide={() => setMenuPath(undefined)}
      />
    </div>
  )
}
