// Request schemas and response types of the distribution set-up calls (SPEC.md section 7,
// Distribution): regions, distribution products, freight templates, minimum order money,
// supplier info and avatar upload, agreement, mini-program, open membership.
// The server validates with these at run time; the browser imports the types only.
// Every body is the call's `data` payload itself (a JSON object). Money is integer fen.
import { z } from 'zod'
import { pageRequest } from './paging.schema.ts'

/** Ids travel as decimal strings or numbers; the server works with positive integers. */
const id = z.coerce.number({ error: 'required' }).int({ error: 'integer' }).positive({ error: 'positive' })
const idList = z
  .array(id, { error: 'required' })
  .min(1, { error: 'required' })
  .max(200, { error: 'tooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate' })
/** Money in fen: a whole, non-negative number (SPEC.md: currency shows yuan, stored as fen). */
const fen = z
  .number({ error: 'required' })
  .int({ error: 'integer' })
  .min(0, { error: 'min0' })
  .max(1_000_000_000, { error: 'tooLarge' })
const flag = z.union([z.literal(0), z.literal(1)], { error: 'flag' })
const regionId = z.string({ error: 'required' }).trim().max(12, { error: 'tooLong' })
/** ISO-8601 instant, or null for "no bound". */
const instant = z.iso.datetime({ error: 'dateTime' }).nullable()
const phone = z
  .string()
  .trim()
  .max(32, { error: 'tooLong' })
  .refine((v) => v === '' || /^[0-9+\- ]{5,32}$/.test(v), { error: 'phone' })

// ---- regions and categories (every signed-in user) ----

export const findCityByProvinceRequest = z.object({ provinceId: regionId.min(1, { error: 'required' }) })
export const findCountiesByCityRequest = z.object({ cityId: regionId.min(1, { error: 'required' }) })
export interface RegionItem {
  id: string
  name: string
}

export const publicCategoryRequest = z.object({ parentId: id.optional() })
export interface CategoryItem {
  id: string
  parentId: string | null
  level: number
  name: string
}

// ---- distribution products ----

export const DIS_PRODUCT_STATUSES = ['ON', 'OFF'] as const
export type DisProductStatus = (typeof DIS_PRODUCT_STATUSES)[number]
export const STOCK_MODES = ['SHARED', 'LIMITED'] as const
export type StockMode = (typeof STOCK_MODES)[number]

export const DIS_PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'minDisPrice', 'sort'] as const

export const disProductListRequest = pageRequest.extend({
  /** APPLIED: the merchant's distribution products; AVAILABLE: own products not yet applied. */
  scope: z.enum(['APPLIED', 'AVAILABLE'], { error: 'scope' }).default('APPLIED'),
  keyword: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  status: z.enum(DIS_PRODUCT_STATUSES, { error: 'status' }).optional(),
  categoryId: id.optional(),
  isMixed: flag.optional(),
})
export type DisProductListRequest = z.input<typeof disProductListRequest>
export type DisProductListQuery = z.output<typeof disProductListRequest>

export interface DisProductRow {
  /** dis_product id (null in scope AVAILABLE). */
  id: string | null
  productId: string
  productNo: string
  name: string
  mainImageUrl: string
  categoryName: string
  status: DisProductStatus | null
  minDisPrice: number
  maxDisPrice: number
  minPrice: number
  maxPrice: number
  totalStock: number
  stockMode: StockMode | null
  minOrderQuantity: number
  isMixed: 0 | 1
  createdAt: string
}

export const applyDisProductsRequest = z.object({ productIds: idList, isMixed: flag.default(0) })
export interface ApplyDisProductsResponse {
  added: number
}

export const disProductIdsRequest = z.object({ ids: idList })
export const disStatusRequest = z.object({
  ids: idList,
  status: z.enum(DIS_PRODUCT_STATUSES, { error: 'status' }),
})
export interface CountResponse {
  count: number
}

export const disProductDetailRequest = z.object({ id })

export interface DisProductSkuDetail {
  id: string
  skuId: string
  skuCode: string
  spec: string
  /** The product's own selling price, for reference. */
  price: number
  stock: number
  disPrice: number
  retailPrice: number
  stockLimit: number | null
  enabled: 0 | 1
  rankPrices: { rankId: string; price: number }[]
}

export interface DisProductDetail {
  id: string
  productId: string
  productNo: string
  name: string
  mainImageUrl: string
  status: DisProductStatus
  stockMode: StockMode
  minOrderQuantity: number
  freightTemplateId: string | null
  isMixed: 0 | 1
  updatedAt: string
  skus: DisProductSkuDetail[]
  ranks: { id: string; name: string; discountPermille: number }[]
}

