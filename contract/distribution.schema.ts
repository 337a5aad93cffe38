// Request and response shapes of the distribution calls of SPEC.md section 7 owned by the
// cooperation/members/ranks/groups/salesmen area (distribution-setup.schema.ts holds the rest).
// Every call is POST with a `data` payload; the server also accepts the same fields at the
// top level (docs/decisions.md, Distribution). The browser imports the types only.
import { z } from 'zod'
import { pageRequest } from './paging.schema.ts'

const id = z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'min1' })
const ids = z.array(id, { error: 'required' }).min(1, { error: 'required' }).max(500, { error: 'tooMany' })
const keyword = z.string().trim().max(100, { error: 'tooLong' }).optional()
const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
const remark = z.string().trim().max(500, { error: 'tooLong' }).default('')
const flag = z.coerce.number({ error: 'flag' }).int().min(0, { error: 'flag' }).max(1, { error: 'flag' })
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'tooLong' })

export const COOPERATION_STATUSES = ['PENDING', 'OPENED', 'REJECTED'] as const
export const MEMBER_STATUSES = ['ENABLED', 'DISABLED'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

// ---- cooperation applications ----

export const reqListRequest = pageRequest.extend({
  status: z.enum(COOPERATION_STATUSES, { error: 'invalid' }).optional(),
  keyword,
})

export const decisionRequest = z
  .object({
    partyId,
    option: z.enum(['OPENED', 'REJECTED'], { error: 'invalid' }),
    tip: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.option === 'REJECTED' && !v.tip)
      ctx.addIssue({ code: 'custom', path: ['tip'], message: 'required' })
  })

/** Y: decided. LIMIT: the plan's member cap is reached; nothing was written (SPEC.md section 4). */
export type DecisionFlag = 'Y' | 'LIMIT'
export interface DecisionResponse {
  flag: DecisionFlag
  /** The member cap of the caller's plan when flag is LIMIT. */
  memberCap?: number
}

export const reqMemberDetailsRequest = z.object({ partyId })

export interface CooperationApplicationItem {
  applicationId: number
  partyId: string
  name: string
  contactName: string
  contactPhone: string
  message: string
  status: (typeof COOPERATION_STATUSES)[number]
  tip: string
  createdAt: string
  decidedAt: string | null
}

export interface ReqMemberDetails {
  partyId: string
  name: string
  contactName: string
  contactPhone: string
  email: string
  address: string
  /** Region names, province to county, where known. */
  region: string
  isMember: boolean
  applications: CooperationApplicationItem[]
}

// ---- members ----

export const memberListRequest = pageRequest.extend({
  keyword,
  status: z.enum(MEMBER_STATUSES, { error: 'invalid' }).optional(),
  rankId: id.optional(),
  groupId: id.optional(),
  salesmanId: id.optional(),
})

export const memberRequest = z.object({ memberId: id })
export const memberOrdersRequest = pageRequest.extend({ memberId: id })
export const memberOrderDetailsRequest = z.object({ orderId: id })
export const memberStatusRequest = z.object({
  memberId: id,
  status: z.enum(MEMBER_STATUSES, { error: 'invalid' }),
})
export const memberRemarkRequest = z.object({ memberId: id, remark })
export const memberRankRequest = z.object({ memberIds: ids, rankId: id })
export const memberGroupsRequest = z.object({
  memberId: id,
  groupIds: z.array(id, { error: 'invalid' }).max(100, { error: 'tooMany' }),
})
/** One member (`memberId`) or many (`memberIds`); salesmanId null unassigns. */
export const memberSalesmanRequest = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && !('memberIds' in v) && 'memberId' in v
      ? { ...v, memberIds: [(v as { memberId: unknown }).memberId] }
      : v,
  z.object({ memberIds: ids, salesmanId: id.nullable() }),
)

export interface NamedRef {
  id: number
  name: string
}

