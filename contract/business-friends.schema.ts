// Request and response schemas of the business friend calls (SPEC.md section 7, Business
// network: Friends; Chat getRecordMessageProductList) and of applyBusiFriendFromNewMerchant,
// which the friend detail page uses to apply. The server validates with these at run time;
// the browser imports the types only.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import {
  FRIEND_APPLY_STATUSES,
  COOPERATION_STANDINGS,
  FRIEND_RELATIONS,
  MAX_FRIEND_APPLY_MESSAGE_LENGTH,
  MAX_FRIEND_KEYWORD_LENGTH,
  MAX_FRIEND_REJECT_TEXT_LENGTH,
} from './business-friends.constants.ts'
import { pageRequest } from './paging.schema.ts'

const id = recordIdString({}, 0)
const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
const keyword = z.string().trim().max(MAX_FRIEND_KEYWORD_LENGTH, { error: 'tooLong' }).optional()
const status = z.enum(FRIEND_APPLY_STATUSES, { error: 'oneOfApplyStatus' })

/** A friend, with its business profile's card fields. */
export const busiFriendItem = z.object({
  partyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  industry: z.string(),
  mainBusiness: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** When the two became friends. */
  since: z.string(),
})
export type BusiFriendItem = z.infer<typeof busiFriendItem>

export const busiFriendListRequest = pageRequest.extend({ keyword })
export type BusiFriendListRequest = z.input<typeof busiFriendListRequest>

export const busiFriendDetailRequest = z.object({ partyId, infoId: id.optional() })
export type BusiFriendDetailRequest = z.input<typeof busiFriendDetailRequest>

/** A merchant's business profile as another merchant sees it (busiFriendDetail). */
export const busiFriendDetail = z.object({
  partyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  businessType: z.string(),
  industry: z.string(),
  mainBusiness: z.string(),
  intro: z.string(),
  images: z.array(z.string()),
  contactName: z.string(),
  /** Shown to friends (and the merchant itself) only; '' otherwise. */
  contactPhone: z.string(),
  address: z.string(),
  relation: z.enum(FRIEND_RELATIONS),
  /** The pending application the merchant sent the caller (relation RECEIVED), else ''. */
  receivedApplyId: z.string(),
  /** The announcement the page was opened from (infoId), if any. */
  announcement: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The caller's cooperation with the merchant (NONE on one's own profile). */
  cooperation: z.enum(COOPERATION_STANDINGS),
})
export type BusiFriendDetail = z.infer<typeof busiFriendDetail>

export const busiFriendApplyRequest = pageRequest.extend({ status: status.optional() })
export type BusiFriendApplyRequest = z.input<typeof busiFriendApplyRequest>

/** A friend application addressed to the caller. */
export const busiFriendApplyItem = z.object({
  id: z.string(),
  applyPartyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  message: z.string(),
  status,
  rejectText: z.string(),
  infoId: z.string(),
  announcementTitle: z.string(),
  createdAt: z.string(),
  decidedAt: z.string(),
})
export type BusiFriendApplyItem = z.infer<typeof busiFriendApplyItem>

export const rejectBusiFriendApplyRequest = z.object({
  rejId: id,
  rejectText: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_FRIEND_REJECT_TEXT_LENGTH, { error: 'tooLong' }),
})
export type RejectBusiFriendApplyRequest = z.input<typeof rejectBusiFriendApplyRequest>

export const acceptBusiFriendApplyRequest = z.object({ appliedId: id })
export type AcceptBusiFriendApplyRequest = z.input<typeof acceptBusiFriendApplyRequest>

/** Only 'Y' is a success (SPEC.md section 7). */
export const isSuccessResponse = z.object({ isSuccess: z.enum(['Y', 'N']) })
export type IsSuccessResponse = z.infer<typeof isSuccessResponse>

export const applyBusiFriendRequest = z.object({
  partyId,
  infoId: id.optional(),
  message: z.string().trim().max(MAX_FRIEND_APPLY_MESSAGE_LENGTH, { error: 'tooLong' }).default(''),
})
export type ApplyBusiFriendRequest = z.input<typeof applyBusiFriendRequest>

export const applyBusiFriendResponse = isSuccessResponse.extend({ id: z.string() })

/** countAddFriend: pending applications addressed to the caller, and its friends. */
export const countAddFriendResponse = z.object({ num: z.number().int(), friendNum: z.number().int() })
export type CountAddFriendResponse = z.infer<typeof countAddFriendResponse>

export const recordMessageProductRequest = pageRequest.extend({ keyword })
export type RecordMessageProductRequest = z.input<typeof recordMessageProductRequest>

/** One of the caller's products that can be sent in a conversation (prices in fen). */
export const recordMessageProduct = z.object({
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
})
export type RecordMessageProduct = z.infer<typeof recordMessageProduct>
