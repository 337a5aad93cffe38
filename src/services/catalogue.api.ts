// /control calls of catalogue ordering (/cataLogManagement): catalogues (list, detail, the
// form's choices, save, publish/close, delete) and the catalogue order audit (list, counts,
// detail, approve, reject with a reason), and the member dealer's ordering from its suppliers'
// open catalogues (list, quote, place).
import type { CatalogueOrderAuditStatus } from '../../contract/lifecycles/application.lifecycle.ts'
import type { CatalogueStatus, CatalogueStatusAction } from '../../contract/catalogue.constants.ts'
import type {
  CatalogueDetail,
  CatalogueOptions,
  CatalogueOrderCounts,
  CatalogueOrderDetail,
  CatalogueOrderPlaced,
  CatalogueOrderQuote,
  CatalogueOrderRequest,
  CatalogueOrderRow,
  CatalogueProductOption,
  CatalogueRow,
  OrderableCatalogue,
  SaveCatalogueRequest,
} from '../../contract/catalogue.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

interface PageArgs {
  page: number
  pageSize: number
  sortField?: string | undefined
  sortOrder?: 'asc' | 'desc' | undefined
}

export interface CatalogueFilters {
  keyword?: string | undefined
  status?: CatalogueStatus | undefined
}

export function getCatalogList(
  args: PageArgs & CatalogueFilters,
  signal?: AbortSignal,
): Promise<Page<CatalogueRow>> {
  return control('getCatalogList', { body: args, signal })
}

export function getCatalogDetail(id: number, signal?: AbortSignal): Promise<CatalogueDetail> {
  return control('getCatalogDetail', { body: { id }, signal })
}

export function getCatalogOptions(signal?: AbortSignal): Promise<CatalogueOptions> {
  return control('getCatalogOptions', { body: {}, signal })
}

export function getCatalogProductOptions(
  args: PageArgs & { keyword?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<CatalogueProductOption>> {
  return control('getCatalogProductOptions', { body: args, signal })
}

export function saveCatalog(values: SaveCatalogueRequest, signal?: AbortSignal): Promise<{ id: number }> {
  return control('saveCatalog', { body: values, signal })
}

export function changeCatalogStatus(
  values: { id: number; action: CatalogueStatusAction },
  signal?: AbortSignal,
): Promise<null> {
  return control('changeCatalogStatus', { body: values, signal })
}

export function deleteCatalog(values: { id: number }, signal?: AbortSignal): Promise<null> {
  return control('deleteCatalog', { body: values, signal })
}

export interface CatalogueOrderFilters {
  keyword?: string | undefined
  status?: CatalogueOrderAuditStatus | undefined
}

export function getCatalogueOrderList(
  args: PageArgs & CatalogueOrderFilters,
  signal?: AbortSignal,
): Promise<Page<CatalogueOrderRow>> {
  return control('getCatalogueOrderList', { body: args, signal })
}

export function getCatalogueOrderCounts(
  filters: { keyword?: string | undefined },
  signal?: AbortSignal,
): Promise<CatalogueOrderCounts> {
  return control('getCatalogueOrderCounts', { body: filters, signal })
}

export function getCatalogueOrderDetail(id: number, signal?: AbortSignal): Promise<CatalogueOrderDetail> {
  return control('getCatalogueOrderDetail', { body: { id }, signal })
}

export function approveCatalogueOrder(
  values: { id: number; version?: number },
  signal?: AbortSignal,
): Promise<CatalogueOrderDetail> {
  return control('approveCatalogueOrder', { body: values, signal })
}

export function rejectCatalogueOrder(
  values: { id: number; version?: number; rejectText: string },
  signal?: AbortSignal,
): Promise<CatalogueOrderDetail> {
  return control('rejectCatalogueOrder', { body: values, signal })
}

export function getOrderableCatalogues(signal?: AbortSignal): Promise<OrderableCatalogue[]> {
  return control('getOrderableCatalogues', { body: {}, signal })
}

export function quoteCatalogueOrder(
  req: CatalogueOrderRequest,
  signal?: AbortSignal,
): Promise<CatalogueOrderQuote> {
  return control('quoteCatalogueOrder', { body: req, signal })
}

export function placeCatalogueOrder(
  req: CatalogueOrderRequest,
  signal?: AbortSignal,
): Promise<CatalogueOrderPlaced> {
  return control('placeCatalogueOrder', { body: req, signal })
}
