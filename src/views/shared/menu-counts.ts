// The side-menu badge counts (SPEC.md section 2): useMenuCounts reads them; they are fetched
// again after an action that changes one (an order shipped, an after-sales request audited, a cooperation or an order form
// decided): `const refreshMenuCounts = useRefreshMenuCounts()`, then `refreshMenuCounts()` once
// the action succeeded. A machine of the same actor system may instead send
// { type: 'menuCounts.refresh' } to the actor with system id 'menuCounts'.
import { useSelector } from './actors.ts'
import { useCallback } from 'react'
import type { MenuCounts } from '../../machines/shell/menu-counts.machine.ts'
import { useMenuCountsRef } from '../../root-context.tsx'

export function useRefreshMenuCounts(): () => void {
  const ref = useMenuCountsRef()
  return useCallback(() => ref.send({ type: 'menuCounts.refresh' }), [ref])
}

export function useMenuCounts(): MenuCounts | undefined {
  return useSelector(useMenuCountsRef(), (s) => s.context.counts)
}
