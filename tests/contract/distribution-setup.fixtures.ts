// Rows the distribution set-up contract tests need, added on top of the demo seed. Each
// helper reuses what the seed already holds (regions, plans, products of other modules)
// and only adds its own rows, under names and ids no seed module uses (prefix T).
import type { Db } from '../../server/db/schema.ts'
import { TEST_EPOCH } from './harness.ts'

const now = TEST_EPOCH.toISOString()

/** A province with a city with a county (the seed's when it has one, else a small test tree). */
export async function regionChain(db: Db): Promise<{ province: string; city: string; county: string }> {
  const found = await db
    .selectFrom('geo_region as county')
    .innerJoin('geo_region as city', 'city.id', 'county.parent_id')
    .innerJoin('geo_region as province', 'province.id', 'city.parent_id')
    .select(['province.id as province', 'city.id as city', 'county.id as county'])
    .where('county.level', '=', 'COUNTY')
    .where('city.level', '=', 'CITY')
    .where('province.level', '=', 'PROVINCE')
    .orderBy('province.sort')
    .orderBy('province.id')
    .orderBy('city.id')
    .orderBy('county.id')
    .executeTakeFirst()
  if (found) return found
  await db
    .insertInto('geo_region')
    .values([
      { id: 'T91', parent_id: null, level: 'PROVINCE', name: '测试省', sort: 1 },
      { id: 'T92', parent_id: null, level: 'PROVINCE', name: '测试二省', sort: 2 },
      { id: 'T9101', parent_id: 'T91', level: 'CITY', name: '测试市', sort: 1 },
      { id: 'T9201', parent_id: 'T92', level: 'CITY', name: '测试二市', sort: 1 },
      { id: 'T910101', parent_id: 'T9101', level: 'COUNTY', name: '测试区', sort: 1 },
      { id: 'T920101', parent_id: 'T9201', level: 'COUNTY', name: '测试二区', sort: 1 },
    ])
    .execute()
  return { province: 'T91', city: 'T9101', county: 'T910101' }
}

/** A category of the public tree (the seed's first one, else a test one). */
export async function someCategory(db: Db): Promise<number> {
  const found = await db
    .selectFrom('product_category')
    .select('id')
    .where('enabled', '=', 1)
    .orderBy('id')
    .executeTakeFirst()
  if (found) return found.id
  const root = await db
    .insertInto('product_category')
    .values({ parent_id: null, level: 1, name: '测试类目', sort: 1, enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('product_category')
    .values({ parent_id: root.id, level: 2, name: '测试子类目', sort: 1, enabled: 1 })
    .execute()
  return root.id
}

/** A product of `partyId` with two SKUs (prices in fen), created for the test. */
export async function testProduct(
  db: Db,
  partyId: string,
  name: string,
  opts: { prices?: [number, number]; stock?: number } = {},
): Promise<{ productId: number; skuIds: number[] }> {
  const [p1, p2] = opts.prices ?? [1999, 2999]
  const stock = opts.stock ?? 50
  const categoryId = await someCategory(db)
  const product = await db
    .insertInto('product')
    .values({
      party_id: partyId,
      product_no: `T-${name}`,
      name,
      category_id: categoryId,
      brand_id: null,
      status: 'ON_SALE',
      freight_template_id: null,
      min_price: Math.min(p1, p2),
      max_price: Math.max(p1, p2),
      total_stock: stock * 2,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const skuIds: number[] = []
  for (const [i, price] of [p1, p2].entries()) {
    const sku = await db
      .insertInto('product_sku')
      .values({
        party_id: partyId,
        product_id: product.id,
        sku_code: `T-${name}-${i + 1}`,
        spec: `规格:${i + 1}`,
        price,
        market_price: price + 1000,
        stock,
        sort: i,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    skuIds.push(sku.id)
  }
  return { productId: product.id, skuIds }
}

export async function testFreightTemplate(db: Db, partyId: string, name: string): Promise<number> {
  const row = await db
    .insertInto('freight_template')
    .values({
      party_id: partyId,
      name,
      created_at: now,
      updated_at: now,
      ship_from_province_id: null,
      ship_from_city_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function testRank(db: Db, partyId: string, name: string): Promise<number> {
  const row = await db
    .insertInto('dis_rank')
    .values({ party_id: partyId, name, discount_permille: 900, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A dealer party that is a member store of `partyId`. */
export async function testMemberStore(
  db: Db,
  partyId: string,
  storeId: string,
  name: string,
): Promise<string> {
  await db
    .insertInto('party')
    .values({
      id: storeId,
      name,
      kind: 'DEALER',
      tier: null,
      created_at: now,
      from_date: null,
      thru_date: null,
    })
    .execute()
  await db
    .insertInto('dis_member')
    .values({
      party_id: partyId,
      member_party_id: storeId,
      created_at: now,
      updated_at: now,
      rank_id: null,
      salesman_id: null,
      application_id: null,
      last_order_at: null,
    })
    .execute()
  return storeId
}

/** The code of an enabled VIP plan granting DISTRIBUTIONPRO (the seed's, else a test one). */
export async function proPlanCode(db: Db): Promise<string> {
  const found = await db
    .selectFrom('vip_plan')
    .select('code')
    .where('kind', '=', 'VIP')
    .where('tier', '=', 'DISTRIBUTIONPRO')
    .where('enabled', '=', 1)
    .orderBy('sort')
    .executeTakeFirst()
  if (found) return found.code
  await db
    .insertInto('vip_plan')
    .values({
      code: 'T_DIS_PRO_12',
      kind: 'VIP',
      name: '分销旗舰版（测试）',
      tier: 'DISTRIBUTIONPRO',
      price: 398_000,
      months: 12,
      member_cap: null,
      sort: 1,
      enabled: 1,
    })
    .execute()
  return 'T_DIS_PRO_12'
}

/** A tiny valid PNG (1×1). */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
