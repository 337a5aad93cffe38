// The side-menu badge counts (SPEC.md section 2) as the menu shows them. Areas refresh them
// with useRefreshMenuCounts (src/views/shared/menu-counts.ts).
import type { MenuCounts } from '../../machines/shell/menu-counts.machine.ts'
import type { BadgeKey } from '../../routes/route-table.ts'

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
