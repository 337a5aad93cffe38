// Request and response schemas of the message, notice and chat calls (SPEC.md sections 3, 4
// and 7: Session changeMessageStatus/getMessageListByUserLoginId, Business network Chat).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import { CHAT_CONTENT_TYPES } from './business-friends.constants.ts'
import { MAX_CHAT_LENGTH, MESSAGE_TABS, NOTICE_TYPES } from './messages.constants.ts'
import { pageOf, pageRequest } from './paging.schema.ts'

const tab = z.enum(MESSAGE_TABS, { error: 'oneOfNoticeInfoBusi' })
const id = recordIdString({}, 0)
const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
/** A 0/1 flag in an answer. */
const bit = z.union([z.literal(0), z.literal(1)])
const noticeType = z.enum(NOTICE_TYPES)

export const messageListRequest = pageRequest.extend({ tab: tab.default('NOTICE') })
export type MessageListRequest = z.input<typeof messageListRequest>

export const messageItem = z.object({
  id: z.string(),
  type: noticeType,
  title: z.string(),
  content: z.string(),
  creationDate: z.string(),
  isRead: bit,
  /** The sending party (a friend, an applicant), '' for system notices. */
  partyId: z.string(),
  refType: z.string(),
  refId: z.string(),
})
export type MessageItem = z.infer<typeof messageItem>

/** Either one message (`id`) or a whole tab (`tab`) is marked read. */
export const changeMessageStatusRequest = z
  .object({ id: id.optional(), tab: tab.optional() })
  .refine((v) => v.id !== undefined || v.tab !== undefined, { error: 'idOrTabRequired', path: ['id'] })
export type ChangeMessageStatusRequest = z.input<typeof changeMessageStatusRequest>

export const unreadCounts = z.object({
  /** The bell: every unread message of the caller. */
  mesNum: z.number().int(),
  fetchNoticeNum: z.number().int(),
  friendRepliesNum: z.number().int(),
  disReqNum: z.number().int(),
  friendApplyNum: z.number().int(),
})
export type UnreadCounts = z.infer<typeof unreadCounts>

export const changeMessageStatusResponse = unreadCounts.extend({
  /** How many messages this call turned from unread to read. */
  marked: z.number().int(),
})
export type ChangeMessageStatusResponse = z.infer<typeof changeMessageStatusResponse>

export const messageDetailRequest = z.object({ selectedTab: tab.default('NOTICE') })

/** A friend-message item (SPEC.md section 3). */
export const friendMessageItem = z.object({
  partyId: z.string(),
  partyLogoUrl: z.string(),
  groupName: z.string(),
  replyTime: z.string(),
  lastContent: z.string(),
  unread: z.number().int(),
})
export type FriendMessageItem = z.infer<typeof friendMessageItem>

/** A business-opportunity request item (SPEC.md section 3). */
export const busiRequestItem = z.object({
  id: z.string(),
  type: z.enum(['DIS', 'APPLY']),
  title: z.string(),
  content: z.string(),
  groupName: z.string(),
  applyPartyId: z.string(),
  infoId: z.string(),
  creationDate: z.string(),
  isRead: bit,
  /** What the notice is about (FRIEND_APPLY, EXCHANGE_APPLY...) and its id, '' when none. */
  refType: z.string(),
  refId: z.string(),
})
export type BusiRequestItem = z.infer<typeof busiRequestItem>

/** getMessageDetailFromNewMerchant: the bell's dropdown (SPEC.md section 3, message-detail response). */
export const messageDetailResponse = z.object({
  list: z.union([z.array(messageItem), z.array(friendMessageItem), z.array(busiRequestItem)]),
  fetchNoticeNum: z.number().int(),
  friendRepliesNum: z.number().int(),
  disReqNum: z.number().int(),
  friendApplyNum: z.number().int(),
})
export type MessageDetailResponse = z.infer<typeof messageDetailResponse>

export const noticeByTimerRequest = z.object({
  /** The `lastId` of the previous answer; omitted on the first poll. */
  afterId: id.optional(),
  /** Alternatively, notices created after this instant. */
  since: z.iso.datetime({ error: 'notAnIsoTime' }).optional(),
})

/** A notification (SPEC.md section 3). */
export const noticeItem = z.object({
  id: z.string(),
  type: noticeType,
  title: z.string(),
  content: z.string(),
  partyId: z.string(),
  time: z.string(),
})
export type NoticeItem = z.infer<typeof noticeItem>

export const noticeByTimerResponse = z.object({
  list: z.array(noticeItem),
  /** Pass as `afterId` on the next poll. */
  lastId: z.string(),
  mesNum: z.number().int(),
})
export type NoticeByTimerResponse = z.infer<typeof noticeByTimerResponse>

export const changeNoticeStatusRequest = z.object({ id })

export const friendListRequest = pageRequest

export const friendRecordRequest = pageRequest.extend({ partyId })

/** The product a PRODUCT chat message carries (the sender's product; prices in fen). */
export const chatProduct = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
})
export type ChatProduct = z.infer<typeof chatProduct>

export const chatRecordItem = z.object({
  id: z.string(),
  direction: z.enum(['IN', 'OUT']),
  contentType: z.enum(['TEXT', 'IMAGE', 'PRODUCT']),
  content: z.string(),
  time: z.string(),
  isRead: bit,
  /** Only on PRODUCT messages. */
  product: chatProduct.optional(),
})
export type ChatRecordItem = z.infer<typeof chatRecordItem>

/** getFriendRecordDetailFromNewMerchant: a page of the conversation, with who it is with. */
export const friendRecordResponse = pageOf(chatRecordItem).extend({
  partyId: z.string(),
  groupName: z.string(),
})
export type FriendRecordResponse = z.infer<typeof friendRecordResponse>

/** A text (content), or one of the caller's products (contentType PRODUCT with productId). */
export const sendFriendMessageRequest = z
  .object({
    partyId,
    contentType: z.enum(CHAT_CONTENT_TYPES, { error: 'oneOfTextProduct' }).default('TEXT'),
    content: z.string({ error: 'required' }).trim().max(MAX_CHAT_LENGTH, { error: 'tooLong' }).default(''),
    productId: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.contentType === 'TEXT' && v.content === '')
      ctx.addIssue({ code: 'custom', message: 'required', path: ['content'] })
    if (v.contentType === 'PRODUCT' && v.productId === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['productId'] })
  })
export type SendFriendMessageRequest = z.input<typeof sendFriendMessageRequest>

export const friendPartyRequest = z.object({ partyId })

export const noReadOldMessageRequest = z.object({ partyId })

/** One record (`id`), or the caller's whole conversation with `partyId`. */
export const deleteFriendRecordRequest = z
  .object({ id: id.optional(), partyId: partyId.optional() })
  .refine((v) => v.id !== undefined || v.partyId !== undefined, {
    error: 'idOrPartyIdRequired',
    path: ['id'],
  })
