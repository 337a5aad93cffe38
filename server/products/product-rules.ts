// The rules of a product form that need no database: each SKU has one value of each
// specification, and the on hand each SKU should have after a save. Used by
// product-writes.repository.ts before and while it writes.
import type { ProductValues } from '../../contract/products.schema.ts'
import { ApiError } from '../http/api-error.ts'

/** Each SKU has one value of each specification, every value offered, no combination twice. */
export function checkSpecs(v: ProductValues): void {
  const names = new Set<string>()
  v.specs.forEach((spec, i) => {
    if (names.has(spec.name)) throw ApiError.invalidInput(`specs.${i}.name`, 'duplicate')
    names.add(spec.name)
    const seen = new Set<string>()
    spec.values.forEach((value, j) => {
      if (seen.has(value)) throw ApiError.invalidInput(`specs.${i}.values.${j}`, 'duplicate')
      seen.add(value)
    })
  })
  const combos = new Set<string>()
  v.skus.forEach((sku, i) => {
    const fits =
      sku.specValues.length === v.specs.length &&
      sku.specValues.every((value, k) => v.specs[k]?.values.includes(value))
    if (!fits) throw ApiError.invalidInput(`skus.${i}.specValues`, 'specMismatch')
    const key = JSON.stringify(sku.specValues)
    if (combos.has(key)) throw ApiError.invalidInput(`skus.${i}.specValues`, 'duplicate')
    combos.add(key)
  })
}

/**
 * The on hand each SKU of the form should have after the save, by the SKU's index (an edited
 * SKU whose on hand moved since the form loaded it keeps today's value when the form did not
 * change it, and refuses the save when it did; see skuInput.loadedStock).
 */
export function wantedStock(v: ProductValues, current: ReadonlyMap<number, number>): number[] {
  return v.skus.map((s) => {
    const now = s.skuId === undefined ? undefined : current.get(s.skuId)
    if (now === undefined || s.loadedStock === undefined || s.loadedStock === now) return s.stock
    if (s.stock === s.loadedStock) return now
    throw ApiError.conflict('products.changedSinceLoaded')
  })
}
