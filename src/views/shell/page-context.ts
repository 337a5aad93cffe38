// What a page rendered by the shell may ask of it. Area pages use these hooks:
//   useDirtyForm(isDirty)   marks the page's tab as holding unsaved input, so closing the tab,
//                           refreshing it or logging out asks first (and leaving the site warns)
//   usePageRoute()          the page's own route (id, path, title key) and tab path
import { createContext, useContext, useEffect, useRef } from 'react'
import type { RouteDef } from '../../routes/route-table.ts'
import { useTabsRef } from '../../root-context.tsx'

export interface PageContextValue {
  route: RouteDef
  /** The tab's path (pathname): the key of the tab, its cache and its dirty mark. */
  tabPath: string
}

export const PageContext = createContext<PageContextValue | undefined>(undefined)

export function usePageRoute(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePageRoute: not inside a page rendered by the shell')
  return value
}

/**
 * Marks this page's tab dirty while `isDirty` is true (for example: a form whose values differ
 * from what was loaded). The mark goes when the page reports isDirty false (saved), or when the
 * page itself goes: its tab closed or refreshed, or, for a page that is not cached, left.
 * (No clean-up on unmount here: a cached page hidden under <Activity> runs its effect
 * clean-ups too, yet keeps its input.)
 */
export function useDirtyForm(isDirty: boolean, dirtyNow?: () => boolean): void {
  const page = useContext(PageContext)
  const tabs = useTabsRef()
  const path = page?.tabPath
  useEffect(() => {
    if (path) tabs.send({ type: 'tabs.markDirty', path, dirty: isDirty })
  }, [tabs, path, isDirty])
  // A save that leaves the page (its onSubmitted navigates) unmounts it before the saved state
  // renders: when the page goes, its tab keeps the mark only if the form still holds unsaved input.
  const latest = useRef(dirtyNow)
  latest.current = dirtyNow
  useEffect(
    () => () => {
      const holdsInput = latest.current
      if (path && holdsInput && !holdsInput()) tabs.send({ type: 'tabs.markDirty', path, dirty: false })
    },
    [tabs, path],
  )
}
