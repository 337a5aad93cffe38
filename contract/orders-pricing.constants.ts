// Names of the pricing engine (orders-pricing.ts), without the schema library: an order schema
// may build its enums from them, and the browser shows the adjustments of a quote by kind.
// docs/pricing.md tells what each step does.

/** Where a reduction of a line came from, in the order the engine applies them. */
export const PRICE_ADJUSTMENT_KINDS = ['RANK', 'DISCOUNT', 'SPECIAL_PRICE', 'FULL_REDUCTION'] as const
export type PriceAdjustmentKind = (typeof PRICE_ADJUSTMENT_KINDS)[number]

/** Who a promotion is for (`promotion.audience`): everybody, or the seller's distribution members. */
export const PROMOTION_AUDIENCES = ['ALL', 'MEMBERS'] as const
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number]

/** The only stored `promotion.status` under which a promotion (or limit rule) can run. */
export const RUNNING_PROMOTION_STATUS = 'ACTIVE'

/** A per-mille rate is a share of 1000 (rank 950 = 9.5折 of the base, DISCOUNT 880 = 8.8折). */
export const PER_MILLE = 1000

/**
 * The field-error reason of a line over a purchase limit: the same reason the server already
 * translates in four languages (server/http/messages, `reason.overPurchaseLimit`).
 */
export const OVER_PURCHASE_LIMIT = 'overPurchaseLimit'
