// Request and response schemas of marketing (route group /marketing): price promotions
// (promotionsList, promoEdit, promoDetails) and limit-purchase rules (limitPurchase).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import {
  DISCOUNT_PERMILLE,
  PER_BUYER_LIMIT,
  PROMOTION_AMOUNT_FEN,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_KEYWORD_MAX,
  PROMOTION_KINDS,
  PROMOTION_NAME_MAX,
  PROMOTION_PRODUCTS_MAX,
  PROMOTION_STATES,
  PROMOTION_TABS,
  ALL_PROMOTION_KINDS,
} from './marketing.constants.ts'
import { pageOf, pageRequest } from './paging.schema.ts'

export {
  PROMOTION_KINDS,
  PROMOTION_STATES,
  PROMOTION_TABS,
  type PromotionKind,
  type PromotionState,
  type PromotionTab,
} from './marketing.constants.ts'

const id = recordIdString({}, 0)
const isoTime = z.iso.datetime({ error: 'dateTime' })
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(PROMOTION_NAME_MAX, { error: 'tooLong' })
const fen = z.coerce
  .number({ error: 'required' })
  .int({ error: 'integer' })
  .min(PROMOTION_AMOUNT_FEN.min, { error: 'tooSmall' })
  .max(PROMOTION_AMOUNT_FEN.max, { error: 'tooLarge' })

export const idRequest = z.object({ id })
export type IdRequest = z.input<typeof idRequest>

// ---- price promotions ----

export const promotionListRequest = pageRequest.extend({
  keyword: z.string().trim().max(PROMOTION_KEYWORD_MAX, { error: 'tooLong' }).optional(),
  kind: z.enum(PROMOTION_KINDS, { error: 'unknownKind' }).optional(),
  tab: z.enum(PROMOTION_TABS, { error: 'unknownStatus' }).optional(),
})
export type PromotionListRequest = z.input<typeof promotionListRequest>
export const PROMOTION_SORT_FIELDS = ['createdAt', 'startAt', 'endAt', 'name'] as const

const promotionProductInput = z.object({
  productId: id,
  /** SPECIAL_PRICE: the price in fen (below the product's lowest price); other kinds: null. */
  promoPrice: fen.nullable().default(null),
})

function windowInOrder(v: { startAt: string; endAt: string }): boolean {
  return Date.parse(v.endAt) > Date.parse(v.startAt)
}

export const savePromotionRequest = z
  .object({
    /** Absent: a new promotion. */
    id: id.optional(),
    name,
    kind: z.enum(PROMOTION_KINDS, { error: 'unknownKind' }),
    startAt: isoTime,
    endAt: isoTime,
    /** FULL_REDUCTION: the order amount (fen) from which the reduction applies. */
    thresholdAmount: fen.nullable().default(null),
    /** FULL_REDUCTION: the reduction (fen), below the threshold. */
    reduceAmount: fen.nullable().default(null),
    /** DISCOUNT: the share of the price paid, per mille. */
    discountPermille: z.coerce
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(DISCOUNT_PERMILLE.min, { error: 'tooSmall' })
      .max(DISCOUNT_PERMILLE.max, { error: 'tooLarge' })
      .nullable()
      .default(null),
    description: z.string().trim().max(PROMOTION_DESCRIPTION_MAX, { error: 'tooLong' }).default(''),
    products: z
      .array(promotionProductInput, { error: 'required' })
      .min(1, { error: 'required' })
      .max(PROMOTION_PRODUCTS_MAX, { error: 'tooMany' }),
  })
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['endAt'] })
  .superRefine((v, ctx) => {
    if (v.kind === 'DISCOUNT' && v.discountPermille === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['discountPermille'] })
    if (v.kind === 'FULL_REDUCTION') {
      if (v.thresholdAmount === null)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['thresholdAmount'] })
      else if (v.reduceAmount === null)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['reduceAmount'] })
      else if (v.reduceAmount >= v.thresholdAmount)
        ctx.addIssue({ code: 'custom', message: 'notBelowThreshold', path: ['reduceAmount'] })
    }
    if (v.kind === 'SPECIAL_PRICE') {
      v.products.forEach((p, i) => {
        if (p.promoPrice === null)
          ctx.addIssue({ code: 'custom', message: 'required', path: ['products', i, 'promoPrice'] })
      })
    }
    const seen = new Set<string>()
    v.products.forEach((p, i) => {
      if (seen.has(p.productId))
        ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['products', i, 'productId'] })
      seen.add(p.productId)
    })
  })
