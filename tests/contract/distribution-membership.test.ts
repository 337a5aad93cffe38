// Open membership: plans, the order, the simulated payment and the real tier change
// (DISTRIBUTIONBASE → DISTRIBUTIONPRO lifts the 300-member cap); on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { MembershipState, PaidVipOrder, VipOrder } from '../../contract/distribution-setup.schema.ts'
import { proPlanCode } from './distribution-setup.fixtures.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('open membership on %s', (kind) => {
  let t: TestApp
  let base: string
  let pro: string
  let sale: string
  let tcbase: string
  let plan: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    plan = await proPlanCode(t.db)
    base = await loginAs(t, 'distributionbase')
    pro = await loginAs(t, 'distributionpro')
    sale = await loginAs(t, 'sub_user_sale')
    tcbase = await loginAs(t, 'tcbase')
  })
  async function pendingApplicants(): Promise<string[]> {
    const rows = await t.db
      .selectFrom('dis_cooperation_application')
      .select('applicant_party_id')
      .where('party_id', '=', 'P10005')
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .execute()
    return rows.map((r) => r.applicant_party_id)
  }

  afterAll(async () => {
    await t.close()
  })

  it('shows the basic tier with its 300-member cap and the pro plan on offer', async () => {
    const res = await call<MembershipState>(t, 'getOpenVipInfo', { token: base })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({ tier: 'DISTRIBUTIONBASE', memberCap: 300 })
    expect(res.data.plans.map((p) => p.code)).toContain(plan)
    expect(res.data.plans.every((p) => p.tier === 'DISTRIBUTIONBASE' || p.tier === 'DISTRIBUTIONPRO')).toBe(
      true,
    )
  })

  it('validates the plan and keeps sub-accounts and other areas out', async () => {
    expect((await call(t, 'prepareOpenVipOrder', { token: base, body: {} })).data).toEqual({
      field: 'planCode',
      reason: 'required',
    })
    expect((await call(t, 'prepareOpenVipOrder', { token: base, body: { planCode: 'NOPE' } })).data).toEqual({
      field: 'planCode',
      reason: 'notOffered',
    })
    expect((await call(t, 'prepareOpenVipOrder', { token: sale, body: { planCode: plan } })).code).toBe(
      ResultCode.forbidden,
    )
    expect((await call(t, 'getOpenVipInfo', { token: tcbase })).code).toBe(ResultCode.forbidden)
    expect((await call(t, 'prepareOpenVipOrder', { token: tcbase, body: { planCode: plan } })).code).toBe(
      ResultCode.forbidden,
    )
  })

  it('answers LIMIT on the basic plan once 300 members are active', async () => {
    const pending = await pendingApplicants()
    expect(pending).toHaveLength(2)
    const first = await call<{ flag: string }>(t, 'distributionRequestConfirm', {
      token: base,
      body: { data: { partyId: pending[0], option: 'OPENED' } },
    })
    expect(first.data.flag).toBe('Y')
    const second = await call<{ flag: string }>(t, 'distributionRequestConfirm', {
      token: base,
      body: { data: { partyId: pending[1], option: 'OPENED' } },
    })
    expect(second.data.flag).toBe('LIMIT')
  })

  it('upgrades DISTRIBUTIONBASE to DISTRIBUTIONPRO on payment: tier, role and cap change on the server', async () => {
    // The call's `data` payload wrapper (SPEC.md section 7) is accepted like the bare fields.
    const order = await call<VipOrder>(t, 'prepareOpenVipOrder', {
      token: base,
      body: { data: { planCode: plan } },
    })
    expect(order.code).toBe(ResultCode.ok)
    expect(order.data).toMatchObject({
      planCode: plan,
      tier: 'DISTRIBUTIONPRO',
      status: 'PENDING',
      paidAt: null,
    })
    expect(order.data.amount).toBeGreaterThan(0)

    const shown = await call<VipOrder>(t, 'getOpenVipOrder', {
      token: base,
      body: { orderNo: order.data.orderNo },
    })
    expect(shown.data).toEqual(order.data)
    // Another merchant cannot see or pay it.
    expect(
      (await call(t, 'getOpenVipOrder', { token: pro, body: { orderNo: order.data.orderNo } })).code,
    ).toBe(ResultCode.notFound)
    expect(
      (await call(t, 'payOpenVipOrder', { token: pro, body: { orderNo: order.data.orderNo } })).code,
    ).toBe(ResultCode.notFound)

    const paid = await call<PaidVipOrder>(t, 'payOpenVipOrder', {
      token: base,
      body: { orderNo: order.data.orderNo },
    })
    expect(paid.code).toBe(ResultCode.ok)
    expect(paid.data).toMatchObject({
      status: 'PAID',
      tierAfter: 'DISTRIBUTIONPRO',
      paidAt: t.clock.now().toISOString(),
    })

    const party = await t.db
      .selectFrom('party')
      .selectAll()
      .where('id', '=', 'P10005')
      .executeTakeFirstOrThrow()
    expect(party.tier).toBe('DISTRIBUTIONPRO')
    const info = await call<{ roles: string[]; vipCode: string }>(t, 'vueGetUserInfo', {
      method: 'GET',
      token: base,
    })
    expect(info.data.roles).toEqual(['DISTRIBUTIONPRO'])
    expect(info.data.vipCode).toBe('DISTRIBUTIONPRO')
    const state = await call<MembershipState>(t, 'getOpenVipInfo', { token: base })
    expect(state.data).toMatchObject({
      tier: 'DISTRIBUTIONPRO',
      memberCap: null,
      thruDate: paid.data.thruDate,
    })
    const row = await t.db
      .selectFrom('vip_order')
      .selectAll()
      .where('order_no', '=', order.data.orderNo)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ party_id: 'P10005', status: 'PAID', user_login_id: 'U10005' })

    // The cap is lifted: the application refused with LIMIT before can now be accepted.
    const [left] = await pendingApplicants()
    const accepted = await call<{ flag: string }>(t, 'distributionRequestConfirm', {
      token: base,
      body: { data: { partyId: left, option: 'OPENED' } },
    })
    expect(accepted.data.flag).toBe('Y')

    // Paying twice is a conflict and changes nothing.
    expect(
      (await call(t, 'payOpenVipOrder', { token: base, body: { orderNo: order.data.orderNo } })).code,
    ).toBe(ResultCode.conflict)
  })

  it('no longer offers the basic plan once on pro, and a pro renewal extends the term', async () => {
    const state = await call<MembershipState>(t, 'getOpenVipInfo', { token: base })
    expect(state.data.plans.every((p) => p.tier === 'DISTRIBUTIONPRO')).toBe(true)
    const order = await call<VipOrder>(t, 'prepareOpenVipOrder', { token: base, body: { planCode: plan } })
    const paid = await call<PaidVipOrder>(t, 'payOpenVipOrder', {
      token: base,
      body: { orderNo: order.data.orderNo },
    })
    expect(paid.data.tierAfter).toBe('DISTRIBUTIONPRO')
    expect(paid.data.thruDate > (state.data.thruDate as string)).toBe(true)
  })
})
