// Messages, notices and friend chat (SPEC.md section 7: Session getMessageListByUserLoginId
// and changeMessageStatus; Business network, Chat). Every call is for the messages area's
// roles and reads or changes only the caller's own messages and its tenant's conversations.
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  changeMessageStatusRequest,
  changeNoticeStatusRequest,
  deleteFriendRecordRequest,
  friendListRequest,
  friendPartyRequest,
  friendRecordRequest,
  type MessageDetailResponse,
  messageDetailRequest,
  messageListRequest,
  noReadOldMessageRequest,
  noticeByTimerRequest,
  sendFriendMessageRequest,
} from '../../contract/messages.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { newToken } from '../security/token.ts'
import {
  deleteRecords,
  findChatProduct,
  hasThread,
  isFriend,
  listRecords,
  listThreads,
  markChatNoticesRead,
  markThreadRead,
  senderName,
  sendChatMessage,
  unreadChatCount,
  unreadRecords,
} from './chat.repository.ts'
import {
  findMessage,
  lastMessageId,
  latestBusiRequests,
  latestMessages,
  listMessages,
  markRead,
  noticesAfter,
  type Recipient,
  unreadCounts,
} from './messages.repository.ts'

/** How many items the bell's dropdown lists per tab. */
const DROPDOWN_SIZE = 10
/** At most this many new notices per poll (the rest arrive on the next one). */
const NOTICES_PER_POLL = 20

const area = requireArea('messages')

function recipient(c: { get(key: 'caller'): { partyId: string; userLoginId: string } }): Recipient {
  const caller = c.get('caller')
  return { partyId: caller.partyId, userLoginId: caller.userLoginId }
}