export interface MemberItem {
  memberId: number
  partyId: string
  name: string
  contactName: string
  contactPhone: string
  status: MemberStatus
  remark: string
  rank: NamedRef | null
  salesman: NamedRef | null
  groups: NamedRef[]
  orderCount: number
  /** Fen. */
  orderAmount: number
  lastOrderAt: string | null
  createdAt: string
}

export interface MemberDetails extends MemberItem {
  email: string
  address: string
  region: string
  source: string
}

export interface MemberOrderItem {
  orderId: number
  orderNo: string
  channel: string
  status: string
  itemCount: number
  /** Fen. */
  payAmount: number
  createdAt: string
}

export interface MemberOrderDetails extends MemberOrderItem {
  memberName: string
  receiverName: string
  receiverPhone: string
  address: string
  goodsAmount: number
  freightAmount: number
  discountAmount: number
  buyerRemark: string
  paidAt: string | null
  shippedAt: string | null
  completedAt: string | null
  lines: {
    lineId: number
    productName: string
    skuSpec: string
    unitPrice: number
    quantity: number
    amount: number
  }[]
}

// ---- ranks ----

export const rankListRequest = pageRequest.extend({ keyword })
export const rankSaveRequest = z.object({
  rankId: id.optional(),
  name,
  /** 1000 = full distribution price, 950 = 9.5折. */
  discountPermille: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(1, { error: 'min1' })
    .max(1000, { error: 'max1000' }),
  isDefault: flag.default(0),
  sort: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(0).max(9999).default(0),
  remark,
})
export const rankRequest = z.object({ rankId: id })
export const rankMembersRequest = pageRequest.extend({ rankId: id, keyword })
export const rankRemoveMembersRequest = z.object({ rankId: id, memberIds: ids })

export interface RankItem {
  rankId: number
  name: string
  discountPermille: number
  isDefault: number
  sort: number
  remark: string
  memberCount: number
  createdAt: string
}

// ---- groups ----

/** `groupId` narrows the list to one group (its page title). */
export const groupListRequest = pageRequest.extend({ keyword, groupId: id.optional() })
export const groupSaveRequest = z.object({ groupId: id.optional(), name, remark })
export const groupRequest = z.object({ groupId: id })
export const groupMembersRequest = pageRequest.extend({ groupId: id, keyword })
export const groupMembersChangeRequest = z.object({ groupId: id, memberIds: ids })

export interface GroupItem {
  groupId: number
  name: string
  remark: string
  memberCount: number
  createdAt: string
}

// ---- salesmen ----

const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
  .regex(/^[0-9+\-\s]{5,32}$/, { error: 'phone' })

export const salesmanListRequest = pageRequest.extend({ keyword, enabled: flag.optional() })
export const salesmanCreateRequest = z.object({
  name,
  phone,
  enabled: flag.default(1),
  isDefault: flag.default(0),
  remark,
})
export const salesmanUpdateRequest = salesmanCreateRequest.extend({ salesmanId: id })
export const salesmanRequest = z.object({ salesmanId: id })
export const SALESMAN_MEMBER_ACTIONS = ['REASSIGN', 'UNASSIGN'] as const
export const salesmanDeleteRequest = z
  .object({
    salesmanId: id,
    /** What happens to the salesman's members; required when there are any. */
    membersAction: z.enum(SALESMAN_MEMBER_ACTIONS, { error: 'invalid' }).optional(),
    reassignTo: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.membersAction === 'REASSIGN' && v.reassignTo === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reassignTo'], message: 'required' })
    }
    if (v.reassignTo !== undefined && v.reassignTo === v.salesmanId) {
      ctx.addIssue({ code: 'custom', path: ['reassignTo'], message: 'sameSalesman' })
    }
  })
export const salesmanBatchRequest = z.object({ salesmanIds: ids, enabled: flag })

export interface SalesmanItem {
  salesmanId: number
  name: string
  phone: string
  enabled: number
  isDefault: number
  remark: string
  userLoginId: string | null
  memberCount: number
  createdAt: string
}

/** deleteSalesman refused because members are assigned and no choice was made (40900 data). */
export interface SalesmanInUse {
  memberCount: number
}
