// The product form's rules (addProduct, editProduct) for the one form machine
// (src/machines/shared/form.machine.ts): the draft (amounts as typed yuan text, specification
// values as typed), the SKU grid generated from the specification values, the browser's checks
// with the contract's limits and field paths, and the request (prices in fen). Pages only render.
import {
  BAR_CODE_MAX,
  PRICE_FEN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NO_MAX,
  PRODUCT_UNIT_MAX,
  type ProductStatus,
  SKU_CODE_MAX,
  SKU_STOCK,
  SKU_WEIGHT_GRAMS,
  SKUS_MAX,
  SPEC_FORBIDDEN,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
  SPEC_VALUES_MAX,
  SPECS_MAX,
} from '../../../contract/products.constants.ts'
import type { ProductDetail, ProductInput } from '../../../contract/products.schema.ts'
import { barcodeProblem } from '../../../contract/product-setup.constants.ts'
import { checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { fenToYuan, yuanText, yuanToFen } from '../../../contract/format/yuan.ts'

export interface SpecDraft {
  name: string
  /** The values as typed, separated by commas ("Red, Blue"). */
  values: string
}

export interface SkuDraft {
  skuId?: string
  specValues: string[]
  skuCode: string
  barCode: string
  /** Yuan as typed. */
  price: string
  marketPrice: string
  stock: string
  weightGrams: string
}

export interface ProductDraft extends Record<string, unknown> {
  productNo: string
  name: string
  categoryId: string | null
  brandId: string | null
  unit: string
  status: ProductStatus
  freightTemplateId: string | null
  description: string
  images: string[]
  specs: SpecDraft[]
  skus: SkuDraft[]
  /** Not edited: the cost price of each SKU is sent back as loaded (by skuId). */
  costPrices: Record<string, number>
  /** Not edited: the updatedAt of the copy being edited, sent with the save (refused when stale). */
  updatedAt?: string | undefined
}

/** "Red, Blue，Green" → ['Red', 'Blue', 'Green']: trimmed, blanks and repeats dropped. */
export function specValuesOf(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(/[,，、]/)) {
    const v = part.trim()
    if (v && !out.includes(v)) out.push(v)
  }
  return out
}

function blankSku(specValues: string[]): SkuDraft {
  return { specValues, skuCode: '', barCode: '', price: '', marketPrice: '', stock: '0', weightGrams: '0' }
}

/**
 * The SKU grid of the specifications: one row per combination of their values (colour x size),
 * in order. A row whose combination was there before keeps what was typed in it (and its id).
 * Specifications without a name or a value are skipped; none at all gives one plain SKU.
 */
export function skusFor(specs: SpecDraft[], previous: SkuDraft[]): SkuDraft[] {
  const lists = specs
    .filter((s) => s.name.trim() !== '')
    .map((s) => specValuesOf(s.values))
    .filter((values) => values.length > 0)
  let combos: string[][] = [[]]
  for (const values of lists) combos = combos.flatMap((c) => values.map((v) => [...c, v]))
  combos = combos.slice(0, SKUS_MAX + 1)
  const byKey = new Map(previous.map((s) => [JSON.stringify(s.specValues), s]))
  return combos.map((combo) => {
    const kept = byKey.get(JSON.stringify(combo))
    if (kept) return kept
    // A single plain SKU keeps what was typed when the first specification is added, and back.
    if (previous.length === 1 && combos.length === 1)
      return { ...(previous[0] as SkuDraft), specValues: combo }
    return blankSku(combo)
  })
}

export function emptyProduct(): ProductDraft {
  return {
    productNo: '',
    name: '',
    categoryId: null,
    brandId: null,
    unit: '',
    status: 'ON_SALE',
    freightTemplateId: null,
    description: '',
    images: [],
    specs: [],
    skus: [blankSku([])],
    costPrices: {},
  }
}

