// The list calls of the catalogue pages over the shared paged-list query.
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import {
  type CatalogueFilters,
  type CatalogueOrderFilters,
  getCatalogList,
  getCatalogProductOptions,
  getCatalogueOrderList,
} from '../../services/catalogue.api.ts'
import { pathTo } from '../../routes/paths.ts'

export const fetchCatalogues = (query: ListQuery<CatalogueFilters>, signal: AbortSignal) =>
  getCatalogList(toListRequest(query), signal)

export const fetchCatalogueOrders = (query: ListQuery<CatalogueOrderFilters>, signal: AbortSignal) =>
  getCatalogueOrderList(toListRequest(query), signal)

export const fetchProductOptions = (query: ListQuery<{ keyword?: string }>, signal: AbortSignal) =>
  getCatalogProductOptions(toListRequest(query), signal)

export const CATALOGUE_LIST = pathTo('cataLog')
export const catalogueFormPath = (id?: number) =>
  id === undefined ? pathTo('addCataLog') : pathTo('addCataLog', { id })
export const catalogueInfoPath = (id: number) => pathTo('cataLogInfo', { id })
