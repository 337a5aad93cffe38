// The distribution calls of SPEC.md section 7 (cooperation, members, ranks, groups,
// salesmen), all POST with a `data` payload, over the one client (services/http.ts).
import type {
  CooperationApplicationItem,
  DecisionResponse,
  GroupItem,
  MemberDetails,
  MemberItem,
  MemberOrderDetails,
  MemberOrderItem,
  MemberStatus,
  RankItem,
  ReqMemberDetails,
  SalesmanItem,
} from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import { control } from './http.ts'

function post<T>(call: string, data: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  return control<T>(call, { body: { data }, ...(signal ? { signal } : {}) })
}

function list<T, F extends object>(call: string, query: ListQuery<F>, signal?: AbortSignal, extra = {}) {
  return post<Page<T>>(call, { ...toListRequest(query), ...extra }, signal)
}

// ---- cooperation ----
export interface ReqFilters {
  status?: CooperationApplicationItem['status'] | undefined
  keyword?: string | undefined
}
export const getReqData = (q: ListQuery<ReqFilters>, signal?: AbortSignal) =>
  list<CooperationApplicationItem, ReqFilters>('getReqData', q, signal)
export const getReqMemberDetails = (partyId: string, signal?: AbortSignal) =>
  post<ReqMemberDetails>('getReqMemberDetails', { partyId }, signal)
export const distributionRequestConfirm = (req: {
  partyId: string
  option: 'OPENED' | 'REJECTED'
  tip?: string
}) => post<DecisionResponse>('distributionRequestConfirm', req)

// ---- members ----
export interface MemberFilters {
  keyword?: string | undefined
  status?: MemberStatus | undefined
  rankId?: number | undefined
  groupId?: number | undefined
  salesmanId?: number | undefined
}
export const getMemberData = (q: ListQuery<MemberFilters>, signal?: AbortSignal) =>
  list<MemberItem, MemberFilters>('getMemberData', q, signal)
export const getMemberDetailsData = (memberId: number, signal?: AbortSignal) =>
  post<MemberDetails>('getMemberDetailsData', { memberId }, signal)
export const getMemberOrderListData = (q: ListQuery<{ memberId: number }>, signal?: AbortSignal) =>
  list<MemberOrderItem, { memberId: number }>('getMemberOrderListData', q, signal)
export const getMemberSellerOrderDetailsData = (orderId: number, signal?: AbortSignal) =>
  post<MemberOrderDetails>('getMemberSellerOrderDetailsData', { orderId }, signal)
export const changeMemberStatus = (memberId: number, status: MemberStatus) =>
  post<null>('changeMemberStatus', { memberId, status })
export const saveDistributionMemberRemark = (memberId: number, remark: string) =>
  post<null>('saveDistributionMemberRemark', { memberId, remark })
export const saveDistributionMemberRank = (memberIds: number[], rankId: number) =>
  post<null>('saveDistributionMemberRank', { memberIds, rankId })
export const saveDistributionMemberToGroups = (memberId: number, groupIds: number[]) =>
  post<null>('saveDistributionMemberToGroups', { memberId, groupIds })
export const updateDistributionMemberSalesmanId = (memberIds: number[], salesmanId: number | null) =>
  post<{ updated: number }>('updateDistributionMemberSalesmanId', { memberIds, salesmanId })

// ---- ranks ----
export interface KeywordFilter {
  keyword?: string | undefined
}
export const getRankData = (q: ListQuery<KeywordFilter>, signal?: AbortSignal) =>
  list<RankItem, KeywordFilter>('getRankData', q, signal)
export const getRankByRankId = (rankId: number, signal?: AbortSignal) =>
  post<RankItem>('getRankByRankId', { rankId }, signal)
export const saveDistributionRank = (rank: Record<string, unknown>) =>
  post<RankItem>('saveDistributionRank', rank)
