// Limits of the distribution set-up calls (supplier info, agreement, mini-program, distribution
// products), without the schema library: the browser's forms show them and refuse input beyond
// them at the field; distribution-setup.constants.test.ts holds them equal to the schema's.

/** Money in fen: whole, from 0 to 10,000,000.00 yuan. */
export const FEN = { min: 0, max: 1_000_000_000 } as const
export const COMPANY_NAME_MAX = 200
export const CONTACT_NAME_MAX = 100
export const CONTACT_PHONE_MAX = 32
export const ADDRESS_MAX = 300
/** Rich text (HTML) of the supplier's introduction and of an activity's description. */
export const RICH_TEXT_MAX = 20_000
export const AGREEMENT_MAX = 100_000
/** A mini-program link (product id, activity id or https address). */
export const LINK_VALUE_MAX = 500
export const ACTIVITY_TITLE_MAX = 200
/** Products in one activity. */
export const ACTIVITY_PRODUCTS_MAX = 200
/** Minimum order quantity of a distribution product. */
export const MIN_ORDER_QUANTITY = { min: 1, max: 100_000 } as const
/** A SKU's own stock limit in LIMITED stock mode. */
export const STOCK_LIMIT = { min: 0, max: 10_000_000 } as const
