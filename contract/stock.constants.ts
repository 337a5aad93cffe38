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
