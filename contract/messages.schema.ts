// Request and response schemas of the message, notice and chat calls (SPEC.md sections 3, 4
// and 7: Session changeMessageStatus/getMessageListByUserLoginId, Business network Chat).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { MAX_CHAT_LENGTH, MESSAGE_TABS, type NoticeType } from './messages.constants.ts'
import { pageRequest } from './paging.schema.ts'

/** Calls without input still validate that the body is an object. */
export const emptyRequest = z.object({})

const tab = z.enum(MESSAGE_TABS, { error: 'oneOfNoticeInfoBusi' })
const id = z.coerce.string({ error: 'required' }).regex(/^\d{1,12}$/, { error: 'notAnId' })
const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })

export const messageListRequest = pageRequest.extend({ tab: tab.default('NOTICE') })
export type MessageListRequest = z.input<typeof messageListRequest>

export interface MessageItem {
  id: string
  type: NoticeType
  title: string
  content: string
  creationDate: string
  isRead: 0 | 1
  /** The sending party (a friend, an applicant), '' for system notices. */
  partyId: string
  refType: string
  refId: string
}

/** Either one message (`id`) or a whole tab (`tab`) is marked read. */
export const changeMessageStatusRequest = z
  .object({ id: id.optional(), tab: tab.optional() })
  .refine((v) => v.id !== undefined || v.tab !== undefined, { error: 'idOrTabRequired', path: ['id'] })
export type ChangeMessageStatusRequest = z.input<typeof changeMessageStatusRequest>

export interface UnreadCounts {
  /** The bell: every unread message of the caller. */
  mesNum: number
  fetchNoticeNum: number
  friendRepliesNum: number
  disReqNum: number
  friendApplyNum: number
}

export interface ChangeMessageStatusResponse extends UnreadCounts {
  /** How many messages this call turned from unread to read. */
  marked: number
}

export const messageDetailRequest = z.object({ selectedTab: tab.default('NOTICE') })

/** A friend-message item (SPEC.md section 3). */
export interface FriendMessageItem {
  partyId: string
  partyLogoUrl: string
  groupName: string
  replyTime: string
  lastContent: string
  unread: number
}

/** A business-opportunity request item (SPEC.md section 3). */
export interface BusiRequestItem {
  id: string
  type: 'DIS' | 'APPLY'
  title: string
  content: string
  groupName: string
  applyPartyId: string
  infoId: string
  creationDate: string
  isRead: 0 | 1
}

/** getMessageDetailFromNewMerchant: the bell's dropdown (SPEC.md section 3, message-detail response). */
export interface MessageDetailResponse {
  list: MessageItem[] | FriendMessageItem[] | BusiRequestItem[]
  fetchNoticeNum: number
  friendRepliesNum: number
  disReqNum: number
  friendApplyNum: number
}

export const noticeByTimerRequest = z.object({
  /** The `lastId` of the previous answer; omitted on the first poll. */
  afterId: id.optional(),
  /** Alternatively, notices created after this instant. */
  since: z.iso.datetime({ error: 'notAnIsoTime' }).optional(),
})

/** A notification (SPEC.md section 3). */
export interface NoticeItem {
  id: string
  type: NoticeType
  title: string
  content: string
  partyId: string
  time: string
}

export interface NoticeByTimerResponse {
  list: NoticeItem[]
  /** Pass as `afterId` on the next poll. */
  lastId: string
  mesNum: number
}

export const changeNoticeStatusRequest = z.object({ id })

export const friendListRequest = pageRequest

export const friendRecordRequest = pageRequest.extend({ partyId })

export interface ChatRecordItem {
  id: string
  direction: 'IN' | 'OUT'
  contentType: 'TEXT' | 'IMAGE' | 'PRODUCT'
  content: string
  time: string
  isRead: 0 | 1
}

export const sendFriendMessageRequest = z.object({
  partyId,
  content: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_CHAT_LENGTH, { error: 'tooLong' }),
})

export const friendPartyRequest = z.object({ partyId })

export const noReadOldMessageRequest = z.object({ partyId })

/** One record (`id`), or the caller's whole conversation with `partyId`. */
export const deleteFriendRecordRequest = z
  .object({ id: id.optional(), partyId: partyId.optional() })
  .refine((v) => v.id !== undefined || v.partyId !== undefined, {
    error: 'idOrPartyIdRequired',
    path: ['id'],
  })
