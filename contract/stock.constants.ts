// The stock ledger (issue 29): what moves a SKU's stock, where a movement comes from, and which
// orders hold stock. Every movement is a row of stock_movement with two signed changes:
// `quantity` changes the SKU's on hand, `reservedChange` its reserved quantity; a SKU's on hand
// is the sum of its `quantity`, its reserved the sum of its `reservedChange`, and
// available = on hand - reserved (docs/decisions.md, "The stock ledger").
import type { OrderStatus } from './lifecycles/order.lifecycle.ts'

/**
 * What a movement is, with its changes (q > 0):
 * - ORDER_RESERVED: an order placed (or a catalogue order approved): reserved +q;
 * - RESERVATION_RELEASED: an order cancelled or closed with lines not shipped: reserved -q;
 * - SHIPPED: lines shipped: on hand -q and reserved -q (an exchange's replacement: on hand -q);
 * - RETURNED: returned goods received back into stock: on hand +q;
 * - IMPORT, MANUAL_ADJUSTMENT, STOCK_TAKE, ERP_SYNC: on hand set or changed, with a reason;
 * - OPENING_BALANCE: the SKU's on hand and reserved when the ledger was opened (the migration).
 */
export const STOCK_MOVEMENT_KINDS = [
  'ORDER_RESERVED',
  'RESERVATION_RELEASED',
  'SHIPPED',
  'RETURNED',
  'IMPORT',
  'MANUAL_ADJUSTMENT',
  'STOCK_TAKE',
  'ERP_SYNC',
  'OPENING_BALANCE',
] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

/** Movements that change on hand by a merchant's or a system's decision (with a reason). */
export const STOCK_ADJUSTMENT_KINDS = [
  'IMPORT',
  'MANUAL_ADJUSTMENT',
  'STOCK_TAKE',
  'ERP_SYNC',
] as const satisfies readonly StockMovementKind[]
export type StockAdjustmentKind = (typeof STOCK_ADJUSTMENT_KINDS)[number]

/**
 * The document a movement comes from: a sales order, an after-sales request, an import batch
 * (identified by the stock.adjusted event recorded with it), a product form save, or the
 * ledger's opening.
 */
export const STOCK_SOURCE_TYPES = ['ORDER', 'AFTER_SALE', 'IMPORT', 'PRODUCT', 'ERP', 'OPENING'] as const
export type StockSourceType = (typeof STOCK_SOURCE_TYPES)[number]

/** Orders whose lines not shipped yet hold a reservation: placed, paid, partly shipped. */
export const ORDER_STATUSES_HOLDING_STOCK = [
  'WAIT_PAY',
  'WAIT_SHIP',
  'PART_SHIPPED',
] as const satisfies readonly OrderStatus[]

/** A merchant's low-stock threshold when it has set none (available at or below it is low). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10

/** The longest reason a stock adjustment keeps. */
export const STOCK_REASON_MAX = 200

// ---- low stock and the stock pages (issue 29: the merchant's view of the ledger) ----

/** A low-stock threshold (a SKU's own, or the merchant's default): whole units. */
export const LOW_STOCK_THRESHOLD = { min: 0, max: 1_000_000 } as const

/**
 * The threshold that applies to a SKU: its own, else the merchant's default (stock_setting),
 * else DEFAULT_LOW_STOCK_THRESHOLD.
 */
export function effectiveThreshold(
  own: number | null | undefined,
  merchantDefault: number | null | undefined,
): number {
  return own ?? merchantDefault ?? DEFAULT_LOW_STOCK_THRESHOLD
}

/** A SKU is at low stock when its available (on hand - reserved) is at or below its threshold. */
export function isLowStock(available: number, threshold: number): boolean {
  return available <= threshold
}

/**
 * A movement crosses into low stock when it takes available from above the threshold to at or
 * below it: the one moment the merchant is told (a SKU that stays low is not told again until
 * it has been above and falls again).
 */
export function crossesIntoLowStock(
  availableBefore: number,
  availableAfter: number,
  threshold: number,
): boolean {
  return !isLowStock(availableBefore, threshold) && isLowStock(availableAfter, threshold)
}

/** A SKU's history counts its movements up to this many (the list then says "10,000+"). */
export const STOCK_HISTORY_COUNT_CAP = 10_000

/** The history's export writes at most this many movements (newest first). */
export const STOCK_HISTORY_EXPORT_MAX = 10_000

/** Sortable columns of getSkuStockHistory: the movement's time (its id rises with time). */
export const STOCK_HISTORY_SORT_FIELDS = ['at'] as const

/** What one order did to a line's SKU, in units (the order detail's stock column). */
export const ORDER_STOCK_EFFECTS = ['reserved', 'shipped', 'released', 'returned'] as const
export type OrderStockEffect = (typeof ORDER_STOCK_EFFECTS)[number]

/** Who moved stock: a login of the merchant, another merchant (a buyer's order), or the system. */
export const STOCK_ACTOR_KINDS = ['USER', 'OTHER_MERCHANT', 'SYSTEM'] as const
export type StockActorKind = (typeof STOCK_ACTOR_KINDS)[number]
