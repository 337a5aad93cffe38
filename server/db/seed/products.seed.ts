// Products of the trade merchants: freight templates, products with SKUs and images, the
// material library and after-sales settings.
import type { Faker } from '@faker-js/faker'
import type {
  NewFreightTemplate,
  NewFreightTemplateRule,
  NewProduct,
  NewProductImage,
  NewProductSku,
} from '../schema.ts'
import { demoAccount, TRADE_MERCHANTS } from './demo-accounts.ts'
import { regionOf } from './geo-regions.data.ts'
import { BRANDS, CATEGORY_TREE } from './reference.seed.ts'
import { type SeedContext, days, minutes, mobile, plus } from './seed-context.ts'

interface ProductKind {
  nouns: readonly string[]
  unit: string
  /** Base price range in yuan. */
  price: readonly [number, number]
  spec: readonly [string, readonly string[]]
}

/** What a product of each leaf category looks like. */
const KINDS: Record<string, ProductKind> = {
  手动工具: {
    nouns: ['活动扳手', '十字螺丝刀套装', '羊角锤', '尖嘴钳', '内六角扳手组套'],
    unit: '把',
    price: [15, 120],
    spec: ['尺寸', ['6寸', '8寸', '10寸', '12寸']],
  },
  电动工具: {
    nouns: ['锂电冲击钻', '角磨机', '电动螺丝刀', '手持电圆锯', '热风枪'],
    unit: '台',
    price: [199, 899],
    spec: ['配置', ['裸机', '单电套装', '双电套装']],
  },
  测量工具: {
    nouns: ['激光测距仪', '数显游标卡尺', '钢卷尺', '水平仪'],
    unit: '个',
    price: [12, 399],
    spec: ['量程', ['3米', '5米', '7.5米']],
  },
  五金配件: {
    nouns: ['不锈钢合页', '抽屉滑轨', '门把手', '膨胀螺丝'],
    unit: '套',
    price: [5, 60],
    spec: ['材质', ['304不锈钢', '201不锈钢']],
  },
  厨房电器: {
    nouns: ['电饭煲', '破壁料理机', '空气炸锅', '电热水壶', '电磁炉'],
    unit: '台',
    price: [129, 699],
    spec: ['颜色', ['白色', '黑色', '香槟金']],
  },
  生活电器: {
    nouns: ['加湿器', '电风扇', '除螨仪', '取暖器'],
    unit: '台',
    price: [89, 499],
    spec: ['颜色', ['白色', '灰色']],
  },
  个护电器: {
    nouns: ['电吹风', '电动牙刷', '剃须刀', '卷发棒'],
    unit: '个',
    price: [59, 399],
    spec: ['颜色', ['白色', '黑色', '粉色']],
  },
  清洁用品: {
    nouns: ['洗衣液', '洗洁精', '消毒湿巾', '地板清洁剂'],
    unit: '瓶',
    price: [9, 59],
    spec: ['规格', ['500ml', '1L', '2L']],
  },
  收纳整理: {
    nouns: ['收纳箱', '真空压缩袋', '桌面收纳盒', '鞋架'],
    unit: '个',
    price: [19, 129],
    spec: ['尺寸', ['小号', '中号', '大号']],
  },
  厨房用具: {
    nouns: ['不粘炒锅', '不锈钢汤锅', '菜刀套装', '竹砧板'],
    unit: '个',
    price: [39, 299],
    spec: ['尺寸', ['28cm', '30cm', '32cm']],
  },
  书写工具: {
    nouns: ['中性笔', '按动圆珠笔', '记号笔', '钢笔'],
    unit: '盒',
    price: [9, 89],
    spec: ['颜色', ['黑色', '蓝色', '红色']],
  },
  纸张本册: {
    nouns: ['A4复印纸', '线圈笔记本', '便利贴', '文件夹'],
    unit: '包',
    price: [6, 49],
    spec: ['规格', ['70g', '80g']],
  },
  办公设备: {
    nouns: ['碎纸机', '装订机', '计算器', '标签打印机'],
    unit: '台',
    price: [39, 899],
    spec: ['型号', ['标准款', '升级款']],
  },
  休闲零食: {
    nouns: ['每日坚果', '手撕牛肉干', '芒果干', '海苔脆片'],
    unit: '袋',
    price: [9, 99],
    spec: ['规格', ['100g', '250g', '500g']],
  },
  茶叶冲饮: {
    nouns: ['西湖龙井', '安溪铁观音', '云南普洱', '挂耳咖啡'],
    unit: '盒',
    price: [39, 599],
    spec: ['规格', ['125g', '250g']],
  },
  粮油调味: {
    nouns: ['五常大米', '压榨花生油', '特级生抽', '山西老陈醋'],
    unit: '件',
    price: [15, 159],
    spec: ['规格', ['小包装', '家庭装']],
  },
  手机配件: {
    nouns: ['快充数据线', '氮化镓充电器', '手机保护壳', '无线充电板'],
    unit: '个',
    price: [19, 159],
    spec: ['接口', ['Type-C', 'Lightning']],
  },
  电脑外设: {
    nouns: ['机械键盘', '无线鼠标', '显示器支架', 'USB扩展坞'],
    unit: '个',
    price: [49, 499],
    spec: ['颜色', ['黑色', '白色']],
  },
  智能设备: {
    nouns: ['智能门锁', '智能插座', '无线摄像头', '蓝牙音箱'],
    unit: '台',
    price: [79, 1299],
    spec: ['颜色', ['黑色', '银色']],
  },
  车载电器: {
    nouns: ['车载充电器', '行车记录仪', '车载吸尘器', '车载冰箱'],
    unit: '个',
    price: [39, 899],
    spec: ['型号', ['标准版', '旗舰版']],
  },
  美容清洗: {
    nouns: ['洗车液', '镀晶喷雾', '洗车毛巾', '轮胎光亮剂'],
    unit: '瓶',
    price: [15, 129],
    spec: ['规格', ['500ml', '1L']],
  },
  喂养用品: {
    nouns: ['玻璃奶瓶', '婴儿辅食碗', '吸管杯', '温奶器'],
    unit: '个',
    price: [29, 259],
    spec: ['容量', ['150ml', '240ml', '300ml']],
  },
  洗护用品: {
    nouns: ['婴儿洗发沐浴露', '婴儿润肤乳', '护臀膏', '婴儿湿巾'],
    unit: '瓶',
    price: [19, 129],
    spec: ['规格', ['小瓶', '大瓶']],
  },
}

