// The purchase list's filters as the page holds them, and the request they become.
import type { ListQuery } from '../../../contract/list-query.ts'
import { toListRequest } from '../../../contract/list-query.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { PurchaseListRequest } from '../../../contract/purchases.schema.ts'

export interface PurchaseListFilters {
  statuses?: OrderStatus[] | undefined
  orderNo?: string | undefined
  createdFrom?: string | undefined
  createdTo?: string | undefined
}

export function purchaseRequestOf(query: ListQuery<PurchaseListFilters>): PurchaseListRequest {
  return toListRequest(query) as PurchaseListRequest
}
