// /control calls of the message centre, the bell, notices and friend chat (SPEC.md section 7).
import type { MessageTab } from '../../contract/messages.constants.ts'
import type {
  ChangeMessageStatusResponse,
  ChatRecordItem,
  FriendMessageItem,
  MessageDetailResponse,
  MessageItem,
  NoticeByTimerResponse,
  UnreadCounts,
} from '../../contract/messages.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export interface PageArgs {
  page: number
  pageSize: number
}

export function getMessageList(
  tab: MessageTab,
  paging: PageArgs,
  signal?: AbortSignal,
): Promise<Page<MessageItem>> {
  return control('getMessageListByUserLoginId', { body: { tab, ...paging }, signal })
}

/** Marks one message (`id`) or a whole tab read; answers how many changed and the new counts. */
export function changeMessageStatus(
  target: { id: string } | { tab: MessageTab },
  signal?: AbortSignal,
): Promise<ChangeMessageStatusResponse> {
  return control('changeMessageStatus', { body: target, signal })
}

export function getMessageDetail(
  selectedTab: MessageTab,
  signal?: AbortSignal,
): Promise<MessageDetailResponse> {
  return control('getMessageDetailFromNewMerchant', { body: { selectedTab }, signal })
}

export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return control('getFetchMessageNumFromNewMerchant', { body: {}, signal })
}

export function getNoticesAfter(
  afterId: string | undefined,
  signal?: AbortSignal,
): Promise<NoticeByTimerResponse> {
  return control('getMessageNoticeByTimerFromNewMerchant', {
    body: afterId === undefined ? {} : { afterId },
    signal,
  })
}

export function changeNoticeStatus(id: string, signal?: AbortSignal): Promise<ChangeMessageStatusResponse> {
  return control('changeNoticeStatusFromNewMerchant', { body: { id }, signal })
}

export function getFriendThreads(paging: PageArgs, signal?: AbortSignal): Promise<Page<FriendMessageItem>> {
  return control('getFriendListAndNewRecordFromNewMerchant', { body: paging, signal })
}

export function getFriendRecords(
  partyId: string,
  paging: PageArgs,
  signal?: AbortSignal,
): Promise<Page<ChatRecordItem> & { partyId: string; groupName: string }> {
  return control('getFriendRecordDetailFromNewMerchant', { body: { partyId, ...paging }, signal })
}

export function sendFriendMessage(
  partyId: string,
  content: string,
  signal?: AbortSignal,
): Promise<ChatRecordItem> {
  return control('sendFriendMessageFromNewMerchant', { body: { partyId, content }, signal })
}

/** Sends one of the merchant's own products on sale (contentType PRODUCT). */
export function sendFriendProduct(
  partyId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<ChatRecordItem> {
  return control('sendFriendMessageFromNewMerchant', {
    body: { partyId, contentType: 'PRODUCT', productId },
    signal,
  })
}

/** The conversation's unread records, oldest first, however many (opening it shows them all). */
export function getNoReadOldMessages(
  partyId: string,
  signal?: AbortSignal,
): Promise<{ list: ChatRecordItem[] }> {
  return control('getNoReadOldMessageFromNewMerchant', { body: { partyId }, signal })
}

/** Unread friend messages over all conversations. */
export function getFriendInfoNum(signal?: AbortSignal): Promise<{ num: number }> {
  return control('getFriendInfoNumFromNewMerchant', { body: {}, signal })
}

export function markFriendRead(
  partyId: string,
  signal?: AbortSignal,
): Promise<ChangeMessageStatusResponse & { num: number }> {
  return control('changeFriendMessageStatusFromNewMerchant', { body: { partyId }, signal })
}

export function deleteFriendRecord(id: string, signal?: AbortSignal): Promise<{ deleted: number }> {
  // The spec's spelling of the call.
  return control('deteleFriendRecordFromNewMerchant', { body: { id }, signal })
}
