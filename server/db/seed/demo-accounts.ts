// The demo accounts of DESIGN.md: one per role code (user name = role code in lower case,
// password demo1234) plus admin. Sub-accounts act inside a parent merchant.
import { ADMIN_ROLE, type Role } from '../../../contract/roles.ts'

export interface DemoAccount {
  username: string
  role: Role | typeof ADMIN_ROLE
  userLoginId: string
  partyId: string
  /** Set for sub-accounts: the merchant they act for. */
  parentUsername?: string
  displayName: string
  merchantName: string
}

function account(
  role: Role | typeof ADMIN_ROLE,
  index: number,
  displayName: string,
  merchantName: string,
  parentUsername?: string,
): DemoAccount {
  const id = String(10000 + index)
  return {
    username: role.toLowerCase(),
    role,
    userLoginId: `U${id}`,
    partyId: `P${id}`,
    ...(parentUsername ? { parentUsername } : {}),
    displayName,
    merchantName,
  }
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('TCBASE', 1, '唐晨', '晨光五金商行'),
  account('EXPERIENCE', 2, '易佳', '佳易体验店'),
  account('ORDERING', 3, '欧阳定', '定远订货部'),
  account('TRADEBASE', 4, '陶贝', '贝斯特商贸有限公司'),
  account('DISTRIBUTIONBASE', 5, '狄斌', '斌达分销有限公司'),
  account('DISTRIBUTIONPRO', 6, '狄鹏', '鹏程供应链有限公司'),
  account('SUB_USER_BUS_MAG', 7, '马经理', '鹏程供应链有限公司', 'distributionpro'),
  account('SUB_USER_SALE', 8, '沙小明', '鹏程供应链有限公司', 'distributionpro'),
  account('SUB_USER_WX', 9, '吴修', '瑞修维修服务中心', 'repairmember'),
  account('BINDMEMBER', 10, '包敏', '敏捷工程项目部'),
  account('REPAIRMEMBER', 11, '任修', '瑞修维修服务中心'),
  account('REPAIRFIN', 12, '任芬', '瑞修维修结算中心'),
  account(ADMIN_ROLE, 13, '管理员', '平台管理'),
]

/** The party (tenant) an account acts for: its own, or its parent merchant's. */
export function tenantOf(acc: DemoAccount): string {
  if (!acc.parentUsername) return acc.partyId
  const parent = DEMO_ACCOUNTS.find((a) => a.username === acc.parentUsername)
  if (!parent) throw new Error(`unknown parent ${acc.parentUsername}`)
  return parent.partyId
}

/** The demo account with this user name (throws for an unknown one: a typo in a seed module). */
export function demoAccount(username: string): DemoAccount {
  const acc = DEMO_ACCOUNTS.find((a) => a.username === username)
  if (!acc) throw new Error(`no demo account ${username}`)
  return acc
}

/**
 * The merchants that trade goods (products, orders, after-sales, catalogues, marketing).
 * `admin`, the account that opens every route, runs the platform's own demo shop, so every
 * page it opens shows data (docs/demo-data.md). It comes last: the others' rows stay as they were.
 */
export const TRADE_MERCHANTS = ['tradebase', 'distributionbase', 'distributionpro', 'admin'] as const
