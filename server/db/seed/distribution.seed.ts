// The distribution part of the demo world: dealer companies, the members, ranks, groups and
// salesmen of `distributionbase`, `distributionpro` and admin's demo shop, orders their members placed, and
// cooperation applications. `distributionbase` has exactly 299 active members and two
// pending applications, so accepting the second one answers LIMIT (DESIGN.md, Demo data).
// A module of the orchestrator (seed-demo.ts, offset 101): its own Faker, integer keys from
// the shared IdAllocator, dealer parties of its own (PD…), order numbers DS….
import type { EnabledStatus, NewSalesOrder, NewSalesOrderLine } from '../schema.ts'
import { companyName, personName, streetAddress } from './cn-names.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { COUNTY_IDS, cityWordOf, regionOf } from './geo-regions.data.ts'
import { moduleFaker, type SeedContext } from './seed-context.ts'

/**
 * The Faker offset of this module's words (names, places, product names). They come from a
 * Faker of their own, so the module's main draws, and with them every row count, key and
 * status, stay as they were when Faker's invented words (青铜回收的披萨, 武州市) were used.
 */
const WORDS_OFFSET = 1101

const DAY = 86_400_000
const hours = (n: number) => n * 3_600_000

/** The cap SPEC.md section 9 gives the basic distribution plan. */
export const BASIC_PLAN_MEMBER_CAP = 300
export const BASE_ACTIVE_MEMBERS = 299
export const BASE_PENDING_APPLICATIONS = 2
const PRO_MEMBERS = 340
const PRO_DISABLED_MEMBERS = 18
const PRO_PENDING_APPLICATIONS = 6
const ADMIN_MEMBERS = 120
const ADMIN_DISABLED_MEMBERS = 6
const ADMIN_PENDING_APPLICATIONS = 3
const DEALER_COUNT = 420

export function dealerPartyId(n: number): string {
  return `PD${String(n).padStart(5, '0')}`
}

function accountParty(username: string): { partyId: string; userLoginId: string } {
  const acc = DEMO_ACCOUNTS.find((a) => a.username === username)
  if (!acc) throw new Error(`no demo account ${username}`)
  return { partyId: acc.partyId, userLoginId: acc.userLoginId }
}

interface MerchantPlan {
  username: string
  ranks: { name: string; discountPermille: number; isDefault: number }[]
  groups: string[]
  salesmen: { name: string; linkedLogin?: string; isDefault?: number; enabled?: number }[]
  /** Dealer numbers that are members, and how many of them are disabled. */
  members: number[]
  disabled: number
  pending: number[]
  rejected: number[]
}

