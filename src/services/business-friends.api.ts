// /control calls of business friends and friend requests (SPEC.md section 7, Business
// network: Friends), the friend application of the detail page, and the products a chat
// message can carry (Chat: getRecordMessageProductList).
import type { FriendApplyStatus } from '../../contract/business-friends.constants.ts'
import type {
  ApplyBusiFriendRequest,
  BusiFriendApplyItem,
  BusiFriendDetail,
  BusiFriendItem,
  CountAddFriendResponse,
  IsSuccessResponse,
  RecordMessageProduct,
} from '../../contract/business-friends.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

/** The friend list's and the product picker's filter. */
export interface KeywordFilters {
  keyword?: string | undefined
}

export interface ApplyFilters {
  status?: FriendApplyStatus | undefined
}

export function getBusiFriendList(
  query: ListQuery<KeywordFilters>,
  signal?: AbortSignal,
): Promise<Page<BusiFriendItem>> {
  return control('getBusiFriendListFromNewMerchant', { body: toListRequest(query), signal })
}

export function getBusiFriendApply(
  query: ListQuery<ApplyFilters>,
  signal?: AbortSignal,
): Promise<Page<BusiFriendApplyItem>> {
  return control('getBusiFriendApplyFromNewMerchant', { body: toListRequest(query), signal })
}

export function getBusiFriendDetail(
  partyId: string,
  infoId: string | undefined,
  signal?: AbortSignal,
): Promise<BusiFriendDetail> {
  return control('getBusiFriendDetailFromNewMerchant', {
    body: infoId ? { partyId, infoId } : { partyId },
    signal,
  })
}

export function acceptBusiFriendApply(appliedId: string, signal?: AbortSignal): Promise<IsSuccessResponse> {
  return control('acceptBusiFriendApplyFromNewMerchant', { body: { appliedId }, signal })
}

export function rejectBusiFriendApply(
  rejId: string,
  rejectText: string,
  signal?: AbortSignal,
): Promise<IsSuccessResponse> {
  return control('rejectBusiFriendApplyFromNewMerchant', { body: { rejId, rejectText }, signal })
}

export function countAddFriend(signal?: AbortSignal): Promise<CountAddFriendResponse> {
  return control('countAddFriend', { body: {}, signal })
}

export function applyBusiFriend(
  input: ApplyBusiFriendRequest,
  signal?: AbortSignal,
): Promise<IsSuccessResponse & { id: string }> {
  return control('applyBusiFriendFromNewMerchant', { body: input, signal })
}

export function getRecordMessageProducts(
  query: ListQuery<KeywordFilters>,
  signal?: AbortSignal,
): Promise<Page<RecordMessageProduct>> {
  return control('getRecordMessageProductList', { body: toListRequest(query), signal })
}
