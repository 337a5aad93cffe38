// The colour of an order's status tag, in the list and on the details page. Its own module so
// that the list does not load the details page's sections for one table.
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'

export const STATUS_SEVERITY: Record<OrderStatus, 'warning' | 'info' | 'success' | 'secondary' | 'danger'> = {
  WAIT_PAY: 'warning',
  WAIT_SHIP: 'info',
  PART_SHIPPED: 'info',
  SHIPPED: 'success',
  COMPLETED: 'success',
  CANCELLED: 'secondary',
  CLOSED: 'danger',
}
