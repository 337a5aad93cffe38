// The distribution set-up part of the demo world (issue 7 part B): distribution products
// with SKU prices and rank prices, supplier info, agreement, mini-program dialog, activities
// and statistics switch, and a few member stores' minimum order money, for
// `distributionbase`, `distributionpro` and admin's demo shop. Runs after the products module (it offers the
// merchants' own products) and the distribution module (ranks, members); with neither it
// still seeds the settings. Its HTML is written safe (no sanitizer: the mock image is built
// where xss does not load). Own Faker (seed, DISTRIBUTION_SETUP_SEED_OFFSET).
import { Faker, en, zh_CN } from '@faker-js/faker'
import type { Database, Db } from '../schema.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'

const DISTRIBUTION_SETUP_SEED_OFFSET = 102
const DAY = 86_400_000

export interface DistributionSetupSeedOptions {
  seed: number
  now: Date
  /**
   * Explicit integer keys when the orchestrator hands them out; without it the database
   * assigns them (read back with RETURNING).
   */
  ids?: { next(table: keyof Database): number }
}

interface Merchant {
  username: string
  disProducts: number
  activities: { title: string; status: 'ENABLED' | 'DISABLED' }[]
  statistics: 0 | 1
}

const MERCHANTS: readonly Merchant[] = [
  {
    username: 'distributionpro',
    disProducts: 14,
    activities: [
      { title: '新品首发', status: 'ENABLED' },
      { title: '会员专享价', status: 'ENABLED' },
      { title: '满500减50', status: 'DISABLED' },
      { title: '年货节囤货', status: 'DISABLED' },
    ],
    statistics: 1,
  },
  {
    username: 'distributionbase',
    disProducts: 8,
    activities: [
      { title: '开业特惠', status: 'ENABLED' },
      { title: '清仓专区', status: 'DISABLED' },
    ],
    statistics: 0,
  },
  // admin's platform demo shop (demo-accounts.ts, TRADE_MERCHANTS), last.
  {
    username: 'admin',
    disProducts: 10,
    activities: [
      { title: '平台新品推荐', status: 'ENABLED' },
      { title: '季末清仓', status: 'DISABLED' },
    ],
    statistics: 1,
  },
]

const AGREEMENT = `<h2>分销合作协议</h2>
<p>甲方（供货商）与乙方（分销商）本着平等互利的原则，就乙方分销甲方商品事宜达成如下协议：</p>
<ol>
<li>乙方按甲方在分销平台公布的分销价进货，不得低于甲方建议零售价对外销售。</li>
<li>乙方单笔订货金额不低于甲方设定的起订金额；混批商品可合并计算起订量。</li>
<li>甲方在收到货款后 48 小时内发货，运费按商品所选运费模板计算。</li>
<li>商品自签收之日起 7 日内，如有质量问题，乙方可申请退换货。</li>
<li>任一方违反本协议，另一方有权终止合作。</li>
</ol>
<p>本协议自乙方申请分销并经甲方同意之日起生效。</p>`

function partyOf(username: string): { partyId: string; userLoginId: string } {
  const acc = DEMO_ACCOUNTS.find((a) => a.username === username)
  if (!acc) throw new Error(`no demo account ${username}`)
  return { partyId: acc.partyId, userLoginId: acc.userLoginId }
}

