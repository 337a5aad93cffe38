// emptyMerchant: a new merchant with no data anywhere: sign in as `emptymerchant` / demo1234.
// Nothing of its own exists (no products, orders, members, messages, statements...), so
// every list is empty and every counter 0. Platform-wide feeds (other publishers'
// announcements, the business-opportunity directory) still show what a new merchant sees.
import { DEMO_PASSWORD } from '../../contract/roles.ts'
import type { Scenario } from './scenario-context.ts'

export const EMPTY_MERCHANT = {
  username: 'emptymerchant',
  userLoginId: 'USCE0001',
  partyId: 'PSCE0001',
  /** The widest merchant tier, so every merchant menu is there to be found empty. */
  role: 'DISTRIBUTIONPRO',
  displayName: '叶新',
  merchantName: '新开张商贸有限公司',
} as const

// A fixed salt: the scenario's rows are as deterministic as the seed's.
const SALT = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) % 256)

export const emptyMerchant: Scenario = async ({ db, clock, deps }) => {
  const now = clock.now()
  const m = EMPTY_MERCHANT
  await db
    .insertInto('party')
    .values({
      id: m.partyId,
      name: m.merchantName,
      kind: 'MERCHANT',
      tier: m.role,
      parent_party_id: null,
      province_id: null,
      city_id: null,
      county_id: null,
      avatar: '',
      vip_code: m.role,
      vip_name: '',
      from_date: now.toISOString(),
      thru_date: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
      erp_info_id: '0',
      created_at: now.toISOString(),
      updated_at: null,
    })
    .execute()
  await db
    .insertInto('user_login')
    .values({
      id: m.userLoginId,
      username: m.username,
      password_hash: await deps.hasher.hash(DEMO_PASSWORD, SALT),
      party_id: m.partyId,
      display_name: m.displayName,
      avatar: '',
      enabled: 1,
      last_login_at: null,
      created_at: now.toISOString(),
      updated_at: null,
    })
    .execute()
  await db.insertInto('user_role').values({ user_login_id: m.userLoginId, role: m.role }).execute()
  return undefined
}
