// "My purchases" (issue 31, the buyer's side), on SQLite and PostgreSQL. A dealer (the ordering
// login) orders from distributionpro's business products; it finds the order in its purchases,
// pays it (the demo's simulated provider: the seller's offline-payment path, order.paid and a
// payment record), the seller ships it, the buyer confirms receipt (COMPLETED, order.completed,
// and the books consumer posts the ORDER line that the seller's next trade statement takes), and
// asks for an after-sale that lands in the seller's after-sales list with afterSale.created (which
// the push channel forwards to the seller). Cancelling while unpaid releases the reservation.
// Refused, changing nothing: a wrong state, a stale version, another buyer's order, the seller
// using the buyer's calls and the buyer the seller's. With the signed provider the pay call
// answers that the provider pays, and its notification does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AfterSaleRow } from '../../contract/after-sales.schema.ts'
import type { BusinessOrderCreated, BusinessProduct } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { BillRow, StatementDetail } from '../../contract/finance.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  PurchaseAfterSaleCreated,
  PurchaseChanged,
  PurchaseDetail,
  PurchaseRow,
  PurchaseStatusCounts,
} from '../../contract/purchases.schema.ts'
import { DOMAIN_CONSUMERS } from '../../server/domain-consumers.ts'
import { runConsumers } from '../../server/events/domain-events.ts'
import { liveEventsOf } from '../../server/events/live-events.ts'
import { SIGNATURE_HEADER, signedPayments, signNotification } from '../../server/payments/payment-provider.ts'
import { partyOf } from './distribution-helpers.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SECRET = 'the-provider-and-the-server-share-this-secret'

/** A SKU of the seller's business products that no running promotion touches, with stock. */
async function orderableSku(t: TestApp, token: string, seller: string, skip = 0) {
  const products = await call<Page<BusinessProduct>>(t, 'getBusinessProductByType', {
    token,
    body: { partyId: seller, pageSize: 100 },
  })
  const promoted = await t.db
    .selectFrom('promotion_product as pp')
    .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
    .select('pp.product_id')
    .where('p.party_id', '=', seller)
    .execute()
  const taken = new Set(promoted.map((r) => Number(r.product_id)))
  const skus = products.data.list
    .filter((p) => !taken.has(p.productId))
    .flatMap((p) => p.skus.filter((s) => s.stock >= 10))
  const sku = skus[skip]
  if (!sku) throw new Error('the seed has no unpromoted business product with stock')
  return sku
}

async function placeOrder(t: TestApp, token: string, seller: string, skip = 0, quantity = 2) {
  const sku = await orderableSku(t, token, seller, skip)
  const created = await call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
    token,
    body: { partyId: seller, lines: [{ skuId: sku.skuId, quantity }] },
  })
  expect(created.code, created.message).toBe(ResultCode.ok)
  return { ...created.data, orderId: String(created.data.orderId), skuId: sku.skuId }
}

const reservedOf = async (t: TestApp, skuId: number) =>
  Number(
    (
      await t.db
        .selectFrom('product_sku')
        .select('reserved')
        .where('id', '=', skuId)
        .executeTakeFirstOrThrow()
    ).reserved,
  )