export async function seedDistribution(ctx: SeedContext): Promise<void> {
  const { faker, ids } = ctx
  const now = ctx.now.getTime()
  const iso = (t: number) => new Date(t).toISOString()
  const daysAgo = (min: number, max: number) => now - faker.number.int({ min: min * DAY, max: max * DAY })

  const words = moduleFaker(ctx.seed, WORDS_OFFSET)
  // Dealer companies: known to merchants, without logins. Each sits in a real county, is
  // named after its city, and has one contact with one phone, used wherever it appears.
  // Faker's invented words are still drawn (and dropped) so the draws after them stay.
  const dealers = Array.from({ length: DEALER_COUNT }, (_, i) => {
    faker.company.name()
    faker.person.fullName()
    const phone = `1${faker.helpers.arrayElement(['3', '5', '8'])}${faker.string.numeric(9)}`
    faker.internet.email()
    faker.location.streetAddress()
    const region = regionOf(words.helpers.arrayElement(COUNTY_IDS))
    const id = dealerPartyId(i + 1)
    return {
      id,
      name: companyName(words, cityWordOf(region.county_id)),
      kind: 'DEALER' as const,
      tier: null,
      parent_party_id: null,
      contact_name: personName(words),
      contact_phone: phone,
      email: `${id.toLowerCase()}@demo.example.cn`,
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: streetAddress(words),
      /** The address as an order's receiver line shows it (region, then street). */
      fullAddress: '',
      from_date: null,
      thru_date: null,
      created_at: iso(daysAgo(400, 720)),
      updated_at: null,
    }
  })
  for (const d of dealers) d.fullAddress = `${regionOf(d.county_id).text}${d.address}`
  await ctx.insert(
    'party',
    dealers.map(({ fullAddress: _, ...d }) => d),
    100,
  )

  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const plans: MerchantPlan[] = [
    {
      username: 'distributionbase',
      ranks: [
        { name: '金牌经销商', discountPermille: 880, isDefault: 0 },
        { name: '银牌经销商', discountPermille: 930, isDefault: 0 },
        { name: '普通经销商', discountPermille: 1000, isDefault: 1 },
      ],
      groups: ['华东区', '华南区', '华北区', '重点客户'],
      salesmen: [{ name: '周明', isDefault: 1 }, { name: '吴芳' }, { name: '郑强' }],
      members: range(1, BASE_ACTIVE_MEMBERS),
      disabled: 0,
      pending: range(BASE_ACTIVE_MEMBERS + 1, BASE_ACTIVE_MEMBERS + BASE_PENDING_APPLICATIONS),
      rejected: [BASE_ACTIVE_MEMBERS + 3],
    },
    {
      username: 'distributionpro',
      ranks: [
        { name: '钻石会员', discountPermille: 850, isDefault: 0 },
        { name: '金牌会员', discountPermille: 900, isDefault: 0 },
        { name: '银牌会员', discountPermille: 950, isDefault: 0 },
        { name: '标准会员', discountPermille: 1000, isDefault: 1 },
      ],
      groups: ['华东区', '华南区', '西南区', '东北区', '重点客户', '新开门店'],
      salesmen: [
        { name: '沙小明', linkedLogin: 'sub_user_sale', isDefault: 1 },
        { name: '钱进' },
        { name: '孙丽' },
        { name: '李娜' },
        { name: '王磊', enabled: 0 },
      ],
      members: range(60, 60 + PRO_MEMBERS - 1),
      disabled: PRO_DISABLED_MEMBERS,
      pending: range(401, 400 + PRO_PENDING_APPLICATIONS),
      rejected: [410, 411],
    },
    // admin's platform demo shop (demo-accounts.ts, TRADE_MERCHANTS), last so the rows above
    // stay as they were. Its party has no tier, so no member cap.
    {
      username: 'admin',
      ranks: [
        { name: '金牌伙伴', discountPermille: 880, isDefault: 0 },
        { name: '银牌伙伴', discountPermille: 940, isDefault: 0 },
        { name: '普通伙伴', discountPermille: 1000, isDefault: 1 },
      ],
      groups: ['华东区', '华北区', '西南区', '重点客户'],
      salesmen: [{ name: '陈晓', isDefault: 1 }, { name: '林涛' }, { name: '黄蕾' }],
      members: range(150, 150 + ADMIN_MEMBERS - 1),
      disabled: ADMIN_DISABLED_MEMBERS,
      pending: range(413, 412 + ADMIN_PENDING_APPLICATIONS),
      rejected: [417],
    },
  ]

  let orderSeq = 0
  for (const plan of plans) {
    const { partyId } = accountParty(plan.username)
    const created = iso(now - 500 * DAY)

    const ranks = plan.ranks.map((r, i) => ({
      id: ids.next('dis_rank'),
      party_id: partyId,
      name: r.name,
      discount_permille: r.discountPermille,
      is_default: r.isDefault,
      sort: i + 1,
      remark: '',
      created_at: created,
      updated_at: created,
    }))
    await ctx.insert('dis_rank', ranks)
    const rankIds = ranks.map((r) => r.id)
    const groups = plan.groups.map((name) => ({
      id: ids.next('dis_group'),
      party_id: partyId,
      name,
      remark: '',
      created_at: created,
      updated_at: created,
    }))
    await ctx.insert('dis_group', groups)
    const groupIds = groups.map((g) => g.id)
    // A salesman who signs in has one phone: his login's (the draw stays for the values after it).
    const loginMobiles = new Map(
      (await ctx.db.selectFrom('user_login').select(['id', 'mobile']).execute()).map((l) => [l.id, l.mobile]),
    )
    const salesmen = plan.salesmen.map((s) => ({
      id: ids.next('dis_salesman'),
      party_id: partyId,
      user_login_id: s.linkedLogin ? accountParty(s.linkedLogin).userLoginId : null,
      name: s.name,
      phone: ((drawn: string) =>
        (s.linkedLogin && loginMobiles.get(accountParty(s.linkedLogin).userLoginId)) || drawn)(
        `1${faker.helpers.arrayElement(['3', '5', '8'])}${faker.string.numeric(9)}`,
      ),
      enabled: s.enabled ?? 1,
      is_default: s.isDefault ?? 0,
      remark: '',
      created_at: created,
      updated_at: created,
    }))
    await ctx.insert('dis_salesman', salesmen)
    const salesmanIds = salesmen.map((s) => s.id)
    const activeSalesmen = salesmanIds.filter((_, i) => (plan.salesmen[i]?.enabled ?? 1) === 1)

    // Members, each with the application that made it one.
    const disabledSet = new Set(faker.helpers.arrayElements(plan.members, plan.disabled))
    const memberRows = plan.members.map((n) => {
      const at = daysAgo(30, 400)
      return {
        n,
        at,
        status: (disabledSet.has(n) ? 'DISABLED' : 'ENABLED') as EnabledStatus,
        rankId: faker.datatype.boolean(0.85) ? faker.helpers.arrayElement(rankIds) : null,
        salesmanId: faker.datatype.boolean(0.75) ? faker.helpers.arrayElement(activeSalesmen) : null,
        remark: faker.datatype.boolean(0.15)
          ? faker.helpers.arrayElement(['老客户', '月结', '需要发票', '节假日备货'])
          : '',
      }
    })
    const applications = [
      ...memberRows.map((m) => ({
        id: ids.next('dis_cooperation_application'),
        party_id: partyId,
        applicant_party_id: dealerPartyId(m.n),
        applicant_user_login_id: null,
        message: faker.helpers.arrayElement([
          '希望成为贵司分销商',
          '申请代理贵司产品',
          '我们在本地有门店，希望合作',
        ]),
        contact_name: dealers[m.n - 1]?.contact_name ?? '',
        contact_phone: dealers[m.n - 1]?.contact_phone ?? '',
        status: 'OPENED' as const,
        tip: '',
        decided_by: accountParty(plan.username).userLoginId,
        decided_at: iso(m.at),
        created_at: iso(m.at - faker.number.int({ min: 1, max: 3 }) * DAY),
      })),
      ...plan.rejected.map((n) => {
        const at = daysAgo(20, 90)
        return {
          id: ids.next('dis_cooperation_application'),
          party_id: partyId,
          applicant_party_id: dealerPartyId(n),
          applicant_user_login_id: null,
          message: '申请成为分销商',
          contact_name: dealers[n - 1]?.contact_name ?? '',
          contact_phone: dealers[n - 1]?.contact_phone ?? '',
          status: 'REJECTED' as const,
          tip: '经营区域与现有分销商重叠',
          decided_by: accountParty(plan.username).userLoginId,
          decided_at: iso(at),
          created_at: iso(at - DAY),
        }
      }),
      ...plan.pending.map((n, i) => ({
        id: ids.next('dis_cooperation_application'),
        party_id: partyId,
        applicant_party_id: dealerPartyId(n),
        applicant_user_login_id: null,
        message: faker.helpers.arrayElement([
          '希望成为贵司分销商',
          '申请代理贵司产品',
          '我们在本地有门店，希望合作',
        ]),
        contact_name: dealers[n - 1]?.contact_name ?? '',
        contact_phone: dealers[n - 1]?.contact_phone ?? '',
        status: 'PENDING' as const,
        tip: '',
        decided_by: null,
        decided_at: null,
        created_at: iso(now - (i + 1) * 3 * 3_600_000),
      })),
    ]
    await ctx.insert('dis_cooperation_application', applications, 100)
    const appIds = new Map<string, number>(
      applications.filter((a) => a.status === 'OPENED').map((a) => [a.applicant_party_id, a.id]),
    )

    // Orders the members placed with this merchant (channel DISTRIBUTION), of the goods it sells.
    const productNames = await ctx.db
      .selectFrom('product')
      .select(['name', 'created_at'])
      .where('party_id', '=', partyId)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .execute()
    const orders: NewSalesOrder[] = []
    const lineRows: NewSalesOrderLine[] = []
    const stats = new Map<number, { count: number; amount: number; last: string | null }>()
    for (const m of memberRows) {
      const stat = { count: 0, amount: 0, last: null as string | null }
      stats.set(m.n, stat)
      if (!faker.datatype.boolean(0.35)) continue
      const dealer = dealers[m.n - 1]
      if (!dealer) continue
      for (let k = faker.number.int({ min: 1, max: 4 }); k > 0; k--) {
        orderSeq += 1
        const orderId = ids.next('sales_order')
        const orderNo = `DS${String(orderSeq).padStart(8, '0')}`
        // Early enough that payment, shipment and completion (up to 5 days later) are all past.
        const drawnAt = faker.number.int({ min: m.at, max: now - 6 * DAY })
        const status = faker.helpers.arrayElement([
          'WAIT_PAY',
          'WAIT_SHIP',
          'SHIPPED',
          'COMPLETED',
          'COMPLETED',
          'COMPLETED',
          'CANCELLED',
        ] as const)
        // An order still waiting for payment or shipment, or on its way, was placed days ago,
        // not months: the same share of its span, within the last days (after joining, which
        // was at least 30 days ago).
        const share = (drawnAt - m.at) / Math.max(1, now - 6 * DAY - m.at)
        const createdAt =
          status === 'WAIT_PAY'
            ? now - hours(1 + share * 40)
            : status === 'WAIT_SHIP'
              ? now - hours(2 + share * 60)
              : status === 'SHIPPED'
                ? now - DAY - hours(2 + share * 150)
                : drawnAt
        // Goods the merchant had by then (its first ones, for an order placed before any).
        const had = productNames.filter((p) => p.created_at <= iso(createdAt))
        const existing = (had.length > 0 ? had : productNames.slice(0, 5)).map((p) => p.name)
        const orderLines = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
          const unit = faker.number.int({ min: 20, max: 800 }) * 100
          const quantity = faker.number.int({ min: 1, max: 24 })
          return {
            id: ids.next('sales_order_line'),
            party_id: partyId,
            order_id: orderId,
            product_id: null,
            sku_id: null,
            product_name: ((_invented: string) =>
              existing.length > 0 ? words.helpers.arrayElement(existing) : _invented)(
              faker.commerce.productName(),
            ),
            sku_spec: faker.helpers.arrayElement([
              '规格:标准',
              '规格:加大',
              '颜色:白;尺寸:L',
              '颜色:黑;尺寸:M',
            ]),
            unit_price: unit,
            quantity,
            amount: unit * quantity,
            shipped_quantity: status === 'SHIPPED' || status === 'COMPLETED' ? quantity : 0,
            refunded_quantity: 0,
          }
        })
        const goods = orderLines.reduce((s, l) => s + l.amount, 0)
        const freight = faker.helpers.arrayElement([0, 0, 1000, 1500])
        const paid = status !== 'WAIT_PAY' && status !== 'CANCELLED'
        const shipped = status === 'SHIPPED' || status === 'COMPLETED'
        orders.push({
          id: orderId,
          party_id: partyId,
          order_no: orderNo,
          channel: 'DISTRIBUTION',
          buyer_party_id: dealer.id,
          buyer_name: dealer.name,
          buyer_phone: dealer.contact_phone,
          receiver_name: dealer.contact_name,
          receiver_phone: dealer.contact_phone,
          province_id: dealer.province_id,
          city_id: dealer.city_id,
          county_id: dealer.county_id,
          address: dealer.fullAddress,
          status,
          salesman_id: m.salesmanId,
          item_count: orderLines.reduce((s, l) => s + l.quantity, 0),
          goods_amount: goods,
          freight_amount: freight,
          pay_amount: goods + freight,
          created_at: iso(createdAt),
          paid_at: paid ? iso(createdAt + 600_000) : null,
          shipped_at: shipped ? iso(createdAt + DAY) : null,
          completed_at: status === 'COMPLETED' ? iso(createdAt + 5 * DAY) : null,
          cancelled_at: status === 'CANCELLED' ? iso(createdAt + 3_600_000) : null,
          updated_at: iso(
            status === 'COMPLETED'
              ? createdAt + 5 * DAY
              : status === 'SHIPPED'
                ? createdAt + DAY
                : status === 'CANCELLED'
                  ? createdAt + 3_600_000
                  : status === 'WAIT_SHIP'
                    ? createdAt + 600_000
                    : createdAt,
          ),
        })
        lineRows.push(...orderLines)
        if (status !== 'CANCELLED') {
          stat.count += 1
          stat.amount += goods + freight
          if (!stat.last || iso(createdAt) > stat.last) stat.last = iso(createdAt)
        }
      }
    }

    const members = memberRows.map((m) => ({
      id: ids.next('dis_member'),
      party_id: partyId,
      member_party_id: dealerPartyId(m.n),
      status: m.status,
      remark: m.remark,
      rank_id: m.rankId,
      salesman_id: m.salesmanId,
      source: 'APPLICATION',
      application_id: appIds.get(dealerPartyId(m.n)) ?? null,
      order_count: stats.get(m.n)?.count ?? 0,
      order_amount: stats.get(m.n)?.amount ?? 0,
      last_order_at: stats.get(m.n)?.last ?? null,
      created_at: iso(m.at),
      updated_at: iso(m.at),
    }))
    await ctx.insert('dis_member', members, 100)
    const memberIds = members.map((m) => m.id)
    const links: { group_id: number; member_id: number; party_id: string; created_at: string }[] = []
    for (const memberId of memberIds) {
      if (!faker.datatype.boolean(0.6)) continue
      for (const groupId of faker.helpers.arrayElements(groupIds, { min: 1, max: 2 })) {
        links.push({ group_id: groupId, member_id: memberId, party_id: partyId, created_at: created })
      }
    }
    await ctx.insert('dis_member_group', links, 200)
    await ctx.insert('sales_order', orders, 50)
    await ctx.insert('sales_order_line', lineRows, 100)
  }

  // A demo login that is a dealer (issue 31): `ordering` is an enabled member of admin's demo
  // shop at its silver rank, so it can order from that shop's open catalogue and the shop audits
  // the order. Last and without random draws, so every row above stays as it was.
  const shop = accountParty('admin').partyId
  const silver = await ctx.db
    .selectFrom('dis_rank')
    .select('id')
    .where('party_id', '=', shop)
    .where('name', '=', '银牌伙伴')
    .executeTakeFirstOrThrow()
  const joined = iso(now - 200 * DAY)
  await ctx.insert('dis_member', [
    {
      id: ids.next('dis_member'),
      party_id: shop,
      member_party_id: accountParty('ordering').partyId,
      status: 'ENABLED' as const,
      remark: '',
      rank_id: Number(silver.id),
      salesman_id: null,
      source: 'APPLICATION',
      application_id: null,
      order_count: 0,
      order_amount: 0,
      last_order_at: null,
      created_at: joined,
      updated_at: joined,
    },
  ])
}
