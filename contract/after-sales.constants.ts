// Limits and enumerations of after-sales (the orderAfterSales page), without the schema
// library: after-sales.schema.ts validates with them on the server; the browser shows them and
// checks them at the field (the production bundle carries no zod).
import {
  AFTER_SALE_KINDS,
  type AfterSaleKind,
  type AfterSaleStatus,
  afterSaleLifecycle,
} from './lifecycles/after-sale.lifecycle.ts'

export { AFTER_SALE_KINDS, type AfterSaleKind, type AfterSaleStatus }

/** Every after-sale status, in lifecycle order (the list's status tabs). */
export const AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = afterSaleLifecycle.states

/** Longest reason of a rejection or of refused returned goods (after_sale.audit_remark). */
export const MAX_AFTER_SALE_REASON_LENGTH = 500
/** Longest search keyword (after-sale number, order number or buyer). */
export const MAX_AFTER_SALE_KEYWORD_LENGTH = 100
/** Longest carrier name of an exchange shipment. */
export const MAX_CARRIER_NAME_LENGTH = 100
/** A tracking number: letters, digits and dashes, 6 to 40 characters. */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{6,40}$/
export const TRACKING_NO_LENGTH = { min: 6, max: 40 } as const

/** The merchant's steps on a request, by call (the buyer's steps are not calls of this console). */
export const AFTER_SALE_ACTIONS = [
  'approve',
  'reject',
  'receive',
  'refuseReceipt',
  'refund',
  'shipExchange',
] as const
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number]