export const updateDisProductRequest = z
  .object({
    id,
    stockMode: z.enum(STOCK_MODES, { error: 'stockMode' }),
    minOrderQuantity: z
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(1, { error: 'min1' })
      .max(100_000, { error: 'tooLarge' }),
    freightTemplateId: id.nullable(),
    isMixed: flag,
    skus: z
      .array(
        z.object({
          id,
          disPrice: fen,
          retailPrice: fen,
          stockLimit: z
            .number()
            .int({ error: 'integer' })
            .min(0, { error: 'min0' })
            .max(10_000_000, { error: 'tooLarge' })
            .nullable(),
          enabled: flag,
          rankPrices: z
            .array(z.object({ rankId: id, price: fen }))
            .max(100, { error: 'tooMany' })
            .default([]),
        }),
        { error: 'required' },
      )
      .min(1, { error: 'required' })
      .max(500, { error: 'tooMany' }),
  })
  .superRefine((v, ctx) => {
    v.skus.forEach((sku, i) => {
      if (v.stockMode === 'LIMITED' && sku.enabled === 1 && sku.stockLimit === null) {
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'stockLimit'], message: 'required' })
      }
      const ranks = sku.rankPrices.map((r) => r.rankId)
      if (new Set(ranks).size !== ranks.length) {
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'rankPrices'], message: 'duplicate' })
      }
    })
    if (!v.skus.some((s) => s.enabled === 1)) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: 'noneEnabled' })
    }
  })
export type UpdateDisProductRequest = z.input<typeof updateDisProductRequest>

export interface FreightTemplateItem {
  id: string
  name: string
  pricingMode: string
  isFree: 0 | 1
  isDefault: 0 | 1
}

// ---- minimum order money per store ----

export const saveStoreMinOrderMoneyRequest = z.object({
  storePartyId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
  minOrderMoney: fen,
})
export const removeStoreMinOrderMoneyRequest = z.object({
  storePartyId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export interface StoreMinOrderMoneyItem {
  storePartyId: string
  storeName: string
  minOrderMoney: number
  updatedAt: string
}

// ---- supplier info and avatar ----

export const saveSupplierInfoRequest = z
  .object({
    companyName: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
    logoUrl: z.string().trim().max(500, { error: 'tooLong' }).default(''),
    contactName: z.string().trim().max(100, { error: 'tooLong' }).default(''),
    contactPhone: phone.default(''),
    provinceId: regionId.nullable().default(null),
    cityId: regionId.nullable().default(null),
    countyId: regionId.nullable().default(null),
    address: z.string().trim().max(300, { error: 'tooLong' }).default(''),
    /** Rich text; sanitized on the server. */
    intro: z.string().max(20_000, { error: 'tooLong' }).default(''),
    licenseUrl: z.string().trim().max(500, { error: 'tooLong' }).default(''),
    minOrderMoney: fen.default(0),
  })
  .superRefine((v, ctx) => {
    if (v.countyId && !v.cityId) ctx.addIssue({ code: 'custom', path: ['cityId'], message: 'required' })
    if (v.cityId && !v.provinceId) ctx.addIssue({ code: 'custom', path: ['provinceId'], message: 'required' })
  })
export type SaveSupplierInfoRequest = z.input<typeof saveSupplierInfoRequest>

export interface SupplierInfo {
  companyName: string
  logoUrl: string
  contactName: string
  contactPhone: string
  provinceId: string | null
  cityId: string | null
  countyId: string | null
  address: string
  intro: string
  licenseUrl: string
  minOrderMoney: number
  /** null until the merchant saved it once (the answer then holds the party's defaults). */
  updatedAt: string | null
  storeMinOrderMoneys: StoreMinOrderMoneyItem[]
}

/** avatarUpload: multipart/form-data with the image in the field `file`. */
export const AVATAR_UPLOAD_FIELD = 'file'
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
export interface UploadResponse {
  uploadId: string
  /** A path the app can show (GET, served with the sniffed content type). */
  url: string
  contentType: string
  sizeBytes: number
  originalName: string
}

// ---- agreement ----

export const saveAgreementRequest = z.object({
  content: z.string({ error: 'required' }).max(100_000, { error: 'tooLong' }),
})
export interface Agreement {
  /** Sanitized HTML. */
  content: string
  updatedAt: string | null
}

// ---- mini-program ----

export const MP_LINK_TYPES = ['NONE', 'PRODUCT', 'ACTIVITY', 'URL'] as const
export const MP_FREQUENCIES = ['ONCE', 'DAILY', 'ALWAYS'] as const
export const ACTIVITY_STATUSES = ['ENABLED', 'DISABLED'] as const
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number]

const windowCheck = (v: { startAt: string | null; endAt: string | null }, ctx: z.RefinementCtx) => {
  if (v.startAt && v.endAt && v.startAt >= v.endAt) {
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'beforeStart' })
  }
}