export type SavePromotionRequest = z.input<typeof savePromotionRequest>
export type PromotionValues = z.output<typeof savePromotionRequest>

export const promotionRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ALL_PROMOTION_KINDS),
  state: z.enum(PROMOTION_STATES),
  startAt: z.string(),
  endAt: z.string(),
  thresholdAmount: z.number().int(),
  reduceAmount: z.number().int(),
  discountPermille: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PromotionRow = z.infer<typeof promotionRow>

export const promotionTabCounts = z.object(
  Object.fromEntries(PROMOTION_TABS.map((t) => [t, z.number().int().min(0)])) as Record<
    (typeof PROMOTION_TABS)[number],
    z.ZodNumber
  >,
)
export type PromotionTabCounts = z.infer<typeof promotionTabCounts>

export const promotionListResponse = pageOf(promotionRow).extend({ counts: promotionTabCounts })
export type PromotionListResponse = z.infer<typeof promotionListResponse>

export const promotionProduct = z.object({
  productId: z.string(),
  name: z.string(),
  productNo: z.string(),
  imageUrl: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  promoPrice: z.number().int().nullable(),
})
export type PromotionProduct = z.infer<typeof promotionProduct>

export const promotionDetail = promotionRow.extend({
  description: z.string(),
  products: z.array(promotionProduct),
})
export type PromotionDetail = z.infer<typeof promotionDetail>

// ---- limit-purchase rules ----

export const limitPurchaseListRequest = pageRequest.extend({
  keyword: z.string().trim().max(PROMOTION_KEYWORD_MAX, { error: 'tooLong' }).optional(),
  tab: z.enum(PROMOTION_TABS, { error: 'unknownStatus' }).optional(),
})
export type LimitPurchaseListRequest = z.input<typeof limitPurchaseListRequest>

export const saveLimitPurchaseRequest = z
  .object({
    id: id.optional(),
    name,
    productId: id,
    perBuyerLimit: z.coerce
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(PER_BUYER_LIMIT.min, { error: 'tooSmall' })
      .max(PER_BUYER_LIMIT.max, { error: 'tooLarge' }),
    startAt: isoTime,
    endAt: isoTime,
  })
  .refine(windowInOrder, { error: 'endBeforeStart', path: ['endAt'] })
export type SaveLimitPurchaseRequest = z.input<typeof saveLimitPurchaseRequest>
export type LimitPurchaseValues = z.output<typeof saveLimitPurchaseRequest>

export const limitPurchaseRow = z.object({
  id: z.string(),
  name: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNo: z.string(),
  perBuyerLimit: z.number().int(),
  state: z.enum(PROMOTION_STATES),
  startAt: z.string(),
  endAt: z.string(),
  updatedAt: z.string(),
})
export type LimitPurchaseRow = z.infer<typeof limitPurchaseRow>

export const limitPurchaseListResponse = pageOf(limitPurchaseRow).extend({ counts: promotionTabCounts })
export type LimitPurchaseListResponse = z.infer<typeof limitPurchaseListResponse>

// ---- choosing products ----

export const promotionProductListRequest = pageRequest.extend({
  keyword: z.string().trim().max(PROMOTION_KEYWORD_MAX, { error: 'tooLong' }).optional(),
})
export type PromotionProductListRequest = z.input<typeof promotionProductListRequest>

export const productOption = promotionProduct.omit({ promoPrice: true })
export type ProductOption = z.infer<typeof productOption>
