// Platform-wide reference data: regions, the public category tree, brands, banks, tutorial
// courses, ERP platforms and the sellable plans. Fixed lists, not random: other modules and
// the pages rely on them by id.
import { type SeedContext, days } from './seed-context.ts'
import { geoRegions } from './geo-regions.data.ts'

/** Top-level public categories, each with its children (ids are assigned in this order). */
export const CATEGORY_TREE: readonly (readonly [string, readonly string[]])[] = [
  ['五金工具', ['手动工具', '电动工具', '测量工具', '五金配件']],
  ['家用电器', ['厨房电器', '生活电器', '个护电器']],
  ['日用百货', ['清洁用品', '收纳整理', '厨房用具']],
  ['办公文具', ['书写工具', '纸张本册', '办公设备']],
  ['食品饮料', ['休闲零食', '茶叶冲饮', '粮油调味']],
  ['电子数码', ['手机配件', '电脑外设', '智能设备']],
  ['汽车用品', ['车载电器', '美容清洗']],
  ['母婴用品', ['喂养用品', '洗护用品']],
]

export const BRANDS: readonly string[] = [
  '匠心',
  '鑫源',
  '华耀',
  '博锐',
  '恒泰',
  '优品汇',
  '佳美',
  '福临门庭',
  '金象',
  '绿源',
  '天成',
  '新锐',
  '惠家',
  '宏达',
  '康达',
  '瑞丰',
  '美嘉',
  '青禾',
  '山川',
  '星辰',
]

