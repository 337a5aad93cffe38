// Request and response schemas of the product catalogue calls (SPEC.md section 2,
// /product-management: productList, addProduct, editProduct, afterSaleInfo; section 7,
// getProductBrand). Bodies are JSON objects at the top level. Money is integer fen: the form
// shows yuan and sends fen (docs/decisions.md, Products). The browser imports the types only.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { pageOf, pageRequest } from './paging.schema.ts'
import { STOCK_REASON_MAX } from './stock.constants.ts'
import { barcodeProblem } from './product-setup.constants.ts'
import {
  AFTER_SALE_ADDRESS_MAX,
  AFTER_SALE_CONTACT_MAX,
  AFTER_SALE_PHONE_MAX,
  AFTER_SALE_POLICY_MAX,
  BAR_CODE_MAX,
  IMAGE_URL_MAX,
  PRICE_FEN,
  PRODUCT_BATCH_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NO_MAX,
  PRODUCT_STATUSES,
  PRODUCT_TABS,
  PRODUCT_UNIT_MAX,
  RETURN_DAYS,
  SKU_CODE_MAX,
  SKU_STOCK,
  SKU_WEIGHT_GRAMS,
  SKUS_MAX,
  SPEC_FORBIDDEN,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
  SPEC_VALUES_MAX,
  SPECS_MAX,
} from './products.constants.ts'

export { PRODUCT_STATUSES, PRODUCT_TABS, type ProductStatus, type ProductTab } from './products.constants.ts'

/** Ids travel as decimal strings or numbers; the server works with positive integers. */
const id = recordId()
/** A required id: '' or null (nothing chosen) is `required`. */
const requiredId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id)
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional())
const nullableId = z.preprocess((v) => (v === '' || v === undefined ? null : v), id.nullable())

/** Fen: a whole number; a fraction of a fen is a price with more than two decimals. */
const fen = z
  .number({ error: 'required' })
  .int({ error: 'twoDecimals' })
  .min(PRICE_FEN.min, { error: 'min0' })
  .max(PRICE_FEN.max, { error: 'tooLarge' })
const count = (range: { min: number; max: number }) =>
  z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(range.min, { error: 'min0' })
    .max(range.max, { error: 'tooLarge' })

const specText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine((v) => !SPEC_FORBIDDEN.test(v), { error: 'specChars' })

/** A product image: an http(s) address or a path on this site (a material library file). */
const imageUrl = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(IMAGE_URL_MAX, { error: 'tooLong' })
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^/\s][^\s]*$/.test(v), { error: 'urlOrPath' })

// ---- reference data ----

export const productBrandRequest = z.object({
  keyword: z.string().trim().max(50, { error: 'tooLong' }).optional(),
})
export const brandItem = z.object({ id: z.string(), name: z.string(), logoUrl: z.string() })
export type BrandItem = z.infer<typeof brandItem>

// ---- the product list ----

export const productListRequest = pageRequest.extend({
  /** Matches the name, the product code, and any SKU's code or bar code. */
  keyword: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  /** A category; a top-level one includes its children. */
  categoryId: optionalId,
  brandId: optionalId,
  tab: z.enum(PRODUCT_TABS, { error: 'unknownStatus' }).default('ALL'),
})
export type ProductListRequest = z.input<typeof productListRequest>

