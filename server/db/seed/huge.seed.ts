// Ten times the large data for performance work (`npm run db:reset -- --huge`, issue 37): on top
// of the large seed (and its orders for tradebase, HUGE_ORDER_COUNT of them then, written by the
// orders module), distributionpro gets HUGE_SKU_COUNT more SKUs and HUGE_MEMBER_COUNT more
// members. Rows are built plainly (one Faker draw per row at most) and inserted in batches as
// they are built, so memory stays flat and the whole set builds in minutes. It runs before the
// stock ledger, which then writes each new SKU's opening balance: the numbers still add up.
import { companyName, personName, streetAddress } from './cn-names.ts'
import { demoAccount } from './demo-accounts.ts'
import { COUNTY_IDS, cityWordOf, regionOf } from './geo-regions.data.ts'
import type { SeedContext } from './seed-context.ts'

export const HUGE_ORDER_COUNT = 1_000_000
export const HUGE_SKU_COUNT = 100_000
export const HUGE_MEMBER_COUNT = 100_000

/** SKUs per added product: HUGE_SKU_COUNT / SKUS_PER_PRODUCT products. */
const SKUS_PER_PRODUCT = 2
const BATCH = 5_000
const DAY = 86_400_000

export async function seedHuge(ctx: SeedContext): Promise<void> {
  if (!ctx.huge) return
  await seedHugeSkus(ctx)
  await seedHugeMembers(ctx)
}

async function seedHugeSkus(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const { partyId } = demoAccount('distributionpro')
  const productCount = HUGE_SKU_COUNT / SKUS_PER_PRODUCT
  const oldest = ctx.now.getTime() - 720 * DAY
  for (let start = 0; start < productCount; start += BATCH) {
    const products = []
    const skus = []
    for (let n = start; n < Math.min(start + BATCH, productCount); n++) {
      const productId = ctx.ids.next('product')
      const productNo = `HP${String(n + 1).padStart(6, '0')}`
      const created = new Date(oldest + Math.floor((700 * DAY * n) / productCount)).toISOString()
      const price = faker.number.int({ min: 10, max: 2000 }) * 100
      let stock = 0
      for (let s = 0; s < SKUS_PER_PRODUCT; s++) {
        const skuStock = (n * 7 + s * 13) % 97 === 0 ? 0 : ((n + s) % 400) + 5
        stock += skuStock
        skus.push({
          id: ctx.ids.next('product_sku'),
          party_id: partyId,
          product_id: productId,
          sku_code: `${productNo}-${s + 1}`,
          bar_code: `69${String(n * SKUS_PER_PRODUCT + s).padStart(11, '0')}`,
          spec: `规格:${s === 0 ? '标准装' : '大包装'}`,
          price: price + s * 500,
          cost_price: Math.round((price * 60) / 100),
          market_price: Math.round((price * 130) / 100),
          stock: skuStock,
          weight_grams: 500,
          image_url: '',
          sort: s + 1,
          created_at: created,
          updated_at: created,
        })
      }
      products.push({
        id: productId,
        party_id: partyId,
        product_no: productNo,
        name: `批量商品${String(n + 1).padStart(6, '0')}`,
        category_id: null,
        brand_id: null,
        unit: '件',
        main_image_url: '',
        video_url: '',
        description: '',
        status: n % 10 === 9 ? ('OFF_SALE' as const) : ('ON_SALE' as const),
        freight_template_id: null,
        min_price: price,
        max_price: price + (SKUS_PER_PRODUCT - 1) * 500,
        total_stock: stock,
        sales_count: n % 500,
        sort: 1000 + n,
        is_deleted: 0,
        created_at: created,
        updated_at: created,
      })
    }
    await ctx.insert('product', products, 500)
    await ctx.insert('product_sku', skus, 500)
  }
}

async function seedHugeMembers(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const { partyId } = demoAccount('distributionpro')
  const ranks = await ctx.db.selectFrom('dis_rank').select('id').where('party_id', '=', partyId).execute()
  const salesmen = await ctx.db
    .selectFrom('dis_salesman')
    .select('id')
    .where('party_id', '=', partyId)
    .execute()
  const oldest = ctx.now.getTime() - 720 * DAY
  for (let start = 0; start < HUGE_MEMBER_COUNT; start += BATCH) {
    const parties = []
    const members = []
    for (let n = start; n < Math.min(start + BATCH, HUGE_MEMBER_COUNT); n++) {
      const region = regionOf(COUNTY_IDS[n % COUNTY_IDS.length] as string)
      const id = `PH${String(n + 1).padStart(6, '0')}`
      const created = new Date(oldest + Math.floor((700 * DAY * n) / HUGE_MEMBER_COUNT)).toISOString()
      parties.push({
        id,
        name: companyName(faker, cityWordOf(region.county_id)),
        kind: 'DEALER' as const,
        tier: null,
        parent_party_id: null,
        contact_name: personName(faker),
        contact_phone: `139${String(n).padStart(8, '0')}`,
        email: `${id.toLowerCase()}@demo.example.cn`,
        province_id: region.province_id,
        city_id: region.city_id,
        county_id: region.county_id,
        address: streetAddress(faker),
        from_date: null,
        thru_date: null,
        created_at: created,
        updated_at: null,
      })
      members.push({
        id: ctx.ids.next('dis_member'),
        party_id: partyId,
        member_party_id: id,
        status: n % 50 === 49 ? ('DISABLED' as const) : ('ENABLED' as const),
        remark: '',
        rank_id: ranks[n % ranks.length]?.id ?? null,
        salesman_id: salesmen[n % salesmen.length]?.id ?? null,
        source: 'APPLICATION',
        application_id: null,
        order_count: 0,
        order_amount: 0,
        last_order_at: null,
        created_at: created,
        updated_at: created,
      })
    }
    await ctx.insert('party', parties, 500)
    await ctx.insert('dis_member', members, 500)
  }
}