export const mpDialogSettingRequest = z
  .object({
    enabled: flag,
    imageUrl: z.string().trim().max(500, { error: 'tooLong' }).default(''),
    linkType: z.enum(MP_LINK_TYPES, { error: 'linkType' }),
    linkValue: z.string().trim().max(500, { error: 'tooLong' }).default(''),
    frequency: z.enum(MP_FREQUENCIES, { error: 'frequency' }),
    startAt: instant.default(null),
    endAt: instant.default(null),
  })
  .superRefine((v, ctx) => {
    windowCheck(v, ctx)
    if (v.enabled === 1 && v.imageUrl === '') {
      ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: 'required' })
    }
    if (v.linkType !== 'NONE' && v.linkValue === '') {
      ctx.addIssue({ code: 'custom', path: ['linkValue'], message: 'required' })
    }
    if (v.linkType === 'URL' && v.linkValue !== '' && !/^https:\/\/\S+$/i.test(v.linkValue)) {
      ctx.addIssue({ code: 'custom', path: ['linkValue'], message: 'httpsUrl' })
    }
    if (
      (v.linkType === 'PRODUCT' || v.linkType === 'ACTIVITY') &&
      v.linkValue !== '' &&
      !/^\d+$/.test(v.linkValue)
    ) {
      ctx.addIssue({ code: 'custom', path: ['linkValue'], message: 'integer' })
    }
  })
export type MpDialogSettingRequest = z.input<typeof mpDialogSettingRequest>
export interface MpDialogSetting {
  enabled: 0 | 1
  imageUrl: string
  linkType: (typeof MP_LINK_TYPES)[number]
  linkValue: string
  frequency: (typeof MP_FREQUENCIES)[number]
  startAt: string | null
  endAt: string | null
  updatedAt: string | null
}

export const mpActivityListRequest = pageRequest.extend({
  keyword: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  status: z.enum(ACTIVITY_STATUSES, { error: 'status' }).optional(),
})
export type MpActivityListRequest = z.input<typeof mpActivityListRequest>
export const MP_ACTIVITY_SORT_FIELDS = ['sort', 'createdAt', 'title'] as const

export interface MpActivityRow {
  id: string
  title: string
  coverUrl: string
  status: ActivityStatus
  sort: number
  startAt: string | null
  endAt: string | null
  productCount: number
  createdAt: string
}

/** The mini-program's activities in their new order, first shown first. */
export const sortMpActivityRequest = z.object({ ids: idList })
export const mpActivityIdRequest = z.object({ id })
export const changeMpActivityStatusRequest = z.object({
  id,
  status: z.enum(ACTIVITY_STATUSES, { error: 'status' }),
})

export const editMpActivityRequest = z
  .object({
    /** Absent: create a new activity. */
    id: id.optional(),
    title: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
    coverUrl: z.string().trim().max(500, { error: 'tooLong' }).default(''),
    /** Rich text; sanitized on the server. */
    description: z.string().max(20_000, { error: 'tooLong' }).default(''),
    startAt: instant.default(null),
    endAt: instant.default(null),
    products: z
      .array(z.object({ productId: id, activityPrice: fen.nullable().default(null) }))
      .max(200, { error: 'tooMany' })
      .default([])
      .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, { error: 'duplicate' }),
  })
  .superRefine(windowCheck)
export type EditMpActivityRequest = z.input<typeof editMpActivityRequest>

export interface MpActivityDetail {
  id: string
  title: string
  coverUrl: string
  description: string
  status: ActivityStatus
  sort: number
  startAt: string | null
  endAt: string | null
  createdAt: string
  updatedAt: string
}

export const mpActivityProductListRequest = pageRequest.extend({ activityId: id })
export type MpActivityProductListRequest = z.input<typeof mpActivityProductListRequest>
export interface MpActivityProductRow {
  productId: string
  productNo: string
  name: string
  mainImageUrl: string
  minPrice: number
  activityPrice: number | null
  sort: number
}

export const editStatisticsStatusRequest = z.object({ enabled: flag })
export interface StatisticsSubscribe {
  enabled: 0 | 1
}

// ---- open membership ----

export interface VipPlanItem {
  code: string
  name: string
  tier: string | null
  price: number
  months: number
  memberCap: number | null
  description: string
}

export interface MembershipState {
  tier: string | null
  vipName: string
  thruDate: string | null
  /** null: no cap. */
  memberCap: number | null
  plans: VipPlanItem[]
}

export const prepareOpenVipOrderRequest = z.object({
  planCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export interface VipOrder {
  orderNo: string
  planCode: string
  planName: string
  tier: string | null
  months: number
  amount: number
  status: 'PENDING' | 'PAID' | 'CANCELLED'
  createdAt: string
  paidAt: string | null
}

export const vipOrderRequest = z.object({
  orderNo: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export interface PaidVipOrder extends VipOrder {
  /** The merchant's tier after payment. */
  tierAfter: string
  thruDate: string
}