export function productDraft(d: ProductDetail): ProductDraft {
  return {
    productNo: d.productNo,
    name: d.name,
    categoryId: d.categoryId,
    brandId: d.brandId,
    unit: d.unit,
    status: d.status,
    freightTemplateId: d.freightTemplateId,
    description: d.description,
    images: d.images,
    specs: d.specs.map((s) => ({ name: s.name, values: s.values.join(', ') })),
    skus: d.skus.map((s) => ({
      skuId: s.skuId,
      specValues: s.specValues,
      skuCode: s.skuCode,
      barCode: s.barCode,
      price: yuanText(s.price),
      marketPrice: s.marketPrice ? yuanText(s.marketPrice) : '',
      stock: String(s.stock),
      weightGrams: String(s.weightGrams),
    })),
    costPrices: Object.fromEntries(d.skus.map((s) => [s.skuId, s.costPrice])),
    updatedAt: d.updatedAt,
  }
}

const AMOUNT = /^-?\d+(\.\d+)?$/

/** Yuan text → fen, or the reason it is refused (the same reasons the server gives). */
export function yuanField(
  text: string,
  required: boolean,
): { fen: number } | { reason: string; max?: number } {
  const t = text.trim()
  if (t === '') return required ? { reason: 'required' } : { fen: 0 }
  if (!AMOUNT.test(t)) return { reason: 'number' }
  if (t.startsWith('-')) return { reason: 'min0' }
  if (/\.\d{3,}$/.test(t)) return { reason: 'twoDecimals' }
  const fen = yuanToFen(Number(t))
  if (fen > PRICE_FEN.max) return { reason: 'tooLarge', max: fenToYuan(PRICE_FEN.max) }
  return { fen }
}

function countField(
  text: string,
  range: { max: number },
): { value: number } | { reason: string; max?: number } {
  const t = text.trim()
  if (t === '') return { reason: 'required' }
  if (!AMOUNT.test(t)) return { reason: 'number' }
  if (t.startsWith('-')) return { reason: 'min0' }
  if (!/^\d+$/.test(t)) return { reason: 'integer' }
  const value = Number(t)
  if (value > range.max) return { reason: 'tooLarge', max: range.max }
  return { value }
}

function put(errors: FieldErrors, field: string, result: { reason: string; max?: number } | object) {
  if ('reason' in result) errors[field] = result as { reason: string; max?: number }
}

/** The SKU grid's columns one value can be filled into for every SKU at once. */
export const BATCH_FILL_FIELDS = ['price', 'marketPrice', 'stock', 'weightGrams'] as const
export type BatchFillField = (typeof BATCH_FILL_FIELDS)[number]

/**
 * Every SKU's `field` set to one value (the product form's batch fill), or the reason the value
 * is refused by the rule of that column, in which case nothing changes.
 */
export function fillSkus(
  skus: readonly SkuDraft[],
  field: BatchFillField,
  text: string,
): { skus: SkuDraft[] } | { reason: string; max?: number } {
  const value = text.trim()
  const checked =
    field === 'price' || field === 'marketPrice'
      ? yuanField(value, true)
      : countField(value, field === 'stock' ? SKU_STOCK : SKU_WEIGHT_GRAMS)
  if ('reason' in checked) return checked
  return { skus: skus.map((s) => ({ ...s, [field]: value })) }
}

