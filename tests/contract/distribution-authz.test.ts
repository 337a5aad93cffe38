// Who may call the distribution area (contract/roles.ts AREA_ROLES.distribution).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { AREA_ROLES, demoUserName, ROLES } from '../../contract/roles.ts'
import { dcall } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const CALLS = [
  'getReqData',
  'distributionRequestConfirm',
  'getReqMemberDetails',
  'getMemberData',
  'getMemberOrderListData',
  'getMemberDetailsData',
  'getMemberSellerOrderDetailsData',
  'changeMemberStatus',
  'saveDistributionMemberRemark',
  'saveDistributionMemberRank',
  'saveDistributionMemberToGroups',
  'updateDistributionMemberSalesmanId',
  'getRankData',
  'saveDistributionRank',
  'deleteDistributionRank',
  'getRankByRankId',
  'getRankMemberData',
  'removeMemberFromRank',
  'getOutRankMemberData',
  'getGroupData',
  'saveDistributionGroup',
  'deleteDistributionGroup',
  'getGroupMemberData',
  'removeMemberFromGroup',
  'saveDistributionMembersToGroup',
  'getOutGroupMemberData',
  'createSalesman',
  'getSalesman',
  'getIsFlagSalesman',
  'getSalesmanOne',
  'updateSalesman',
  'deleteSalesman',
  'updateSalesmanBatch',
]

describe.each(DATABASES)('distribution authorization on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses every call without a session with 50008', async () => {
    for (const name of CALLS)
      expect((await call(t, name, { body: { data: {} } })).code, name).toBe(ResultCode.invalidToken)
  })

  it('refuses every call to roles outside the distribution area with 40300, writing nothing', async () => {
    const outsiders = ROLES.filter((r) => !AREA_ROLES.distribution.includes(r))
    expect(outsiders.length).toBeGreaterThan(0)
    for (const role of outsiders) {
      const token = await loginAs(t, demoUserName(role))
      for (const name of CALLS) {
        expect(
          (await dcall(t, name, token, { partyId: 'PD00300', option: 'OPENED' })).code,
          `${role} ${name}`,
        ).toBe(ResultCode.forbidden)
      }
    }
    const pending = await t.db
      .selectFrom('dis_cooperation_application')
      .select('status')
      .where('applicant_party_id', '=', 'PD00300')
      .where('party_id', '=', 'P10005')
      .executeTakeFirstOrThrow()
    expect(pending.status).toBe('PENDING')
  })

  it('lets every distribution role read its own lists', async () => {
    for (const role of AREA_ROLES.distribution) {
      const token = await loginAs(t, demoUserName(role))
      for (const name of ['getReqData', 'getMemberData', 'getRankData', 'getGroupData', 'getSalesman']) {
        expect((await dcall(t, name, token)).code, `${role} ${name}`).toBe(ResultCode.ok)
      }
    }
  })

  it('does not swallow other areas: an unknown call still answers 40400', async () => {
    expect((await call(t, 'noSuchDistributionCall')).code).toBe(ResultCode.notFound)
  })
})
