// The distribution calls of SPEC.md section 7 (cooperation, members, ranks, groups,
// salesmen), all POST with a `data` payload, over the one client (services/http.ts).
import type { CooperationApplicationItem, MemberStatus } from '../../contract/distribution.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { ControlAnswer, PostCall } from '../../contract/all-calls.ts'
import { control } from './http.ts'

function post<N extends PostCall>(
  call: N,
  data: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ControlAnswer<N>> {
  return control(call, { body: { data }, ...(signal ? { signal } : {}) })
}

function list<N extends PostCall, F extends object>(
  call: N,
  query: ListQuery<F>,
  signal?: AbortSignal,
  extra = {},
) {
  return post(call, { ...toListRequest(query), ...extra }, signal)
}

// ---- cooperation ----
export interface ReqFilters {
  status?: CooperationApplicationItem['status'] | undefined
  keyword?: string | undefined
}
export const getReqData = (q: ListQuery<ReqFilters>, signal?: AbortSignal) => list('getReqData', q, signal)
export const getReqMemberDetails = (partyId: string, signal?: AbortSignal) =>
  post('getReqMemberDetails', { partyId }, signal)
export const distributionRequestConfirm = (req: {
  partyId: string
  option: 'OPENED' | 'REJECTED'
  tip?: string
}) => post('distributionRequestConfirm', req)

// ---- members ----
export interface MemberFilters {
  keyword?: string | undefined
  status?: MemberStatus | undefined
  rankId?: number | undefined
  groupId?: number | undefined
  salesmanId?: number | undefined
}
export const getMemberData = (q: ListQuery<MemberFilters>, signal?: AbortSignal) =>
  list('getMemberData', q, signal)
export const getMemberDetailsData = (memberId: number, signal?: AbortSignal) =>
  post('getMemberDetailsData', { memberId }, signal)
export const getMemberOrderListData = (q: ListQuery<{ memberId: number }>, signal?: AbortSignal) =>
  list('getMemberOrderListData', q, signal)
export const getMemberSellerOrderDetailsData = (orderId: number, signal?: AbortSignal) =>
  post('getMemberSellerOrderDetailsData', { orderId }, signal)
export const changeMemberStatus = (memberId: number, status: MemberStatus) =>
  post('changeMemberStatus', { memberId, status })
export const saveDistributionMemberRemark = (memberId: number, remark: string) =>
  post('saveDistributionMemberRemark', { memberId, remark })
export const saveDistributionMemberRank = (memberIds: number[], rankId: number) =>
  post('saveDistributionMemberRank', { memberIds, rankId })
export const saveDistributionMemberToGroups = (memberId: number, groupIds: number[]) =>
  post('saveDistributionMemberToGroups', { memberId, groupIds })
export const updateDistributionMemberSalesmanId = (memberIds: number[], salesmanId: number | null) =>
  post('updateDistributionMemberSalesmanId', { memberIds, salesmanId })

// ---- ranks ----
export interface KeywordFilter {
  keyword?: string | undefined
}
export const getRankData = (q: ListQuery<KeywordFilter>, signal?: AbortSignal) =>
  list('getRankData', q, signal)
export const getRankByRankId = (rankId: number, signal?: AbortSignal) =>
  post('getRankByRankId', { rankId }, signal)
export const saveDistributionRank = (rank: Record<string, unknown>) => post('saveDistributionRank', rank)
export const deleteDistributionRank = (rankId: number) => post('deleteDistributionRank', { rankId })
export const getRankMemberData = (q: ListQuery<KeywordFilter & { rankId: number }>, signal?: AbortSignal) =>
  list('getRankMemberData', q, signal)
export const getOutRankMemberData = (
  q: ListQuery<KeywordFilter & { rankId: number }>,
  signal?: AbortSignal,
) => list('getOutRankMemberData', q, signal)
export const removeMemberFromRank = (rankId: number, memberIds: number[]) =>
  post('removeMemberFromRank', { rankId, memberIds })

// ---- groups ----
export const getGroupData = (q: ListQuery<KeywordFilter & { groupId?: number }>, signal?: AbortSignal) =>
  list('getGroupData', q, signal)
export const saveDistributionGroup = (group: Record<string, unknown>) => post('saveDistributionGroup', group)
export const deleteDistributionGroup = (groupId: number) => post('deleteDistributionGroup', { groupId })
export const getGroupMemberData = (q: ListQuery<KeywordFilter & { groupId: number }>, signal?: AbortSignal) =>
  list('getGroupMemberData', q, signal)
export const getOutGroupMemberData = (
  q: ListQuery<KeywordFilter & { groupId: number }>,
  signal?: AbortSignal,
) => list('getOutGroupMemberData', q, signal)
export const saveDistributionMembersToGroup = (groupId: number, memberIds: number[]) =>
  post('saveDistributionMembersToGroup', { groupId, memberIds })
export const removeMemberFromGroup = (groupId: number, memberIds: number[]) =>
  post('removeMemberFromGroup', { groupId, memberIds })

// ---- salesmen ----
export interface SalesmanFilters {
  keyword?: string | undefined
  enabled?: number | undefined
}
export const getSalesman = (q: ListQuery<SalesmanFilters>, signal?: AbortSignal) =>
  list('getSalesman', q, signal)
/** Enabled salesmen for pickers (a merchant has few; one page of 100). */
export const getSalesmanOptions = (signal?: AbortSignal) =>
  post('getSalesman', { page: 1, pageSize: 100, enabled: 1 }, signal).then((p) => p.list)
export const getRankOptions = (signal?: AbortSignal) =>
  post('getRankData', { page: 1, pageSize: 100 }, signal).then((p) => p.list)
export const getGroupOptions = (signal?: AbortSignal) =>
  post('getGroupData', { page: 1, pageSize: 100, sortField: 'name' }, signal).then((p) => p.list)
export const getIsFlagSalesman = (signal?: AbortSignal) => post('getIsFlagSalesman', {}, signal)
export const getSalesmanOne = (salesmanId: number, signal?: AbortSignal) =>
  post('getSalesmanOne', { salesmanId }, signal)
export const createSalesman = (s: Record<string, unknown>) => post('createSalesman', s)
export const updateSalesman = (s: Record<string, unknown>) => post('updateSalesman', s)
export const deleteSalesman = (
  salesmanId: number,
  choice?: { membersAction: 'REASSIGN' | 'UNASSIGN'; reassignTo?: number | undefined },
) => post('deleteSalesman', { salesmanId, ...choice })
export const updateSalesmanBatch = (salesmanIds: number[], enabled: 0 | 1) =>
  post('updateSalesmanBatch', { salesmanIds, enabled })