export const productRow = z.object({
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  /** On hand: the sum of the SKUs' on hand. */
  totalStock: z.number().int(),
  /** The sum of what the SKUs' open orders hold (stock ledger). */
  reservedStock: z.number().int(),
  /** totalStock - reservedStock. */
  availableStock: z.number().int(),
  /** SKUs at low stock (available at or below their threshold). */
  lowStockSkuCount: z.number().int(),
  salesCount: z.number().int(),
  skuCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ProductRow = z.infer<typeof productRow>

/** How many of the caller's products each tab holds, under the same keyword / category / brand. */
export const productTabCounts = z.object({
  ALL: z.number().int(),
  ON_SALE: z.number().int(),
  OFF_SALE: z.number().int(),
  OUT_OF_STOCK: z.number().int(),
  LOW_STOCK: z.number().int(),
})
export type ProductTabCounts = z.infer<typeof productTabCounts>

export const productListResponse = pageOf(productRow).extend({
  counts: productTabCounts,
  /** The tabs whose count stopped at PRODUCT_SEARCH_COUNT_CAP (a keyword many products hold). */
  cappedCounts: z.array(z.enum(PRODUCT_TABS)).optional(),
})
export type ProductListResponse = z.infer<typeof productListResponse>

// ---- one product ----

export const productIdRequest = z.object({ productId: id })

export const productSpec = z.object({
  name: specText(SPEC_NAME_MAX),
  values: z
    .array(specText(SPEC_VALUE_MAX), { error: 'required' })
    .min(1, { error: 'required' })
    .max(SPEC_VALUES_MAX, { error: 'tooMany' }),
})
export type ProductSpec = z.infer<typeof productSpec>

export const skuInput = z.object({
  /** The SKU being edited; absent for a new one. */
  skuId: optionalId,
  /** One value per specification, in the order of `specs`. */
  specValues: z.array(z.string().trim(), { error: 'required' }).max(SPECS_MAX, { error: 'tooMany' }),
  /** '' lets the server number it after the product code. */
  skuCode: z.string().trim().max(SKU_CODE_MAX, { error: 'tooLong' }).default(''),
  barCode: z
    .string()
    .trim()
    .max(BAR_CODE_MAX, { error: 'tooLong' })
    .refine((v) => barcodeProblem(v) !== 'badCheckDigit', { error: 'badCheckDigit' })
    .refine((v) => barcodeProblem(v) !== 'badCharacters', { error: 'badCharacters' })
    .default(''),
  price: fen,
  marketPrice: fen.default(0),
  costPrice: fen.default(0),
  /** The SKU's on hand; a change is a MANUAL_ADJUSTMENT of the stock ledger. */
  stock: count(SKU_STOCK),
  /**
   * The on hand the form loaded (an edited SKU). When on hand moved since (an order shipped), an
   * unchanged `stock` keeps today's value and a changed one is refused (products.changedSinceLoaded);
   * without it, `stock` is written as it is.
   */
  loadedStock: count(SKU_STOCK).optional(),
  weightGrams: count(SKU_WEIGHT_GRAMS).default(0),
})

const productFields = {
  /** '' lets the server give the next code. */
  productNo: z.string().trim().max(PRODUCT_NO_MAX, { error: 'tooLong' }).default(''),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(PRODUCT_NAME_MAX, { error: 'tooLong' }),
  categoryId: requiredId,
  brandId: nullableId.default(null),
  unit: z.string().trim().max(PRODUCT_UNIT_MAX, { error: 'tooLong' }).default(''),
  status: z.enum(PRODUCT_STATUSES, { error: 'unknownStatus' }).default('OFF_SALE'),
  freightTemplateId: nullableId.default(null),
  /** HTML; sanitized by the server before it is stored. */
  description: z.string().max(PRODUCT_DESCRIPTION_MAX, { error: 'tooLong' }).default(''),
  images: z.array(imageUrl).max(PRODUCT_IMAGES_MAX, { error: 'tooMany' }).default([]),
  specs: z.array(productSpec).max(SPECS_MAX, { error: 'tooMany' }).default([]),
  skus: z
    .array(skuInput, { error: 'required' })
    .min(1, { error: 'required' })
    .max(SKUS_MAX, { error: 'tooMany' }),
  /** Why the SKUs' stock changes (kept on the stock ledger's movements). */
  stockReason: z.string().trim().max(STOCK_REASON_MAX, { error: 'tooLong' }).default(''),
}

export const createProductRequest = z.object(productFields)
export type ProductValues = z.output<typeof createProductRequest>

export const editProductRequest = z.object({
  productId: id,
  /** The product's updatedAt when it was loaded: a product changed since is refused (conflict). */
  updatedAt: z.string({ error: 'required' }).min(1, { error: 'required' }).max(40),
  ...productFields,
})

export const skuDetail = z.object({
  skuId: z.string(),
  specValues: z.array(z.string()),
  skuCode: z.string(),
  barCode: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  costPrice: z.number().int(),
  stock: z.number().int(),
  weightGrams: z.number().int(),
})
export type SkuDetail = z.infer<typeof skuDetail>

export const productDetail = z.object({
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  brandId: z.string().nullable(),
  unit: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  freightTemplateId: z.string().nullable(),
  description: z.string(),
  images: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuDetail),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ProductDetail = z.infer<typeof productDetail>

/** What the browser sends to create (and, with productId and updatedAt, to edit): prices in fen. */
export type ProductInput = Omit<ProductDetail, 'productId' | 'createdAt' | 'updatedAt' | 'skus'> & {
  skus: Array<Omit<SkuDetail, 'skuId'> & { skuId?: string }>
}

// ---- batch actions ----

const productIds = z
  .array(id, { error: 'required' })
  .min(1, { error: 'required' })
  .max(PRODUCT_BATCH_MAX, { error: 'tooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate' })

export const productShelfRequest = z.object({
  productIds,
  status: z.enum(['ON_SALE', 'OFF_SALE'], { error: 'unknownStatus' }),
})
export const productIdsRequest = z.object({ productIds })
export const countResponse = z.object({ count: z.number().int().min(0) })

// ---- after-sales information ----

const regionId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().max(12, { error: 'tooLong' }).nullable(),
)

export const saveAfterSaleInfoRequest = z.object({
  returnDays: count(RETURN_DAYS),
  contactName: z.string().trim().max(AFTER_SALE_CONTACT_MAX, { error: 'tooLong' }).default(''),
  contactPhone: z
    .string()
    .trim()
    .max(AFTER_SALE_PHONE_MAX, { error: 'tooLong' })
    .refine((v) => v === '' || /^[0-9+\- ]{5,32}$/.test(v), { error: 'phone' })
    .default(''),
  provinceId: regionId.default(null),
  cityId: regionId.default(null),
  countyId: regionId.default(null),
  address: z.string().trim().max(AFTER_SALE_ADDRESS_MAX, { error: 'tooLong' }).default(''),
  /** HTML; sanitized by the server. */
  policy: z.string().max(AFTER_SALE_POLICY_MAX, { error: 'tooLong' }).default(''),
})
export type AfterSaleInfoInput = z.input<typeof saveAfterSaleInfoRequest>
export type AfterSaleInfoValues = z.output<typeof saveAfterSaleInfoRequest>

export const afterSaleInfo = z.object({
  returnDays: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceId: z.string().nullable(),
  cityId: z.string().nullable(),
  countyId: z.string().nullable(),
  address: z.string(),
  policy: z.string(),
  /** null until the merchant first saves it. */
  updatedAt: z.string().nullable(),
})
export type AfterSaleInfo = z.infer<typeof afterSaleInfo>
