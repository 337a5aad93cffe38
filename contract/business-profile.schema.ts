import { z } from 'zod'
import { deliveryRequest } from './shared.schema.ts'
import { recordId } from './record-id.ts'
import {
  BUSINESS_TYPES,
  MAX_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_COOPERATION_MESSAGE_LENGTH,
  MAX_INDUSTRY_LENGTH,
  MAX_INTRO_LENGTH,
  MAX_MAIN_BUSINESS_LENGTH,
  MAX_ORDER_LINES,
  MAX_ORDER_REMARK_LENGTH,
  MAX_PROFILE_CATEGORIES,
  MAX_PROFILE_IMAGES,
  MAX_RANDOM_RETAILERS,
  ORDER_QUANTITY,
  PHONE_PATTERN,
} from './business-profile.constants.ts'
import { vipOrder } from './distribution-setup.schema.ts'
import { PRICE_ADJUSTMENT_KINDS } from './orders-pricing.constants.ts'
import { pageRequest } from './paging.schema.ts'

export * from './business-profile.constants.ts'

const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'notAnId' })
const id = recordId()
const regionId = z.string().trim().max(12, { error: 'tooLong' }).regex(/^\d*$/, { error: 'notARegion' })
const optionalRegion = regionId.optional()
const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' })
/** An image is a path on this site (an upload); the server checks it is the caller's own. */
const imageUrl = z
  .string()
  .trim()
  .max(500, { error: 'tooLong' })
  .refine((v) => v === '' || /^\/[^/\s][^\s]*$/.test(v), { error: 'notAnUpload' })
const yesNo = z.enum(['Y', 'N'])

// ---- profile ----

export const busiDetailRequest = z.object({ partyId: partyId.optional() })
export type BusiDetailRequest = z.input<typeof busiDetailRequest>

export const busiProfile = z.object({
  partyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  industry: z.string(),
  mainBusiness: z.string(),
  intro: z.string(),
  images: z.array(z.string()),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceId: z.string().nullable(),
  cityId: z.string().nullable(),
  countyId: z.string().nullable(),
  /** "Province City County", from the region tree. */
  regionName: z.string(),
  address: z.string(),
  categoryIds: z.array(z.string()),
  categoryNames: z.array(z.string()),
  isPublic: z.union([z.literal(0), z.literal(1)]),
  securityPaid: z.union([z.literal(0), z.literal(1)]),
  /** True when the profile is the caller's own merchant's. */
  isOwn: z.boolean(),
  updatedAt: z.string(),
})
export type BusiProfile = z.infer<typeof busiProfile>

export const saveBusiPartyInfoRequest = z.object({
  companyName: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_COMPANY_NAME_LENGTH, { error: 'tooLong' }),
  logoUrl: imageUrl.default(''),
  businessType: z.enum(BUSINESS_TYPES, { error: 'unknownKind' }),
  industry: text(MAX_INDUSTRY_LENGTH).default(''),
  mainBusiness: text(MAX_MAIN_BUSINESS_LENGTH).default(''),
  intro: text(MAX_INTRO_LENGTH).default(''),
  images: z.array(imageUrl.refine((v) => v !== '', { error: 'required' })).max(MAX_PROFILE_IMAGES, {
    error: 'tooMany',
  }),
  contactName: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_CONTACT_NAME_LENGTH, { error: 'tooLong' }),
  contactPhone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(new RegExp(PHONE_PATTERN), { error: 'phone' }),
  provinceId: regionId.min(1, { error: 'required' }),
  cityId: regionId.default(''),
  countyId: regionId.default(''),
  address: text(MAX_ADDRESS_LENGTH).default(''),
  categoryIds: z
    .array(id)
    .max(MAX_PROFILE_CATEGORIES, { error: 'tooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate' })
    .default([]),
  isPublic: z.union([z.literal(0), z.literal(1)], { error: 'flag' }).default(1),
})
export type SaveBusiPartyInfoRequest = z.input<typeof saveBusiPartyInfoRequest>
export type BusiPartyInfo = z.output<typeof saveBusiPartyInfoRequest>

export const businessInfoCheck = z.object({
  /** Y when the caller's merchant has a business profile. */
  hasInfo: yesNo,
  securityPaid: yesNo,
})
export type BusinessInfoCheck = z.infer<typeof businessInfoCheck>

// ---- discovery ----

export const opportunityListRequest = pageRequest.extend({
  keyword: text(100).optional(),
  provinceId: optionalRegion,
  cityId: optionalRegion,
  countyId: optionalRegion,
  categoryId: id.optional(),
})
export type OpportunityListRequest = z.input<typeof opportunityListRequest>

/** An offer: a published announcement of another merchant with a public profile. */
export const opportunityItem = z.object({
  infoId: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  publishedAt: z.string().nullable(),
  partyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  regionName: z.string(),
  mainBusiness: z.string(),
  securityPaid: z.union([z.literal(0), z.literal(1)]),
})
export type OpportunityItem = z.infer<typeof opportunityItem>

export const randomRetailerRequest = z.object({
  count: z.coerce
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'min1' })
    .max(MAX_RANDOM_RETAILERS, {
      error: 'tooLarge',
    })
    .default(6),
  provinceId: optionalRegion,
  cityId: optionalRegion,
  countyId: optionalRegion,
  categoryId: id.optional(),
})
export type RandomRetailerRequest = z.input<typeof randomRetailerRequest>

