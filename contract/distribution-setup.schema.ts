// Request and response schemas of the distribution set-up calls (SPEC.md section 7,
// Distribution): regions, distribution products, freight templates, minimum order money,
// supplier info and avatar upload, agreement, mini-program, open membership.
// The server validates with these at run time; the browser imports the types only.
// Every body is the call's `data` payload itself (a JSON object). Money is integer fen.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { regionId } from './shared.schema.ts'
import { pageRequest } from './paging.schema.ts'

/** Ids travel as decimal strings or numbers; the server works with positive integers. */
const id = recordId()
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
/** A 0/1 flag in an answer. */
const bit = z.union([z.literal(0), z.literal(1)])
/** ISO-8601 instant, or null for "no bound". */
const instant = z.iso.datetime({ error: 'dateTime' }).nullable()
const phone = z
  .string()
  .trim()
  .max(32, { error: 'tooLong' })
  .refine((v) => v === '' || /^[0-9+\- ]{5,32}$/.test(v), { error: 'phone' })

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

export const disProductRow = z.object({
  /** dis_product id (null in scope AVAILABLE). */
  id: z.string().nullable(),
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string(),
  categoryName: z.string(),
  status: z.enum(DIS_PRODUCT_STATUSES).nullable(),
  minDisPrice: z.number().int(),
  maxDisPrice: z.number().int(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  totalStock: z.number().int(),
  stockMode: z.enum(STOCK_MODES).nullable(),
  minOrderQuantity: z.number().int(),
  isMixed: bit,
  createdAt: z.string(),
})
export type DisProductRow = z.infer<typeof disProductRow>

export const applyDisProductsRequest = z.object({ productIds: idList, isMixed: flag.default(0) })
export const applyDisProductsResponse = z.object({ added: z.number().int() })
export type ApplyDisProductsResponse = z.infer<typeof applyDisProductsResponse>

export const disProductIdsRequest = z.object({ ids: idList })
export const disStatusRequest = z.object({
  ids: idList,
  status: z.enum(DIS_PRODUCT_STATUSES, { error: 'status' }),
})
export const countResponse = z.object({ count: z.number().int() })
export type CountResponse = z.infer<typeof countResponse>

export const disProductDetailRequest = z.object({ id })

export const disProductSkuDetail = z.object({
  id: z.string(),
  skuId: z.string(),
  skuCode: z.string(),
  spec: z.string(),
  /** The product's own selling price, for reference. */
  price: z.number().int(),
  stock: z.number().int(),
  disPrice: z.number().int(),
  retailPrice: z.number().int(),
  stockLimit: z.number().int().nullable(),
  enabled: bit,
  rankPrices: z.array(z.object({ rankId: z.string(), price: z.number().int() })),
})
export type DisProductSkuDetail = z.infer<typeof disProductSkuDetail>

export const disProductDetail = z.object({
  id: z.string(),
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string(),
  status: z.enum(DIS_PRODUCT_STATUSES),
  stockMode: z.enum(STOCK_MODES),
  minOrderQuantity: z.number().int(),
  freightTemplateId: z.string().nullable(),
  isMixed: bit,
  updatedAt: z.string(),
  skus: z.array(disProductSkuDetail),
  ranks: z.array(z.object({ id: z.string(), name: z.string(), discountPermille: z.number().int() })),
})
export type DisProductDetail = z.infer<typeof disProductDetail>

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
/** updateDisProductRequest as the server has it after validation. */
export type DisProductValues = z.output<typeof updateDisProductRequest>

export const freightTemplateItem = z.object({
  id: z.string(),
  name: z.string(),
  pricingMode: z.string(),
  isFree: bit,
  isDefault: bit,
})
export type FreightTemplateItem = z.infer<typeof freightTemplateItem>

// ---- minimum order money per store ----

export const saveStoreMinOrderMoneyRequest = z.object({
  storePartyId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
  minOrderMoney: fen,
})
export const removeStoreMinOrderMoneyRequest = z.object({
  storePartyId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export const storeMinOrderMoneyItem = z.object({
  storePartyId: z.string(),
  storeName: z.string(),
  minOrderMoney: z.number().int(),
  updatedAt: z.string(),
})
export type StoreMinOrderMoneyItem = z.infer<typeof storeMinOrderMoneyItem>

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
/** saveSupplierInfoRequest as the server has it after validation. */
export type SupplierInfoValues = z.output<typeof saveSupplierInfoRequest>

export const supplierInfo = z.object({
  companyName: z.string(),
  logoUrl: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceId: z.string().nullable(),
  cityId: z.string().nullable(),
  countyId: z.string().nullable(),
  address: z.string(),
  intro: z.string(),
  licenseUrl: z.string(),
  minOrderMoney: z.number().int(),
  /** null until the merchant saved it once (the answer then holds the party's defaults). */
  updatedAt: z.string().nullable(),
  storeMinOrderMoneys: z.array(storeMinOrderMoneyItem),
})
export type SupplierInfo = z.infer<typeof supplierInfo>

// ---- agreement ----

export const saveAgreementRequest = z.object({
  content: z.string({ error: 'required' }).max(100_000, { error: 'tooLong' }),
})
export const agreement = z.object({
  /** Sanitized HTML. */
  content: z.string(),
  updatedAt: z.string().nullable(),
})
export type Agreement = z.infer<typeof agreement>

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
export const mpDialogSetting = z.object({
  enabled: bit,
  imageUrl: z.string(),
  linkType: z.enum(MP_LINK_TYPES),
  linkValue: z.string(),
  frequency: z.enum(MP_FREQUENCIES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type MpDialogSetting = z.infer<typeof mpDialogSetting>

export const mpActivityListRequest = pageRequest.extend({
  keyword: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  status: z.enum(ACTIVITY_STATUSES, { error: 'status' }).optional(),
})
export type MpActivityListRequest = z.input<typeof mpActivityListRequest>
export const MP_ACTIVITY_SORT_FIELDS = ['sort', 'createdAt', 'title'] as const

export const mpActivityRow = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  sort: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  productCount: z.number().int(),
  createdAt: z.string(),
})
export type MpActivityRow = z.infer<typeof mpActivityRow>

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
/** editMpActivityRequest as the server has it after validation. */
export type ActivityValues = z.output<typeof editMpActivityRequest>

export const mpActivityDetail = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  description: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  sort: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type MpActivityDetail = z.infer<typeof mpActivityDetail>

export const mpActivityProductListRequest = pageRequest.extend({ activityId: id })
export type MpActivityProductListRequest = z.input<typeof mpActivityProductListRequest>
export const mpActivityProductRow = z.object({
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string(),
  minPrice: z.number().int(),
  activityPrice: z.number().int().nullable(),
  /** The product's stock over all its SKUs. */
  stock: z.number().int(),
  sort: z.number().int(),
})
export type MpActivityProductRow = z.infer<typeof mpActivityProductRow>

/** Products put into an activity after the last; ones already in it keep their place and price. */
export const addMpActivityProductsRequest = z.object({
  activityId: id,
  products: z
    .array(z.object({ productId: id, activityPrice: fen.nullable().default(null) }))
    .min(1, { error: 'required' })
    .max(200, { error: 'tooMany' })
    .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, { error: 'duplicate' }),
})
export type AddMpActivityProductsRequest = z.input<typeof addMpActivityProductsRequest>
/** Products taken out of an activity (the products themselves stay). */
export const removeMpActivityProductsRequest = z.object({ activityId: id, productIds: idList })
export type RemoveMpActivityProductsRequest = z.input<typeof removeMpActivityProductsRequest>
/** The activity's product count after an add or a remove. */
export const mpActivityProductCount = z.object({ productCount: z.number().int().min(0) })
export type MpActivityProductCount = z.infer<typeof mpActivityProductCount>

export const editStatisticsStatusRequest = z.object({ enabled: flag })
export const statisticsSubscribe = z.object({ enabled: bit })
export type StatisticsSubscribe = z.infer<typeof statisticsSubscribe>

// ---- open membership ----

export const vipPlanItem = z.object({
  code: z.string(),
  name: z.string(),
  tier: z.string().nullable(),
  price: z.number().int(),
  months: z.number().int(),
  memberCap: z.number().int().nullable(),
  description: z.string(),
})
export type VipPlanItem = z.infer<typeof vipPlanItem>

export const membershipState = z.object({
  tier: z.string().nullable(),
  vipName: z.string(),
  thruDate: z.string().nullable(),
  /** null: no cap. */
  memberCap: z.number().int().nullable(),
  plans: z.array(vipPlanItem),
})
export type MembershipState = z.infer<typeof membershipState>

export const prepareOpenVipOrderRequest = z.object({
  planCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export const VIP_ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const
export const vipOrder = z.object({
  orderNo: z.string(),
  planCode: z.string(),
  planName: z.string(),
  tier: z.string().nullable(),
  months: z.number().int(),
  amount: z.number().int(),
  status: z.enum(VIP_ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})
export type VipOrder = z.infer<typeof vipOrder>

export const vipOrderRequest = z.object({
  orderNo: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
})
export const paidVipOrder = vipOrder.extend({
  /** The merchant's tier after payment. */
  tierAfter: z.string(),
  thruDate: z.string(),
})
export type PaidVipOrder = z.infer<typeof paidVipOrder>

/**
 * The payment provider's notification (paymentNotify): signed over its raw body
 * (server/payments/payment-provider.ts). Amount in fen, as everywhere.
 */
export const paymentNotification = z.object({
  notifyId: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  orderNo: z.string({ error: 'required' }).min(1, { error: 'required' }).max(32, { error: 'tooLong' }),
  amount: z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'min1' }),
  status: z.literal('PAID', { error: 'required' }),
})
export type PaymentNotification = z.infer<typeof paymentNotification>
export const paymentNotifyAnswer = z.object({
  orderNo: z.string(),
  status: z.enum(VIP_ORDER_STATUSES),
  /** True when this notification (or another for the same order) was already applied. */
  duplicate: z.boolean(),
})
export type PaymentNotifyAnswer = z.infer<typeof paymentNotifyAnswer>
