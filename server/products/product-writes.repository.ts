// Writing the merchant's products: a product with its SKUs, images and specifications (checked
// against the merchant's references and unique codes in product-checks.repository.ts, by the
// rules of product-rules.ts, numbered, its stock set through the stock ledger), the shelf status
// and deletion. Every write is scoped by the caller's party id.
import type { ProductDetail, ProductStatus, ProductValues } from '../../contract/products.schema.ts'
import { nextNumber } from '../db/next-number.ts'
import type { Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { adjustStock, type StockTarget } from './stock-ledger.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { findProduct } from './products.repository.ts'
import { checkReferences, checkUnique, skuInUse, type Trx } from './product-checks.repository.ts'
import { checkSpecs, wantedStock } from './product-rules.ts'

/** A code not used by any of the merchant's SKUs yet: "<product code>-<n>". */
async function nextSkuCode(trx: Trx, partyId: string, productNo: string, used: Set<string>): Promise<string> {
  for (let n = 1; ; n++) {
    const code = `${productNo}-${n}`.slice(0, 64)
    if (used.has(code)) continue
    const row = await trx
      .selectFrom('product_sku')
      .select('id')
      .where('party_id', '=', partyId)
      .where('sku_code', '=', code)
      .executeTakeFirst()
    used.add(code)
    if (!row) return code
  }
}

function nextProductNo(trx: Trx, partyId: string): Promise<string> {
  return nextNumber(trx, { table: 'product', column: 'product_no', partyId, prefix: 'SP', digits: 5 })
}

/**
 * Creates (productId undefined) or replaces a product with its SKUs and images in one
 * transaction. An edit must name the updatedAt it loaded: a product changed since is refused
 * with a conflict and nothing is written. Stock goes through the stock ledger: a SKU's new on
 * hand is a MANUAL_ADJUSTMENT (source PRODUCT, the form's stockReason), a removed SKU's stock
 * goes to 0 the same way. Answers the product as saved.
 */
export async function saveProduct(
  db: Db,
  partyId: string,
  edit: { productId: number; updatedAt: string } | undefined,
  v: ProductValues,
  nowIso: string,
  actor: string | null = null,
): Promise<ProductDetail> {
  checkSpecs(v)
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    let productId = edit?.productId
    let savedAt = nowIso
    let existingSkus: Array<{ id: number; sku_code: string; stock: number }> = []
    if (edit) {
      const current = await trx
        .selectFrom('product')
        .select(['updated_at'])
        .where('id', '=', edit.productId)
        .where('party_id', '=', partyId)
        .where('is_deleted', '=', 0)
        .executeTakeFirst()
      if (!current) throw ApiError.notFound('products.noSuchProduct')
      if (current.updated_at !== edit.updatedAt) throw ApiError.conflict('products.changedSinceLoaded')
      savedAt = laterThan(current.updated_at, nowIso)
      existingSkus = await trx
        .selectFrom('product_sku')
        .select(['id', 'sku_code', 'stock'])
        .where('party_id', '=', partyId)
        .where('product_id', '=', edit.productId)
        .execute()
      const known = new Set(existingSkus.map((s) => s.id))
      v.skus.forEach((s, i) => {
        if (s.skuId !== undefined && !known.has(s.skuId))
          throw ApiError.invalidInput(`skus.${i}.skuId`, 'notFound')
      })
    } else if (v.skus.some((s) => s.skuId !== undefined)) {
      throw ApiError.invalidInput(`skus.${v.skus.findIndex((s) => s.skuId !== undefined)}.skuId`, 'notFound')
    }
    await checkReferences(trx, partyId, productId, v)
    await checkUnique(trx, partyId, productId, v)

    const productNo =
      v.productNo ||
      (edit ? await currentNo(trx, partyId, edit.productId) : await nextProductNo(trx, partyId))
    const stocks = wantedStock(v, new Map(existingSkus.map((e) => [Number(e.id), Number(e.stock)])))
    const prices = v.skus.map((s) => s.price)
    const columns = {
      product_no: productNo,
      name: v.name,
      category_id: v.categoryId,
      brand_id: v.brandId,
      unit: v.unit,
      main_image_url: v.images[0] ?? '',
      description: v.description,
      status: v.status,
      freight_template_id: v.freightTemplateId,
      min_price: Math.min(...prices),
      max_price: Math.max(...prices),
      total_stock: stocks.reduce((sum, n) => sum + n, 0),
      updated_at: savedAt,
    }
    if (productId === undefined) {
      const created = await trx
        .insertInto('product')
        .values({ ...columns, party_id: partyId, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow()
      productId = created.id
    } else {
      await trx
        .updateTable('product')
        .set(columns)
        .where('id', '=', productId)
        .where('party_id', '=', partyId)
        .execute()
    }

    // SKUs: the ones named by id are updated, new ones inserted, the rest removed (if unused).
    const kept = new Set(v.skus.flatMap((s) => (s.skuId === undefined ? [] : [s.skuId])))
    const removed = existingSkus.filter((s) => !kept.has(s.id)).map((s) => s.id)
    const stockTargets: StockTarget[] = removed.map((skuId) => ({ skuId, onHand: 0 }))
    if (removed.length) {
      if (await skuInUse(trx, partyId, removed)) throw ApiError.conflict('products.skuInUse')
      // Its stock leaves the ledger before the SKU goes (the ledger keeps its history).
      await writeStock(
        trx,
        partyId,
        productId as number,
        productNo,
        stockTargets,
        v.stockReason,
        actor,
        nowIso,
      )
      stockTargets.length = 0
      await trx.deleteFrom('product_sku').where('party_id', '=', partyId).where('id', 'in', removed).execute()
    }
    const used = new Set(v.skus.map((s) => s.skuCode).filter(Boolean))
    for (const [i, s] of v.skus.entries()) {
      const spec = v.specs.map((sp, k) => `${sp.name}:${s.specValues[k]}`).join(';')
      const skuCode =
        s.skuCode ||
        existingSkus.find((e) => e.id === s.skuId)?.sku_code ||
        (await nextSkuCode(trx, partyId, productNo, used))
      const row = {
        sku_code: skuCode,
        bar_code: s.barCode,
        spec,
        price: s.price,
        cost_price: s.costPrice,
        market_price: s.marketPrice,
        weight_grams: s.weightGrams,
        image_url: v.images[0] ?? '',
        sort: i + 1,
        updated_at: nowIso,
      }
      // On hand is written by the ledger below (a new SKU starts at 0 and is adjusted to its stock).
      let skuId = s.skuId
      if (skuId !== undefined) {
        await trx
          .updateTable('product_sku')
          .set(row)
          .where('id', '=', skuId)
          .where('party_id', '=', partyId)
          .execute()
      } else {
        const created = await trx
          .insertInto('product_sku')
          .values({ ...row, stock: 0, party_id: partyId, product_id: productId, created_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow()
        skuId = Number(created.id)
      }
      stockTargets.push({ skuId, onHand: stocks[i] as number })
    }
    await writeStock(trx, partyId, productId, productNo, stockTargets, v.stockReason, actor, nowIso)

    await trx
      .deleteFrom('product_image')
      .where('party_id', '=', partyId)
      .where('product_id', '=', productId)
      .execute()
    if (v.images.length) {
      await trx
        .insertInto('product_image')
        .values(
          v.images.map((url, k) => ({
            party_id: partyId,
            product_id: productId as number,
            url,
            sort: k + 1,
          })),
        )
        .execute()
    }
    const saved = await findProduct(trx, partyId, productId)
    if (!saved) throw ApiError.notFound('products.noSuchProduct')
    return saved
  })
}

/**
 * The product form's stock: the SKUs whose on hand changes get a MANUAL_ADJUSTMENT of the stock
 * ledger (source PRODUCT), under one stock.adjusted event.
 */
async function writeStock(
  trx: Trx,
  partyId: string,
  productId: number,
  productNo: string,
  targets: readonly StockTarget[],
  reason: string,
  actor: string | null,
  nowIso: string,
): Promise<void> {
  if (targets.length === 0) return
  const now = await trx
    .selectFrom('product_sku')
    .select(['id', 'stock'])
    .where('party_id', '=', partyId)
    .where(
      'id',
      'in',
      targets.map((t) => t.skuId),
    )
    .execute()
  const stock = new Map(now.map((r) => [Number(r.id), Number(r.stock)]))
  const changing = targets.filter((t) => stock.get(t.skuId) !== t.onHand)
  if (changing.length === 0) return
  const eventId = await recordEvent(trx, {
    partyId,
    type: 'stock.adjusted',
    aggregateType: 'PRODUCT',
    aggregateId: productId,
    payload: { kind: 'MANUAL_ADJUSTMENT', reason, productNo, skus: changing },
    actor,
    at: nowIso,
  })
  await adjustStock(
    trx,
    {
      partyId,
      actor,
      at: nowIso,
      eventId,
      source: { type: 'PRODUCT', id: productId, no: productNo },
      reason,
    },
    'MANUAL_ADJUSTMENT',
    changing,
  )
}

async function currentNo(trx: Trx, partyId: string, productId: number): Promise<string> {
  const row = await trx
    .selectFrom('product')
    .select('product_no')
    .where('id', '=', productId)
    .where('party_id', '=', partyId)
    .executeTakeFirstOrThrow()
  return row.product_no
}

/**
 * The updatedAt of a save: now, or a millisecond after the last one when the clock has not
 * moved on (the mock's clock stands still), so every save changes it and a copy loaded before
 * is always refused.
 */
function laterThan(previous: string, nowIso: string): string {
  const last = Date.parse(previous)
  return Number.isNaN(last) || Date.parse(nowIso) > last ? nowIso : new Date(last + 1).toISOString()
}

/** The caller's live products among `ids`; any other id refuses the whole batch. */
async function requireOwn(trx: Trx, partyId: string, ids: number[]): Promise<void> {
  const rows = await trx
    .selectFrom('product')
    .select('id')
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('id', 'in', ids)
    .execute()
  if (rows.length !== ids.length) throw ApiError.notFound('products.noSuchProduct')
}

/** Puts products on or off the shelf; answers how many changed status. */
export async function setShelfStatus(
  db: Db,
  partyId: string,
  ids: number[],
  status: Extract<ProductStatus, 'ON_SALE' | 'OFF_SALE'>,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireOwn(trx, partyId, ids)
    const res = await trx
      .updateTable('product')
      .set({ status, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .where('status', '<>', status)
      .executeTakeFirst()
    return Number(res.numUpdatedRows)
  })
}

/**
 * Deletes products: they leave every list, while orders and distribution records that name
 * them keep their rows (a soft delete). Answers how many were deleted.
 */
export async function deleteProducts(
  db: Db,
  partyId: string,
  ids: number[],
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireOwn(trx, partyId, ids)
    const res = await trx
      .updateTable('product')
      .set({ is_deleted: 1, status: 'OFF_SALE', updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .executeTakeFirst()
    return Number(res.numUpdatedRows)
  })
}

// ---- after-sales information ----
