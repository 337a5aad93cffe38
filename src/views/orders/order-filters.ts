// The order list's filters as the page holds them, and the request they become.
import type { ListQuery } from '../../../contract/list-query.ts'
import { toListRequest } from '../../../contract/list-query.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { OrderListRequest } from '../../../contract/orders.schema.ts'

export interface OrderListFilters {
  statuses?: OrderStatus[] | undefined
  orderNo?: string | undefined
  buyer?: string | undefined
  createdFrom?: string | undefined
  createdTo?: string | undefined
  /** Fen. */
  minPayAmount?: number | undefined
  maxPayAmount?: number | undefined
}

export function listRequestOf(query: ListQuery<OrderListFilters>): OrderListRequest {
  return toListRequest(query) as OrderListRequest
}