export const retailerCard = z.object({
  partyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  regionName: z.string(),
  mainBusiness: z.string(),
  securityPaid: z.union([z.literal(0), z.literal(1)]),
})
export type RetailerCard = z.infer<typeof retailerCard>

export const cityInfoRequest = z.object({ provinceId: regionId.min(1, { error: 'required' }) })
export const countyInfoRequest = z.object({ cityId: regionId.min(1, { error: 'required' }) })

// ---- cooperation and business products ----

export const buildCooperationRequest = z.object({
  partyId,
  infoId: id.optional(),
  message: text(MAX_COOPERATION_MESSAGE_LENGTH).default(''),
})
export type BuildCooperationRequest = z.input<typeof buildCooperationRequest>

export const cooperationBuilt = z.object({
  applicationId: z.number().int(),
  status: z.literal('PENDING'),
})
export type CooperationBuilt = z.infer<typeof cooperationBuilt>

export const businessProductRequest = pageRequest.extend({
  partyId,
  /** A public category id: only that category's products; absent: all. */
  categoryId: id.optional(),
})
export type BusinessProductRequest = z.input<typeof businessProductRequest>

export const businessSku = z.object({
  skuId: z.number().int(),
  spec: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
})
export const businessProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  unit: z.string(),
  categoryId: z.string().nullable(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  skus: z.array(businessSku),
})
export type BusinessProduct = z.infer<typeof businessProduct>
export type BusinessSku = z.infer<typeof businessSku>

export const createBusinessOrderRequest = z.object({
  partyId,
  lines: z
    .array(
      z.object({
        skuId: id,
        quantity: z.coerce
          .number({ error: 'required' })
          .int({ error: 'integer' })
          .min(ORDER_QUANTITY.min, { error: 'min1' })
          .max(ORDER_QUANTITY.max, { error: 'tooLarge' }),
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(MAX_ORDER_LINES, { error: 'tooMany' }),
  remark: text(MAX_ORDER_REMARK_LENGTH).default(''),
  /**
   * Where the seller ships: absent, the buyer's business profile (contact, phone, region and
   * address). The browser prefills it from the profile (docs/decisions/orders.md).
   */
  delivery: deliveryRequest.optional(),
})
export type CreateBusinessOrderRequest = z.input<typeof createBusinessOrderRequest>

/** One reduction of a quoted or stored line (docs/pricing.md): kind, its promotion or rank, the fen off. */
export const priceAdjustment = z.object({
  kind: z.enum(PRICE_ADJUSTMENT_KINDS),
  promotionId: z.number().int().nullable(),
  /** The promotion's (or rank's) name; '' when unknown. */
  name: z.string(),
  amount: z.number().int(),
})
export type PriceAdjustmentView = z.infer<typeof priceAdjustment>

/** quoteBusinessOrder: what createBusinessProductPcOrder would charge, line by line. */
export const businessOrderQuote = z.object({
  lines: z.array(
    z.object({
      /** The request line it prices (the first one naming the SKU). */
      index: z.number().int(),
      skuId: z.number().int(),
      quantity: z.number().int(),
      listUnitPrice: z.number().int(),
      unitPrice: z.number().int(),
      listAmount: z.number().int(),
      amount: z.number().int(),
      adjustments: z.array(priceAdjustment),
    }),
  ),
  totals: z.object({
    listTotal: z.number().int(),
    discountTotal: z.number().int(),
    payableTotal: z.number().int(),
  }),
  /** Lines over the seller's purchase limits: the order would be refused at these fields. */
  limitViolations: z.array(
    z.object({ field: z.string(), reason: z.literal('overPurchaseLimit'), max: z.number().int() }),
  ),
})
export type BusinessOrderQuote = z.infer<typeof businessOrderQuote>

export const businessOrderCreated = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  sellerPartyId: z.string(),
  itemCount: z.number().int(),
  /** Goods at list price, the discounts, what the buyer pays (docs/pricing.md). */
  goodsAmount: z.number().int(),
  discountAmount: z.number().int(),
  payAmount: z.number().int(),
  status: z.literal('WAIT_PAY'),
})
export type BusinessOrderCreated = z.infer<typeof businessOrderCreated>

// ---- business security deposit (buyBusiSecurity) ----

export const busiSecurityInfo = z.object({
  securityPaid: z.union([z.literal(0), z.literal(1)]),
  hasProfile: z.boolean(),
  plan: z
    .object({
      code: z.string(),
      name: z.string(),
      price: z.number().int(),
      months: z.number().int(),
      description: z.string(),
    })
    .nullable(),
  /** The latest paid deposit order, if any. */
  paidOrder: vipOrder.nullable(),
})
export type BusiSecurityInfo = z.infer<typeof busiSecurityInfo>

export const busiSecurityOrderRequest = z.object({
  orderNo: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32, { error: 'tooLong' }),
})
export type BusiSecurityOrder = z.infer<typeof vipOrder>

/** One delivery the buyer used before (getOwnDeliveryAddresses), newest first. */
export const deliveryAddress = z.object({
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  /** When it was last used (ISO). */
  lastUsedAt: z.string(),
})
export type DeliveryAddress = z.infer<typeof deliveryAddress>
