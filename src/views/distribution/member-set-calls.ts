// The calls behind a member set page: the members of one rank or of one group. Both pages
// are the same screen over different calls, so the screen is written once (member-set-page).
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution.api.ts'
import { pathTo } from '../../routes/paths.ts'

export type MemberSetKind = 'rank' | 'group'
export type MemberSetFilters = { keyword?: string | undefined } & Record<string, unknown>
type MemberPage = (q: ListQuery<MemberSetFilters>, signal: AbortSignal) => Promise<Page<MemberItem>>

export interface MemberSetCalls {
  /** The query-string parameter holding the set's id. */
  param: 'rankId' | 'groupId'
  /** The locale group of its texts. */
  ns: 'ranks' | 'groups'
  /** The list the set is opened from. */
  back: string
  loadName: (id: number, signal: AbortSignal) => Promise<string>
  inside: MemberPage
  outside: MemberPage
  add: (id: number, memberIds: number[]) => Promise<unknown>
  remove: (id: number, memberIds: number[]) => Promise<unknown>
}

export const MEMBER_SET_CALLS: Record<MemberSetKind, MemberSetCalls> = {
  rank: {
    param: 'rankId',
    ns: 'ranks',
    back: pathTo('ranks'),
    loadName: (id, signal) => api.getRankByRankId(id, signal).then((r) => r.name),
    inside: (q, signal) => api.getRankMemberData(q as ListQuery<{ rankId: number }>, signal),
    outside: (q, signal) => api.getOutRankMemberData(q as ListQuery<{ rankId: number }>, signal),
    add: (id, ids) => api.saveDistributionMemberRank(ids, id),
    remove: (id, ids) => api.removeMemberFromRank(id, ids),
  },
  group: {
    param: 'groupId',
    ns: 'groups',
    back: pathTo('groups'),
    loadName: async (id, signal) => {
      // Groups have no single-read call: the group list narrowed to this id; an empty page
      // is the same "not found" the rank's read answers.
      const page = await api.getGroupData({ page: 1, pageSize: 1, filters: { groupId: id } }, signal)
      const group = page.list[0]
      if (!group) throw { code: 40400, message: 'group not found' }
      return group.name
    },
    inside: (q, signal) => api.getGroupMemberData(q as ListQuery<{ groupId: number }>, signal),
    outside: (q, signal) => api.getOutGroupMemberData(q as ListQuery<{ groupId: number }>, signal),
    add: (id, ids) => api.saveDistributionMembersToGroup(id, ids),
    remove: (id, ids) => api.removeMemberFromGroup(id, ids),
  },
}