export const messagesRoutes = new Hono<AppEnv>()
  .post('/getMessageListByUserLoginId', requireSession, area, async (c) => {
    const input = await body(c, messageListRequest)
    return ok(c, await listMessages(c.get('deps').db, recipient(c), input.tab, input))
  })
  .post('/changeMessageStatus', requireSession, area, async (c) => {
    const input = await body(c, changeMessageStatusRequest)
    const { db, clock } = c.get('deps')
    const to = recipient(c)
    if (input.id !== undefined && !(await findMessage(db, to, input.id)))
      throw ApiError.notFound('messages.noSuchMessage')
    const marked = await markRead(db, to, { id: input.id, tab: input.tab }, clock.now().toISOString())
    return ok(c, { marked, ...(await unreadCounts(db, to)) })
  })
  .post('/getMessageDetailFromNewMerchant', requireSession, area, async (c) => {
    const { selectedTab } = await body(c, messageDetailRequest)
    const { db } = c.get('deps')
    const to = recipient(c)
    const counts = await unreadCounts(db, to)
    let list: MessageDetailResponse['list']
    if (selectedTab === 'NOTICE') list = await latestMessages(db, to, ['NOTICE'], DROPDOWN_SIZE)
    else if (selectedTab === 'INFO')
      list = (await listThreads(db, to.partyId, { page: 1, pageSize: DROPDOWN_SIZE })).list
    else list = await latestBusiRequests(db, to, DROPDOWN_SIZE)
    const answer: MessageDetailResponse = {
      list,
      fetchNoticeNum: counts.fetchNoticeNum,
      friendRepliesNum: counts.friendRepliesNum,
      disReqNum: counts.disReqNum,
      friendApplyNum: counts.friendApplyNum,
    }
    return ok(c, answer)
  })
  .post('/getMessageNoticeByTimerFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, noticeByTimerRequest)
    const { db } = c.get('deps')
    const to = recipient(c)
    // The first poll only learns where "now" is; notices from before sign-in are in the bell.
    const first = input.afterId === undefined && input.since === undefined
    const list = first ? [] : await noticesAfter(db, to, input, NOTICES_PER_POLL)
    const newest = list.at(-1)?.id
    const lastId = newest ?? input.afterId ?? (await lastMessageId(db, to))
    const { mesNum } = await unreadCounts(db, to)
    return ok(c, { list, lastId, mesNum })
  })
  .post('/getFetchMessageNumFromNewMerchant', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await unreadCounts(c.get('deps').db, recipient(c)))
  })
  .post('/changeNoticeStatusFromNewMerchant', requireSession, area, async (c) => {
    const { id } = await body(c, changeNoticeStatusRequest)
    const { db, clock } = c.get('deps')
    const to = recipient(c)
    if (!(await findMessage(db, to, id))) throw ApiError.notFound('messages.noSuchNotice')
    const marked = await markRead(db, to, { id }, clock.now().toISOString())
    return ok(c, { marked, ...(await unreadCounts(db, to)) })
  })
  .post('/getFriendInfoNumFromNewMerchant', requireSession, area, async (c) => {
    return ok(c, { num: await unreadChatCount(c.get('deps').db, c.get('caller').partyId) })
  })
  .post('/getFriendListAndNewRecordFromNewMerchant', requireSession, area, async (c) => {
    const page = await body(c, friendListRequest)
    return ok(c, await listThreads(c.get('deps').db, c.get('caller').partyId, page))
  })
  .post('/getFriendRecordDetailFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, friendRecordRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    if (!(await hasThread(db, partyId, input.partyId)) && !(await isFriend(db, partyId, input.partyId))) {
      throw ApiError.notFound('messages.noConversation')
    }
    const page = await listRecords(db, partyId, input.partyId, input)
    return ok(c, { ...page, partyId: input.partyId, groupName: await senderName(db, input.partyId) })
  })
  .post('/getNoReadOldMessageFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, noReadOldMessageRequest)
    return ok(c, { list: await unreadRecords(c.get('deps').db, c.get('caller').partyId, input.partyId) })
  })
  .post('/sendFriendMessageFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, sendFriendMessageRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    if (input.partyId === caller.partyId) throw ApiError.invalidInput('partyId', 'notYourself')
    // Only friends may write to each other (an accepted friend application made them friends).
    if (!(await isFriend(db, caller.partyId, input.partyId))) throw ApiError.forbidden('messages.notAFriend')
    // A product message carries one of the caller's own products on sale; its name is the text.
    const product =
      input.contentType === 'PRODUCT' && input.productId !== undefined
        ? await findChatProduct(db, caller.partyId, input.productId)
        : undefined
    if (input.contentType === 'PRODUCT' && !product) throw ApiError.notFound('messages.noSuchProduct')
    const record = await sendChatMessage(db, {
      fromPartyId: caller.partyId,
      fromUserLoginId: caller.userLoginId,
      fromName: await senderName(db, caller.partyId),
      toPartyId: input.partyId,
      content: product ? product.name : input.content,
      product: product && {
        productId: String(product.id),
        name: product.name,
        imageUrl: product.main_image_url,
        minPrice: Number(product.min_price),
        maxPrice: Number(product.max_price),
      },
      messageKey: newToken().slice(0, 32),
      atIso: clock.now().toISOString(),
    })
    return ok(c, record)
  })
  .post('/changeFriendMessageStatusFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, friendPartyRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    const marked = await markThreadRead(db, caller.partyId, input.partyId)
    // Reading a conversation also settles the "friend replied" notices it caused.
    await markChatNoticesRead(db, recipient(c), input.partyId, clock.now().toISOString())
    return ok(c, {
      marked,
      num: await unreadChatCount(db, caller.partyId),
      ...(await unreadCounts(db, recipient(c))),
    })
  })
  .post('/deteleFriendRecordFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, deleteFriendRecordRequest)
    const deleted = await deleteRecords(c.get('deps').db, c.get('caller').partyId, input)
    if (deleted === 0) throw ApiError.notFound('messages.noSuchChatRecord')
    return ok(c, { deleted })
  })
