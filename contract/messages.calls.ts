// The /control calls of the message centre, the bell, notices and friend chat.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, untracked, write } from './calls.ts'
import {
  changeMessageStatusRequest,
  changeMessageStatusResponse,
  changeNoticeStatusRequest,
  chatRecordItem,
  deleteFriendRecordRequest,
  friendListRequest,
  friendMessageItem,
  friendPartyRequest,
  friendRecordRequest,
  friendRecordResponse,
  messageDetailRequest,
  messageDetailResponse,
  messageItem,
  messageListRequest,
  noReadOldMessageRequest,
  noticeByTimerRequest,
  noticeByTimerResponse,
  sendFriendMessageRequest,
  unreadCounts,
} from './messages.schema.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const messagesCalls = defineCalls({
  getMessageListByUserLoginId: {
    request: messageListRequest,
    response: pageOf(messageItem),
    access: 'messages',
    audit: read,
  },
  changeMessageStatus: {
    request: changeMessageStatusRequest,
    response: changeMessageStatusResponse,
    access: 'messages',
    audit: untracked("a read mark on the caller's own messages"),
  },
  getMessageDetailFromNewMerchant: {
    request: messageDetailRequest,
    response: messageDetailResponse,
    access: 'messages',
    audit: read,
  },
  getMessageNoticeByTimerFromNewMerchant: {
    request: noticeByTimerRequest,
    response: noticeByTimerResponse,
    access: 'messages',
    audit: read,
  },
  getFetchMessageNumFromNewMerchant: {
    request: emptyRequest,
    response: unreadCounts,
    access: 'messages',
    audit: read,
  },
  changeNoticeStatusFromNewMerchant: {
    request: changeNoticeStatusRequest,
    response: changeMessageStatusResponse,
    access: 'messages',
    audit: untracked("a read mark on the caller's own notices"),
  },
  getFriendInfoNumFromNewMerchant: {
    request: emptyRequest,
    response: z.object({ num: z.number().int() }),
    access: 'messages',
    audit: read,
  },
  getFriendListAndNewRecordFromNewMerchant: {
    request: friendListRequest,
    response: pageOf(friendMessageItem),
    access: 'messages',
    audit: read,
  },
  getFriendRecordDetailFromNewMerchant: {
    request: friendRecordRequest,
    response: friendRecordResponse,
    access: 'messages',
    audit: read,
  },
  getNoReadOldMessageFromNewMerchant: {
    request: noReadOldMessageRequest,
    response: z.object({ list: z.array(chatRecordItem) }),
    access: 'messages',
    audit: read,
  },
  sendFriendMessageFromNewMerchant: {
    request: sendFriendMessageRequest,
    response: chatRecordItem,
    access: 'messages',
    audit: write(),
  },
  changeFriendMessageStatusFromNewMerchant: {
    request: friendPartyRequest,
    response: changeMessageStatusResponse.extend({ num: z.number().int() }),
    access: 'messages',
    audit: untracked("a read mark on the caller's own chat"),
  },
  deteleFriendRecordFromNewMerchant: {
    request: deleteFriendRecordRequest,
    response: z.object({ deleted: z.number().int() }),
    access: 'messages',
    audit: write(),
  },
})
