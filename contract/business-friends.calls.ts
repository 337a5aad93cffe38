// The /control calls of business friends and friend requests, a part of business-network.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import {
  acceptBusiFriendApplyRequest,
  applyBusiFriendRequest,
  applyBusiFriendResponse,
  busiFriendApplyItem,
  busiFriendApplyRequest,
  busiFriendDetail,
  busiFriendDetailRequest,
  busiFriendItem,
  busiFriendListRequest,
  countAddFriendResponse,
  isSuccessResponse,
  recordMessageProduct,
  recordMessageProductRequest,
  rejectBusiFriendApplyRequest,
} from './business-friends.schema.ts'
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const businessFriendsCalls = defineCalls({
  getBusiFriendListFromNewMerchant: {
    request: busiFriendListRequest,
    response: pageOf(busiFriendItem),
    access: 'business-network',
    audit: read,
  },
  getBusiFriendDetailFromNewMerchant: {
    request: busiFriendDetailRequest,
    response: busiFriendDetail,
    access: 'business-network',
    audit: read,
  },
  getBusiFriendApplyFromNewMerchant: {
    request: busiFriendApplyRequest,
    response: pageOf(busiFriendApplyItem),
    access: 'business-network',
    audit: read,
  },
  acceptBusiFriendApplyFromNewMerchant: {
    request: acceptBusiFriendApplyRequest,
    response: isSuccessResponse,
    access: 'business-network',
    audit: write('friendApply', 'appliedId'),
  },
  rejectBusiFriendApplyFromNewMerchant: {
    request: rejectBusiFriendApplyRequest,
    response: isSuccessResponse,
    access: 'business-network',
    audit: write('friendApply', 'rejId'),
  },
  countAddFriend: {
    request: emptyRequest,
    response: countAddFriendResponse,
    access: 'business-network',
    audit: read,
  },
  applyBusiFriendFromNewMerchant: {
    request: applyBusiFriendRequest,
    response: applyBusiFriendResponse,
    access: 'business-network',
    audit: write(),
  },
  getRecordMessageProductList: {
    request: recordMessageProductRequest,
    response: pageOf(recordMessageProduct),
    access: 'business-network',
    audit: read,
  },
})