/** The same rules and limits as contract/products.schema.ts, at the same field paths. */
export function validateProduct(d: ProductDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', d.name, PRODUCT_NAME_MAX, true)
  checkText(errors, 'productNo', d.productNo, PRODUCT_NO_MAX)
  checkText(errors, 'unit', d.unit, PRODUCT_UNIT_MAX)
  if (!d.categoryId) errors.categoryId = { reason: 'required' }
  if (d.description.length > PRODUCT_DESCRIPTION_MAX)
    errors.description = { reason: 'tooLong', max: PRODUCT_DESCRIPTION_MAX }
  if (d.images.length > PRODUCT_IMAGES_MAX) errors.images = { reason: 'tooMany', max: PRODUCT_IMAGES_MAX }
  if (d.specs.length > SPECS_MAX) errors.specs = { reason: 'tooMany', max: SPECS_MAX }
  const names = new Set<string>()
  d.specs.forEach((s, i) => {
    const name = s.name.trim()
    checkText(errors, `specs.${i}.name`, name, SPEC_NAME_MAX, true)
    if (!errors[`specs.${i}.name`] && SPEC_FORBIDDEN.test(name))
      errors[`specs.${i}.name`] = { reason: 'specChars' }
    if (!errors[`specs.${i}.name`] && names.has(name)) errors[`specs.${i}.name`] = { reason: 'duplicate' }
    names.add(name)
    const values = specValuesOf(s.values)
    if (values.length === 0) errors[`specs.${i}.values`] = { reason: 'required' }
    else if (values.length > SPEC_VALUES_MAX)
      errors[`specs.${i}.values`] = { reason: 'tooMany', max: SPEC_VALUES_MAX }
    else if (values.some((v) => v.length > SPEC_VALUE_MAX))
      errors[`specs.${i}.values`] = { reason: 'tooLong', max: SPEC_VALUE_MAX }
    else if (values.some((v) => SPEC_FORBIDDEN.test(v))) errors[`specs.${i}.values`] = { reason: 'specChars' }
  })
  if (d.skus.length === 0) errors.skus = { reason: 'required' }
  if (d.skus.length > SKUS_MAX) errors.skus = { reason: 'tooMany', max: SKUS_MAX }
  const bars = new Set<string>()
  const codes = new Set<string>()
  d.skus.forEach((s, i) => {
    const at = (f: string) => `skus.${i}.${f}`
    put(errors, at('price'), yuanField(s.price, true))
    put(errors, at('marketPrice'), yuanField(s.marketPrice, false))
    put(errors, at('stock'), countField(s.stock, SKU_STOCK))
    put(errors, at('weightGrams'), countField(s.weightGrams, SKU_WEIGHT_GRAMS))
    const bar = s.barCode.trim()
    const problem = barcodeProblem(bar)
    if (problem === 'tooLong') errors[at('barCode')] = { reason: 'tooLong', max: BAR_CODE_MAX }
    else if (problem) errors[at('barCode')] = { reason: problem }
    else if (bar && bars.has(bar)) errors[at('barCode')] = { reason: 'duplicate' }
    bars.add(bar)
    const code = s.skuCode.trim()
    if (code.length > SKU_CODE_MAX) errors[at('skuCode')] = { reason: 'tooLong', max: SKU_CODE_MAX }
    else if (code && codes.has(code)) errors[at('skuCode')] = { reason: 'duplicate' }
    codes.add(code)
  })
  return errors
}

const fenOf = (text: string) => {
  const r = yuanField(text, false)
  return 'fen' in r ? r.fen : 0
}

/** The request of a draft that passed validateProduct: prices in fen, counts as numbers. */
export function productRequest(d: ProductDraft): ProductInput {
  const specs = d.specs
    .filter((s) => s.name.trim() !== '')
    .map((s) => ({ name: s.name.trim(), values: specValuesOf(s.values) }))
  return {
    productNo: d.productNo.trim(),
    name: d.name.trim(),
    categoryId: d.categoryId,
    brandId: d.brandId,
    unit: d.unit.trim(),
    status: d.status,
    freightTemplateId: d.freightTemplateId,
    description: d.description,
    images: d.images,
    specs,
    skus: d.skus.map((s) => ({
      ...(s.skuId ? { skuId: s.skuId } : {}),
      specValues: s.specValues,
      skuCode: s.skuCode.trim(),
      barCode: s.barCode.trim(),
      price: fenOf(s.price),
      marketPrice: fenOf(s.marketPrice),
      costPrice: (s.skuId && d.costPrices[s.skuId]) || 0,
      stock: Number(s.stock.trim()),
      weightGrams: Number(s.weightGrams.trim()),
    })),
  }
}

/** The label of a SKU row: its specification values ("Red / L"), or '' for a plain SKU. */
export function skuLabel(s: Pick<SkuDraft, 'specValues'>): string {
  return s.specValues.join(' / ')
}
