// The side-menu badge counts (SPEC.md section 2). Areas whose actions change a count (an
// order shipped, an after-sales request audited, a cooperation decided, an order form
// audited) call the function from useRefreshMenuCounts() after the action succeeds:
//   const refreshMenuCounts = useRefreshMenuCounts()
//   ... await shipOrder(...); refreshMenuCounts()
// A machine of the same actor system may instead send { type: 'menuCounts.refresh' } to the
// actor with system id 'menuCounts'.
import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { MenuCounts } from '../../machines/shell/menu-counts.machine.ts'
import type { BadgeKey } from '../../routes/route-table.ts'
import { useMenuCountsRef } from '../../root-context.tsx'

export function useRefreshMenuCounts(): () => void {
  const ref = useMenuCountsRef()
  return useCallback(() => ref.send({ type: 'menuCounts.refresh' }), [ref])
}

export function badgeCount(counts: MenuCounts | undefined, badge: BadgeKey | undefined): number | undefined {
  if (!counts || !badge) return undefined
  switch (badge) {
    case 'orderManagement':
      return counts.waitShipNum + counts.waitAuditNum
    case 'waitShip':
      return counts.waitShipNum
    case 'waitAudit':
      return counts.waitAuditNum
    case 'cooperate':
      return counts.cooperateNum
    case 'catalogue':
      return counts.catalogNum
  }
}

export function useMenuCounts(): MenuCounts | undefined {
  return useSelector(useMenuCountsRef(), (s) => s.context.counts)
}
