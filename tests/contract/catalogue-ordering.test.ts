// A dealer orders from its supplier's open catalogue (issue 31), on SQLite and PostgreSQL: the
// demo's `ordering` login is an enabled member of admin's shop (the seed); it lists the open
// catalogues, is quoted, places an order that the supplier's audit lists as PENDING with its lines
// and amount (and the audit badge counts), and the approval charges what the quote said; the
// sales order is then in the dealer's purchases. Refused, writing nothing: a non-member, a closed
// catalogue, a SKU not in the catalogue, a bad quantity. One Idempotency-Key, one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CatalogueOrderDetail,
  CatalogueOrderPlaced,
  CatalogueOrderQuote,
  CatalogueOrderRow,
  OrderableCatalogue,
} from '../../contract/catalogue.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { PurchaseRow } from '../../contract/purchases.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { liveEventsOf } from '../../server/events/live-events.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SUPPLIER = demoAccount('admin').partyId

describe.each(DATABASES)('ordering from a supplier catalogue on %s', (kind) => {
  let t: TestApp
  let dealer: string
  let supplier: string
  let outsider: string
  let catalogue: OrderableCatalogue

  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('catalogue_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const firstSkus = (n: number) => catalogue.products.slice(0, n).map((p) => p.skus[0]?.skuId as number)

  beforeAll(async () => {
    t = await createTestApp(kind)
    dealer = await loginAs(t, 'ordering')
    supplier = await loginAs(t, 'admin')
    outsider = await loginAs(t, 'tradebase')
    const list = await call<OrderableCatalogue[]>(t, 'getOrderableCatalogues', { token: dealer, body: {} })
    expect(list.code, list.message).toBe(ResultCode.ok)
    const found = list.data.find((c) => c.supplierPartyId === SUPPLIER && c.products.length >= 2)
    if (!found) throw new Error('the seed gives ordering no open catalogue of admin')
    catalogue = found
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists only open catalogues of the suppliers the caller is an enabled member of', async () => {
    const open = await t.db
      .selectFrom('catalogue')
      .select('id')
      .where('party_id', '=', SUPPLIER)
      .where('status', '=', 'PUBLISHED')
      .execute()
    const list = await call<OrderableCatalogue[]>(t, 'getOrderableCatalogues', { token: dealer, body: {} })
    expect(list.data.map((c) => c.id).sort()).toEqual(open.map((c) => Number(c.id)).sort())
    expect(list.data.every((c) => c.supplierName !== '')).toBe(true)
    const none = await call<OrderableCatalogue[]>(t, 'getOrderableCatalogues', { token: outsider, body: {} })
    expect(none.data.filter((c) => c.supplierPartyId === SUPPLIER)).toEqual([])
  })

  it('places a PENDING order the supplier audits; approval charges the quote; the dealer then finds it', async () => {
    const [a, b] = firstSkus(2)
    const body = {
      catalogueId: catalogue.id,
      lines: [
        { skuId: a, quantity: 3 },
        { skuId: b, quantity: 2 },
      ],
      remark: '月底前到货',
      delivery: {
        receiverName: '王店长',
        receiverPhone: '13800138000',
        address: '广州市天河区体育西路 1 号',
      },
    }
    const quote = await call<CatalogueOrderQuote>(t, 'quoteCatalogueOrder', { token: dealer, body })
    expect(quote.code, quote.message).toBe(ResultCode.ok)
    const price = (skuId: number | undefined) =>
      catalogue.products.flatMap((p) => p.skus).find((s) => s.skuId === skuId)?.price ?? 0
    expect(quote.data.totals.listTotal).toBe(price(a) * 3 + price(b) * 2)
    // admin's silver rank (940 per mille) makes the charged price lower than the catalogue's.
    expect(quote.data.totals.payableTotal).toBeLessThan(quote.data.totals.listTotal)

    const before = await call<{ PENDING: number }>(t, 'getCatalogueOrderCounts', {
      token: supplier,
      body: {},
    })
    const placed = await call<CatalogueOrderPlaced>(t, 'placeCatalogueOrder', { token: dealer, body })
    expect(placed.code, placed.message).toBe(ResultCode.ok)
    expect(placed.data).toMatchObject({
      auditStatus: 'PENDING',
      itemCount: 5,
      amount: quote.data.totals.listTotal,
      payableTotal: quote.data.totals.payableTotal,
    })
    expect(placed.data.orderNo).toMatch(/^DH\d{8}\d{5}$/)
    const event = await t.db
      .selectFrom('domain_event')
      .selectAll()
      .where('aggregate_id', '=', String(placed.data.id))
      .where('type', '=', 'catalogueOrder.created')
      .executeTakeFirstOrThrow()
    expect(event.party_id).toBe(SUPPLIER)
    // The push channel tells the supplier's pages their counts changed (the audit badge).
    const live = liveEventsOf({
      id: Number(event.id),
      partyId: event.party_id,
      type: event.type,
      aggregateType: event.aggregate_type,
      aggregateId: event.aggregate_id,
      payload: JSON.parse(event.payload),
      actor: event.actor,
      createdAt: event.created_at,
      txId: Number(event.tx_id),
    })
    expect(live).toContainEqual(expect.objectContaining({ type: 'counts.changed', partyId: SUPPLIER }))

    const after = await call<{ PENDING: number }>(t, 'getCatalogueOrderCounts', { token: supplier, body: {} })
    expect(after.data.PENDING).toBe(before.data.PENDING + 1)
    const list = await call<Page<CatalogueOrderRow>>(t, 'getCatalogueOrderList', {
      token: supplier,
      body: { status: 'PENDING', keyword: placed.data.orderNo },
    })
    expect(list.data.list).toHaveLength(1)
    expect(list.data.list[0]).toMatchObject({
      id: placed.data.id,
      orderNo: placed.data.orderNo,
      catalogueId: catalogue.id,
      auditStatus: 'PENDING',
      itemCount: 5,
      amount: quote.data.totals.listTotal,
    })
    const detail = await call<CatalogueOrderDetail>(t, 'getCatalogueOrderDetail', {
      token: supplier,
      body: { id: placed.data.id },
    })
    expect(detail.data.remark).toBe('月底前到货')
    expect(detail.data.lines.map((l) => [l.unitPrice, l.quantity, l.amount])).toEqual([
      [price(a), 3, price(a) * 3],
      [price(b), 2, price(b) * 2],
    ])

    const approved = await call<CatalogueOrderDetail>(t, 'approveCatalogueOrder', {
      token: supplier,
      body: { id: placed.data.id, version: detail.data.version },
    })
    expect(approved.code, approved.message).toBe(ResultCode.ok)
    const sales = await t.db
      .selectFrom('sales_order')
      .select(['pay_amount', 'buyer_party_id', 'order_no', 'receiver_name', 'receiver_phone', 'address'])
      .where('id', '=', approved.data.salesOrderId as number)
      .executeTakeFirstOrThrow()
    expect(Number(sales.pay_amount)).toBe(quote.data.totals.payableTotal)
    // Shipped where the dealer said.
    expect(sales).toMatchObject({
      receiver_name: '王店长',
      receiver_phone: '13800138000',
      address: '广州市天河区体育西路 1 号',
    })

    const purchases = await call<Page<PurchaseRow>>(t, 'getPurchaseList', {
      token: dealer,
      body: { keyword: sales.order_no },
    })
    expect(purchases.code, purchases.message).toBe(ResultCode.ok)
    expect(purchases.data.list.map((r) => r.orderNo)).toEqual([sales.order_no])
  })

  it('refuses a non-member, a closed catalogue, a SKU not in it and a bad quantity, writing nothing', async () => {
    const [a] = firstSkus(1)
    const good = { catalogueId: catalogue.id, lines: [{ skuId: a, quantity: 1 }] }
    const count = await orderCount()
    const events = async () =>
      Number(
        (
          await t.db
            .selectFrom('domain_event')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('type', '=', 'catalogueOrder.created')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const eventCount = await events()

    const notMember = await call(t, 'placeCatalogueOrder', { token: outsider, body: good })
    expect(notMember.code).toBe(ResultCode.forbidden)
    // A catalogue of a supplier the dealer is no member of.
    const foreign = await t.db
      .selectFrom('catalogue')
      .select('id')
      .where('party_id', '=', demoAccount('distributionpro').partyId)
      .where('status', '=', 'PUBLISHED')
      .executeTakeFirstOrThrow()
    const elsewhere = await call(t, 'quoteCatalogueOrder', {
      token: dealer,
      body: { ...good, catalogueId: Number(foreign.id) },
    })
    expect(elsewhere.code).toBe(ResultCode.forbidden)
    const guest = await call(t, 'placeCatalogueOrder', { body: good })
    expect(guest.code).not.toBe(ResultCode.ok)

    const otherSku = await t.db
      .selectFrom('product_sku')
      .select('id')
      .where('party_id', '=', SUPPLIER)
      .where(
        'product_id',
        'not in',
        catalogue.products.map((p) => p.productId),
      )
      .executeTakeFirstOrThrow()
    const notIn = await call(t, 'placeCatalogueOrder', {
      token: dealer,
      body: { ...good, lines: [good.lines[0], { skuId: Number(otherSku.id), quantity: 1 }] },
    })
    expect(notIn.code).toBe(ResultCode.invalidInput)
    expect(notIn.data).toMatchObject({ field: 'lines.1.skuId', reason: 'notInCatalogue' })

    for (const quantity of [0, 1.5, 10_000]) {
      const bad = await call(t, 'placeCatalogueOrder', {
        token: dealer,
        body: { ...good, lines: [{ skuId: a, quantity }] },
      })
      expect(bad.code).toBe(ResultCode.invalidInput)
      expect(bad.data).toMatchObject({ field: 'lines.0.quantity' })
    }

    const badPhone = await call(t, 'placeCatalogueOrder', {
      token: dealer,
      body: { ...good, delivery: { receiverName: 'A', receiverPhone: 'not a phone', address: 'B' } },
    })
    expect(badPhone.data).toMatchObject({ field: 'delivery.receiverPhone', reason: 'phone' })

    const closed = await t.db
      .selectFrom('catalogue')
      .select('id')
      .where('party_id', '=', SUPPLIER)
      .where('status', '=', 'CLOSED')
      .executeTakeFirstOrThrow()
    const notOpen = await call(t, 'placeCatalogueOrder', {
      token: dealer,
      body: { ...good, catalogueId: Number(closed.id) },
    })
    expect(notOpen.code).toBe(ResultCode.invalidInput)
    expect(notOpen.data).toMatchObject({ field: 'catalogueId', reason: 'catalogueNotOpen' })
    const quoteClosed = await call(t, 'quoteCatalogueOrder', {
      token: dealer,
      body: { ...good, catalogueId: Number(closed.id) },
    })
    expect(quoteClosed.data).toMatchObject({ field: 'catalogueId', reason: 'catalogueNotOpen' })

    expect(await orderCount()).toBe(count)
    expect(await events()).toBe(eventCount)
  })

  it('creates one order for one Idempotency-Key sent twice', async () => {
    const [a] = firstSkus(1)
    const body = { catalogueId: catalogue.id, lines: [{ skuId: a, quantity: 4 }] }
    const headers = { 'Idempotency-Key': 'catalogue-order-0001-0001' }
    const count = await orderCount()
    const first = await call<CatalogueOrderPlaced>(t, 'placeCatalogueOrder', { token: dealer, body, headers })
    const again = await call<CatalogueOrderPlaced>(t, 'placeCatalogueOrder', { token: dealer, body, headers })
    expect(first.code, first.message).toBe(ResultCode.ok)
    expect(again.data).toEqual(first.data)
    expect(await orderCount()).toBe(count + 1)
  })
})
