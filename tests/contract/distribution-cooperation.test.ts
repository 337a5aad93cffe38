import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  CooperationApplicationItem,
  DecisionResponse,
  ReqMemberDetails,
} from '../../contract/distribution.schema.ts'
import { activeMembers, dcall, page, partyOf, pendingApplicants } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('cooperation applications on %s', (kind) => {
  let t: TestApp
  let base: string
  let pro: string
  let baseParty: string
  let proParty: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    base = await loginAs(t, 'distributionbase')
    pro = await loginAs(t, 'distributionpro')
    baseParty = await partyOf(t, 'distributionbase')
    proParty = await partyOf(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the pending applications of the caller, newest first, with paging', async () => {
    const pending = await page<CooperationApplicationItem>(t, 'getReqData', base, { status: 'PENDING' })
    expect(pending.total).toBe(2)
    expect(pending.list.map((a) => a.status)).toEqual(['PENDING', 'PENDING'])
    expect((pending.list[0]?.createdAt ?? '') > (pending.list[1]?.createdAt ?? '')).toBe(true)
    const all = await page<CooperationApplicationItem>(t, 'getReqData', base, { pageSize: 5, page: 2 })
    expect(all.total).toBe(299 + 2 + 1)
    expect(all.list).toHaveLength(5)
    expect(all.page).toBe(2)
  })

  it('filters applications by keyword', async () => {
    const first = (await page<CooperationApplicationItem>(t, 'getReqData', base, { status: 'PENDING' }))
      .list[0]
    const found = await page<CooperationApplicationItem>(t, 'getReqData', base, { keyword: first?.name })
    expect(found.list.some((a) => a.partyId === first?.partyId)).toBe(true)
    const none = await page<CooperationApplicationItem>(t, 'getReqData', base, {
      keyword: 'no-such-company-zzz',
    })
    expect(none.total).toBe(0)
  })

  it('refuses an unknown status filter and an unsortable field with 40000', async () => {
    const bad = await dcall(t, 'getReqData', base, { status: 'MAYBE' })
    expect(bad).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'status' } })
    const sort = await dcall(t, 'getReqData', base, { sortField: 'tip' })
    expect(sort).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'sortField', reason: 'notSortable' },
    })
  })

  it('shows an applicant who applied to the caller, and nobody else', async () => {
    const [applicant] = await pendingApplicants(t, baseParty)
    const res = await dcall<ReqMemberDetails>(t, 'getReqMemberDetails', base, { partyId: applicant })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({ partyId: applicant, isMember: false })
    expect(res.data.applications[0]?.status).toBe('PENDING')
    const [proApplicant] = await pendingApplicants(t, proParty)
    const other = await dcall(t, 'getReqMemberDetails', base, { partyId: proApplicant })
    expect(other.code).toBe(ResultCode.notFound)
  })

  it('refuses a rejection without a reason with 40000 field tip, and writes nothing', async () => {
    const [applicant] = await pendingApplicants(t, baseParty)
    for (const tip of [undefined, '', '   ']) {
      const res = await dcall(t, 'distributionRequestConfirm', base, {
        partyId: applicant,
        option: 'REJECTED',
        tip,
      })
      expect(res).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'tip', reason: 'required' } })
    }
    expect(await pendingApplicants(t, baseParty)).toContain(applicant)
  })

  it('refuses an unknown option and a missing partyId', async () => {
    const [applicant] = await pendingApplicants(t, baseParty)
    const option = await dcall(t, 'distributionRequestConfirm', base, { partyId: applicant, option: 'MAYBE' })
    expect(option).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'option' } })
    const party = await dcall(t, 'distributionRequestConfirm', base, { option: 'OPENED' })
    expect(party).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'partyId', reason: 'required' },
    })
  })

  it('answers not found for an application addressed to another merchant, and changes nothing', async () => {
    const [proApplicant] = await pendingApplicants(t, proParty)
    const res = await dcall(t, 'distributionRequestConfirm', base, {
      partyId: proApplicant,
      option: 'OPENED',
    })
    expect(res.code).toBe(ResultCode.notFound)
    expect(await pendingApplicants(t, proParty)).toContain(proApplicant)
    expect(await activeMembers(t, baseParty)).toBe(299)
  })

  it('LIMIT rule: 299 -> accept Y (300) -> next accept LIMIT, nothing written', async () => {
    expect(await activeMembers(t, baseParty)).toBe(299)
    const [second, first] = await pendingApplicants(t, baseParty)
    const yes = await dcall<DecisionResponse>(t, 'distributionRequestConfirm', base, {
      partyId: first,
      option: 'OPENED',
    })
    expect(yes).toMatchObject({ code: ResultCode.ok, data: { flag: 'Y' } })
    expect(await activeMembers(t, baseParty)).toBe(300)
    const member = await t.db
      .selectFrom('dis_member')
      .selectAll()
      .where('party_id', '=', baseParty)
      .where('member_party_id', '=', first as string)
      .executeTakeFirstOrThrow()
    expect(member).toMatchObject({ status: 'ENABLED', source: 'APPLICATION' })
    // New members get the default rank and salesman.
    expect(member.rank_id).not.toBeNull()
    expect(member.salesman_id).not.toBeNull()

    const limit = await dcall<DecisionResponse>(t, 'distributionRequestConfirm', base, {
      partyId: second,
      option: 'OPENED',
    })
    expect(limit).toMatchObject({ code: ResultCode.ok, data: { flag: 'LIMIT', memberCap: 300 } })
    expect(await activeMembers(t, baseParty)).toBe(300)
    expect(await pendingApplicants(t, baseParty)).toEqual([second])

    // The decided application cannot be decided again.
    const again = await dcall(t, 'distributionRequestConfirm', base, {
      partyId: first,
      option: 'REJECTED',
      tip: 'x',
    })
    expect(again.code).toBe(ResultCode.conflict)
  })

  it('at the cap a rejection still works, and a disabled member frees a seat', async () => {
    const [applicant] = await pendingApplicants(t, baseParty)
    const member = await t.db
      .selectFrom('dis_member')
      .select('id')
      .where('party_id', '=', baseParty)
      .where('status', '=', 'ENABLED')
      .executeTakeFirstOrThrow()
    const off = await dcall(t, 'changeMemberStatus', base, { memberId: member.id, status: 'DISABLED' })
    expect(off.code).toBe(ResultCode.ok)
    expect(await activeMembers(t, baseParty)).toBe(299)
    // Now the seat is free: accepting works; re-enabling the disabled member would exceed the cap.
    const yes = await dcall<DecisionResponse>(t, 'distributionRequestConfirm', base, {
      partyId: applicant,
      option: 'OPENED',
    })
    expect(yes.data.flag).toBe('Y')
    const on = await dcall(t, 'changeMemberStatus', base, { memberId: member.id, status: 'ENABLED' })
    expect(on.code).toBe(ResultCode.conflict)
    expect(on.message).toMatch(/300/)
    expect(await activeMembers(t, baseParty)).toBe(300)
  })

  it('DISTRIBUTIONPRO has no cap', async () => {
    expect(await activeMembers(t, proParty)).toBeGreaterThan(300)
    const [applicant] = await pendingApplicants(t, proParty)
    const before = await activeMembers(t, proParty)
    const res = await dcall<DecisionResponse>(t, 'distributionRequestConfirm', pro, {
      partyId: applicant,
      option: 'OPENED',
    })
    expect(res.data).toEqual({ flag: 'Y' })
    expect(await activeMembers(t, proParty)).toBe(before + 1)
  })

  it('rejects with the reason in tip, and accepts the fields at the top level too', async () => {
    const [applicant] = await pendingApplicants(t, proParty)
    const res = await call<DecisionResponse>(t, 'distributionRequestConfirm', {
      token: pro,
      body: { partyId: applicant, option: 'REJECTED', tip: '  区域已有代理  ' },
    })
    expect(res).toMatchObject({ code: ResultCode.ok, data: { flag: 'Y' } })
    const row = await t.db
      .selectFrom('dis_cooperation_application')
      .select(['status', 'tip', 'decided_by'])
      .where('party_id', '=', proParty)
      .where('applicant_party_id', '=', applicant as string)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'REJECTED', tip: '区域已有代理', decided_by: 'U10006' })
    const history = await t.db
      .selectFrom('status_history')
      .select(['event', 'to_status'])
      .where('party_id', '=', proParty)
      .where('subject_type', '=', 'COOPERATION')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(history).toEqual({ event: 'cooperation.rejected', to_status: 'REJECTED' })
  })

  it('lets a sub-account decide for its merchant', async () => {
    const manager = await loginAs(t, 'sub_user_bus_mag')
    const [applicant] = await pendingApplicants(t, proParty)
    const res = await dcall<DecisionResponse>(t, 'distributionRequestConfirm', manager, {
      partyId: applicant,
      option: 'OPENED',
    })
    expect(res.data.flag).toBe('Y')
  })
})

describe.each(DATABASES)('concurrent accepts at the cap on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('two accepts racing for the last seat: one Y, one LIMIT, never 301', async () => {
    const baseParty = await partyOf(t, 'distributionbase')
    const [a, b] = await pendingApplicants(t, baseParty)
    const tokens = [await loginAs(t, 'distributionbase'), await loginAs(t, 'distributionbase')]
    const answers = await Promise.all([
      dcall<DecisionResponse>(t, 'distributionRequestConfirm', tokens[0] as string, {
        partyId: a,
        option: 'OPENED',
      }),
      dcall<DecisionResponse>(t, 'distributionRequestConfirm', tokens[1] as string, {
        partyId: b,
        option: 'OPENED',
      }),
    ])
    expect(answers.map((r) => r.data.flag).sort()).toEqual(['LIMIT', 'Y'])
    expect(await activeMembers(t, baseParty)).toBe(300)
  })
})
