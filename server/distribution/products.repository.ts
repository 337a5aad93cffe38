// Distribution products of one supplier (dis_product, dis_product_sku, dis_rank_price):
// every query takes the tenant's party id from the session, never from the request.
import type { Page } from '../../contract/paging.schema.ts'
import type {
  DisProductDetail,
  DisProductListQuery,
  DisProductRow,
  DisProductStatus,
  DisProductValues,
  FreightTemplateItem,
  StockMode,
} from '../../contract/distribution-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { paginate } from '../http/paging.ts'

type ListParams = DisProductListQuery

const flag01 = (v: number): 0 | 1 => (v === 1 ? 1 : 0)

export async function listDisProducts(db: Db, partyId: string, p: ListParams): Promise<Page<DisProductRow>> {
  if (p.scope === 'AVAILABLE') return listAvailableProducts(db, partyId, p)
  let q = db
    .selectFrom('dis_product as d')
    .innerJoin('product as p', (j) => j.onRef('p.id', '=', 'd.product_id').on('p.party_id', '=', partyId))
    .leftJoin('product_category as c', 'c.id', 'p.category_id')
    .where('d.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .select([
      'd.id',
      'd.product_id',
      'p.product_no',
      'p.name',
      'p.main_image_url',
      'c.name as category_name',
      'd.status',
      'd.min_dis_price',
      'd.max_dis_price',
      'p.min_price',
      'p.max_price',
      'p.total_stock',
      'd.stock_mode',
      'd.min_order_quantity',
      'd.is_mixed',
      'd.created_at',
    ])
  if (p.status) q = q.where('d.status', '=', p.status)
  if (p.isMixed !== undefined) q = q.where('d.is_mixed', '=', p.isMixed)
  if (p.categoryId !== undefined) q = q.where('p.category_id', '=', p.categoryId)
  if (p.keyword) {
    const like = `%${p.keyword}%`
    q = q.where((eb) => eb.or([eb('p.name', 'like', like), eb('p.product_no', 'like', like)]))
  }
  return paginate(q, p, {
    sortable: { createdAt: 'd.created_at', name: 'p.name', minDisPrice: 'd.min_dis_price', sort: 'd.sort' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'd.id',
    map: (r) => ({
      id: String(r.id),
      productId: String(r.product_id),
      productNo: r.product_no,
      name: r.name,
      mainImageUrl: r.main_image_url,
      categoryName: r.category_name ?? '',
      status: r.status,
      minDisPrice: r.min_dis_price,
      maxDisPrice: r.max_dis_price,
      minPrice: r.min_price,
      maxPrice: r.max_price,
      totalStock: r.total_stock,
      stockMode: r.stock_mode as StockMode,
      minOrderQuantity: r.min_order_quantity,
      isMixed: flag01(r.is_mixed),
      createdAt: r.created_at,
    }),
  })
}

/** The merchant's own products that are not on distribution yet (the "apply products" picker). */
async function listAvailableProducts(db: Db, partyId: string, p: ListParams): Promise<Page<DisProductRow>> {
  let q = db
    .selectFrom('product as p')
    .leftJoin('product_category as c', 'c.id', 'p.category_id')
    .where('p.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dis_product as d')
            .select('d.id')
            .where('d.party_id', '=', partyId)
            .whereRef('d.product_id', '=', 'p.id'),
        ),
      ),
    )
    .select([
      'p.id',
      'p.product_no',
      'p.name',
      'p.main_image_url',
      'c.name as category_name',
      'p.min_price',
      'p.max_price',
      'p.total_stock',
      'p.created_at',
    ])
  if (p.categoryId !== undefined) q = q.where('p.category_id', '=', p.categoryId)
  if (p.keyword) {
    const like = `%${p.keyword}%`
    q = q.where((eb) => eb.or([eb('p.name', 'like', like), eb('p.product_no', 'like', like)]))
  }
  return paginate(q, p, {
    sortable: { createdAt: 'p.created_at', name: 'p.name', minDisPrice: 'p.min_price', sort: 'p.sort' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'p.id',
    map: (r) => ({
      id: null,
      productId: String(r.id),
      productNo: r.product_no,
      name: r.name,
      mainImageUrl: r.main_image_url,
      categoryName: r.category_name ?? '',
      status: null,
      minDisPrice: 0,
      maxDisPrice: 0,
      minPrice: r.min_price,
      maxPrice: r.max_price,
      totalStock: r.total_stock,
      stockMode: null,
      minOrderQuantity: 1,
      isMixed: 0,
      createdAt: r.created_at,
    }),
  })
}

/**
 * Puts own products on distribution, OFF until the merchant has checked the prices. Each SKU
 * starts at its selling price; products already applied are left as they are.
 */
