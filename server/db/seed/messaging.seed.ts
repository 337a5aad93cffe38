// The messaging part of the demo world (no announcement is a sign-in popup here: a modal on
// every sign-in would stand in front of every other area's pages; the announcementPopups
// scenario makes the platform's two popups): business profiles, friends, friend applications,
// chat history, announcements and each demo login's messages (a realistic unread/read mix;
// `tradebase` has exactly 7 unread). Its own Faker instance (seed + MESSAGING_SEED_OFFSET),
// so rows added here never change another module's rows. Relies only on the demo accounts'
// parties and logins; the companies it adds are DEALER parties with ids prefixed `PM`.
import { Faker, en, zh_CN } from '@faker-js/faker'
import type { Db, NewMessage } from '../schema.ts'
import { DEMO_ACCOUNTS, type DemoAccount, tenantOf } from './demo-accounts.ts'

export const MESSAGING_SEED_OFFSET = 6000

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000

/** Companies of the business network that have no login here (friends, applicants). */
export const NETWORK_COMPANIES = [
  {
    id: 'PM0001',
    name: '华东五金批发中心',
    contact: '王建国',
    industry: '五金工具',
    type: 'SUPPLIER',
    county: '330782',
    street: '国际商贸城五区128号',
  },
  {
    id: 'PM0002',
    name: '宏达建材有限公司',
    contact: '李红',
    industry: '建筑材料',
    type: 'BOTH',
    county: '320583',
    street: '前进西路216号',
  },
  {
    id: 'PM0003',
    name: '顺丰达电器商行',
    contact: '张顺',
    industry: '家用电器',
    type: 'RETAILER',
    county: '440606',
    street: '大良街道凤山中路38号',
  },
  {
    id: 'PM0004',
    name: '金源日用品批发部',
    contact: '赵金源',
    industry: '日用百货',
    type: 'RETAILER',
    county: '330106',
    street: '文三路477号',
  },
  {
    id: 'PM0005',
    name: '蓝天照明科技有限公司',
    contact: '陈蓝',
    industry: '照明灯具',
    type: 'SUPPLIER',
    county: '440305',
    street: '科技园南区高新南七道9号',
  },
] as const

/** Province, city and county of a county id (the region data's codes). */
const regionIds = (county: string) => ({
  province_id: `${county.slice(0, 2)}0000`,
  city_id: `${county.slice(0, 4)}00`,
  county_id: county,
})

const byUser = (username: string): DemoAccount => {
  const acc = DEMO_ACCOUNTS.find((a) => a.username === username)
  if (!acc) throw new Error(`unknown demo account ${username}`)
  return acc
}

const NOTICE_TEXTS: ReadonlyArray<readonly [string, string]> = [
  ['系统维护通知', '平台将于本周日凌晨 2:00-4:00 进行系统升级维护，期间订单提交可能受影响，请提前安排。'],
  ['新功能上线：批量发货', '订单管理新增批量发货功能，可一次导入多张运单号，欢迎使用。'],
  ['结算单已生成', '您 10 月份的结算单已生成，请在财务结算中核对并确认。'],
  ['发票信息待完善', '您的开票信息尚未完善，为避免影响结算，请尽快在开票信息页面补充。'],
  ['账户安全提醒', '检测到您的账号在新设备登录，如非本人操作请立即修改密码。'],
  ['会员即将到期', '您的会员服务将在 30 天后到期，续费后可继续使用全部功能。'],
  ['售后处理时效提醒', '您有售后申请已超过 48 小时未处理，请及时审核。'],
  ['物流服务调整', '受天气影响，部分地区物流时效延迟 1-2 天，请与买家做好沟通。'],
]

const INFO_TEXTS: ReadonlyArray<readonly [string, string]> = [
  ['商机推荐：华东地区五金需求', '近期华东地区五金工具采购需求增长 20%，建议关注相关商机。'],
  ['行业资讯：建材价格走势', '本月建材价格整体平稳，钢材小幅上涨，水泥略有回落。'],
  ['您的名片被查看了 5 次', '本周有 5 家企业查看了您的商务名片。'],
  ['合作伙伴动态', '您的好友发布了新的招商公告，快去看看吧。'],
]

/** Each demo login's message mix: how many of each type, and how many of them unread. */
interface Mix {
  notice: [total: number, unread: number]
  info: [number, number]
  dis: [number, number]
  apply: [number, number]
}

// tradebase: 3 + 2 + 1 + 1 = 7 unread (the bell shows 7).
const TRADEBASE_MIX: Mix = { notice: [8, 3], info: [4, 2], dis: [1, 1], apply: [2, 1] }

