// Role codes and the role table of SPEC.md section 6, held once: the server enforces it,
// the client builds menus and guards from it. Pure constants, safe for the browser.
import type { AreaName, AreaPart } from './areas.ts'

export const ROLES = [
  'TCBASE',
  'EXPERIENCE',
  'ORDERING',
  'TRADEBASE',
  'DISTRIBUTIONBASE',
  'DISTRIBUTIONPRO',
  'SUB_USER_BUS_MAG',
  'SUB_USER_SALE',
  'SUB_USER_WX',
  'BINDMEMBER',
  'REPAIRMEMBER',
  'REPAIRFIN',
] as const

export type Role = (typeof ROLES)[number]

/** The demo/all-access role of SPEC.md section 6 ("a user with role admin gets all routes"). */
export const ADMIN_ROLE = 'admin'

/** Sub-account roles act inside their parent merchant (tenant). */
export const SUB_ACCOUNT_ROLES: readonly Role[] = ['SUB_USER_BUS_MAG', 'SUB_USER_SALE', 'SUB_USER_WX']

const TRADE: readonly Role[] = [
  'TRADEBASE',
  'DISTRIBUTIONBASE',
  'DISTRIBUTIONPRO',
  'SUB_USER_BUS_MAG',
  'SUB_USER_SALE',
]

/**
 * The areas (or parts of areas, contract/areas.ts) whose pages and calls one set of roles may
 * use; each is one route group. Spelled as in every other layer.
 */
export const AREAS = [
  'activity',
  'products',
  'orders',
  'distribution',
  'catalogue',
  'marketing',
  'statistics',
  'finance',
  'announcements',
  'third-platform',
  'business-network',
  'exchange-certificates',
  'messages',
  'projects',
  'repair',
  'repair-settlement',
  'account',
  'purchases',
] as const satisfies readonly (AreaName | AreaPart)[]

export type Area = (typeof AREAS)[number]

/** Who may use each area (SPEC.md section 6). */
export const AREA_ROLES: Record<Area, readonly Role[]> = {
  activity: TRADE,
  products: TRADE,
  orders: TRADE,
  distribution: TRADE,
  marketing: TRADE,
  statistics: TRADE,
  finance: TRADE,
  announcements: TRADE,
  'third-platform': TRADE,
  catalogue: ['DISTRIBUTIONPRO', 'SUB_USER_BUS_MAG', 'SUB_USER_SALE'],
  'business-network': [...TRADE, 'ORDERING'],
  'exchange-certificates': [...TRADE, 'ORDERING'],
  messages: [...TRADE, 'ORDERING', 'SUB_USER_WX'],
  projects: ['BINDMEMBER'],
  repair: ['REPAIRMEMBER', 'SUB_USER_WX'],
  'repair-settlement': ['REPAIRFIN'],
  account: ['TCBASE', 'EXPERIENCE', 'ORDERING', 'TRADEBASE', 'DISTRIBUTIONBASE', 'DISTRIBUTIONPRO'],
  // The buyer's side of the orders placed in the business network: whoever may order there.
  purchases: [...TRADE, 'ORDERING'],
}

/** "order audit list also open to the basic tiers" (SPEC.md section 6). */
export const CATALOGUE_ORDER_AUDIT_ROLES: readonly Role[] = [
  ...AREA_ROLES.catalogue,
  'TRADEBASE',
  'DISTRIBUTIONBASE',
]

/**
 * Who may order from a supplier's open catalogue (issue 31): the merchants that buy in the
 * business network (the purchases area), when they are an enabled distribution member of the
 * supplier (checked per call); sub-accounts order for their merchant as they buy there.
 */
export const CATALOGUE_BUYER_ROLES: readonly Role[] = AREA_ROLES.purchases

/**
 * Who may buy a membership (buyVipMember, vipOrderConfig): the distribution area's merchant
 * accounts. Sub-accounts act for their merchant and may not pay for it.
 */
export const MEMBERSHIP_BUYER_ROLES: readonly Role[] = AREA_ROLES.distribution.filter(
  (role) => !SUB_ACCOUNT_ROLES.includes(role),
)

/**
 * Who manages sub-users (issue 33): the account area's merchants, and the repair merchant, which
 * has no account area (SPEC.md section 6) but manages its repair staff from its repair menu.
 */
export const SUB_USER_MANAGER_ROLES: readonly Role[] = [...AREA_ROLES.account, 'REPAIRMEMBER']

/** The sub-user roles a merchant holding `merchantRoles` may give: a repair merchant, its repair staff. */
export function subUserRolesFor(merchantRoles: readonly string[]): readonly Role[] {
  if (hasAnyRole(merchantRoles, AREA_ROLES.account)) return SUB_ACCOUNT_ROLES
  return merchantRoles.includes('REPAIRMEMBER') ? ['SUB_USER_WX'] : []
}

/** True when a user holding `userRoles` may use something restricted to `allowed`. */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[] | undefined): boolean {
  if (userRoles.includes(ADMIN_ROLE)) return true
  if (!allowed || allowed.length === 0) return true
  return userRoles.some((r) => allowed.includes(r))
}

export function canUseArea(userRoles: readonly string[], area: Area): boolean {
  return hasAnyRole(userRoles, AREA_ROLES[area])
}

/** The demo account of each role: user name is the role code in lower case (DESIGN.md). */
export const DEMO_PASSWORD = 'demo1234'
export function demoUserName(role: Role | typeof ADMIN_ROLE): string {
  return role.toLowerCase()
}

/**
 * Role switch (SPEC.md section 4) sets the token to the role name plus this suffix, e.g.
 * `TRADEBASE-token` or `admin-token`. Only the in-page mock server accepts such tokens (QA
 * walks every tier's menus in one session); the real server never does.
 */
export const ROLE_SWITCH_TOKEN_SUFFIX = '-token'