export async function applyProducts(
  db: Db,
  partyId: string,
  productIds: number[],
  isMixed: 0 | 1,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const products = await trx
      .selectFrom('product')
      .select(['id', 'freight_template_id'])
      .where('party_id', '=', partyId)
      .where('is_deleted', '=', 0)
      .where('id', 'in', productIds)
      .execute()
    if (products.length !== productIds.length) throw ApiError.notFound('products.noSuchProduct')
    const already = await trx
      .selectFrom('dis_product')
      .select('product_id')
      .where('party_id', '=', partyId)
      .where('product_id', 'in', productIds)
      .execute()
    const skip = new Set(already.map((r) => r.product_id))
    let added = 0
    for (const product of products) {
      if (skip.has(product.id)) continue
      const skus = await trx
        .selectFrom('product_sku')
        .select(['id', 'price', 'market_price'])
        .where('party_id', '=', partyId)
        .where('product_id', '=', product.id)
        .orderBy('sort')
        .orderBy('id')
        .execute()
      const prices = skus.map((s) => s.price)
      const created = await trx
        .insertInto('dis_product')
        .values({
          party_id: partyId,
          product_id: product.id,
          status: 'OFF',
          min_dis_price: prices.length ? Math.min(...prices) : 0,
          max_dis_price: prices.length ? Math.max(...prices) : 0,
          stock_mode: 'SHARED',
          min_order_quantity: 1,
          freight_template_id: product.freight_template_id,
          is_mixed: isMixed,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (skus.length) {
        await trx
          .insertInto('dis_product_sku')
          .values(
            skus.map((s) => ({
              party_id: partyId,
              dis_product_id: created.id,
              sku_id: s.id,
              dis_price: s.price,
              retail_price: s.market_price > 0 ? s.market_price : s.price,
              stock_limit: null,
              enabled: 1,
            })),
          )
          .execute()
      }
      added += 1
    }
    return added
  })
}

/** All ids must be this merchant's distribution products, or nothing happens (notFound). */
async function requireOwnDisProducts(db: Db, partyId: string, ids: number[]): Promise<void> {
  const rows = await db
    .selectFrom('dis_product')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', 'in', ids)
    .execute()
  if (rows.length !== ids.length) throw ApiError.notFound('products.noSuchDistributionProduct')
}

export async function setDisStatus(
  db: Db,
  partyId: string,
  ids: number[],
  status: DisProductStatus,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireOwnDisProducts(trx, partyId, ids)
    if (status === 'ON') {
      // A product goes on distribution only with at least one SKU members can order.
      const sellable = await trx
        .selectFrom('dis_product_sku')
        .select('dis_product_id')
        .distinct()
        .where('party_id', '=', partyId)
        .where('dis_product_id', 'in', ids)
        .where('enabled', '=', 1)
        .execute()
      if (sellable.length !== ids.length) throw ApiError.conflict('products.noSkuOnDistribution')
    }
    const res = await trx
      .updateTable('dis_product')
      .set({ status, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .executeTakeFirst()
    return Number(res.numUpdatedRows)
  })
}

export async function deleteDisProducts(db: Db, partyId: string, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireOwnDisProducts(trx, partyId, ids)
    const res = await trx
      .deleteFrom('dis_product')
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .executeTakeFirst()
    return Number(res.numDeletedRows)
  })
}

