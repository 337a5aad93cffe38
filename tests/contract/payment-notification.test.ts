// Payments outside the demo (issue 20, finding 1): a merchant could upgrade its own tier for
// free with prepareOpenVipOrder then payOpenVipOrder. With a real (signed) provider the buyer's
// pay call settles nothing; only the provider's notification does, and only when its signature
// holds, it is fresh, its amount is the order's, and it was not applied before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { PaymentNotifyAnswer, VipOrder } from '../../contract/distribution-setup.schema.ts'
import {
  REPLAY_WINDOW_MS,
  SIGNATURE_HEADER,
  signedPayments,
  signNotification,
} from '../../server/payments/payment-provider.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SECRET = 'the-provider-and-the-server-share-this-secret'

describe.each(DATABASES)('payment notifications on %s', (kind) => {
  let t: TestApp
  let token: string
  let order: VipOrder
  beforeAll(async () => {
    t = await createTestApp(kind, { payments: signedPayments(SECRET) })
    token = await loginAs(t, 'distributionbase')
    const plans = await call<{ plans: { code: string; tier: string | null }[] }>(t, 'getOpenVipInfo', {
      token,
    })
    const upgrade = plans.data.plans.find((p) => p.tier === 'DISTRIBUTIONPRO')
    order = (await call<VipOrder>(t, 'prepareOpenVipOrder', { token, body: { planCode: upgrade?.code } }))
      .data
  })
  afterAll(async () => {
    await t.close()
  })

  const tier = async () =>
    (
      await t.db
        .selectFrom('party')
        .select('tier')
        .where('id', '=', (await partyOf()) as string)
        .executeTakeFirstOrThrow()
    ).tier
  const partyOf = async () =>
    (
      await t.db
        .selectFrom('vip_order')
        .select('party_id')
        .where('order_no', '=', order.orderNo)
        .executeTakeFirst()
    )?.party_id
  /** The provider's notification, signed as the provider signs it (or with another secret). */
  async function notify(
    body: Record<string, unknown>,
    options: { secret?: string; at?: number; signature?: string } = {},
  ): Promise<{ code: number; data: PaymentNotifyAnswer }> {
    const raw = JSON.stringify(body)
    const signature =
      options.signature ??
      (await signNotification(options.secret ?? SECRET, raw, options.at ?? t.clock.now().getTime()))
    const res = await t.app.request('/control/paymentNotify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: raw,
    })
    return checkedAnswer<PaymentNotifyAnswer>('paymentNotify', await res.json())
  }
  const paid = () => ({ notifyId: 'N-1', orderNo: order.orderNo, amount: order.amount, status: 'PAID' })

  it('refuses the buyer’s own pay call: the tier does not change for free', async () => {
    expect(order.status).toBe('PENDING')
    const res = await call(t, 'payOpenVipOrder', { token, body: { orderNo: order.orderNo } })
    expect(res.code).toBe(ResultCode.conflict)
    expect(await tier()).toBe('DISTRIBUTIONBASE')
  })

  it('refuses a notification that is unsigned, signed with another secret, stale or for another amount', async () => {
    expect((await notify(paid(), { signature: '' })).code).toBe(ResultCode.forbidden)
    expect((await notify(paid(), { secret: 'an-attacker-guessing-the-secret-value' })).code).toBe(
      ResultCode.forbidden,
    )
    // A captured notification replayed after the window: its signed timestamp is too old.
    const old = t.clock.now().getTime() - REPLAY_WINDOW_MS - 1000
    expect((await notify(paid(), { at: old })).code).toBe(ResultCode.forbidden)
    const cheap = await notify({ ...paid(), amount: 1 })
    expect(cheap.code).toBe(ResultCode.invalidInput)
    expect(cheap.data).toMatchObject({ field: 'amount', reason: 'notOrderAmount' })
    expect(await tier()).toBe('DISTRIBUTIONBASE')
    const recorded = await t.db.selectFrom('payment_notification').selectAll().execute()
    expect(recorded).toEqual([])
  })

  it('settles the order on a verified notification, once: a replay or a second notification changes nothing', async () => {
    const first = await notify(paid())
    expect(first).toMatchObject({ code: ResultCode.ok, data: { status: 'PAID', duplicate: false } })
    expect(await tier()).toBe('DISTRIBUTIONPRO')
    const term = await t.db
      .selectFrom('party')
      .select('thru_date')
      .where('tier', '=', 'DISTRIBUTIONPRO')
      .execute()
    const again = await notify(paid())
    expect(again).toMatchObject({ code: ResultCode.ok, data: { duplicate: true } })
    const other = await notify({ ...paid(), notifyId: 'N-2' })
    expect(other).toMatchObject({ code: ResultCode.ok, data: { duplicate: true } })
    // The term was not extended twice.
    expect(
      await t.db.selectFrom('party').select('thru_date').where('tier', '=', 'DISTRIBUTIONPRO').execute(),
    ).toEqual(term)
    expect(await t.db.selectFrom('payment_notification').select('notify_id').execute()).toEqual([
      { notify_id: 'N-1' },
    ])
  })

  it('settles a business security deposit on its notification: the profile shows it, the tier stays', async () => {
    const trade = await loginAs(t, 'tradebase')
    // Outside the demo the buyer's own pay call pays nothing here either.
    const deposit = (
      await call<{ orderNo: string; amount: number }>(t, 'prepareBusiSecurityOrder', { token: trade })
    ).data
    expect(
      (await call(t, 'payBusiSecurityOrder', { token: trade, body: { orderNo: deposit.orderNo } })).code,
    ).toBe(ResultCode.conflict)
    const owner = await t.db
      .selectFrom('vip_order')
      .select('party_id')
      .where('order_no', '=', deposit.orderNo)
      .executeTakeFirstOrThrow()
    const before = await t.db
      .selectFrom('party')
      .selectAll()
      .where('id', '=', owner.party_id)
      .executeTakeFirstOrThrow()
    const settled = await notify({
      notifyId: 'N-DEPOSIT',
      orderNo: deposit.orderNo,
      amount: deposit.amount,
      status: 'PAID',
    })
    expect(settled).toMatchObject({ code: ResultCode.ok, data: { status: 'PAID', duplicate: false } })
    const info = await call<{ securityPaid: number }>(t, 'getBusiSecurityInfo', { token: trade })
    expect(info.data.securityPaid).toBe(1)
    const after = await t.db
      .selectFrom('party')
      .selectAll()
      .where('id', '=', owner.party_id)
      .executeTakeFirstOrThrow()
    expect([after.tier, after.vip_name, after.thru_date]).toEqual([
      before.tier,
      before.vip_name,
      before.thru_date,
    ])
  })
})
