// /control calls of the stock ledger as the merchant sees it (the products area's part `stock`,
// docs/api.md "Products: stock"): a SKU's stock and movements, thresholds, a product's SKUs and
// an order's stock effect.
import type { PostCall } from '../../contract/all-calls.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { StockMovementKind } from '../../contract/stock.constants.ts'
import type { SkuStockHistoryResponse } from '../../contract/stock.schema.ts'
import { control } from './http.ts'

const call = <N extends PostCall>(name: N, body: unknown, signal?: AbortSignal) =>
  control(name, { body, ...(signal ? { signal } : {}) })

export const getSkuStockSummary = (skuId: string, signal?: AbortSignal) =>
  call('getSkuStockSummary', { skuId }, signal)

/** The history's filters; empty ones are left out of the request. */
export interface StockHistoryFilters {
  kind?: StockMovementKind | undefined
  /** Business dates, 'YYYY-MM-DD'. */
  startDate?: string | undefined
  endDate?: string | undefined
  /** Only movements older than this one (the export walks the history by id). */
  beforeId?: string | undefined
}

export function getSkuStockHistory(
  skuId: string,
  query: ListQuery<StockHistoryFilters>,
  signal?: AbortSignal,
): Promise<SkuStockHistoryResponse> {
  return call('getSkuStockHistory', { ...toListRequest(query), skuId }, signal)
}

/** null: the SKU follows the merchant's default again. */
export const saveSkuLowStockThreshold = (skuId: string, threshold: number | null, signal?: AbortSignal) =>
  call('saveSkuLowStockThreshold', { skuId, threshold }, signal)

export const getProductStock = (productId: string, signal?: AbortSignal) =>
  call('getProductStock', { productId }, signal)

export const getOrderStockEffect = (orderId: string, signal?: AbortSignal) =>
  call('getOrderStockEffect', { orderId }, signal)

export const getStockSettings = (signal?: AbortSignal) => call('getStockSettings', {}, signal)

export const saveStockSettings = (lowStockThreshold: number, signal?: AbortSignal) =>
  call('saveStockSettings', { lowStockThreshold }, signal)
