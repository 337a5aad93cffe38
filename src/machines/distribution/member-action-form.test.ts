import { describe, expect, it } from 'vitest'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import { memberActionChecks, memberActionDraft, toMemberActionRequest } from './member-action-form.ts'

function member(memberId: number, over: Partial<MemberItem> = {}): MemberItem {
  return {
    memberId,
    partyId: `PD${memberId}`,
    name: `商行${memberId}`,
    contactName: '',
    contactPhone: '',
    status: 'ENABLED',
    remark: '老客户',
    rank: { id: 2, name: '银牌' },
    salesman: { id: 5, name: '周明' },
    groups: [{ id: 7, name: '华东区' }],
    orderCount: 0,
    orderAmount: 0,
    lastOrderAt: null,
    createdAt: '',
    ...over,
  }
}

describe('member action form', () => {
  it("one member's dialog starts from its values; a batch starts empty", () => {
    expect(memberActionDraft([member(1)])).toEqual({
      remark: '老客户',
      rankId: 2,
      groupIds: [7],
      salesmanId: 5,
    })
    expect(memberActionDraft([member(1), member(2)])).toEqual({
      remark: '',
      rankId: null,
      groupIds: [],
      salesmanId: 0,
    })
  })

  it('checks only the field of its action, with the limit named', () => {
    const draft = { remark: 'r'.repeat(501), rankId: null, groupIds: [], salesmanId: 0 }
    expect(memberActionChecks('remark')(draft)).toEqual({ remark: { reason: 'tooLong', max: 500 } })
    expect(memberActionChecks('rank')(draft)).toEqual({ rankId: { reason: 'required' } })
    expect(memberActionChecks('salesman')(draft)).toEqual({})
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    expect(memberActionChecks('groups')({ ...draft, groupIds: many })).toEqual({
      groupIds: { reason: 'tooMany', max: 100 },
    })
  })

  it('maps each action to its call, for one member or the selected ones', () => {
    const two = [member(1), member(2)]
    const draft = { remark: ' vip ', rankId: 3, groupIds: [7, 8], salesmanId: 0 }
    expect(toMemberActionRequest('remark', [member(1)], draft)).toEqual({
      call: 'saveDistributionMemberRemark',
      memberId: 1,
      remark: 'vip',
    })
    expect(toMemberActionRequest('rank', two, draft)).toEqual({
      call: 'saveDistributionMemberRank',
      memberIds: [1, 2],
      rankId: 3,
    })
    expect(toMemberActionRequest('groups', [member(1)], draft)).toEqual({
      call: 'saveDistributionMemberToGroups',
      memberId: 1,
      groupIds: [7, 8],
    })
    // "None" unassigns the salesman.
    expect(toMemberActionRequest('salesman', two, draft)).toEqual({
      call: 'updateDistributionMemberSalesmanId',
      memberIds: [1, 2],
      salesmanId: null,
    })
    expect(toMemberActionRequest('salesman', two, { ...draft, salesmanId: 5 })).toMatchObject({
      salesmanId: 5,
    })
  })
})
