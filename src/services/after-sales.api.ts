// /control calls of after-sales (the orderAfterSales page of /order-management): the list, the
// status counts, one request, and the merchant's steps of the after-sale lifecycle.
import type { AfterSaleKind, AfterSaleStatus } from '../../contract/after-sales.constants.ts'
import type {
  AfterSaleCounts,
  AfterSaleCountsRequest,
  AfterSaleDetail,
  AfterSaleRow,
} from '../../contract/after-sales.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export type AfterSaleFilters = {
  status?: AfterSaleStatus | undefined
  kind?: AfterSaleKind | undefined
  keyword?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

export function getAfterSaleList(
  query: ListQuery<AfterSaleFilters>,
  signal?: AbortSignal,
): Promise<Page<AfterSaleRow>> {
  return control('getAfterSaleList', { body: toListRequest(query), signal })
}

/** The status tabs' counts over the list's other filters (its status left out). */
export function getAfterSaleCounts(
  filters: AfterSaleCountsRequest = {},
  signal?: AbortSignal,
): Promise<AfterSaleCounts> {
  return control('getAfterSaleCounts', { body: filters, signal })
}

export function getAfterSaleDetail(afterSaleId: number, signal?: AbortSignal): Promise<AfterSaleDetail> {
  return control('getAfterSaleDetail', { body: { afterSaleId }, signal })
}

/** The request and the version the page loaded (a request changed since then is refused, 40900). */
export interface AfterSaleTarget {
  afterSaleId: number
  version: number
}

export function approveAfterSale(target: AfterSaleTarget, signal?: AbortSignal): Promise<AfterSaleDetail> {
  return control('approveAfterSale', { body: target, signal })
}

export function rejectAfterSale(
  target: AfterSaleTarget & { reason: string },
  signal?: AbortSignal,
): Promise<AfterSaleDetail> {
  return control('rejectAfterSale', { body: target, signal })
}

export function receiveAfterSaleReturn(
  target: AfterSaleTarget,
  signal?: AbortSignal,
): Promise<AfterSaleDetail> {
  return control('receiveAfterSaleReturn', { body: target, signal })
}

export function refuseAfterSaleReturn(
  target: AfterSaleTarget & { reason: string },
  signal?: AbortSignal,
): Promise<AfterSaleDetail> {
  return control('refuseAfterSaleReturn', { body: target, signal })
}

export function refundAfterSale(target: AfterSaleTarget, signal?: AbortSignal): Promise<AfterSaleDetail> {
  return control('refundAfterSale', { body: target, signal })
}

export function shipAfterSaleExchange(
  target: AfterSaleTarget & { carrierName: string; trackingNo: string },
  signal?: AbortSignal,
): Promise<AfterSaleDetail> {
  return control('shipAfterSaleExchange', { body: target, signal })
}
