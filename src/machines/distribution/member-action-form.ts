// The member action dialog of the members page: for each action (remark, rank, groups,
// salesman) what it starts from, what it checks with the contract's limits, and the request
// it sends for one member or the selected ones.
import { MEMBER_GROUPS_MAX, REMARK_MAX } from '../../../contract/distribution.constants.ts'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { checkText } from './field-checks.ts'
import type { MemberDialogKind } from './members-page.machine.ts'

/** Salesman 0 stands for "none" (the request sends null). */
export const NO_SALESMAN = 0

export type MemberActionDraft = {
  remark: string
  rankId: number | null
  groupIds: number[]
  salesmanId: number
}

export const MEMBER_ACTION_LIMITS = { remark: REMARK_MAX, groups: MEMBER_GROUPS_MAX }

/**
 * One member's dialog starts from its current values; a batch starts empty, since the
 * selected members may differ (a batch rank must then be chosen).
 */
export function memberActionDraft(members: readonly MemberItem[]): MemberActionDraft {
  const only = members.length === 1 ? members[0] : undefined
  return {
    remark: only?.remark ?? '',
    rankId: only?.rank?.id ?? null,
    groupIds: only?.groups.map((g) => g.id) ?? [],
    salesmanId: only?.salesman?.id ?? NO_SALESMAN,
  }
}

/** The checks of one action: only the field that action edits. */
export function memberActionChecks(kind: MemberDialogKind): (v: MemberActionDraft) => FieldErrors {
  return (v) => {
    const errors: FieldErrors = {}
    if (kind === 'remark') checkText(errors, 'remark', v.remark, { max: REMARK_MAX })
    if (kind === 'rank' && v.rankId === null) errors.rankId = { reason: 'required' }
    if (kind === 'groups' && v.groupIds.length > MEMBER_GROUPS_MAX)
      errors.groupIds = { reason: 'tooMany', max: MEMBER_GROUPS_MAX }
    return errors
  }
}

export type MemberActionRequest =
  | { call: 'saveDistributionMemberRemark'; memberId: number; remark: string }
  | { call: 'saveDistributionMemberRank'; memberIds: number[]; rankId: number }
  | { call: 'saveDistributionMemberToGroups'; memberId: number; groupIds: number[] }
  | { call: 'updateDistributionMemberSalesmanId'; memberIds: number[]; salesmanId: number | null }

/** The call a checked draft makes. Remark and groups belong to one member (the first). */
export function toMemberActionRequest(
  kind: MemberDialogKind,
  members: readonly MemberItem[],
  v: MemberActionDraft,
): MemberActionRequest {
  const memberIds = members.map((m) => m.memberId)
  const memberId = memberIds[0] ?? 0
  switch (kind) {
    case 'remark':
      return { call: 'saveDistributionMemberRemark', memberId, remark: v.remark.trim() }
    case 'rank':
      return { call: 'saveDistributionMemberRank', memberIds, rankId: v.rankId ?? 0 }
    case 'groups':
      return { call: 'saveDistributionMemberToGroups', memberId, groupIds: v.groupIds }
    case 'salesman':
      return {
        call: 'updateDistributionMemberSalesmanId',
        memberIds,
        salesmanId: v.salesmanId === NO_SALESMAN ? null : v.salesmanId,
      }
  }
}