export async function seedDistributionSetup(db: Db, options: DistributionSetupSeedOptions): Promise<void> {
  const faker = new Faker({ locale: [zh_CN, en] })
  faker.seed([options.seed, DISTRIBUTION_SETUP_SEED_OFFSET])
  const now = options.now.getTime()
  const iso = (t: number) => new Date(t).toISOString()
  const withId = <T extends object>(table: keyof Database, row: T): T & { id?: number } =>
    options.ids ? { id: options.ids.next(table), ...row } : row

  for (const merchant of MERCHANTS) {
    const { partyId, userLoginId } = partyOf(merchant.username)
    const party = await db
      .selectFrom('party')
      .select(['name', 'contact_name', 'contact_phone', 'province_id', 'city_id', 'county_id', 'address'])
      .where('id', '=', partyId)
      .executeTakeFirstOrThrow()
    const ranks = await db
      .selectFrom('dis_rank')
      .select(['id', 'discount_permille'])
      .where('party_id', '=', partyId)
      .orderBy('sort')
      .orderBy('id')
      .execute()

    // Distribution products: the merchant's first products, most on distribution.
    const products = await db
      .selectFrom('product')
      .select(['id', 'freight_template_id', 'created_at'])
      .where('party_id', '=', partyId)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .limit(merchant.disProducts)
      .execute()
    const disProductIds: number[] = []
    for (const [i, product] of products.entries()) {
      const skus = await db
        .selectFrom('product_sku')
        .select(['id', 'price', 'market_price', 'stock'])
        .where('party_id', '=', partyId)
        .where('product_id', '=', product.id)
        .orderBy('sort')
        .orderBy('id')
        .execute()
      // Distribution price: 70-85 % of the selling price, whole yuan.
      const priced = skus.map((s) => ({
        ...s,
        disPrice: Math.max(
          100,
          Math.round((s.price * faker.number.int({ min: 70, max: 85 })) / 10_000) * 100,
        ),
      }))
      const limited = i % 5 === 4
      const created = iso(
        Math.max(new Date(product.created_at).getTime(), now - faker.number.int({ min: 5, max: 120 }) * DAY),
      )
      const row = await db
        .insertInto('dis_product')
        .values(
          withId('dis_product', {
            party_id: partyId,
            product_id: product.id,
            status: i % 4 === 3 ? ('OFF' as const) : ('ON' as const),
            min_dis_price: priced.length ? Math.min(...priced.map((s) => s.disPrice)) : 0,
            max_dis_price: priced.length ? Math.max(...priced.map((s) => s.disPrice)) : 0,
            stock_mode: limited ? 'LIMITED' : 'SHARED',
            min_order_quantity: faker.helpers.arrayElement([1, 1, 2, 6, 12]),
            freight_template_id: product.freight_template_id,
            is_mixed: i % 3 === 0 ? 1 : 0,
            sort: i + 1,
            created_at: created,
            updated_at: created,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      disProductIds.push(product.id)
      for (const sku of priced) {
        const disSku = await db
          .insertInto('dis_product_sku')
          .values(
            withId('dis_product_sku', {
              party_id: partyId,
              dis_product_id: row.id,
              sku_id: sku.id,
              dis_price: sku.disPrice,
              retail_price: sku.market_price > 0 ? sku.market_price : sku.price,
              stock_limit: limited ? Math.floor(sku.stock / 2) : null,
              enabled: 1,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
        // The best rank gets an explicit price on every other product.
        const best = ranks[0]
        if (best && i % 2 === 0) {
          await db
            .insertInto('dis_rank_price')
            .values({
              dis_product_sku_id: disSku.id,
              rank_id: best.id,
              party_id: partyId,
              price: Math.max(
                0,
                Math.round((sku.disPrice * best.discount_permille) / 1000 / 100) * 100 - 100,
              ),
            })
            .execute()
        }
      }
    }

    await db
      .insertInto('dis_supplier_info')
      .values({
        party_id: partyId,
        company_name: party.name,
        logo_url: '',
        contact_name: party.contact_name,
        contact_phone: party.contact_phone,
        province_id: party.province_id,
        city_id: party.city_id,
        county_id: party.county_id,
        address: party.address,
        intro: `${party.name}，${faker.helpers.arrayElement(['十年', '十五年', '二十年'])}专注家居厨具批发，全国包邮，支持混批。`,
        license_url: '',
        min_order_money: faker.helpers.arrayElement([30_000, 50_000, 100_000]),
        updated_at: iso(now - 30 * DAY),
      })
      .execute()

    await db
      .insertInto('dis_agreement')
      .values({
        party_id: partyId,
        content: AGREEMENT,
        updated_by: userLoginId,
        updated_at: iso(now - 60 * DAY),
      })
      .execute()

    // Mini-program: activities in their display order, with some distribution products.
    let activityFirstId: number | undefined
    for (const [i, a] of merchant.activities.entries()) {
      const created = iso(now - (40 - i * 7) * DAY)
      const activity = await db
        .insertInto('activity')
        .values(
          withId('activity', {
            party_id: partyId,
            channel: 'MINI_PROGRAM' as const,
            title: a.title,
            cover_url: '',
            description: `<p>${a.title}：精选商品限时优惠。</p>`,
            status: a.status,
            sort: (i + 1) * 10,
            start_at: iso(now - (10 - i) * DAY),
            end_at: iso(now + (20 + i * 10) * DAY),
            created_at: created,
            updated_at: created,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      activityFirstId ??= activity.id
      const picked = faker.helpers.arrayElements(disProductIds, Math.min(disProductIds.length, 3 + (i % 3)))
      if (picked.length) {
        const prices = await db
          .selectFrom('product')
          .select(['id', 'min_price'])
          .where('party_id', '=', partyId)
          .where('id', 'in', picked)
          .execute()
        const minPrice = new Map(prices.map((p) => [p.id, p.min_price]))
        await db
          .insertInto('activity_product')
          .values(
            picked.map((productId, j) => ({
              activity_id: activity.id,
              product_id: productId,
              party_id: partyId,
              activity_price:
                j % 2 === 0 ? Math.round(((minPrice.get(productId) ?? 0) * 0.9) / 100) * 100 : null,
              sort: j + 1,
            })),
          )
          .execute()
      }
    }

    await db
      .insertInto('mp_dialog_setting')
      .values({
        party_id: partyId,
        enabled: 0,
        image_url: '',
        link_type: activityFirstId === undefined ? 'NONE' : 'ACTIVITY',
        link_value: activityFirstId === undefined ? '' : String(activityFirstId),
        frequency: 'DAILY',
        start_at: null,
        end_at: null,
        updated_at: iso(now - 20 * DAY),
      })
      .execute()
    await db
      .insertInto('mp_subscribe_setting')
      .values({
        party_id: partyId,
        message_type: 'STATISTICS',
        enabled: merchant.statistics,
        updated_at: iso(now - 20 * DAY),
      })
      .execute()

    // A few member stores with their own minimum order money.
    const stores = await db
      .selectFrom('dis_member')
      .select('member_party_id')
      .where('party_id', '=', partyId)
      .where('status', '=', 'ENABLED')
      .orderBy('id')
      .limit(3)
      .execute()
    for (const [i, store] of stores.entries()) {
      await db
        .insertInto('store_min_order_money')
        .values({
          party_id: partyId,
          store_party_id: store.member_party_id,
          min_order_money: [20_000, 80_000, 150_000][i] ?? 50_000,
          updated_at: iso(now - (15 - i) * DAY),
        })
        .execute()
    }
  }
}