describe.each(DATABASES)('my purchases on %s', (kind) => {
  let t: TestApp
  let buyer: string
  let other: string
  let seller: string
  let sellerParty: string
  let buyerParty: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    buyer = await loginAs(t, 'ordering')
    other = await loginAs(t, 'tradebase')
    seller = await loginAs(t, 'distributionpro')
    sellerParty = await partyOf(t, 'distributionpro')
    buyerParty = await partyOf(t, 'ordering')
  })
  afterAll(async () => {
    await t.close()
  })

  const detail = async (orderId: string, token = buyer) =>
    call<PurchaseDetail>(t, 'getPurchaseDetail', { token, body: { orderId } })
  const step = (name: string, body: Record<string, unknown>, token = buyer) =>
    call<PurchaseChanged>(t, name, { token, body })

  /** The consumers' work, once every older transaction ended (PostgreSQL shares its server). */
  async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const until = Date.now() + 45_000
    for (;;) {
      const v = await read()
      if (done(v) || Date.now() > until) return v
      await runConsumers(t.db, DOMAIN_CONSUMERS)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  it('lists the order the buyer placed with its seller, counts it, finds it by number', async () => {
    const order = await placeOrder(t, buyer, sellerParty)
    const page = await call<Page<PurchaseRow>>(t, 'getPurchaseList', {
      token: buyer,
      body: { statuses: ['WAIT_PAY'], pageSize: 50 },
    })
    expect(page.code).toBe(ResultCode.ok)
    const row = page.data.list.find((r) => r.orderId === order.orderId)
    expect(row).toMatchObject({
      orderNo: order.orderNo,
      status: 'WAIT_PAY',
      sellerPartyId: sellerParty,
      payAmount: order.payAmount,
      itemCount: 2,
    })
    expect(row?.sellerName).not.toBe('')
    expect(row?.firstProductName).not.toBe('')
    const found = await call<Page<PurchaseRow>>(t, 'getPurchaseList', {
      token: buyer,
      body: { orderNo: order.orderNo.slice(0, 18).toLowerCase() },
    })
    expect(found.data.list.map((r) => r.orderId)).toContain(order.orderId)
    const counts = await call<PurchaseStatusCounts>(t, 'getPurchaseStatusCounts', { token: buyer, body: {} })
    expect(counts.data.counts.find((c) => c.status === 'WAIT_PAY')?.count).toBeGreaterThan(0)
    expect(counts.data.total).toBe(counts.data.counts.reduce((s, c) => s + c.count, 0))
    // Every row is one of the buyer's.
    const all = await t.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('buyer_party_id', '=', buyerParty)
      .executeTakeFirstOrThrow()
    expect(counts.data.total).toBe(Number(all.n))
    const badDates = await call(t, 'getPurchaseList', {
      token: buyer,
      body: { createdFrom: '2026-11-20', createdTo: '2026-11-01' },
    })
    expect(badDates.data).toMatchObject({ field: 'createdTo', reason: 'beforeStart' })
  })

  it('pays, the seller ships, the buyer confirms receipt: completed on both sides, the ORDER line in the seller’s books', async () => {
    const order = await placeOrder(t, buyer, sellerParty, 1)
    const d0 = (await detail(order.orderId)).data
    expect(d0).toMatchObject({ status: 'WAIT_PAY', payment: null, paymentProvider: 'simulated' })

    // Confirming receipt of an unpaid order is a step it does not allow: nothing changes.
    const early = await step('confirmPurchaseReceipt', { orderId: order.orderId, version: d0.version })
    expect(early.code).toBe(ResultCode.conflict)
    expect(early.data).toMatchObject({ reason: 'illegalStep', status: 'WAIT_PAY', version: d0.version })

    const stale = await step('payPurchase', { orderId: order.orderId, version: d0.version + 3 })
    expect(stale.data).toMatchObject({ reason: 'stale', status: 'WAIT_PAY', version: d0.version })

    const paid = await step('payPurchase', { orderId: order.orderId, version: d0.version })
    expect(paid.code, paid.message).toBe(ResultCode.ok)
    expect(paid.data).toEqual({ orderId: order.orderId, status: 'WAIT_SHIP', version: d0.version + 1 })
    const d1 = (await detail(order.orderId)).data
    expect(d1.payment).toMatchObject({ amount: order.payAmount, method: 'OTHER' })
    expect(d1.timeline.at(-1)).toMatchObject({ event: 'order.paid', toStatus: 'WAIT_SHIP' })
    const paidEvents = await t.db
      .selectFrom('domain_event')
      .select('type')
      .where('aggregate_type', '=', 'ORDER')
      .where('aggregate_id', '=', order.orderId)
      .where('type', '=', 'order.paid')
      .execute()
    expect(paidEvents).toHaveLength(1)
    // Paid once: again is a step the order no longer allows.
    const twice = await step('payPurchase', { orderId: order.orderId, version: d1.version })
    expect(twice.data).toMatchObject({ reason: 'illegalStep', status: 'WAIT_SHIP' })

    // The seller sees the same state and ships.
    const sellerView = await call<{ status: string; version: number; offlinePayment: unknown }>(
      t,
      'getOrderDetail',
      { token: seller, body: { orderId: order.orderId } },
    )
    expect(sellerView.data).toMatchObject({ status: 'WAIT_SHIP', version: d1.version })
    const shipped = await call<PurchaseChanged>(t, 'shipOrder', {
      token: seller,
      body: { orderId: order.orderId, version: d1.version, carrierCode: 'SF', trackingNo: 'SF1234567890' },
    })
    expect(shipped.code, shipped.message).toBe(ResultCode.ok)
    const d2 = (await detail(order.orderId)).data
    expect(d2.status).toBe('SHIPPED')
    expect(d2.shipments[0]).toMatchObject({ carrierCode: 'SF', trackingNo: 'SF1234567890' })

    const received = await step('confirmPurchaseReceipt', { orderId: order.orderId, version: d2.version })
    expect(received.code, received.message).toBe(ResultCode.ok)
    expect(received.data.status).toBe('COMPLETED')
    const d3 = (await detail(order.orderId)).data
    expect(d3).toMatchObject({ status: 'COMPLETED', completedAt: t.clock.now().toISOString() })
    expect(d3.timeline.at(-1)).toMatchObject({ event: 'order.received', toStatus: 'COMPLETED' })
    const sellerAfter = await call<{ status: string }>(t, 'getOrderDetail', {
      token: seller,
      body: { orderId: order.orderId },
    })
    expect(sellerAfter.data.status).toBe('COMPLETED')
    const completed = await t.db
      .selectFrom('domain_event')
      .select(['type', 'party_id'])
      .where('aggregate_type', '=', 'ORDER')
      .where('aggregate_id', '=', order.orderId)
      .where('type', '=', 'order.completed')
      .execute()
    expect(completed).toEqual([{ type: 'order.completed', party_id: sellerParty }])

    // The seller's trade book: one ORDER line of the pay amount, the buyer as counterparty.
    const lines = await eventually(
      async () =>
        (
          await call<Page<BillRow>>(t, 'getBillDetailList', {
            token: seller,
            body: { sourceType: 'ORDER', search: order.orderNo, pageSize: 10 },
          })
        ).data.list,
      (l) => l.length > 0,
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      sourceNo: order.orderNo,
      amount: order.payAmount,
      counterpartyPartyId: buyerParty,
      statementId: null,
    })
    // The seller's next statement to this buyer takes it.
    const statement = await call<{ statementId: string }>(t, 'createStatement', {
      token: seller,
      body: { billIds: [(lines[0] as BillRow).billId] },
    })
    expect(statement.code, statement.message).toBe(ResultCode.ok)
    const s = await call<StatementDetail>(t, 'getStatementDetail', {
      token: seller,
      body: { statementId: statement.data.statementId },
    })
    expect(s.data.bills.map((b) => b.sourceNo)).toEqual([order.orderNo])
    expect(s.data.itemsAmount).toBe(order.payAmount)

    // An after-sale on the received line lands in the seller's after-sales list.
    const line = d3.lines[0] as PurchaseDetail['lines'][number]
    expect(line.afterSaleQuantityLeft).toBe(2)
    expect(line.afterSaleAmountLeft).toBe(line.amount)
    const over = await call(t, 'requestPurchaseAfterSale', {
      token: buyer,
      body: {
        orderId: order.orderId,
        version: d3.version,
        orderLineId: line.orderLineId,
        kind: 'REFUND_ONLY',
        reason: '包装破损',
        quantity: 1,
        refundAmount: line.amount + 1,
      },
    })
    expect(over.data).toMatchObject({ field: 'refundAmount', reason: 'overPaid', max: line.amount })
    const asked = await call<PurchaseAfterSaleCreated>(t, 'requestPurchaseAfterSale', {
      token: buyer,
      body: {
        orderId: order.orderId,
        version: d3.version,
        orderLineId: line.orderLineId,
        kind: 'RETURN_REFUND',
        reason: '包装破损',
        quantity: 1,
        refundAmount: line.unitPrice,
      },
    })
    expect(asked.code, asked.message).toBe(ResultCode.ok)
    expect(asked.data.status).toBe('WAIT_AUDIT')
    const sellerList = await call<Page<AfterSaleRow>>(t, 'getAfterSaleList', {
      token: seller,
      body: { keyword: asked.data.afterSaleNo },
    })
    expect(sellerList.code).toBe(ResultCode.ok)
    expect(sellerList.data.list).toHaveLength(1)
    expect(sellerList.data.list[0]).toMatchObject({
      afterSaleNo: asked.data.afterSaleNo,
      orderNo: order.orderNo,
      kind: 'RETURN_REFUND',
      status: 'WAIT_AUDIT',
      refundAmount: line.unitPrice,
      quantity: 1,
    })
    const created = await t.db
      .selectFrom('domain_event')
      .select(['id', 'party_id', 'type', 'aggregate_type', 'aggregate_id', 'payload', 'actor', 'created_at'])
      .where('type', '=', 'afterSale.created')
      .where('aggregate_id', '=', asked.data.afterSaleId)
      .execute()
    expect(created.map((e) => e.party_id)).toEqual([sellerParty])
    // The push channel forwards it to the seller's order roles, as it does order.created.
    const e = created[0] as (typeof created)[number]
    const live = liveEventsOf({
      id: Number(e.id),
      partyId: e.party_id,
      type: e.type,
      aggregateType: e.aggregate_type,
      aggregateId: e.aggregate_id,
      payload: JSON.parse(e.payload),
      actor: e.actor,
      createdAt: e.created_at,
      txId: 0,
    })
    expect(live).toContainEqual(
      expect.objectContaining({
        type: 'afterSale.created',
        area: 'orders',
        partyId: sellerParty,
        data: {
          afterSaleId: Number(asked.data.afterSaleId),
          afterSaleNo: asked.data.afterSaleNo,
          orderId: Number(order.orderId),
        },
      }),
    )
    const d4 = (await detail(order.orderId)).data
    expect(d4.afterSales).toHaveLength(1)
    expect(d4.lines[0]).toMatchObject({
      afterSaleQuantityLeft: 1,
      afterSaleAmountLeft: line.amount - line.unitPrice,
    })
    const tooMany = await call(t, 'requestPurchaseAfterSale', {
      token: buyer,
      body: {
        orderId: order.orderId,
        version: d4.version,
        orderLineId: line.orderLineId,
        kind: 'REFUND_ONLY',
        reason: '少发',
        quantity: 2,
        refundAmount: 1,
      },
    })
    expect(tooMany.data).toMatchObject({ field: 'quantity', reason: 'overReturnable', max: 1 })
  })

  it('cancels an unpaid order with a reason and releases its reservation; a paid one only the seller cancels', async () => {
    const order = await placeOrder(t, buyer, sellerParty, 2, 3)
    const before = await reservedOf(t, order.skuId)
    const d = (await detail(order.orderId)).data
    const noReason = await step('cancelPurchase', { orderId: order.orderId, version: d.version, reason: ' ' })
    expect(noReason.data).toMatchObject({ field: 'reason', reason: 'required' })
    const cancelled = await step('cancelPurchase', {
      orderId: order.orderId,
      version: d.version,
      reason: '下错单了',
    })
    expect(cancelled.code, cancelled.message).toBe(ResultCode.ok)
    expect(cancelled.data.status).toBe('CANCELLED')
    expect(await reservedOf(t, order.skuId)).toBe(before - 3)
    const after = (await detail(order.orderId)).data
    expect(after.timeline.at(-1)).toMatchObject({ event: 'order.cancelled', remark: '下错单了' })
    const again = await step('payPurchase', { orderId: order.orderId, version: after.version })
    expect(again.data).toMatchObject({ reason: 'illegalStep', status: 'CANCELLED' })

    const paidOrder = await placeOrder(t, buyer, sellerParty, 3, 1)
    const p = (await detail(paidOrder.orderId)).data
    await step('payPurchase', { orderId: paidOrder.orderId, version: p.version })
    const late = await step('cancelPurchase', {
      orderId: paidOrder.orderId,
      version: p.version + 1,
      reason: '不要了',
    })
    expect(late.data).toMatchObject({ reason: 'illegalStep', status: 'WAIT_SHIP' })
  })

  it('refuses another buyer’s order, the seller on the buyer’s calls and the buyer on the seller’s', async () => {
    const order = await placeOrder(t, buyer, sellerParty, 4, 1)
    const d = (await detail(order.orderId)).data
    // Another merchant that buys (tradebase) does not find it.
    expect((await detail(order.orderId, other)).code).toBe(ResultCode.notFound)
    expect((await step('payPurchase', { orderId: order.orderId, version: d.version }, other)).code).toBe(
      ResultCode.notFound,
    )
    // The seller may use the purchases area (it buys too) but the order is not one it placed.
    expect((await detail(order.orderId, seller)).code).toBe(ResultCode.notFound)
    const sellerPays = await step('payPurchase', { orderId: order.orderId, version: d.version }, seller)
    expect(sellerPays.code).toBe(ResultCode.notFound)
    const sellerCancels = await step(
      'cancelPurchase',
      { orderId: order.orderId, version: d.version, reason: 'x' },
      seller,
    )
    expect(sellerCancels.code).toBe(ResultCode.notFound)
    // The ordering tier has no seller's calls at all; a trade buyer's are scoped to its own sales.
    const buyerShips = await call(t, 'recordOrderPayment', {
      token: buyer,
      body: { orderId: order.orderId, version: d.version, method: 'CASH' },
    })
    expect(buyerShips.code).toBe(ResultCode.forbidden)
    const tradeOrder = await placeOrder(t, other, sellerParty, 5, 1)
    const tradeRecords = await call(t, 'recordOrderPayment', {
      token: other,
      body: { orderId: tradeOrder.orderId, version: 0, method: 'CASH' },
    })
    expect(tradeRecords.code).toBe(ResultCode.notFound)
    // Nothing changed.
    expect((await detail(order.orderId)).data).toMatchObject({ status: 'WAIT_PAY', version: d.version })
    // A role outside the business network is refused the area.
    const repair = await loginAs(t, 'repairmember')
    expect((await call(t, 'getPurchaseList', { token: repair, body: {} })).code).toBe(ResultCode.forbidden)
  })
})

