// Issue 36, found by the second attack run: ids beyond PostgreSQL's integer columns and NUL in
// text answered 50000 there (SQLite stored the NUL, and the copy to PostgreSQL then failed), and
// ids were read loosely (true, [1], "0x10", "1e2", " 1 "). Each is now a refusal at its field on
// both engines, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('ids and text on %s', (kind) => {
  let t: TestApp
  let trade: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  const anOrder = async () =>
    t.db
      .selectFrom('sales_order as o')
      .innerJoin('user_login as u', 'u.party_id', 'o.party_id')
      .select(['o.id', 'o.version', 'o.seller_remark'])
      .where('u.username', '=', 'tradebase')
      .orderBy('o.id')
      .executeTakeFirstOrThrow()

  it.each([
    ['beyond the integer columns', 2147483648],
    ['the largest safe integer', 9007199254740991],
    ['its digits beyond the columns', '2147483648'],
    ['a boolean', true],
    ['an array', [1]],
    ['hexadecimal', '0x10'],
    ['an exponent', '1e2'],
    ['with spaces', ' 1 '],
    ['a fraction', 1.5],
    ['negative', -1],
  ])('refuses an id %s at its field', async (_, orderId) => {
    const res = await call(t, 'getOrderDetail', { token: trade, body: { orderId } })
    expect(res.code).toBe(ResultCode.invalidInput)
    expect(res.data).toEqual({ field: 'orderId', reason: 'notAnId' })
  })

  it('reads an id given as a number or as its decimal digits', async () => {
    const order = await anOrder()
    for (const orderId of [Number(order.id), String(order.id)]) {
      const res = await call<{ orderId: string }>(t, 'getOrderDetail', { token: trade, body: { orderId } })
      expect(res.code).toBe(ResultCode.ok)
      expect(String(res.data.orderId)).toBe(String(order.id))
    }
  })

  it('refuses NUL in a text at its field and changes nothing', async () => {
    const order = await anOrder()
    const res = await call(t, 'saveOrderRemark', {
      token: trade,
      body: { orderId: order.id, version: order.version, remark: '易碎\u0000品' },
    })
    expect(res.code).toBe(ResultCode.invalidInput)
    expect(res.data).toEqual({ field: 'remark', reason: 'nulCharacter' })
    expect(res.message).toContain('NUL')
    expect(await anOrder()).toEqual(order)
  })

  it('refuses NUL deep in a request, naming the field by its path', async () => {
    const res = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: {
        partyId: 'P10006',
        lines: [{ skuId: 1, quantity: 1 }],
        remark: 'x',
        extra: { note: ['ok', 'a\u0000'] },
      },
    })
    expect(res.code).toBe(ResultCode.invalidInput)
    expect(res.data).toEqual({ field: 'extra.note.1', reason: 'nulCharacter' })
  })
})