export async function seedMessaging(db: Db, options: { seed: number; now: Date }): Promise<void> {
  const faker = new Faker({ locale: [zh_CN, en], seed: options.seed + MESSAGING_SEED_OFFSET })
  const now = options.now.getTime()
  const iso = (ms: number) => new Date(ms).toISOString()
  const nowIso = iso(now)

  const tradebase = byUser('tradebase')
  const distributionpro = byUser('distributionpro')
  const distributionbase = byUser('distributionbase')
  const ordering = byUser('ordering')
  const admin = byUser('admin')

  // --- companies of the network and everyone's business profile --------------------------
  // Drawn first, in the order the profiles below always drew them: one phone per company,
  // the same in its party (every list that shows it) and its profile. A merchant's profile
  // keeps its party's own phone.
  const merchants = DEMO_ACCOUNTS.filter((a) => !a.parentUsername && a.role !== 'admin')
  const merchantDraws = merchants.map(() => ({
    mainBusiness: faker.helpers.arrayElement(['五金工具', '家用电器', '建筑材料', '日用百货']),
    phone: faker.helpers.replaceSymbols('138########'),
  }))
  const networkPhones = NETWORK_COMPANIES.map(() => faker.helpers.replaceSymbols('139########'))
  const partyPhones = new Map(
    (
      await db
        .selectFrom('party')
        .select(['id', 'contact_phone', 'province_id', 'city_id', 'county_id'])
        .where(
          'id',
          'in',
          merchants.map((m) => m.partyId),
        )
        .execute()
    ).map((p) => [p.id, p]),
  )
  await db
    .insertInto('party')
    .values(
      NETWORK_COMPANIES.map((co, i) => ({
        id: co.id,
        name: co.name,
        kind: 'DEALER' as const,
        tier: null,
        parent_party_id: null,
        ...regionIds(co.county),
        address: co.street,
        contact_name: co.contact,
        contact_phone: networkPhones[i] as string,
        from_date: null,
        thru_date: null,
        created_at: iso(now - 400 * DAY),
        updated_at: null,
      })),
    )
    .execute()
  await db
    .insertInto('busi_profile')
    .values([
      ...merchants.map((m, i) => ({
        party_id: m.partyId,
        company_name: m.merchantName,
        business_type: 'BOTH',
        industry: '综合',
        main_business: merchantDraws[i]?.mainBusiness as string,
        contact_name: m.displayName,
        contact_phone: partyPhones.get(m.partyId)?.contact_phone || (merchantDraws[i]?.phone as string),
        province_id: partyPhones.get(m.partyId)?.province_id ?? null,
        city_id: partyPhones.get(m.partyId)?.city_id ?? null,
        county_id: partyPhones.get(m.partyId)?.county_id ?? null,
        created_at: iso(now - 300 * DAY),
        updated_at: iso(now - 300 * DAY),
      })),
      ...NETWORK_COMPANIES.map((co, i) => ({
        party_id: co.id,
        company_name: co.name,
        business_type: co.type,
        industry: co.industry,
        main_business: co.industry as string,
        contact_name: co.contact,
        contact_phone: networkPhones[i] as string,
        ...regionIds(co.county),
        created_at: iso(now - 380 * DAY),
        updated_at: iso(now - 380 * DAY),
      })),
    ])
    .execute()

  // --- friends (stored both ways) --------------------------------------------------------
  const friendships: Array<[string, string, number]> = [
    [tradebase.partyId, distributionpro.partyId, 120],
    [tradebase.partyId, 'PM0001', 90],
    [tradebase.partyId, 'PM0002', 45],
    [tradebase.partyId, ordering.partyId, 30],
    [distributionpro.partyId, 'PM0005', 60],
    [distributionbase.partyId, 'PM0001', 20],
  ]
  await db
    .insertInto('busi_friend')
    .values(
      friendships.flatMap(([a, b, daysAgo]) => [
        { party_id: a, friend_party_id: b, created_at: iso(now - daysAgo * DAY) },
        { party_id: b, friend_party_id: a, created_at: iso(now - daysAgo * DAY) },
      ]),
    )
    .execute()

  // --- chat history (one copy per side, threads with unread counts) ----------------------
  const conversations: Array<{
    a: string
    b: string
    lines: Array<[from: 'a' | 'b', text: string, minutesAgo: number]>
  }> = [
    {
      a: tradebase.partyId,
      b: distributionpro.partyId,
      lines: [
        ['a', '狄总您好，上次说的那批电动工具还有货吗？', 3 * 24 * 60],
        ['b', '有的，现货 200 台，您需要多少？', 3 * 24 * 60 - 30],
        ['a', '先要 50 台，价格能再优惠一点吗？', 3 * 24 * 60 - 45],
        ['b', '50 台可以按二级代理价给您，含运费。', 2 * 24 * 60],
        ['b', '另外新款角磨机下周到货，要不要一起看看？', 90],
        ['b', '样品图我已经发到您邮箱了，请查收。', 35],
      ],
    },
    {
      a: tradebase.partyId,
      b: 'PM0001',
      lines: [
        ['b', '陶总，年底备货计划定了吗？', 10 * 24 * 60],
        ['a', '定了，下周把清单发给您。', 10 * 24 * 60 - 20],
        ['b', '好的，收到后第一时间报价。', 10 * 24 * 60 - 25],
        ['a', '谢谢王经理！', 10 * 24 * 60 - 26],
      ],
    },
    {
      a: distributionpro.partyId,
      b: 'PM0005',
      lines: [
        ['b', '狄总，LED 面板灯的新价格表已经更新。', 5 * 24 * 60],
        ['a', '收到，我们下午开会讨论。', 5 * 24 * 60 - 60],
        ['b', '有问题随时联系我。', 200],
      ],
    },
  ]
  for (const [index, conv] of conversations.entries()) {
    // The last two lines from b to tradebase are still unread on tradebase's side.
    const unreadFromB = index === 0 ? 2 : 0
    const linesFromB = conv.lines.filter((l) => l[0] === 'b').length
    let seenFromB = 0
    const records = conv.lines.flatMap(([from, text, minutesAgo], lineIndex) => {
      const at = iso(now - minutesAgo * MINUTE)
      const key = `seed-${index}-${lineIndex}`
      const sender = from === 'a' ? conv.a : conv.b
      const receiver = from === 'a' ? conv.b : conv.a
      if (from === 'b') seenFromB += 1
      const unreadForReceiver = from === 'b' && seenFromB > linesFromB - unreadFromB
      const common = {
        message_key: key,
        content_type: 'TEXT' as const,
        content: text,
        product_id: null,
        is_deleted: 0,
        created_at: at,
      }
      return [
        {
          ...common,
          party_id: sender,
          peer_party_id: receiver,
          direction: 'OUT' as const,
          sender_user_login_id: null,
          is_read: 1,
        },
        {
          ...common,
          party_id: receiver,
          peer_party_id: sender,
          direction: 'IN' as const,
          sender_user_login_id: null,
          is_read: unreadForReceiver ? 0 : 1,
        },
      ]
    })
    await db.insertInto('chat_record').values(records).execute()
    const last = conv.lines[conv.lines.length - 1]
    if (!last) continue
    const lastAt = iso(now - last[2] * MINUTE)
    await db
      .insertInto('chat_thread')
      .values([
        {
          party_id: conv.a,
          peer_party_id: conv.b,
          last_content: last[1],
          last_at: lastAt,
          unread_count: unreadFromB,
        },
        { party_id: conv.b, peer_party_id: conv.a, last_content: last[1], last_at: lastAt, unread_count: 0 },
      ])
      .execute()
  }

  // --- announcements ---------------------------------------------------------------------
  const window = (startDaysAgo: number, endDaysAhead: number) => ({
    publish_start_at: iso(now - startDaysAgo * DAY),
    publish_end_at: iso(now + endDaysAhead * DAY),
  })
  const announcements = [
    {
      party_id: admin.partyId,
      title: '平台春节期间物流及客服安排通知',
      body: '<p>春节期间（1月28日至2月4日）平台客服正常在线，部分快递暂停揽收，请各位商家提前备货。</p><p><strong>祝大家新春快乐！</strong></p>',
      external_url: '',
      status: 'PUBLISHED' as const,
      ...window(3, 60),
      is_popup: 0,
      in_carousel: 1,
      sort: 10,
      click_count: 0,
    },
    {
      party_id: admin.partyId,
      title: '商家后台新版使用教程已上线',
      body: '<p>新版商家后台使用教程已上线，包含视频讲解和常见问题。</p>',
      external_url: 'https://help.example.com/merchant/tutorial',
      status: 'PUBLISHED' as const,
      ...window(10, 90),
      is_popup: 0,
      in_carousel: 1,
      sort: 9,
      click_count: 0,
    },
    {
      party_id: admin.partyId,
      title: '关于防范冒充平台客服诈骗的提醒',
      body: '<p>平台客服不会以任何理由索要您的登录密码或验证码，请提高警惕。</p>',
      external_url: '',
      status: 'PUBLISHED' as const,
      ...window(20, 120),
      is_popup: 0,
      in_carousel: 1,
      sort: 8,
      click_count: 0,
    },
    {
      party_id: tradebase.partyId,
      title: '贝斯特商贸诚招华东区域经销商',
      body: '<p>我司主营五金工具、电动工具，现诚招华东区域经销商，提供价格保护和售后支持。</p><ul><li>一级代理：年采购额 50 万以上</li><li>二级代理：年采购额 10 万以上</li></ul>',
      external_url: '',
      status: 'PUBLISHED' as const,
      ...window(15, 45),
      is_popup: 0,
      in_carousel: 1,
      sort: 5,
      click_count: 0,
    },
    {
      party_id: tradebase.partyId,
      title: '双十二电动工具限时特价',
      body: '<p>12 月 1 日至 12 日，指定电动工具 8 折起，详情见活动页面。</p>',
      external_url: 'https://www.example.com/promo/1212',
      status: 'PUBLISHED' as const,
      ...window(2, 20),
      is_popup: 0,
      in_carousel: 1,
      sort: 4,
      click_count: 0,
    },
    {
      party_id: tradebase.partyId,
      title: '2027 年春季新品订货会（草稿）',
      body: '<p>订货会时间、地点待定。</p>',
      external_url: '',
      status: 'DRAFT' as const,
      ...window(-10, 40),
      is_popup: 0,
      in_carousel: 1,
      sort: 0,
      click_count: 0,
    },
    {
      party_id: tradebase.partyId,
      title: '国庆假期发货安排',
      body: '<p>10 月 1 日至 7 日暂停发货，8 日起恢复正常。</p>',
      external_url: '',
      status: 'PUBLISHED' as const,
      publish_start_at: iso(now - 60 * DAY),
      publish_end_at: iso(now - 40 * DAY),
      is_popup: 0,
      in_carousel: 1,
      sort: 0,
      click_count: 0,
    },
    {
      party_id: distributionpro.partyId,
      title: '鹏程供应链分销商年度返利政策',
      body: '<p>年度采购额达标的分销商可享受 3%-8% 的阶梯返利。</p>',
      external_url: '',
      status: 'PUBLISHED' as const,
      ...window(7, 80),
      is_popup: 0,
      in_carousel: 1,
      sort: 3,
      click_count: 0,
    },
  ]
  const announcementIds: number[] = []
  for (const [i, a] of announcements.entries()) {
    const createdAt = iso(now - (30 + i) * DAY)
    const row = await db
      .insertInto('announcement')
      .values({
        ...a,
        cover_url: '',
        created_by: DEMO_ACCOUNTS.find((acc) => acc.partyId === a.party_id)?.userLoginId ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    announcementIds.push(Number(row.id))
  }
  // Some clicks on the published ones, so the management list shows real counts.
  const viewers = merchants.slice(0, 6)
  for (const [i, a] of announcements.entries()) {
    if (a.status !== 'PUBLISHED') continue
    const clicks = faker.number.int({ min: 2, max: 12 })
    const id = announcementIds[i] as number
    // A viewer counts once per announcement: the rows beyond one per viewer are drawn (so the
    // rest of the demo world stays the same) and dropped.
    const rows = Array.from({ length: clicks }, (_, k) => {
      const viewer = viewers[k % viewers.length] as DemoAccount
      return {
        announcement_id: id,
        party_id: a.party_id,
        viewer_party_id: viewer.partyId,
        viewer_user_login_id: viewer.userLoginId,
        clicked_at: iso(now - faker.number.int({ min: 1, max: 10 * 24 * 60 }) * MINUTE),
      }
    }).slice(0, viewers.length)
    await db.insertInto('announcement_click').values(rows).execute()
    await db.updateTable('announcement').set({ click_count: rows.length }).where('id', '=', id).execute()
  }

  // --- friend applications ---------------------------------------------------------------
  const tradebaseAnnouncement = announcementIds[3] as number
  const pendingApply = await db
    .insertInto('busi_friend_apply')
    .values({
      party_id: tradebase.partyId,
      apply_party_id: 'PM0003',
      apply_user_login_id: null,
      announcement_id: tradebaseAnnouncement,
      message: '您好，看到贵司招商公告，希望建立合作。',
      status: 'PENDING',
      decided_at: null,
      created_at: iso(now - 5 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const acceptedApply = await db
    .insertInto('busi_friend_apply')
    .values({
      party_id: tradebase.partyId,
      apply_party_id: 'PM0002',
      apply_user_login_id: null,
      announcement_id: null,
      message: '希望加为商务好友，方便沟通。',
      status: 'ACCEPTED',
      decided_at: iso(now - 45 * DAY),
      created_at: iso(now - 46 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('busi_friend_apply')
    .values({
      party_id: distributionpro.partyId,
      apply_party_id: 'PM0004',
      apply_user_login_id: null,
      announcement_id: announcementIds[7] ?? null,
      message: '对贵司返利政策很感兴趣，申请成为好友。',
      status: 'PENDING',
      decided_at: null,
      created_at: iso(now - 2 * DAY),
    })
    .execute()

  // --- messages, one row per recipient login ---------------------------------------------
  const rows: NewMessage[] = []
  for (const acc of DEMO_ACCOUNTS) {
    const party = tenantOf(acc)
    const mix: Mix =
      acc.username === 'tradebase'
        ? TRADEBASE_MIX
        : {
            notice: [faker.number.int({ min: 3, max: 7 }), faker.number.int({ min: 0, max: 3 })],
            info: [faker.number.int({ min: 1, max: 3 }), faker.number.int({ min: 0, max: 1 })],
            dis: [faker.number.int({ min: 0, max: 2 }), 0],
            apply: [faker.number.int({ min: 0, max: 1 }), 0],
          }
    const push = (
      type: 'NOTICE' | 'INFO' | 'DIS' | 'APPLY',
      [total, unread]: [number, number],
      make: (k: number) => {
        title: string
        content: string
        sender: string | null
        refType: string
        refId: string
        /** When the message announces a chat line: that line's time, so both show one time. */
        minutesAgo?: number
      },
    ) => {
      for (let k = 0; k < total; k++) {
        const m = make(k)
        // The newest ones are the unread ones, as in a real inbox. (Drawn even when the time is
        // given, so the rest of the seed stays the same.)
        const drawn = (k + 1) * faker.number.int({ min: 40, max: 600 }) + k * 24 * 60
        const minutesAgo = m.minutesAgo ?? drawn
        const isRead = k >= unread ? 1 : 0
        rows.push({
          party_id: party,
          user_login_id: acc.userLoginId,
          type,
          title: m.title,
          content: m.content,
          sender_party_id: m.sender,
          ref_type: m.refType,
          ref_id: m.refId,
          is_read: isRead,
          read_at: isRead ? nowIso : null,
          created_at: iso(now - minutesAgo * MINUTE),
        })
      }
    }
    push('NOTICE', mix.notice, (k) => {
      const [title, content] = NOTICE_TEXTS[k % NOTICE_TEXTS.length] as readonly [string, string]
      return { title, content, sender: null, refType: 'SYSTEM', refId: '' }
    })
    const isTradebase = acc.username === 'tradebase'
    push('INFO', mix.info, (k) => {
      if (isTradebase && k < 2) {
        const content =
          k === 0 ? '样品图我已经发到您邮箱了，请查收。' : '另外新款角磨机下周到货，要不要一起看看？'
        return {
          title: distributionpro.merchantName,
          content,
          sender: distributionpro.partyId,
          refType: 'CHAT',
          refId: distributionpro.partyId,
          // The chat line this message announces (the bell shows the chat's time).
          minutesAgo: conversations[0]?.lines.find((line) => line[1] === content)?.[2],
        }
      }
      const [title, content] = INFO_TEXTS[k % INFO_TEXTS.length] as readonly [string, string]
      return { title, content, sender: null, refType: 'INFO', refId: '' }
    })
    push('DIS', mix.dis, () => ({
      title: '新的分销合作申请',
      content: `${NETWORK_COMPANIES[3].name} 申请成为您的分销商，请尽快处理。`,
      sender: NETWORK_COMPANIES[3].id,
      refType: 'COOPERATION',
      refId: '',
    }))
    push('APPLY', mix.apply, (k) =>
      isTradebase && k === 0
        ? {
            title: '新的好友申请',
            content: `${NETWORK_COMPANIES[2].name} 通过您的公告申请成为商务好友。`,
            sender: NETWORK_COMPANIES[2].id,
            refType: 'FRIEND_APPLY',
            refId: String(pendingApply.id),
          }
        : {
            title: '好友申请已通过',
            content: `您与 ${NETWORK_COMPANIES[1].name} 已成为商务好友。`,
            sender: NETWORK_COMPANIES[1].id,
            refType: 'FRIEND_APPLY',
            refId: String(acceptedApply.id),
          },
    )
  }
  // Insert in time order so ids grow with creation time (the notice poller's cursor).
  rows.sort((x, y) => (x.created_at < y.created_at ? -1 : x.created_at > y.created_at ? 1 : 0))
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('message')
      .values(rows.slice(i, i + 200))
      .execute()
  }
}