describe.each(DATABASES)('my purchases of a sub-account on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('shows the parent merchant’s purchases to its sales sub-account, who may pay; not to the repair one', async () => {
    const pro = await loginAs(t, 'distributionpro')
    const order = await placeOrder(t, pro, await partyOf(t, 'tradebase'), 0, 1)
    const sale = await loginAs(t, 'sub_user_sale')
    const d = await call<PurchaseDetail>(t, 'getPurchaseDetail', {
      token: sale,
      body: { orderId: order.orderId },
    })
    expect(d.code, d.message).toBe(ResultCode.ok)
    const paid = await call<PurchaseChanged>(t, 'payPurchase', {
      token: sale,
      body: { orderId: order.orderId, version: d.data.version },
    })
    expect(paid.data.status).toBe('WAIT_SHIP')
    const wx = await loginAs(t, 'sub_user_wx')
    expect((await call(t, 'getPurchaseDetail', { token: wx, body: { orderId: order.orderId } })).code).toBe(
      ResultCode.forbidden,
    )
  })
})

describe.each(DATABASES)('my purchases with the signed payment provider on %s', (kind) => {
  let t: TestApp
  let buyer: string
  let sellerParty: string
  beforeAll(async () => {
    t = await createTestApp(kind, { payments: signedPayments(SECRET) })
    buyer = await loginAs(t, 'ordering')
    sellerParty = await partyOf(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  async function notify(body: Record<string, unknown>) {
    const raw = JSON.stringify(body)
    const res = await t.app.request('/control/paymentNotify', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signNotification(SECRET, raw, t.clock.now().getTime()),
      },
      body: raw,
    })
    return checkedAnswer('paymentNotify', await res.json())
  }

  it('answers that the provider pays; the provider’s notification pays the order once', async () => {
    const order = await placeOrder(t, buyer, sellerParty, 6, 1)
    const d = await call<PurchaseDetail>(t, 'getPurchaseDetail', {
      token: buyer,
      body: { orderId: order.orderId },
    })
    expect(d.data.paymentProvider).toBe('signed')
    const pay = await call(t, 'payPurchase', {
      token: buyer,
      body: { orderId: order.orderId, version: d.data.version },
    })
    expect(pay.code).toBe(ResultCode.conflict)
    expect(pay.message).toMatch(/payment provider/)
    const wrong = await notify({
      notifyId: 'S-1',
      orderNo: order.orderNo,
      amount: order.payAmount + 1,
      status: 'PAID',
    })
    expect(wrong.data).toMatchObject({ field: 'amount', reason: 'notOrderAmount' })
    const ok = await notify({
      notifyId: 'S-1',
      orderNo: order.orderNo,
      amount: order.payAmount,
      status: 'PAID',
    })
    expect(ok.code).toBe(ResultCode.ok)
    expect(ok.data).toEqual({ orderNo: order.orderNo, status: 'PAID', duplicate: false })
    const again = await notify({
      notifyId: 'S-1',
      orderNo: order.orderNo,
      amount: order.payAmount,
      status: 'PAID',
    })
    expect(again.data).toMatchObject({ duplicate: true })
    const after = await call<PurchaseDetail>(t, 'getPurchaseDetail', {
      token: buyer,
      body: { orderId: order.orderId },
    })
    expect(after.data).toMatchObject({ status: 'WAIT_SHIP', version: d.data.version + 1 })
    expect(after.data.payment).toMatchObject({ amount: order.payAmount, reference: 'S-1' })
    const events = await t.db
      .selectFrom('domain_event')
      .select('type')
      .where('aggregate_id', '=', order.orderId)
      .where('type', '=', 'order.paid')
      .execute()
    expect(events).toHaveLength(1)
  })
})