export const deleteDistributionRank = (rankId: number) => post<null>('deleteDistributionRank', { rankId })
export const getRankMemberData = (q: ListQuery<KeywordFilter & { rankId: number }>, signal?: AbortSignal) =>
  list<MemberItem, KeywordFilter & { rankId: number }>('getRankMemberData', q, signal)
export const getOutRankMemberData = (
  q: ListQuery<KeywordFilter & { rankId: number }>,
  signal?: AbortSignal,
) => list<MemberItem, KeywordFilter & { rankId: number }>('getOutRankMemberData', q, signal)
export const removeMemberFromRank = (rankId: number, memberIds: number[]) =>
  post<null>('removeMemberFromRank', { rankId, memberIds })

// ---- groups ----
export const getGroupData = (q: ListQuery<KeywordFilter & { groupId?: number }>, signal?: AbortSignal) =>
  list<GroupItem, KeywordFilter & { groupId?: number }>('getGroupData', q, signal)
export const saveDistributionGroup = (group: Record<string, unknown>) =>
  post<GroupItem>('saveDistributionGroup', group)
export const deleteDistributionGroup = (groupId: number) => post<null>('deleteDistributionGroup', { groupId })
export const getGroupMemberData = (q: ListQuery<KeywordFilter & { groupId: number }>, signal?: AbortSignal) =>
  list<MemberItem, KeywordFilter & { groupId: number }>('getGroupMemberData', q, signal)
export const getOutGroupMemberData = (
  q: ListQuery<KeywordFilter & { groupId: number }>,
  signal?: AbortSignal,
) => list<MemberItem, KeywordFilter & { groupId: number }>('getOutGroupMemberData', q, signal)
export const saveDistributionMembersToGroup = (groupId: number, memberIds: number[]) =>
  post<null>('saveDistributionMembersToGroup', { groupId, memberIds })
export const removeMemberFromGroup = (groupId: number, memberIds: number[]) =>
  post<null>('removeMemberFromGroup', { groupId, memberIds })

// ---- salesmen ----
export interface SalesmanFilters {
  keyword?: string | undefined
  enabled?: number | undefined
}
export const getSalesman = (q: ListQuery<SalesmanFilters>, signal?: AbortSignal) =>
  list<SalesmanItem, SalesmanFilters>('getSalesman', q, signal)
/** Enabled salesmen for pickers (a merchant has few; one page of 100). */
export const getSalesmanOptions = (signal?: AbortSignal) =>
  post<Page<SalesmanItem>>('getSalesman', { page: 1, pageSize: 100, enabled: 1 }, signal).then((p) => p.list)
export const getRankOptions = (signal?: AbortSignal) =>
  post<Page<RankItem>>('getRankData', { page: 1, pageSize: 100 }, signal).then((p) => p.list)
export const getGroupOptions = (signal?: AbortSignal) =>
  post<Page<GroupItem>>('getGroupData', { page: 1, pageSize: 100, sortField: 'name' }, signal).then(
    (p) => p.list,
  )
export const getIsFlagSalesman = (signal?: AbortSignal) =>
  post<{ isSalesman: boolean; salesman: SalesmanItem | null; defaultSalesman: SalesmanItem | null }>(
    'getIsFlagSalesman',
    {},
    signal,
  )
export const getSalesmanOne = (salesmanId: number, signal?: AbortSignal) =>
  post<SalesmanItem>('getSalesmanOne', { salesmanId }, signal)
export const createSalesman = (s: Record<string, unknown>) => post<SalesmanItem>('createSalesman', s)
export const updateSalesman = (s: Record<string, unknown>) => post<SalesmanItem>('updateSalesman', s)
export const deleteSalesman = (
  salesmanId: number,
  choice?: { membersAction: 'REASSIGN' | 'UNASSIGN'; reassignTo?: number | undefined },
) => post<null>('deleteSalesman', { salesmanId, ...choice })
export const updateSalesmanBatch = (salesmanIds: number[], enabled: 0 | 1) =>
  post<{ updated: number }>('updateSalesmanBatch', { salesmanIds, enabled })
