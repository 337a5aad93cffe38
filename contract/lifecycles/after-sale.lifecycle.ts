// The after-sales request lifecycle (after_sale.status). Which approval applies depends on
// the request's kind: REFUND_ONLY uses afterSale.approvedRefund; RETURN_REFUND and
// EXCHANGE use afterSale.approvedReturn; only EXCHANGE may use afterSale.exchangeShipped
// (AFTER_SALE_KIND_EVENTS; the server checks both).
import { defineLifecycle, type EventOf, type StateOf } from './lifecycle.ts'

/** An after-sales request (refund only, return and refund, or exchange) from audit to its end. */
export const afterSaleLifecycle = defineLifecycle({
  subject: 'AFTER_SALE',
  initial: 'WAIT_AUDIT',
  states: ['WAIT_AUDIT', 'WAIT_RETURN', 'WAIT_RECEIVE', 'WAIT_REFUND', 'COMPLETED', 'REJECTED', 'CANCELLED'],
  terminal: ['COMPLETED', 'REJECTED', 'CANCELLED'],
  transitions: {
    WAIT_AUDIT: {
      'afterSale.approvedRefund': 'WAIT_REFUND',
      'afterSale.approvedReturn': 'WAIT_RETURN',
      'afterSale.rejected': 'REJECTED',
      'afterSale.cancelled': 'CANCELLED',
    },
    WAIT_RETURN: { 'afterSale.returnShipped': 'WAIT_RECEIVE', 'afterSale.cancelled': 'CANCELLED' },
    WAIT_RECEIVE: {
      'afterSale.received': 'WAIT_REFUND',
      'afterSale.exchangeShipped': 'COMPLETED',
      'afterSale.receiptRefused': 'REJECTED',
    },
    WAIT_REFUND: { 'afterSale.refunded': 'COMPLETED' },
    COMPLETED: {},
    REJECTED: {},
    CANCELLED: {},
  },
  descriptions: {
    WAIT_AUDIT: 'Requested by the buyer; waiting for the merchant’s audit (counts in the after-sales badge).',
    WAIT_RETURN: 'Approved with a return; waiting for the buyer to send the goods back.',
    WAIT_RECEIVE: 'Goods on their way back; waiting for the merchant to receive them.',
    WAIT_REFUND: 'Approved (or goods received); waiting for the money to be refunded.',
    COMPLETED: 'Refunded, or the exchange shipped; closed.',
    REJECTED: 'Refused at audit, or the returned goods were refused; closed.',
    CANCELLED: 'Withdrawn by the buyer; closed.',
  },
})

export type AfterSaleStatus = StateOf<typeof afterSaleLifecycle>
export type AfterSaleEvent = EventOf<typeof afterSaleLifecycle>

export const AFTER_SALE_KINDS = ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE'] as const
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number]

/** Events that only some kinds may take; events not listed here are open to every kind. */
export const AFTER_SALE_KIND_EVENTS: Readonly<Partial<Record<AfterSaleEvent, readonly AfterSaleKind[]>>> = {
  'afterSale.approvedRefund': ['REFUND_ONLY'],
  'afterSale.approvedReturn': ['RETURN_REFUND', 'EXCHANGE'],
  'afterSale.received': ['RETURN_REFUND'],
  'afterSale.exchangeShipped': ['EXCHANGE'],
}

/** True when a request of `kind` may take `event` at all (the lifecycle decides the state). */
export function kindAllows(kind: AfterSaleKind, event: AfterSaleEvent): boolean {
  const kinds = AFTER_SALE_KIND_EVENTS[event]
  return kinds === undefined || kinds.includes(kind)
}

/** "Waiting audit" (getMenuCount refundCount, the after-sales list badge). */
export const AFTER_SALE_AWAITING_AUDIT: readonly AfterSaleStatus[] = ['WAIT_AUDIT']
