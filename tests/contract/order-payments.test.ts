// An unpaid order's offline payment (issue 31, the seller's side), on SQLite and PostgreSQL: the
// merchant records a bank transfer received; the order waits to be shipped, shows the payment and
// its step, records order.paid and an audit row; its reservation stays. Refused: a bad method or
// a long reference at the field, a stale version, an order already paid, another merchant's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { OrderChanged, OrderDetail, OrderRow } from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('offline payment of an unpaid order on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const unpaid = async (token: string, index = 0): Promise<OrderRow> => {
    const page = await call<Page<OrderRow>>(t, 'getOrderList', {
      token,
      body: { statuses: ['WAIT_PAY'], pageSize: 5 },
    })
    const order = page.data.list[index]
    if (!order) throw new Error('no unpaid order')
    return order
  }
  const detail = async (orderId: string) =>
    (await call<OrderDetail>(t, 'getOrderDetail', { token: trade, body: { orderId } })).data
  const pay = (body: Record<string, unknown>, token = trade) =>
    call<OrderChanged>(t, 'recordOrderPayment', { token, body })

  it('moves the order to waiting-to-ship with the payment, its step, its event and its audit row', async () => {
    const order = await unpaid(trade)
    const reservedBefore = await t.db
      .selectFrom('product_sku')
      .innerJoin('sales_order_line as l', 'l.sku_id', 'product_sku.id')
      .select(['product_sku.id', 'product_sku.reserved'])
      .where('l.order_id', '=', Number(order.orderId))
      .execute()
    const paid = await pay({
      orderId: order.orderId,
      version: order.version,
      method: 'BANK_TRANSFER',
      reference: '  ICBC20261120001  ',
    })
    expect(paid.code, paid.message).toBe(ResultCode.ok)
    expect(paid.data).toEqual({ orderId: order.orderId, status: 'WAIT_SHIP', version: order.version + 1 })

    const d = await detail(order.orderId)
    expect(d).toMatchObject({ status: 'WAIT_SHIP', paidAt: t.clock.now().toISOString() })
    expect(d.offlinePayment).toMatchObject({
      method: 'BANK_TRANSFER',
      reference: 'ICBC20261120001',
      amount: order.payAmount,
      recordedAt: t.clock.now().toISOString(),
    })
    expect(d.offlinePayment?.recordedBy).not.toBe('')
    expect(d.timeline.at(-1)).toMatchObject({
      event: 'order.paid',
      fromStatus: 'WAIT_PAY',
      toStatus: 'WAIT_SHIP',
    })
    const events = await t.db
      .selectFrom('domain_event')
      .select(['type', 'payload'])
      .where('aggregate_type', '=', 'ORDER')
      .where('aggregate_id', '=', order.orderId)
      .where('type', '=', 'order.paid')
      .execute()
    expect(events).toHaveLength(1)
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['call', 'subject_id'])
      .where('call', '=', 'recordOrderPayment')
      .where('subject_id', '=', order.orderId)
      .execute()
    expect(audit).toHaveLength(1)
    // Paying moves no stock: the reservation waits for the shipment.
    for (const sku of reservedBefore) {
      const now = await t.db
        .selectFrom('product_sku')
        .select('reserved')
        .where('id', '=', sku.id)
        .executeTakeFirstOrThrow()
      expect(Number(now.reserved)).toBe(Number(sku.reserved))
    }

    // Paid once: a second payment is refused as a step the order no longer allows.
    const again = await pay({ orderId: order.orderId, version: order.version + 1, method: 'CASH' })
    expect(again.code).toBe(ResultCode.conflict)
    expect(again.data).toMatchObject({ reason: 'illegalStep', status: 'WAIT_SHIP' })
  })

  it('refuses a bad method or a long reference at the field, and a stale version, changing nothing', async () => {
    const order = await unpaid(trade)
    const badMethod = await pay({ orderId: order.orderId, version: order.version, method: 'BITCOIN' })
    expect(badMethod.code).toBe(ResultCode.invalidInput)
    expect(badMethod.data).toMatchObject({ field: 'method', reason: 'unknownMethod' })
    const longRef = await pay({
      orderId: order.orderId,
      version: order.version,
      method: 'CASH',
      reference: 'x'.repeat(65),
    })
    expect(longRef.code).toBe(ResultCode.invalidInput)
    expect(longRef.data).toMatchObject({ field: 'reference', reason: 'tooLong' })
    const stale = await pay({ orderId: order.orderId, version: order.version + 7, method: 'CASH' })
    expect(stale.code).toBe(ResultCode.conflict)
    expect(stale.data).toMatchObject({ reason: 'stale', status: 'WAIT_PAY', version: order.version })
    expect((await detail(order.orderId)).status).toBe('WAIT_PAY')
  })

  it("does not find another merchant's order", async () => {
    const order = await unpaid(trade)
    const foreign = await pay({ orderId: order.orderId, version: order.version, method: 'CASH' }, pro)
    expect(foreign.code).toBe(ResultCode.notFound)
    expect((await detail(order.orderId)).status).toBe('WAIT_PAY')
  })
})
