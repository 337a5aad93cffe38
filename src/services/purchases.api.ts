// /control calls of "My purchases" (the buyer's side of the business network's orders): the list
// and its counts, the detail, and the buyer's steps (pay, cancel, confirm receipt, after-sale).
import type { Page } from '../../contract/paging.schema.ts'
import type {
  CancelPurchaseRequest,
  PurchaseAfterSaleCreated,
  PurchaseChanged,
  PurchaseDetail,
  PurchaseFilters,
  PurchaseListRequest,
  PurchaseRow,
  PurchaseStatusCounts,
  PurchaseStepRequest,
  RequestPurchaseAfterSaleRequest,
} from '../../contract/purchases.schema.ts'
import { control } from './http.ts'

export function getPurchaseList(args: PurchaseListRequest, signal?: AbortSignal): Promise<Page<PurchaseRow>> {
  return control('getPurchaseList', { body: args, signal })
}

export function getPurchaseStatusCounts(
  filters: PurchaseFilters,
  signal?: AbortSignal,
): Promise<PurchaseStatusCounts> {
  return control('getPurchaseStatusCounts', { body: filters, signal })
}

export function getPurchaseDetail(orderId: string, signal?: AbortSignal): Promise<PurchaseDetail> {
  return control('getPurchaseDetail', { body: { orderId }, signal })
}

export function payPurchase(input: PurchaseStepRequest, signal?: AbortSignal): Promise<PurchaseChanged> {
  return control('payPurchase', { body: input, signal })
}

export function cancelPurchase(input: CancelPurchaseRequest, signal?: AbortSignal): Promise<PurchaseChanged> {
  return control('cancelPurchase', { body: input, signal })
}

export function confirmPurchaseReceipt(
  input: PurchaseStepRequest,
  signal?: AbortSignal,
): Promise<PurchaseChanged> {
  return control('confirmPurchaseReceipt', { body: input, signal })
}

export function requestPurchaseAfterSale(
  input: RequestPurchaseAfterSaleRequest,
  signal?: AbortSignal,
): Promise<PurchaseAfterSaleCreated> {
  return control('requestPurchaseAfterSale', { body: input, signal })
}
