// Request and response schemas of the stock calls (issue 29, the merchant's view of the stock
// ledger): a SKU's stock and threshold, its movements, a product's SKUs, an order's stock effect
// per line, and the merchant's low-stock default. The products area's part `stock`; served by
// server/products/stock.routes.ts for the product pages' roles. The browser imports the types
// only; limits and rules are in stock.constants.ts.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { isIsoDate } from './business-time.ts'
import { pageOf, pageRequest } from './paging.schema.ts'
import {
  LOW_STOCK_THRESHOLD,
  STOCK_ACTOR_KINDS,
  STOCK_MOVEMENT_KINDS,
  STOCK_SOURCE_TYPES,
} from './stock.constants.ts'

const id = recordId()
const requiredId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id)
const isoDate = z.string().refine(isIsoDate, { error: 'invalidDate' })

/** A threshold in whole units, within LOW_STOCK_THRESHOLD. */
const threshold = z
  .number({ error: 'required' })
  .int({ error: 'integer' })
  .min(LOW_STOCK_THRESHOLD.min, { error: 'tooSmall' })
  .max(LOW_STOCK_THRESHOLD.max, { error: 'tooLarge' })

// ---- one SKU ----

export const skuIdRequest = z.object({ skuId: requiredId })
export type SkuIdRequest = z.input<typeof skuIdRequest>

/** A SKU's stock now, with the threshold that applies to it. */
export const skuStockSummary = z.object({
  skuId: z.string(),
  skuCode: z.string(),
  /** Its specification, as stored: '颜色:红;尺寸:L' ('' for a single SKU). */
  spec: z.string(),
  productId: z.string(),
  productNo: z.string(),
  productName: z.string(),
  mainImageUrl: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  /** On hand - reserved; negative when a count found less than orders hold. */
  available: z.number().int(),
  /** The SKU's own threshold; null: the merchant's default applies. */
  ownThreshold: z.number().int().nullable(),
  /** The merchant's default (its setting, else DEFAULT_LOW_STOCK_THRESHOLD). */
  merchantThreshold: z.number().int(),
  /** The threshold that applies: own ?? merchant's. */
  threshold: z.number().int(),
  /** available <= threshold. */
  isLow: z.boolean(),
})
export type SkuStockSummary = z.infer<typeof skuStockSummary>

export const saveSkuLowStockThresholdRequest = z.object({
  skuId: requiredId,
  /** null: use the merchant's default. */
  threshold: threshold.nullable(),
})
export type SaveSkuLowStockThresholdRequest = z.input<typeof saveSkuLowStockThresholdRequest>

// ---- a SKU's movements ----

export const skuStockHistoryRequest = pageRequest
  .extend({
    skuId: requiredId,
    kind: z.enum(STOCK_MOVEMENT_KINDS, { error: 'unknownKind' }).optional(),
    /** Moved on or after this business date (UTC+8). */
    startDate: isoDate.optional(),
    /** Moved on or before this business date. */
    endDate: isoDate.optional(),
    /** Only movements older than this one (the export walks the history by id). */
    beforeId: id.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  })
export type SkuStockHistoryRequest = z.input<typeof skuStockHistoryRequest>

export const stockMovementRow = z.object({
  movementId: z.string(),
  /** When it moved, ISO-8601 UTC. */
  at: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** The change of on hand (signed). */
  onHandChange: z.number().int(),
  /** The change of reserved (signed). */
  reservedChange: z.number().int(),
  onHandAfter: z.number().int(),
  reservedAfter: z.number().int(),
  /** The document it comes from, with its id (null for none) and number. */
  sourceType: z.enum(STOCK_SOURCE_TYPES),
  sourceId: z.string().nullable(),
  sourceNo: z.string(),
  reason: z.string(),
  actorKind: z.enum(STOCK_ACTOR_KINDS),
  /** The login's display name for a USER, else ''. */
  actorName: z.string(),
})
export type StockMovementRow = z.infer<typeof stockMovementRow>

export const skuStockHistoryResponse = pageOf(stockMovementRow)
export type SkuStockHistoryResponse = z.infer<typeof skuStockHistoryResponse>

// ---- a product's SKUs ----

export const productStockRequest = z.object({ productId: requiredId })

export const productStock = z.object({
  productId: z.string(),
  productNo: z.string(),
  productName: z.string(),
  skus: z.array(
    skuStockSummary.omit({ productId: true, productNo: true, productName: true, mainImageUrl: true }),
  ),
})
export type ProductStock = z.infer<typeof productStock>

// ---- an order's stock effect ----

export const orderStockEffectRequest = z.object({ orderId: requiredId })

/**
 * What the order moved of each line's SKU, from the ledger: reserved at placement, shipped,
 * released (cancelled or closed unshipped) and returned to stock by its after-sales. A SKU on
 * two lines of one order shows the same figures on both.
 */
export const orderLineStockEffect = z.object({
  orderLineId: z.string(),
  /** null: a line without a SKU holds no stock. */
  skuId: z.string().nullable(),
  reserved: z.number().int(),
  shipped: z.number().int(),
  released: z.number().int(),
  returned: z.number().int(),
})
export type OrderLineStockEffect = z.infer<typeof orderLineStockEffect>

export const orderStockEffect = z.object({ orderId: z.string(), lines: z.array(orderLineStockEffect) })
export type OrderStockEffect = z.infer<typeof orderStockEffect>

// ---- the merchant's settings ----

export const stockSettings = z.object({
  /** The merchant's default threshold. */
  lowStockThreshold: z.number().int(),
  /** null while the merchant has not set it (DEFAULT_LOW_STOCK_THRESHOLD applies). */
  updatedAt: z.string().nullable(),
})
export type StockSettings = z.infer<typeof stockSettings>

export const saveStockSettingsRequest = z.object({ lowStockThreshold: threshold })
export type SaveStockSettingsRequest = z.input<typeof saveStockSettingsRequest>
