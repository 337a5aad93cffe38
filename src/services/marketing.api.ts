// /control calls of marketing: price promotions, limit-purchase rules and the products a
// promotion may take (docs/api.md, Marketing).
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { PromotionKind, PromotionTab } from '../../contract/marketing.constants.ts'
import type {
  LimitPurchaseListResponse,
  LimitPurchaseRow,
  ProductOption,
  PromotionDetail,
  PromotionListResponse,
  SaveLimitPurchaseRequest,
  SavePromotionRequest,
} from '../../contract/marketing.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

/** The promotion list's filters; empty ones are left out of the request. */
export interface PromotionListFilters {
  keyword?: string | undefined
  kind?: PromotionKind | undefined
  tab?: PromotionTab | undefined
}

export function getPromotionList(
  query: ListQuery<PromotionListFilters>,
  signal?: AbortSignal,
): Promise<PromotionListResponse> {
  return control('getPromotionList', { body: toListRequest(query), signal })
}

export function getPromotionDetail(id: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return control('getPromotionDetail', { body: { id }, signal })
}

export function savePromotion(input: SavePromotionRequest, signal?: AbortSignal): Promise<PromotionDetail> {
  return control('savePromotion', { body: input, signal })
}

export function stopPromotion(id: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return control('stopPromotion', { body: { id }, signal })
}

export function deletePromotion(id: string, signal?: AbortSignal): Promise<null> {
  return control('deletePromotion', { body: { id }, signal })
}

export function getPromotionProductList(
  query: ListQuery<{ keyword?: string | undefined }>,
  signal?: AbortSignal,
): Promise<Page<ProductOption>> {
  return control('getPromotionProductList', { body: toListRequest(query), signal })
}

export interface LimitPurchaseFilters {
  keyword?: string | undefined
  tab?: PromotionTab | undefined
}

export function getLimitPurchaseList(
  query: ListQuery<LimitPurchaseFilters>,
  signal?: AbortSignal,
): Promise<LimitPurchaseListResponse> {
  return control('getLimitPurchaseList', { body: toListRequest(query), signal })
}

export function saveLimitPurchase(
  input: SaveLimitPurchaseRequest,
  signal?: AbortSignal,
): Promise<LimitPurchaseRow> {
  return control('saveLimitPurchase', { body: input, signal })
}

export function stopLimitPurchase(id: string, signal?: AbortSignal): Promise<LimitPurchaseRow> {
  return control('stopLimitPurchase', { body: { id }, signal })
}

export function deleteLimitPurchase(id: string, signal?: AbortSignal): Promise<null> {
  return control('deleteLimitPurchase', { body: { id }, signal })
}
