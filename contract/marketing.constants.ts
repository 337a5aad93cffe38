// Limits and enumerations of marketing (promotions and purchase limits), without the schema
// library: marketing.schema.ts validates with them on the server, and the browser shows them
// and checks input against them at the field (the production bundle carries no zod).

/** The price promotions of promotionsList; LIMIT_PURCHASE rules have their own page. */
export const PROMOTION_KINDS = ['DISCOUNT', 'FULL_REDUCTION', 'SPECIAL_PRICE'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]
/** Every kind a promotion row may have. */
export const ALL_PROMOTION_KINDS = [...PROMOTION_KINDS, 'LIMIT_PURCHASE'] as const
export type AnyPromotionKind = (typeof ALL_PROMOTION_KINDS)[number]

/**
 * What the merchant sees, derived from the stored status and the business clock: not started
 * (scheduled), running (inside its window), ended (window over) and stopped (ended early).
 */
export const PROMOTION_STATES = ['NOT_STARTED', 'RUNNING', 'ENDED', 'STOPPED'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]
/** The list's tabs: every state, and all of them. */
export const PROMOTION_TABS = ['ALL', ...PROMOTION_STATES] as const
export type PromotionTab = (typeof PROMOTION_TABS)[number]

export const PROMOTION_NAME_MAX = 200
export const PROMOTION_DESCRIPTION_MAX = 1000
export const PROMOTION_KEYWORD_MAX = 100
/** Products in one promotion. */
export const PROMOTION_PRODUCTS_MAX = 100
/** DISCOUNT: the price paid, in per mille of the price (850 = 85 %, "8.5 折"). */
export const DISCOUNT_PERMILLE = { min: 10, max: 990 } as const
/** Amounts in fen (FULL_REDUCTION threshold and reduction, SPECIAL_PRICE prices). */
export const PROMOTION_AMOUNT_FEN = { min: 1, max: 99_999_999 } as const
/** LIMIT_PURCHASE: units of the product one buyer may buy in the rule's window. */
export const PER_BUYER_LIMIT = { min: 1, max: 9999 } as const
