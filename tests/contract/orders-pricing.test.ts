// Every order priced by one engine (issue 31, docs/pricing.md), on SQLite and PostgreSQL: a
// business order of a product under a running DISCOUNT promotion is charged the promotion price
// and its details (the seller's view) show the list price and the adjustment; a member dealer pays
// its rank price; a FULL_REDUCTION order; a line over a purchase limit is refused at its quantity
// field and nothing is written; the quote answers what the order then charges and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  BusinessOrderCreated,
  BusinessOrderQuote,
  BusinessProduct,
} from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { CatalogueOrderDetail, CatalogueOrderRow } from '../../contract/catalogue.schema.ts'
import { perMilleHalfUp } from '../../contract/orders-pricing.ts'
import type { OrderDetail, OrderExportChunk } from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SELLER = demoAccount('distributionpro').partyId
const BUYER = demoAccount('tradebase').partyId
const DAY = 86_400_000

describe.each(DATABASES)('order pricing on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  /** Four products of the seller no promotion covers, one SKU each with stock, at known prices. */
  let sku: { a: number; b: number; c: number; d: number }
  let product: { a: number; b: number; c: number; d: number }

  const nowIso = () => t.clock.now().toISOString()
  const promotion = async (
    values: {
      name: string
      kind: string
      discount_permille?: number
      threshold_amount?: number
      reduce_amount?: number
      per_buyer_limit?: number
    },
    productId: number,
  ) => {
    const row = await t.db
      .insertInto('promotion')
      .values({
        party_id: SELLER,
        status: 'ACTIVE',
        start_at: new Date(t.clock.now().getTime() - DAY).toISOString(),
        end_at: new Date(t.clock.now().getTime() + DAY).toISOString(),
        created_at: nowIso(),
        updated_at: nowIso(),
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('promotion_product')
      .values({ party_id: SELLER, promotion_id: Number(row.id), product_id: productId })
      .execute()
    return Number(row.id)
  }
  const setPrice = (skuId: number, price: number) =>
    t.db.updateTable('product_sku').set({ price }).where('id', '=', skuId).execute()
  const count = async (table: 'sales_order' | 'order_item_adjustment') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const quote = (lines: { skuId: number; quantity: number }[]) =>
    call<BusinessOrderQuote>(t, 'quoteBusinessOrder', { token: trade, body: { partyId: SELLER, lines } })
  const order = (lines: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
    call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines, ...extra },
    })
  const detail = async (orderId: number) => {
    const d = await call<OrderDetail>(t, 'getOrderDetail', { token: pro, body: { orderId: String(orderId) } })
    expect(d.code, d.message).toBe(ResultCode.ok)
    return d.data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
    // The buyer is not a member of the seller unless a test makes it one.
    await t.db
      .updateTable('dis_member')
      .set({ status: 'DISABLED' })
      .where('party_id', '=', SELLER)
      .where('member_party_id', '=', BUYER)
      .execute()
    const products = await call<Page<BusinessProduct>>(t, 'getBusinessProductByType', {
      token: trade,
      body: { partyId: SELLER, pageSize: 100 },
    })
    const promoted = await t.db
      .selectFrom('promotion_product')
      .select('product_id')
      .where('party_id', '=', SELLER)
      .execute()
    const taken = new Set(promoted.map((r) => Number(r.product_id)))
    const free = products.data.list
      .filter((p) => !taken.has(p.productId))
      .map((p) => ({ productId: p.productId, sku: p.skus.find((s) => s.stock >= 10) }))
      .filter((p) => p.sku !== undefined)
    const [a, b, c, d] = free
    if (!a?.sku || !b?.sku || !c?.sku || !d?.sku)
      throw new Error('the seed has four unpromoted products with stock')
    sku = { a: a.sku.skuId, b: b.sku.skuId, c: c.sku.skuId, d: d.sku.skuId }
    product = { a: a.productId, b: b.productId, c: c.productId, d: d.productId }
    await setPrice(sku.a, 29400)
    await setPrice(sku.b, 6000)
    await setPrice(sku.c, 5000)
    await setPrice(sku.d, 1000)
  })
  afterAll(async () => {
    await t.close()
  })

  it('charges a running DISCOUNT promotion’s price (294.00 at 900 per mille: 264.60), as quoted, and the details show it', async () => {
    const promotionId = await promotion(
      { name: '全场9折', kind: 'DISCOUNT', discount_permille: 900 },
      product.a,
    )
    const before = await count('sales_order')
    const q = await quote([{ skuId: sku.a, quantity: 2 }])
    expect(q.code, q.message).toBe(ResultCode.ok)
    expect(await count('sales_order')).toBe(before)
    expect(q.data.lines).toEqual([
      {
        index: 0,
        skuId: sku.a,
        quantity: 2,
        listUnitPrice: 29400,
        unitPrice: 26460,
        listAmount: 58800,
        amount: 52920,
        adjustments: [{ kind: 'DISCOUNT', promotionId, name: '全场9折', amount: 5880 }],
      },
    ])
    expect(q.data.totals).toEqual({ listTotal: 58800, discountTotal: 5880, payableTotal: 52920 })
    expect(q.data.limitViolations).toEqual([])

    const created = await order([{ skuId: sku.a, quantity: 2 }])
    expect(created.code, created.message).toBe(ResultCode.ok)
    expect(created.data).toMatchObject({ goodsAmount: 58800, discountAmount: 5880, payAmount: 52920 })
    expect(created.data.payAmount).toBe(q.data.totals.payableTotal)

    const d = await detail(created.data.orderId)
    expect(d).toMatchObject({ goodsAmount: 58800, discountAmount: 5880, payAmount: 52920 })
    expect(d.lines).toHaveLength(1)
    expect(d.lines[0]).toMatchObject({
      listUnitPrice: 29400,
      unitPrice: 26460,
      quantity: 2,
      amount: 52920,
      adjustments: [{ kind: 'DISCOUNT', promotionId: String(promotionId), name: '全场9折', amount: 5880 }],
    })
    // The export names the promotion beside the order's goods, discount and payment.
    const exported = await call<OrderExportChunk>(t, 'exportOrderList', {
      token: pro,
      body: { orderNo: created.data.orderNo },
    })
    expect(exported.code, exported.message).toBe(ResultCode.ok)
    expect(exported.data.rows).toHaveLength(1)
    expect(exported.data.rows[0]).toMatchObject({
      goodsAmount: 58800,
      discountAmount: 5880,
      payAmount: 52920,
      promotions: ['全场9折'],
    })
  })

  it('takes a FULL_REDUCTION off the covered lines only, as quoted', async () => {
    const promotionId = await promotion(
      { name: '满100减10', kind: 'FULL_REDUCTION', threshold_amount: 10000, reduce_amount: 1000 },
      product.b,
    )
    const lines = [
      { skuId: sku.b, quantity: 2 },
      { skuId: sku.c, quantity: 1 },
    ]
    const q = await quote(lines)
    expect(q.data.totals).toEqual({ listTotal: 17000, discountTotal: 1000, payableTotal: 16000 })
    const created = await order(lines)
    expect(created.code, created.message).toBe(ResultCode.ok)
    expect(created.data.payAmount).toBe(q.data.totals.payableTotal)
    const d = await detail(created.data.orderId)
    expect(d.lines.map((l) => ({ amount: l.amount, adjustments: l.adjustments }))).toEqual([
      {
        amount: 11000,
        adjustments: [
          { kind: 'FULL_REDUCTION', promotionId: String(promotionId), name: '满100减10', amount: 1000 },
        ],
      },
      { amount: 5000, adjustments: [] },
    ])
    expect(d.lines.map((l) => l.listUnitPrice)).toEqual([6000, 5000])
    expect(d.discountAmount).toBe(1000)
  })

  it('charges a member dealer its rank price', async () => {
    const rank = await t.db
      .insertInto('dis_rank')
      .values({
        party_id: SELLER,
        name: '金牌经销',
        discount_permille: 950,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const member = await t.db
      .updateTable('dis_member')
      .set({ status: 'ENABLED', rank_id: Number(rank.id) })
      .where('party_id', '=', SELLER)
      .where('member_party_id', '=', BUYER)
      .executeTakeFirst()
    if (Number(member.numUpdatedRows) === 0) {
      await t.db
        .insertInto('dis_member')
        .values({
          party_id: SELLER,
          member_party_id: BUYER,
          status: 'ENABLED',
          rank_id: Number(rank.id),
          salesman_id: null,
          application_id: null,
          last_order_at: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute()
    }
    // Product c sells to distributors at 40.00: the rank pays 95 % of it.
    await t.db
      .deleteFrom('dis_product')
      .where('party_id', '=', SELLER)
      .where('product_id', '=', product.c)
      .execute()
    const dp = await t.db
      .insertInto('dis_product')
      .values({
        party_id: SELLER,
        product_id: product.c,
        status: 'ON',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('dis_product_sku')
      .values({
        party_id: SELLER,
        dis_product_id: Number(dp.id),
        sku_id: sku.c,
        dis_price: 4000,
        stock_limit: null,
        enabled: 1,
      })
      .execute()
    try {
      const q = await quote([{ skuId: sku.c, quantity: 3 }])
      expect(q.data.lines[0]).toMatchObject({
        listUnitPrice: 5000,
        unitPrice: 3800,
        amount: 11400,
        adjustments: [{ kind: 'RANK', promotionId: null, name: '金牌经销', amount: 3600 }],
      })
      const created = await order([{ skuId: sku.c, quantity: 3 }])
      expect(created.code, created.message).toBe(ResultCode.ok)
      expect(created.data).toMatchObject({ goodsAmount: 15000, discountAmount: 3600, payAmount: 11400 })
      const d = await detail(created.data.orderId)
      expect(d.lines[0]).toMatchObject({ listUnitPrice: 5000, unitPrice: 3800, amount: 11400 })
      expect(d.lines[0]?.adjustments).toEqual([
        { kind: 'RANK', promotionId: null, name: '金牌经销', amount: 3600 },
      ])
    } finally {
      await t.db
        .updateTable('dis_member')
        .set({ status: 'DISABLED' })
        .where('party_id', '=', SELLER)
        .where('member_party_id', '=', BUYER)
        .execute()
    }
  })

  it('refuses a line over a purchase limit at its quantity field, writing nothing; the quote names the field', async () => {
    await promotion({ name: '限购2件', kind: 'LIMIT_PURCHASE', per_buyer_limit: 2 }, product.d)
    const lines = [
      { skuId: sku.b, quantity: 1 },
      { skuId: sku.d, quantity: 3 },
    ]
    const q = await quote(lines)
    expect(q.code, q.message).toBe(ResultCode.ok)
    expect(q.data.limitViolations).toEqual([
      { field: 'lines.1.quantity', reason: 'overPurchaseLimit', max: 2 },
    ])
    const orders = await count('sales_order')
    const adjustments = await count('order_item_adjustment')
    const reserved = await t.db
      .selectFrom('product_sku')
      .select('reserved')
      .where('id', '=', sku.b)
      .executeTakeFirstOrThrow()
    const refused = await order(lines)
    expect(refused.code).toBe(ResultCode.invalidInput)
    expect(refused.data).toMatchObject({ field: 'lines.1.quantity', reason: 'overPurchaseLimit', max: 2 })
    expect(refused.message).toContain('2')
    expect(await count('sales_order')).toBe(orders)
    expect(await count('order_item_adjustment')).toBe(adjustments)
    const after = await t.db
      .selectFrom('product_sku')
      .select('reserved')
      .where('id', '=', sku.b)
      .executeTakeFirstOrThrow()
    expect(after.reserved).toBe(reserved.reserved)
    const within = await order([{ skuId: sku.d, quantity: 2 }])
    expect(within.code, within.message).toBe(ResultCode.ok)
  })

  it('delivers to the address given with the order, else the buyer’s profile', async () => {
    const created = await order([{ skuId: sku.c, quantity: 1 }], {
      delivery: { receiverName: '王仓管', receiverPhone: '13900002222', address: '仓库路 8 号' },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    const d = await detail(created.data.orderId)
    expect(d).toMatchObject({ receiverName: '王仓管', receiverPhone: '13900002222', address: '仓库路 8 号' })
    const bad = await order([{ skuId: sku.c, quantity: 1 }], {
      delivery: { receiverName: '王仓管', receiverPhone: '12', address: '仓库路 8 号' },
    })
    expect(bad.code).toBe(ResultCode.invalidInput)
    expect(bad.data).toMatchObject({ field: 'delivery.receiverPhone', reason: 'phone' })
  })
  it('offers the buyer its earlier deliveries, each once, the most recently used first, and to no one else', async () => {
    const use = async (delivery: { receiverName: string; receiverPhone: string; address: string }) => {
      t.clock.advance(60_000)
      const placed = await order([{ skuId: sku.c, quantity: 1 }], { delivery })
      expect(placed.code, placed.message).toBe(ResultCode.ok)
    }
    const warehouse = { receiverName: '王仓管', receiverPhone: '13900002222', address: '仓库路 8 号' }
    const shop = { receiverName: '李店长', receiverPhone: '13900003333', address: '人民路 1 号门店' }
    await use(shop)
    await use(warehouse)
    await use(shop)
    const saved = await call<Array<{ receiverName: string; lastUsedAt: string }>>(
      t,
      'getOwnDeliveryAddresses',
      {
        token: trade,
      },
    )
    expect(saved.code, saved.message).toBe(ResultCode.ok)
    expect(saved.data.slice(0, 2).map(({ lastUsedAt: _, ...d }) => d)).toEqual([shop, warehouse])
    expect(saved.data.filter((d) => d.receiverName === shop.receiverName)).toHaveLength(1)
    // The seller, who never ordered from anyone with these, is offered none of them.
    const theirs = await call<Array<{ receiverName: string }>>(t, 'getOwnDeliveryAddresses', { token: pro })
    expect(theirs.code).toBe(ResultCode.ok)
    expect(theirs.data.map((d) => d.receiverName)).not.toContain(shop.receiverName)
  })

  it('prices an approved catalogue order: the catalogue price, the member’s rank per mille, the promotion running when it was placed', async () => {
    const pending = await call<Page<CatalogueOrderRow>>(t, 'getCatalogueOrderList', {
      token: pro,
      body: { status: 'PENDING', pageSize: 1 },
    })
    const row = pending.data.list[0]
    if (!row) throw new Error('the seed has a pending catalogue order')
    const placed = await t.db
      .selectFrom('catalogue_order')
      .select(['buyer_party_id', 'created_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    const lines = await t.db
      .selectFrom('catalogue_order_line')
      .select(['product_id', 'unit_price', 'quantity'])
      .where('catalogue_order_id', '=', row.id)
      .orderBy('id')
      .execute()
    const first = lines[0]
    if (!first?.product_id) throw new Error('the catalogue order has a product line')
    // Only our promotion may apply: the seller's others on these products are cancelled.
    await t.db
      .updateTable('promotion')
      .set({ status: 'CANCELLED' })
      .where('party_id', '=', SELLER)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('promotion_product')
          .select('promotion_id')
          .where(
            'product_id',
            'in',
            lines.map((l) => Number(l.product_id ?? 0)),
          ),
      )
      .execute()
    const rank = await t.db
      .insertInto('dis_rank')
      .values({
        party_id: SELLER,
        name: '银牌',
        discount_permille: 900,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .deleteFrom('dis_member')
      .where('party_id', '=', SELLER)
      .where('member_party_id', '=', placed.buyer_party_id)
      .execute()
    await t.db
      .insertInto('dis_member')
      .values({
        party_id: SELLER,
        member_party_id: placed.buyer_party_id,
        status: 'ENABLED',
        rank_id: Number(rank.id),
        salesman_id: null,
        application_id: null,
        last_order_at: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute()
    // A DISCOUNT that ran when the member ordered and is over by the approval.
    const placedMs = Date.parse(placed.created_at)
    const promo = await t.db
      .insertInto('promotion')
      .values({
        party_id: SELLER,
        name: '下单时8折',
        kind: 'DISCOUNT',
        status: 'ACTIVE',
        discount_permille: 800,
        start_at: new Date(placedMs - 3_600_000).toISOString(),
        end_at: new Date(placedMs + 1000).toISOString(),
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('promotion_product')
      .values({ party_id: SELLER, promotion_id: Number(promo.id), product_id: Number(first.product_id) })
      .execute()
    expect(placedMs + 1000).toBeLessThan(t.clock.now().getTime())

    const approved = await call<CatalogueOrderDetail>(t, 'approveCatalogueOrder', {
      token: pro,
      body: { id: row.id, version: row.version },
    })
    expect(approved.code, approved.message).toBe(ResultCode.ok)
    const d = await detail(Number(approved.data.salesOrderId))
    const expected = lines.map((l) => {
      const list = Number(l.unit_price)
      const ranked = perMilleHalfUp(list, 900)
      const unit = Number(l.product_id) === Number(first.product_id) ? perMilleHalfUp(ranked, 800) : ranked
      return { listUnitPrice: list, unitPrice: unit, amount: unit * Number(l.quantity) }
    })
    expect(
      d.lines.map((l) => ({ listUnitPrice: l.listUnitPrice, unitPrice: l.unitPrice, amount: l.amount })),
    ).toEqual(expected)
    expect(d.lines[0]?.adjustments.map((a) => [a.kind, a.name])).toEqual([
      ['RANK', '银牌'],
      ['DISCOUNT', '下单时8折'],
    ])
    const pay = expected.reduce((sum, l) => sum + l.amount, 0)
    expect(d).toMatchObject({ goodsAmount: row.amount, payAmount: pay, discountAmount: row.amount - pay })
  })
})
