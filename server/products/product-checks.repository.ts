// The checks a product save makes against the merchant's data, inside the save's transaction:
// the references it names exist and are the caller's, its codes are unique among the merchant's
// products, and a SKU to remove is not in use. Used by product-writes.repository.ts.
import type { ProductValues } from '../../contract/products.schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { lockTenant } from '../shared/tenant-lock.ts'

export type Trx = Parameters<typeof lockTenant>[0]

/** The category, brand, freight template and images named must exist (and be the caller's). */
export async function checkReferences(
  trx: Trx,
  partyId: string,
  productId: number | undefined,
  v: ProductValues,
) {
  const category = await trx
    .selectFrom('product_category')
    .select('id')
    .where('id', '=', v.categoryId)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  if (!category) throw ApiError.invalidInput('categoryId', 'notFound')
  if (v.brandId !== null) {
    const brand = await trx
      .selectFrom('product_brand')
      .select('id')
      .where('id', '=', v.brandId)
      .where('enabled', '=', 1)
      .executeTakeFirst()
    if (!brand) throw ApiError.invalidInput('brandId', 'notFound')
  }
  if (v.freightTemplateId !== null) {
    const template = await trx
      .selectFrom('freight_template')
      .select('id')
      .where('id', '=', v.freightTemplateId)
      .where('party_id', '=', partyId)
      .executeTakeFirst()
    if (!template) throw ApiError.invalidInput('freightTemplateId', 'notFound')
  }
  if (v.images.length) {
    // An image is one of the merchant's material library files, or already on this product.
    const own = await trx
      .selectFrom('material')
      .select('url')
      .where('party_id', '=', partyId)
      .where('url', 'in', v.images)
      .execute()
    const allowed = new Set(own.map((r) => r.url))
    if (productId !== undefined) {
      const current = await trx
        .selectFrom('product_image')
        .select('url')
        .where('party_id', '=', partyId)
        .where('product_id', '=', productId)
        .execute()
      for (const r of current) allowed.add(r.url)
    }
    v.images.forEach((url, i) => {
      if (!allowed.has(url)) throw ApiError.invalidInput(`images.${i}`, 'notFound')
    })
    if (new Set(v.images).size !== v.images.length) throw ApiError.invalidInput('images', 'duplicate')
  }
}

/** Product code, SKU codes and bar codes must be unique among the merchant's products. */
export async function checkUnique(
  trx: Trx,
  partyId: string,
  productId: number | undefined,
  v: ProductValues,
) {
  if (v.productNo) {
    let q = trx
      .selectFrom('product')
      .select('id')
      .where('party_id', '=', partyId)
      .where('product_no', '=', v.productNo)
    if (productId !== undefined) q = q.where('id', '<>', productId)
    if (await q.executeTakeFirst()) throw ApiError.invalidInput('productNo', 'duplicate')
  }
  const codes = new Map<string, number>()
  const bars = new Map<string, number>()
  v.skus.forEach((s, i) => {
    if (s.skuCode) {
      if (codes.has(s.skuCode)) throw ApiError.invalidInput(`skus.${i}.skuCode`, 'duplicate')
      codes.set(s.skuCode, i)
    }
    if (s.barCode) {
      if (bars.has(s.barCode)) throw ApiError.invalidInput(`skus.${i}.barCode`, 'duplicate')
      bars.set(s.barCode, i)
    }
  })
  if (codes.size) {
    // SKU codes are unique per merchant, deleted products included (a database constraint).
    let q = trx
      .selectFrom('product_sku')
      .select('sku_code')
      .where('party_id', '=', partyId)
      .where('sku_code', 'in', [...codes.keys()])
    if (productId !== undefined) q = q.where('product_id', '<>', productId)
    const taken = await q.executeTakeFirst()
    if (taken) throw ApiError.invalidInput(`skus.${codes.get(taken.sku_code)}.skuCode`, 'duplicate')
  }
  if (bars.size) {
    let q = trx
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.bar_code')
      .where('s.party_id', '=', partyId)
      .where('p.is_deleted', '=', 0)
      .where('s.bar_code', 'in', [...bars.keys()])
    if (productId !== undefined) q = q.where('s.product_id', '<>', productId)
    const taken = await q.executeTakeFirst()
    if (taken) throw ApiError.invalidInput(`skus.${bars.get(taken.bar_code)}.barCode`, 'duplicate')
  }
}

/** Tables whose rows point at a SKU: such a SKU cannot be removed from its product. */
const SKU_REFERENCES = ['sales_order_line', 'dis_product_sku'] as const

export async function skuInUse(trx: Trx, partyId: string, skuIds: number[]): Promise<boolean> {
  // Both rows are the SKU owner's: its own sales and its own distribution offers.
  for (const table of SKU_REFERENCES) {
    const row = await trx
      .selectFrom(table)
      .select('sku_id')
      .where('party_id', '=', partyId)
      .where('sku_id', 'in', skuIds)
      .executeTakeFirst()
    if (row) return true
  }
  return false
}
