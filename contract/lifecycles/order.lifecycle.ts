// The sales order lifecycle (sales_order.status). Refunds run through after-sales; when
// everything is refunded the order is closed.
import { defineLifecycle, type EventOf, type StateOf } from './lifecycle.ts'

/** A sales order from placing to completion, cancellation or closing after a full refund. */
export const orderLifecycle = defineLifecycle({
  subject: 'ORDER',
  initial: 'WAIT_PAY',
  states: ['WAIT_PAY', 'WAIT_SHIP', 'PART_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'CLOSED'],
  terminal: ['CANCELLED', 'CLOSED'],
  transitions: {
    WAIT_PAY: { 'order.paid': 'WAIT_SHIP', 'order.cancelled': 'CANCELLED' },
    WAIT_SHIP: {
      'order.partiallyShipped': 'PART_SHIPPED',
      'order.shipped': 'SHIPPED',
      'order.cancelled': 'CANCELLED',
      'order.closed': 'CLOSED',
    },
    PART_SHIPPED: {
      'order.partiallyShipped': 'PART_SHIPPED',
      'order.shipped': 'SHIPPED',
      'order.closed': 'CLOSED',
    },
    SHIPPED: { 'order.received': 'COMPLETED', 'order.closed': 'CLOSED' },
    // A completed order can still be refunded in full through after-sales.
    COMPLETED: { 'order.closed': 'CLOSED' },
    CANCELLED: {},
    CLOSED: {},
  },
  descriptions: {
    WAIT_PAY: 'Placed, the buyer has not paid yet.',
    WAIT_SHIP: 'Paid; waiting for the merchant to ship (counts in the order badge).',
    PART_SHIPPED: 'Some lines shipped, others still waiting (counts as waiting to ship).',
    SHIPPED: 'Everything shipped; waiting for the buyer to confirm receipt.',
    COMPLETED: 'Received by the buyer; can still be refunded in full through after-sales.',
    CANCELLED: 'Cancelled before shipping; nothing more happens.',
    CLOSED: 'Closed after a full refund through after-sales.',
  },
})

export type OrderStatus = StateOf<typeof orderLifecycle>
export type OrderEvent = EventOf<typeof orderLifecycle>

/** "Waiting to ship" (getMenuCount orderCount, the order list badge). */
export const ORDER_AWAITING_SHIPMENT: readonly OrderStatus[] = ['WAIT_SHIP', 'PART_SHIPPED']
