// Request and response shapes of the distribution calls of SPEC.md section 7 owned by the
// cooperation/members/ranks/groups/salesmen area (distribution-setup.schema.ts holds the rest).
// Every call is POST with a `data` payload; the server also accepts the same fields at the
// top level (docs/decisions.md, Distribution). The browser imports the types only.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import {
  DISCOUNT_PERMILLE,
  MEMBER_GROUPS_MAX,
  MEMBER_IDS_MAX,
  NAME_MAX,
  PHONE_MAX,
  RANK_SORT,
  REMARK_MAX,
} from './distribution.constants.ts'
import { pageRequest } from './paging.schema.ts'

const id = recordId()
const ids = z
  .array(id, { error: 'required' })
  .min(1, { error: 'required' })
  .max(MEMBER_IDS_MAX, { error: 'tooMany' })
const keyword = z.string().trim().max(100, { error: 'tooLong' }).optional()
const partyId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
const remark = z.string().trim().max(REMARK_MAX, { error: 'tooLong' }).default('')
const flag = z.coerce.number({ error: 'flag' }).int().min(0, { error: 'flag' }).max(1, { error: 'flag' })
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX, { error: 'tooLong' })

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
export const DECISION_FLAGS = ['Y', 'LIMIT'] as const
export type DecisionFlag = (typeof DECISION_FLAGS)[number]
export const decisionResponse = z.object({
  flag: z.enum(DECISION_FLAGS),
  /** The member cap of the caller's plan when flag is LIMIT. */
  memberCap: z.number().int().optional(),
})
export type DecisionResponse = z.infer<typeof decisionResponse>

export type DecisionRequest = z.infer<typeof decisionRequest>

export const reqMemberDetailsRequest = z.object({ partyId })

export const cooperationApplicationItem = z.object({
  applicationId: z.number().int(),
  partyId: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  message: z.string(),
  status: z.enum(COOPERATION_STATUSES),
  tip: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type CooperationApplicationItem = z.infer<typeof cooperationApplicationItem>

export const reqMemberDetails = z.object({
  partyId: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  address: z.string(),
  /** Region names, province to county, where known. */
  region: z.string(),
  isMember: z.boolean(),
  applications: z.array(cooperationApplicationItem),
})
export type ReqMemberDetails = z.infer<typeof reqMemberDetails>

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
  groupIds: z.array(id, { error: 'invalid' }).max(MEMBER_GROUPS_MAX, { error: 'tooMany' }),
})
/** One member (`memberId`) or many (`memberIds`); salesmanId null unassigns. */
export const memberSalesmanRequest = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && !('memberIds' in v) && 'memberId' in v
      ? { ...v, memberIds: [(v as { memberId: unknown }).memberId] }
      : v,
  z.object({ memberIds: ids, salesmanId: id.nullable() }),
)

export const namedRef = z.object({ id: z.number().int(), name: z.string() })
export type NamedRef = z.infer<typeof namedRef>

export const memberItem = z.object({
  memberId: z.number().int(),
  partyId: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.enum(MEMBER_STATUSES),
  remark: z.string(),
  rank: namedRef.nullable(),
  salesman: namedRef.nullable(),
  groups: z.array(namedRef),
  orderCount: z.number().int(),
  /** Fen. */
  orderAmount: z.number().int(),
  lastOrderAt: z.string().nullable(),
  createdAt: z.string(),
})
export type MemberItem = z.infer<typeof memberItem>

export const memberDetails = memberItem.extend({
  email: z.string(),
  address: z.string(),
  region: z.string(),
  source: z.string(),
})
export type MemberDetails = z.infer<typeof memberDetails>

export const memberOrderItem = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  channel: z.string(),
  status: z.string(),
  itemCount: z.number().int(),
  /** Fen. */
  payAmount: z.number().int(),
  createdAt: z.string(),
})
export type MemberOrderItem = z.infer<typeof memberOrderItem>

export const memberOrderDetails = memberOrderItem.extend({
  memberName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  goodsAmount: z.number().int(),
  freightAmount: z.number().int(),
  discountAmount: z.number().int(),
  buyerRemark: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      productName: z.string(),
      skuSpec: z.string(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
})
export type MemberOrderDetails = z.infer<typeof memberOrderDetails>

/** How many rows a batch change touched. */
export const updatedResponse = z.object({ updated: z.number().int() })
export type UpdatedResponse = z.infer<typeof updatedResponse>

// ---- ranks ----

export const rankListRequest = pageRequest.extend({ keyword })
export const rankSaveRequest = z.object({
  rankId: id.optional(),
  name,
  /** 1000 = full distribution price, 950 = 9.5折. */
  discountPermille: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(DISCOUNT_PERMILLE.min, { error: 'min1' })
    .max(DISCOUNT_PERMILLE.max, { error: 'max1000' }),
  isDefault: flag.default(0),
  sort: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(RANK_SORT.min)
    .max(RANK_SORT.max)
    .default(0),
  remark,
})
export type RankSaveRequest = z.infer<typeof rankSaveRequest>
export const rankRequest = z.object({ rankId: id })
export const rankMembersRequest = pageRequest.extend({ rankId: id, keyword })
export const rankRemoveMembersRequest = z.object({ rankId: id, memberIds: ids })

export const rankItem = z.object({
  rankId: z.number().int(),
  name: z.string(),
  discountPermille: z.number().int(),
  isDefault: z.number().int(),
  sort: z.number().int(),
  remark: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
})
export type RankItem = z.infer<typeof rankItem>

// ---- groups ----

/** `groupId` narrows the list to one group (its page title). */
export const groupListRequest = pageRequest.extend({ keyword, groupId: id.optional() })
export const groupSaveRequest = z.object({ groupId: id.optional(), name, remark })
export type GroupSaveRequest = z.infer<typeof groupSaveRequest>
export const groupRequest = z.object({ groupId: id })
export const groupMembersRequest = pageRequest.extend({ groupId: id, keyword })
export const groupMembersChangeRequest = z.object({ groupId: id, memberIds: ids })

export const groupItem = z.object({
  groupId: z.number().int(),
  name: z.string(),
  remark: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
})
export type GroupItem = z.infer<typeof groupItem>

// ---- salesmen ----

const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(PHONE_MAX, { error: 'tooLong' })
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
export type SalesmanCreateRequest = z.infer<typeof salesmanCreateRequest>
export type SalesmanUpdateRequest = z.infer<typeof salesmanUpdateRequest>
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
export type SalesmanDeleteRequest = z.infer<typeof salesmanDeleteRequest>
export const salesmanBatchRequest = z.object({ salesmanIds: ids, enabled: flag })

export const salesmanItem = z.object({
  salesmanId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  enabled: z.number().int(),
  isDefault: z.number().int(),
  remark: z.string(),
  userLoginId: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
})
export type SalesmanItem = z.infer<typeof salesmanItem>

/** getIsFlagSalesman: whether the caller is one of the merchant's salesmen, and the default one. */
export const isFlagSalesmanResponse = z.object({
  isSalesman: z.boolean(),
  salesman: salesmanItem.nullable(),
  defaultSalesman: salesmanItem.nullable(),
})
export type IsFlagSalesmanResponse = z.infer<typeof isFlagSalesmanResponse>

/** deleteSalesman refused because members are assigned and no choice was made (40900 data). */
export const salesmanInUse = z.object({ memberCount: z.number().int() })
export type SalesmanInUse = z.infer<typeof salesmanInUse>