/** The nouns a product of each leaf category is named with (tests check names against them). */
export const PRODUCT_NOUNS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(KINDS).map(([leaf, kind]) => [leaf, kind.nouns]),
)

const SUFFIXES = ['', '', '', ' 家用款', ' 专业款', ' 升级版', ' 经典款', ' 礼盒装', ' 加厚款']

/** The top-level categories each trade merchant sells. */
const ASSORTMENT: Record<(typeof TRADE_MERCHANTS)[number], readonly string[]> = {
  tradebase: ['五金工具', '电子数码', '办公文具'],
  distributionbase: ['家用电器', '日用百货', '母婴用品'],
  distributionpro: ['食品饮料', '日用百货', '家用电器', '汽车用品'],
  admin: ['电子数码', '办公文具', '母婴用品'],
}

export const PRODUCTS_PER_MERCHANT = 120
export const PRODUCT_IMAGE_COUNT = 12

export function productImageUrl(n: number): string {
  return `/demo/products/product-${String((n % PRODUCT_IMAGE_COUNT) + 1).padStart(2, '0')}.svg`
}

/** EAN-13 with its check digit, under the 69x prefix of China. */
function barCode(faker: Faker): string {
  const body = `69${faker.string.numeric(10)}`
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** Leaf category ids by name, in the id order reference.seed.ts assigns. */
function categoryIds(): { byName: Map<string, number>; leavesOf: Map<string, string[]> } {
  const byName = new Map<string, number>()
  const leavesOf = new Map<string, string[]>()
  let id = 1
  for (const [top, children] of CATEGORY_TREE) {
    byName.set(top, id++)
    leavesOf.set(top, [...children])
    for (const child of children) byName.set(child, id++)
  }
  return { byName, leavesOf }
}

export async function seedProducts(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const { byName, leavesOf } = categoryIds()
  const templates: NewFreightTemplate[] = []
  const rules: NewFreightTemplateRule[] = []
  const products: NewProduct[] = []
  const skus: NewProductSku[] = []
  const images: NewProductImage[] = []

  for (const username of TRADE_MERCHANTS) {
    const partyId = demoAccount(username).partyId
    const createdBase = ctx.now.getTime() - days(300)
    const at = (offsetDays: number) => new Date(createdBase + days(offsetDays)).toISOString()

    // Freight templates: free shipping, per piece (the default), by weight.
    const home = regionOf(
      username === 'tradebase' ? '330782' : username === 'distributionbase' ? '440106' : '330110',
    )
    const templateIds: number[] = []
    const defs = [
      { name: '全国包邮', mode: 'PIECE', free: 1, isDefault: 0 },
      { name: '按件计费（偏远地区加价）', mode: 'PIECE', free: 0, isDefault: 1 },
      { name: '按重量计费', mode: 'WEIGHT', free: 0, isDefault: 0 },
    ]
    for (const [i, d] of defs.entries()) {
      const id = ctx.ids.next('freight_template')
      templateIds.push(id)
      templates.push({
        id,
        party_id: partyId,
        name: d.name,
        pricing_mode: d.mode,
        is_free: d.free,
        is_default: d.isDefault,
        ship_from_province_id: home.province_id,
        ship_from_city_id: home.city_id,
        created_at: at(i),
        updated_at: at(i + 10),
      })
      const weight = d.mode === 'WEIGHT'
      rules.push({
        id: ctx.ids.next('freight_template_rule'),
        party_id: partyId,
        template_id: id,
        region_ids: '',
        first_units: weight ? 1000 : 1,
        first_fee: d.free ? 0 : weight ? 800 : 1000,
        extra_units: weight ? 1000 : 1,
        extra_fee: d.free ? 0 : weight ? 500 : 500,
        free_over_amount: d.free ? null : 9900,
        sort: 1,
      })
      if (!d.free) {
        rules.push({
          id: ctx.ids.next('freight_template_rule'),
          party_id: partyId,
          template_id: id,
          region_ids: '650000,540000,630000,150000',
          first_units: weight ? 1000 : 1,
          first_fee: weight ? 2000 : 2500,
          extra_units: weight ? 1000 : 1,
          extra_fee: weight ? 1500 : 1500,
          free_over_amount: null,
          sort: 2,
        })
      }
    }
    const defaultTemplate = templateIds[1] as number

    const leaves = (ASSORTMENT[username] ?? []).flatMap((top) => leavesOf.get(top) ?? [])
    for (let n = 0; n < PRODUCTS_PER_MERCHANT; n++) {
      const leaf = leaves[n % leaves.length] as string
      const kind = KINDS[leaf] as ProductKind
      const brandIndex = faker.number.int(BRANDS.length - 1)
      const name = `${BRANDS[brandIndex]}${faker.helpers.arrayElement(kind.nouns)}${faker.helpers.arrayElement(SUFFIXES)}`
      const productId = ctx.ids.next('product')
      const productNo = `SP${String(n + 1).padStart(5, '0')}`
      const created = at(20 + (n * 270) / PRODUCTS_PER_MERCHANT + faker.number.float({ min: 0, max: 1 }))
      // Never later than now (the newest products were created days ago).
      const updated = [
        plus(created, days(faker.number.int({ min: 0, max: 20 }))),
        ctx.nowIso,
      ].sort()[0] as string
      const statusRoll = faker.number.int(99)
      const status = statusRoll < 76 ? 'ON_SALE' : statusRoll < 91 ? 'OFF_SALE' : 'DRAFT'
      const [specName, values] = kind.spec
      const skuCount = faker.number.int({ min: 1, max: Math.min(3, values.length) })
      const base = faker.number.int({ min: kind.price[0], max: kind.price[1] }) * 100
      const step = Math.max(100, Math.round((base * 0.15) / 100) * 100)
      const image = productImageUrl(productId)
      let min = Number.POSITIVE_INFINITY
      let max = 0
      let stock = 0
      for (let s = 0; s < skuCount; s++) {
        const price = base + s * step - (faker.datatype.boolean() ? 10 : 0)
        const skuStock = faker.number.int(99) < 8 ? 0 : faker.number.int({ min: 5, max: 800 })
        min = Math.min(min, price)
        max = Math.max(max, price)
        stock += skuStock
        skus.push({
          id: ctx.ids.next('product_sku'),
          party_id: partyId,
          product_id: productId,
          sku_code: `${productNo}-${s + 1}`,
          bar_code: barCode(faker),
          spec: `${specName}:${values[s]}`,
          price,
          cost_price: Math.round((price * faker.number.int({ min: 55, max: 75 })) / 100),
          market_price: Math.round((price * faker.number.int({ min: 115, max: 150 })) / 100 / 100) * 100,
          stock: skuStock,
          weight_grams: faker.number.int({ min: 50, max: 5000 }),
          image_url: image,
          sort: s + 1,
          created_at: created,
          updated_at: updated,
        })
      }
      const imageCount = faker.number.int({ min: 2, max: 4 })
      for (let k = 0; k < imageCount; k++) {
        images.push({
          id: ctx.ids.next('product_image'),
          party_id: partyId,
          product_id: productId,
          url: productImageUrl(productId + k),
          sort: k + 1,
        })
      }
      products.push({
        id: productId,
        party_id: partyId,
        product_no: productNo,
        name,
        category_id: byName.get(leaf) ?? null,
        brand_id: brandIndex + 1,
        unit: kind.unit,
        main_image_url: image,
        video_url: '',
        description: `<p>${name}，${leaf}类热销商品。</p><ul><li>品质保证，支持七天无理由退货</li><li>规格：${values.join(' / ')}</li></ul>`,
        status,
        freight_template_id: n % 7 === 0 ? (templateIds[0] as number) : defaultTemplate,
        min_price: min,
        max_price: max,
        total_stock: stock,
        sales_count: status === 'DRAFT' ? 0 : faker.number.int({ min: 0, max: 2000 }),
        sort: n + 1,
        is_deleted: n % 40 === 39 ? 1 : 0,
        created_at: created,
        updated_at: updated,
      })
    }
  }

  await ctx.insert('freight_template', templates)
  await ctx.insert('freight_template_rule', rules)
  await ctx.insert('product', products)
  await ctx.insert('product_sku', skus)
  await ctx.insert('product_image', images)
  await seedMaterialsAndAfterSaleSettings(ctx)
}

async function seedMaterialsAndAfterSaleSettings(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const groups = []
  const materials = []
  const settings = []
  for (const username of TRADE_MERCHANTS) {
    const partyId = demoAccount(username).partyId
    for (const [g, name] of ['商品主图', '详情图', '活动海报'].entries()) {
      const groupId = ctx.ids.next('material_group')
      const created = new Date(ctx.now.getTime() - days(200 - g)).toISOString()
      groups.push({ id: groupId, party_id: partyId, name, sort: g + 1, created_at: created })
      for (let m = 0; m < 8; m++) {
        const id = ctx.ids.next('material')
        materials.push({
          id,
          party_id: partyId,
          group_id: groupId,
          kind: 'IMAGE',
          name: `${name}-${String(m + 1).padStart(2, '0')}.svg`,
          url: productImageUrl(id),
          upload_id: null,
          size_bytes: faker.number.int({ min: 800, max: 4000 }),
          width: 800,
          height: 800,
          created_at: plus(created, minutes(m * 90)),
        })
      }
    }
    const region = regionOf(username === 'distributionbase' ? '440111' : '330782')
    const party = await ctx.db
      .selectFrom('party')
      .select('contact_phone')
      .where('id', '=', partyId)
      .executeTakeFirstOrThrow()
    // The contact is the merchant's own: its party's phone (the draw stays for the values after it).
    const drawnPhone = mobile(faker)
    settings.push({
      party_id: partyId,
      return_days: 7,
      contact_name: demoAccount(username).displayName,
      contact_phone: party.contact_phone || drawnPhone,
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: `${region.text}售后仓${faker.number.int({ min: 1, max: 9 })}号库`,
      policy: '<p>签收后 7 天内可申请退货；商品需保持完好，配件齐全。</p><p>质量问题由我方承担运费。</p>',
      updated_at: ctx.nowIso,
    })
  }
  await ctx.insert('material_group', groups)
  await ctx.insert('material', materials)
  await ctx.insert('after_sale_setting', settings)
}