export async function findDisProductDetail(db: Db, partyId: string, id: number): Promise<DisProductDetail> {
  const head = await db
    .selectFrom('dis_product as d')
    .innerJoin('product as p', 'p.id', 'd.product_id')
    .where('d.party_id', '=', partyId)
    .where('d.id', '=', id)
    .select([
      'd.id',
      'd.product_id',
      'p.product_no',
      'p.name',
      'p.main_image_url',
      'd.status',
      'd.stock_mode',
      'd.min_order_quantity',
      'd.freight_template_id',
      'd.is_mixed',
      'd.updated_at',
    ])
    .executeTakeFirst()
  if (!head) throw ApiError.notFound('products.noSuchDistributionProduct')
  const skus = await db
    .selectFrom('dis_product_sku as ds')
    .innerJoin('product_sku as s', 's.id', 'ds.sku_id')
    .where('ds.party_id', '=', partyId)
    .where('ds.dis_product_id', '=', id)
    .select([
      'ds.id',
      'ds.sku_id',
      's.sku_code',
      's.spec',
      's.price',
      's.stock',
      'ds.dis_price',
      'ds.retail_price',
      'ds.stock_limit',
      'ds.enabled',
    ])
    .orderBy('s.sort')
    .orderBy('ds.id')
    .execute()
  const rankPrices = skus.length
    ? await db
        .selectFrom('dis_rank_price')
        .select(['dis_product_sku_id', 'rank_id', 'price'])
        .where('party_id', '=', partyId)
        .where(
          'dis_product_sku_id',
          'in',
          skus.map((s) => s.id),
        )
        .orderBy('rank_id')
        .execute()
    : []
  const ranks = await db
    .selectFrom('dis_rank')
    .select(['id', 'name', 'discount_permille'])
    .where('party_id', '=', partyId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return {
    id: String(head.id),
    productId: String(head.product_id),
    productNo: head.product_no,
    name: head.name,
    mainImageUrl: head.main_image_url,
    status: head.status,
    stockMode: head.stock_mode as StockMode,
    minOrderQuantity: head.min_order_quantity,
    freightTemplateId: head.freight_template_id === null ? null : String(head.freight_template_id),
    isMixed: flag01(head.is_mixed),
    updatedAt: head.updated_at,
    skus: skus.map((s) => ({
      id: String(s.id),
      skuId: String(s.sku_id),
      skuCode: s.sku_code,
      spec: s.spec,
      price: s.price,
      stock: s.stock,
      disPrice: s.dis_price,
      retailPrice: s.retail_price,
      stockLimit: s.stock_limit,
      enabled: flag01(s.enabled),
      rankPrices: rankPrices
        .filter((r) => r.dis_product_sku_id === s.id)
        .map((r) => ({ rankId: String(r.rank_id), price: r.price })),
    })),
    ranks: ranks.map((r) => ({ id: String(r.id), name: r.name, discountPermille: r.discount_permille })),
  }
}

export async function updateDisProduct(
  db: Db,
  partyId: string,
  u: DisProductValues,
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireOwnDisProducts(trx, partyId, [u.id])
    const skuRows = await trx
      .selectFrom('dis_product_sku as ds')
      .innerJoin('product_sku as s', 's.id', 'ds.sku_id')
      .select(['ds.id', 's.stock'])
      .where('ds.party_id', '=', partyId)
      .where('ds.dis_product_id', '=', u.id)
      .execute()
    const stockOf = new Map(skuRows.map((r) => [r.id, r.stock]))
    u.skus.forEach((sku, i) => {
      const stock = stockOf.get(sku.id)
      if (stock === undefined) throw ApiError.invalidInput(`skus.${i}.id`, 'notFound')
      if (u.stockMode === 'LIMITED' && sku.stockLimit !== null && sku.stockLimit > stock) {
        throw ApiError.invalidInput(`skus.${i}.stockLimit`, 'aboveStock')
      }
    })
    if (u.freightTemplateId !== null) {
      const template = await trx
        .selectFrom('freight_template')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', '=', u.freightTemplateId)
        .executeTakeFirst()
      if (!template) throw ApiError.invalidInput('freightTemplateId', 'notFound')
    }
    const rankIds = [...new Set(u.skus.flatMap((s) => s.rankPrices.map((r) => r.rankId)))]
    if (rankIds.length) {
      const ranks = await trx
        .selectFrom('dis_rank')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', 'in', rankIds)
        .execute()
      const known = new Set(ranks.map((r) => r.id))
      u.skus.forEach((sku, i) => {
        sku.rankPrices.forEach((r, j) => {
          if (!known.has(r.rankId))
            throw ApiError.invalidInput(`skus.${i}.rankPrices.${j}.rankId`, 'notFound')
        })
      })
    }

    for (const sku of u.skus) {
      await trx
        .updateTable('dis_product_sku')
        .set({
          dis_price: sku.disPrice,
          retail_price: sku.retailPrice,
          stock_limit: u.stockMode === 'LIMITED' ? sku.stockLimit : null,
          enabled: sku.enabled,
        })
        .where('party_id', '=', partyId)
        .where('id', '=', sku.id)
        .execute()
      await trx
        .deleteFrom('dis_rank_price')
        .where('party_id', '=', partyId)
        .where('dis_product_sku_id', '=', sku.id)
        .execute()
      if (sku.rankPrices.length) {
        await trx
          .insertInto('dis_rank_price')
          .values(
            sku.rankPrices.map((r) => ({
              dis_product_sku_id: sku.id,
              rank_id: r.rankId,
              party_id: partyId,
              price: r.price,
            })),
          )
          .execute()
      }
    }
    // The list's price range counts the SKUs members can order.
    const range = await trx
      .selectFrom('dis_product_sku')
      .select((eb) => [eb.fn.min('dis_price').as('lo'), eb.fn.max('dis_price').as('hi')])
      .where('party_id', '=', partyId)
      .where('dis_product_id', '=', u.id)
      .where('enabled', '=', 1)
      .executeTakeFirst()
    await trx
      .updateTable('dis_product')
      .set({
        stock_mode: u.stockMode,
        min_order_quantity: u.minOrderQuantity,
        freight_template_id: u.freightTemplateId,
        is_mixed: u.isMixed,
        min_dis_price: Number(range?.lo ?? 0),
        max_dis_price: Number(range?.hi ?? 0),
        updated_at: nowIso,
      })
      .where('party_id', '=', partyId)
      .where('id', '=', u.id)
      .execute()
  })
}

export async function listFreightTemplates(db: Db, partyId: string): Promise<FreightTemplateItem[]> {
  const rows = await db
    .selectFrom('freight_template')
    .select(['id', 'name', 'pricing_mode', 'is_free', 'is_default'])
    .where('party_id', '=', partyId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    pricingMode: r.pricing_mode,
    isFree: flag01(r.is_free),
    isDefault: flag01(r.is_default),
  }))
}
