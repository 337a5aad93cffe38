// Core: the demo accounts' parties and logins (DESIGN.md, Demo data and accounts), and the
// buyer companies the trade merchants sell to. Other modules may rely on everything here.
import { DEMO_PASSWORD } from '../../../contract/roles.ts'
import type { NewParty, NewUserLogin } from '../schema.ts'
import { DEMO_ACCOUNTS, tenantOf } from './demo-accounts.ts'
import { cityWordOf, regionOf } from './geo-regions.data.ts'
import { type SeedContext, days, mobile } from './seed-context.ts'
import { personName, companyName } from './cn-names.ts'

/** Buyer companies (kind DEALER, no login): PB00001 … PB00040. */
export const BUYER_COUNT = 40
export function buyerPartyId(index: number): string {
  return `PB${String(index + 1).padStart(5, '0')}`
}
export const BUYER_PARTY_IDS: readonly string[] = Array.from({ length: BUYER_COUNT }, (_, i) =>
  buyerPartyId(i),
)

/** Plan name shown as vipName per tier. */
const VIP_NAMES: Record<string, string> = {
  TCBASE: '通用基础版',
  EXPERIENCE: '体验版',
  ORDERING: '订货版',
  TRADEBASE: '商贸基础版',
  DISTRIBUTIONBASE: '分销基础版',
  DISTRIBUTIONPRO: '分销旗舰版',
  BINDMEMBER: '工程会员',
  REPAIRMEMBER: '维修服务商',
  REPAIRFIN: '维修结算中心',
}

/** Where each demo merchant is based (county ids of geo-regions.data.ts). */
const HOME_COUNTY: Record<string, string> = {
  tcbase: '330782',
  experience: '310115',
  ordering: '440106',
  tradebase: '330782',
  distributionbase: '440106',
  distributionpro: '330110',
  bindmember: '510107',
  repairmember: '320508',
  repairfin: '320508',
  admin: '110108',
}

const STREETS = [
  '人民路',
  '解放路',
  '建设大道',
  '中山路',
  '科技园路',
  '商贸城大街',
  '工业园区一路',
  '滨江大道',
]

export async function seedCore(ctx: SeedContext): Promise<void> {
  const { faker, nowIso } = ctx
  const street = () =>
    `${faker.helpers.arrayElement(STREETS)}${faker.number.int({ min: 1, max: 999 })}号${faker.helpers.arrayElement(['', `${faker.number.int({ min: 1, max: 30 })}栋`, 'A座'])}`

  const merchants = DEMO_ACCOUNTS.filter((a) => !a.parentUsername)
  const parties: NewParty[] = merchants.map((m) => {
    const isAdmin = m.role === 'admin'
    const region = regionOf(HOME_COUNTY[m.username] ?? '110108')
    const since = days(faker.number.int({ min: 60, max: 400 }))
    const from = new Date(ctx.now.getTime() - since)
    const trial = m.role === 'EXPERIENCE'
    const thru = new Date(from.getTime() + (trial ? since + days(14) : days(365 * 2)))
    return {
      id: m.partyId,
      name: m.merchantName,
      kind: isAdmin ? 'PLATFORM' : 'MERCHANT',
      tier: isAdmin ? null : m.role,
      parent_party_id: null,
      status: 'ENABLED',
      contact_name: m.displayName,
      contact_phone: mobile(faker),
      email: `${m.username}@demo.example.cn`,
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: street(),
      avatar: '',
      vip_code: isAdmin ? '' : m.role,
      vip_name: isAdmin ? '' : (VIP_NAMES[m.role] ?? ''),
      from_date: isAdmin ? null : from.toISOString(),
      thru_date: isAdmin ? null : thru.toISOString(),
      erp_info_id: '0',
      index_page_num: 0,
      carousel_num: 0,
      created_at: from.toISOString(),
      updated_at: nowIso,
    }
  })

  const counties = [
    '330782',
    '330783',
    '330106',
    '330212',
    '440305',
    '440106',
    '440606',
    '320583',
    '320115',
    '350206',
    '370212',
    '420106',
    '510104',
    '110105',
    '310104',
  ]
  for (let i = 0; i < BUYER_COUNT; i++) {
    const region = regionOf(faker.helpers.arrayElement(counties))
    const created = ctx.now.getTime() - days(faker.number.int({ min: 120, max: 700 }))
    parties.push({
      id: buyerPartyId(i),
      name: companyName(faker, cityWordOf(region.county_id)),
      kind: 'DEALER',
      tier: null,
      parent_party_id: null,
      status: 'ENABLED',
      contact_name: personName(faker),
      contact_phone: mobile(faker),
      email: `${buyerPartyId(i).toLowerCase()}@demo.example.cn`,
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: street(),
      avatar: '',
      vip_code: '',
      vip_name: '',
      from_date: null,
      thru_date: null,
      erp_info_id: '0',
      index_page_num: 0,
      carousel_num: 0,
      created_at: new Date(created).toISOString(),
      updated_at: null,
    })
  }
  await ctx.insert('party', parties)

  // Salts come from this module's faker (never from the clock or Math.random), so the same
  // seed gives the same hashes; the hashing itself runs in parallel.
  const salts = DEMO_ACCOUNTS.map(() => Uint8Array.from({ length: 16 }, () => faker.number.int(255)))
  const hashes = await Promise.all(salts.map((salt) => ctx.hasher.hash(DEMO_PASSWORD, salt)))
  const logins: NewUserLogin[] = DEMO_ACCOUNTS.map((acc, i) => ({
    id: acc.userLoginId,
    username: acc.username,
    password_hash: hashes[i] as string,
    party_id: tenantOf(acc),
    display_name: acc.displayName,
    avatar: '',
    enabled: 1,
    is_sub_account: acc.parentUsername ? 1 : 0,
    // The main account's person is its party's contact: one phone for both (the draw stays,
    // so every later value is as it was).
    mobile: ((drawn) =>
      acc.parentUsername ? drawn : (parties.find((p) => p.id === acc.partyId)?.contact_phone ?? drawn))(
      mobile(faker),
    ),
    email: `${acc.username}@demo.example.cn`,
    remark: acc.parentUsername ? '演示子账号' : '',
    last_login_at: null,
    created_at: new Date(ctx.now.getTime() - days(30 + i)).toISOString(),
    updated_at: null,
  }))
  await ctx.insert('user_login', logins)
  await ctx.insert(
    'user_role',
    DEMO_ACCOUNTS.map((acc) => ({ user_login_id: acc.userLoginId, role: acc.role })),
  )
}
