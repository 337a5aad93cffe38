// Limits and enumerations of the product catalogue (productList, addProduct, editProduct,
// afterSaleInfo), without the schema library: products.schema.ts validates with them on the
// server, and the browser's forms show them and refuse input beyond them at the field.

/** A product's states; the form offers all three, the list shows DRAFT under "off shelf". */
export const PRODUCT_STATUSES = ['ON_SALE', 'OFF_SALE', 'DRAFT'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/**
 * The product list's tabs: ON_SALE, OFF_SALE (and drafts), OUT_OF_STOCK (any status, stock 0),
 * LOW_STOCK (any status, a SKU whose available is at or below its threshold: stock.constants.ts).
 */
export const PRODUCT_TABS = ['ALL', 'ON_SALE', 'OFF_SALE', 'OUT_OF_STOCK', 'LOW_STOCK'] as const
export type ProductTab = (typeof PRODUCT_TABS)[number]

/** Sortable columns of getProductList. */
export const PRODUCT_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'name',
  'productNo',
  'minPrice',
  'totalStock',
  'salesCount',
] as const

export const PRODUCT_NAME_MAX = 200
export const PRODUCT_NO_MAX = 64
export const PRODUCT_UNIT_MAX = 16
/** The rich-text description (HTML), before sanitizing. */
export const PRODUCT_DESCRIPTION_MAX = 100_000
/** Images per product; the first is the main image. */
export const PRODUCT_IMAGES_MAX = 10
export const IMAGE_URL_MAX = 500

/** Specification dimensions (colour, size...) per product, and values per dimension. */
export const SPECS_MAX = 3
export const SPEC_VALUES_MAX = 20
export const SPEC_NAME_MAX = 20
export const SPEC_VALUE_MAX = 30
/** SKUs per product (every combination of the specification values). */
export const SKUS_MAX = 200
export const SKU_CODE_MAX = 64
/**
 * A SKU's bar code follows the one barcode rule of product-setup.constants.ts (barcodeProblem:
 * a 13-digit code is EAN-13 with its check digit, anything else printable Code 128), here as in
 * barcode maintenance and the label preview (issue 35: the product form took 6920000000001,
 * which maintenance then called a bad check digit and the labels could not print).
 */
export { MAX_BARCODE_LENGTH as BAR_CODE_MAX } from './product-setup.constants.ts'
/** Spec names and values are stored as "name:value;name:value": these characters are refused. */
export const SPEC_FORBIDDEN = /[:;]/

/** Money in fen: whole, from 0 to 10,000,000.00 yuan. */
export const PRICE_FEN = { min: 0, max: 1_000_000_000 } as const
export const SKU_STOCK = { min: 0, max: 10_000_000 } as const
export const SKU_WEIGHT_GRAMS = { min: 0, max: 1_000_000 } as const

/** Products one batch call (on/off shelf, delete) may name. */
export const PRODUCT_BATCH_MAX = 200

/** Export: rows fetched page by page, at most this many. */
export const PRODUCT_EXPORT_MAX = 5000

/**
 * The product list counts a keyword's matches in each tab up to this many; beyond, the tab
 * answers this number, is named in the answer's `cappedCounts` and shows "1,000+" (a page of
 * such a tab has `totalIsCapped`). Counting every product of 50,000 that holds a common word
 * took 21-46 ms on PostgreSQL (issue 37), against the list's 20 ms.
 */
export const PRODUCT_SEARCH_COUNT_CAP = 1_000

// ---- after-sales information ----

export const RETURN_DAYS = { min: 0, max: 365 } as const
export const AFTER_SALE_CONTACT_MAX = 100
export const AFTER_SALE_PHONE_MAX = 32
export const AFTER_SALE_ADDRESS_MAX = 300
export const AFTER_SALE_POLICY_MAX = 20_000
