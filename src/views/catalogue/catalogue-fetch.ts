// The list calls of the catalogue pages over the shared paged-list query.
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import {
  type CatalogueFilters,
  type CatalogueOrderFilters,
  getCatalogList,
  getCatalogProductOptions,
  getCatalogueOrderList,
} from '../../services/catalogue.api.ts'
import { pathTo } from '../../routes/paths.ts'

function pageArgs<F extends object>(query: ListQuery<F>) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...query.filters,
    ...(query.sortField ? { sortField: query.sortField, sortOrder: query.sortOrder ?? 'asc' } : {}),
  }
}

export const fetchCatalogues = (query: ListQuery<CatalogueFilters>, signal: AbortSignal) =>
  getCatalogList(pageArgs(query), signal)

export const fetchCatalogueOrders = (query: ListQuery<CatalogueOrderFilters>, signal: AbortSignal) =>
  getCatalogueOrderList(pageArgs(query), signal)

export const fetchProductOptions = (query: ListQuery<{ keyword?: string }>, signal: AbortSignal) =>
  getCatalogProductOptions(pageArgs(query), signal)

export const CATALOGUE_LIST = pathTo('cataLog')
export const catalogueFormPath = (id?: number) =>
  id === undefined ? pathTo('addCataLog') : pathTo('addCataLog', { id })
export const catalogueInfoPath = (id: number) => pathTo('cataLogInfo', { id })
