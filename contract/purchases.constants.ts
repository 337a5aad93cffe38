// Limits and enumerations of "My purchases" (the buyer's side of the business network's orders),
// without the schema library: purchases.schema.ts validates with them on the server; the browser
// shows them and checks them at the field.
import type { OrderStatus } from './lifecycles/order.lifecycle.ts'

/** The status tabs of "My purchases", each a set of order states (CANCELLED and CLOSED together). */
export const PURCHASE_TABS = [
  { key: 'ALL', statuses: [] },
  { key: 'WAIT_PAY', statuses: ['WAIT_PAY'] },
  { key: 'AWAITING_SHIPMENT', statuses: ['WAIT_SHIP', 'PART_SHIPPED'] },
  { key: 'SHIPPED', statuses: ['SHIPPED'] },
  { key: 'COMPLETED', statuses: ['COMPLETED'] },
  { key: 'CANCELLED', statuses: ['CANCELLED', 'CLOSED'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[]
export type PurchaseTabKey = (typeof PURCHASE_TABS)[number]['key']

/** What a buyer may ask for after receiving goods (an exchange is agreed with the seller directly). */
export const PURCHASE_AFTER_SALE_KINDS = ['REFUND_ONLY', 'RETURN_REFUND'] as const
export type PurchaseAfterSaleKind = (typeof PURCHASE_AFTER_SALE_KINDS)[number]

/** Longest cancellation reason (as the seller's cancelOrder). */
export const MAX_PURCHASE_CANCEL_REASON_LENGTH = 200
/** Longest after-sale reason (after_sale.reason holds 100 characters). */
export const MAX_PURCHASE_AFTER_SALE_REASON_LENGTH = 100
/** Longest order-number search (the start of the number). */
export const MAX_PURCHASE_SEARCH_LENGTH = 32

/** The buyer's steps on an order (the detail page's buttons). */
export const PURCHASE_ACTIONS = ['pay', 'cancel', 'confirmReceipt', 'requestAfterSale'] as const
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number]