/** Bank codes as Chinese payment systems abbreviate them. */
export const BANKS: readonly (readonly [string, string])[] = [
  ['ICBC', '中国工商银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['CCB', '中国建设银行'],
  ['COMM', '交通银行'],
  ['PSBC', '中国邮政储蓄银行'],
  ['CMB', '招商银行'],
  ['CITIC', '中信银行'],
  ['CEB', '中国光大银行'],
  ['HXB', '华夏银行'],
  ['CMBC', '中国民生银行'],
  ['GDB', '广发银行'],
  ['PAB', '平安银行'],
  ['SPDB', '上海浦东发展银行'],
  ['CIB', '兴业银行'],
  ['CZB', '浙商银行'],
  ['BOB', '北京银行'],
  ['BOSH', '上海银行'],
  ['NJCB', '南京银行'],
  ['HZB', '杭州银行'],
]

const COURSES: readonly (readonly [string, string])[] = [
  ['发布第一个商品', '从填写基本信息、规格库存到上架销售的完整步骤。'],
  ['订单发货与批量发货', '如何查看待发货订单、填写物流单号以及批量发货。'],
  ['售后申请的审核与退款', '售后类型说明、审核要点以及退款到账时间。'],
  ['分销成员与合作申请', '审核合作申请、设置成员等级和分组，让成员可以下单。'],
  ['目录订货使用说明', '创建订货目录、设置可见分组并审核订货单。'],
  ['营销活动：满减与限购', '配置满减、折扣、特价和限购活动的注意事项。'],
  ['财务对账与付款记录', '对账单的确认、付款登记以及开票信息维护。'],
  ['对接第三方ERP平台', '填写平台参数、同步商品与库存的步骤。'],
]

export const ERP_PLATFORMS: readonly (readonly [string, string, string[]])[] = [
  ['JST', '聚水潭', ['appKey', 'appSecret', 'shopCode']],
  ['WDT', '旺店通', ['sid', 'appKey', 'appSecret']],
  ['GJP', '管家婆', ['appKey', 'appSecret', 'dbName']],
  ['KINGDEE', '金蝶云星辰', ['clientId', 'clientSecret', 'accountId']],
  ['CHANJET', '用友畅捷通', ['appKey', 'appSecret', 'orgId']],
  ['JKY', '吉客云', ['appKey', 'appSecret', 'warehouseCode']],
]

/** The member cap of the distribution basic plan (SPEC.md section 9). */
export const DISTRIBUTION_BASIC_MEMBER_CAP = 300

export const VIP_PLANS = {
  tradeBase: { code: 'VIP_TRADEBASE', name: '商贸基础版' },
  distributionBase: { code: 'VIP_DISTRIBUTIONBASE', name: '分销基础版' },
  distributionPro: { code: 'VIP_DISTRIBUTIONPRO', name: '分销旗舰版' },
  ordering: { code: 'VIP_ORDERING', name: '订货版' },
  busiSecurity: { code: 'BUSI_SECURITY', name: '商机保证金' },
} as const

function isSecretKey(key: string): boolean {
  return /secret/i.test(key)
}

export async function seedReference(ctx: SeedContext): Promise<void> {
  const regions = geoRegions()
  const sortInParent = new Map<string, number>()
  await ctx.insert(
    'geo_region',
    regions.map((r) => {
      const key = r.parentId ?? ''
      const sort = (sortInParent.get(key) ?? 0) + 1
      sortInParent.set(key, sort)
      return { id: r.id, parent_id: r.parentId, level: r.level, name: r.name, sort }
    }),
  )

  const categories: { id: number; parent_id: number | null; level: number; name: string; sort: number }[] = []
  CATEGORY_TREE.forEach(([name, children], i) => {
    const id = ctx.ids.next('product_category')
    categories.push({ id, parent_id: null, level: 1, name, sort: i + 1 })
    children.forEach((child, j) => {
      categories.push({
        id: ctx.ids.next('product_category'),
        parent_id: id,
        level: 2,
        name: child,
        sort: j + 1,
      })
    })
  })
  await ctx.insert(
    'product_category',
    categories.map((c) => ({ ...c, enabled: 1 })),
  )

  await ctx.insert(
    'product_brand',
    BRANDS.map((name, i) => ({
      id: ctx.ids.next('product_brand'),
      name,
      logo_url: `/demo/brands/brand-${String((i % 8) + 1).padStart(2, '0')}.svg`,
      sort: i + 1,
      enabled: 1,
    })),
  )

  await ctx.insert(
    'bank',
    BANKS.map(([code, name], i) => ({ code, name, sort: i + 1 })),
  )

  await ctx.insert(
    'course',
    COURSES.map(([title, summary], i) => ({
      id: ctx.ids.next('course'),
      title,
      summary,
      cover_url: `/demo/products/product-${String((i % 12) + 1).padStart(2, '0')}.svg`,
      body: `<h2>${title}</h2><p>${summary}</p><ol><li>进入对应菜单页面。</li><li>按页面提示填写信息并保存。</li><li>保存后可在列表中查看结果。</li></ol>`,
      video_url: '',
      sort: i + 1,
      published_at: new Date(ctx.now.getTime() - days(200 - i * 20)).toISOString(),
    })),
  )

  await ctx.insert(
    'erp_platform',
    ERP_PLATFORMS.map(([id, name, keys], i) => ({
      id,
      name,
      logo_url: `/demo/brands/brand-${String((i % 8) + 1).padStart(2, '0')}.svg`,
      parameter_spec: JSON.stringify(keys.map((key) => ({ key, secret: isSecretKey(key) ? 1 : 0 }))),
      sort: i + 1,
      enabled: 1,
    })),
  )

  await ctx.insert('vip_plan', [
    {
      code: VIP_PLANS.tradeBase.code,
      kind: 'VIP',
      name: VIP_PLANS.tradeBase.name,
      tier: 'TRADEBASE',
      price: 98_000,
      months: 12,
      member_cap: null,
      description: '商品、订单、售后、营销、报表与财务结算。',
      sort: 1,
      enabled: 1,
    },
    {
      code: VIP_PLANS.distributionBase.code,
      kind: 'VIP',
      name: VIP_PLANS.distributionBase.name,
      tier: 'DISTRIBUTIONBASE',
      price: 298_000,
      months: 12,
      member_cap: DISTRIBUTION_BASIC_MEMBER_CAP,
      description: `商贸基础版全部功能，加分销管理；分销成员至多 ${DISTRIBUTION_BASIC_MEMBER_CAP} 个。`,
      sort: 2,
      enabled: 1,
    },
    {
      code: VIP_PLANS.distributionPro.code,
      kind: 'VIP',
      name: VIP_PLANS.distributionPro.name,
      tier: 'DISTRIBUTIONPRO',
      price: 698_000,
      months: 12,
      member_cap: null,
      description: '分销成员不限数量，加目录订货与业务员管理。',
      sort: 3,
      enabled: 1,
    },
    {
      code: VIP_PLANS.ordering.code,
      kind: 'VIP',
      name: VIP_PLANS.ordering.name,
      tier: 'ORDERING',
      price: 0,
      months: 12,
      member_cap: null,
      description: '向供应商订货、商机与名片交换。',
      sort: 4,
      enabled: 1,
    },
    {
      code: VIP_PLANS.busiSecurity.code,
      kind: 'BUSI_SECURITY',
      name: VIP_PLANS.busiSecurity.name,
      tier: null,
      price: 100_000,
      months: 12,
      member_cap: null,
      description: '缴纳后商机资料显示“已缴保证金”标识，可退。',
      sort: 5,
      enabled: 1,
    },
  ])
}
