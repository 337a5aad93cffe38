// assertWithinPurchaseLimits: the limit-purchase check other areas call when an order is placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { BUYER_PARTY_IDS } from '../../server/db/seed/core.seed.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { ApiError } from '../../server/http/api-error.ts'
import { assertWithinPurchaseLimits } from '../../server/marketing/purchase-limits.ts'
import { createTestApp, DATABASES, type TestApp } from './harness.ts'
import { salesOrderRow } from './order-rows.ts'

// A window far from the seed's promotions and orders, so only this test's rows count.
const START = '2027-03-01T00:00:00.000Z'
const END = '2027-04-01T00:00:00.000Z'
const INSIDE = '2027-03-10T00:00:00.000Z'

describe.each(DATABASES)('purchase limits on %s', (kind) => {
  let t: TestApp
  const seller = demoAccount('tradebase').partyId
  const other = demoAccount('distributionbase').partyId
  const buyer = BUYER_PARTY_IDS[0] as string
  const buyer2 = BUYER_PARTY_IDS[1] as string
  let product: { id: number; name: string }
  let product2: { id: number; name: string }
  let orderNo = 0

  async function placeOrder(
    partyId: string,
    buyerPartyId: string,
    createdAt: string,
    lines: { productId: number; quantity: number }[],
    status: 'WAIT_SHIP' | 'CANCELLED' | 'COMPLETED' = 'WAIT_SHIP',
  ): Promise<void> {
    orderNo++
    const order = await t.db
      .insertInto('sales_order')
      .values(
        salesOrderRow({
          party_id: partyId,
          order_no: `PLT${kind}${orderNo}`,
          channel: 'DISTRIBUTION',
          buyer_party_id: buyerPartyId,
          address: 'addr',
          status,
          pay_amount: 100,
          created_at: createdAt,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const line of lines) {
      await t.db
        .insertInto('sales_order_line')
        .values({
          party_id: partyId,
          order_id: order.id,
          product_id: line.productId,
          sku_id: null,
          product_name: 'x',
          unit_price: 100,
          quantity: line.quantity,
          amount: 100 * line.quantity,
        })
        .execute()
    }
  }

  async function addRule(
    partyId: string,
    productId: number,
    perBuyerLimit: number,
    over: { status?: string; start?: string; end?: string; limitQuantity?: number } = {},
  ): Promise<void> {
    const rule = await t.db
      .insertInto('promotion')
      .values({
        party_id: partyId,
        name: 'rule',
        kind: 'LIMIT_PURCHASE',
        status: over.status ?? 'ACTIVE',
        start_at: over.start ?? START,
        end_at: over.end ?? END,
        per_buyer_limit: perBuyerLimit,
        created_at: START,
        updated_at: START,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('promotion_product')
      .values({
        party_id: partyId,
        promotion_id: rule.id,
        product_id: productId,
        limit_quantity: over.limitQuantity ?? 0,
      })
      .execute()
  }

  async function refusal(input: Parameters<typeof assertWithinPurchaseLimits>[1]): Promise<ApiError> {
    try {
      await assertWithinPurchaseLimits(t.db, input)
    } catch (e) {
      if (e instanceof ApiError) return e
      throw e
    }
    throw new Error('expected a refusal')
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const products = await t.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('party_id', '=', seller)
      .orderBy('id')
      .limit(2)
      .execute()
    product = products[0] as { id: number; name: string }
    product2 = products[1] as { id: number; name: string }
    // 3 of 5 bought already; a cancelled order, another buyer's and an order outside the window do not count.
    await addRule(seller, product.id, 5)
    await placeOrder(seller, buyer, '2027-03-02T00:00:00.000Z', [{ productId: product.id, quantity: 2 }])
    await placeOrder(seller, buyer, '2027-03-03T00:00:00.000Z', [
      { productId: product.id, quantity: 1 },
      { productId: product2.id, quantity: 9 },
    ])
    await placeOrder(
      seller,
      buyer,
      '2027-03-04T00:00:00.000Z',
      [{ productId: product.id, quantity: 4 }],
      'CANCELLED',
    )
    await placeOrder(seller, buyer2, '2027-03-04T00:00:00.000Z', [{ productId: product.id, quantity: 4 }])
    await placeOrder(seller, buyer, '2027-02-20T00:00:00.000Z', [{ productId: product.id, quantity: 4 }])
  })
  afterAll(async () => {
    await t.close()
  })

  it('accepts an order up to the limit and refuses one unit more, naming the product and the limit', async () => {
    await expect(
      assertWithinPurchaseLimits(t.db, {
        sellerPartyId: seller,
        buyerPartyId: buyer,
        at: INSIDE,
        lines: [{ productId: product.id, quantity: 2 }],
      }),
    ).resolves.toBeUndefined()
    const e = await refusal({
      sellerPartyId: seller,
      buyerPartyId: buyer,
      at: INSIDE,
      lines: [{ productId: product.id, quantity: 3 }],
    })
    expect(e.code).toBe(ResultCode.invalidInput)
    expect(e.data).toMatchObject({ field: 'quantity', reason: 'overPurchaseLimit', max: 2 })
    expect(e.messageIn('en')).toContain(product.name)
    expect(e.messageIn('en')).toContain('5')
    expect(e.messageIn('zh')).toContain(product.name)
  })

  it('adds up the lines of one product in the order', async () => {
    const e = await refusal({
      sellerPartyId: seller,
      buyerPartyId: buyer,
      at: INSIDE,
      lines: [
        { productId: product.id, quantity: 1 },
        { productId: product2.id, quantity: 50 },
        { productId: product.id, quantity: 2 },
      ],
    })
    expect(e.data).toMatchObject({ field: 'quantity' })
  })

  it('counts only the buyer’s own orders, and not before or after the window', async () => {
    // buyer2 bought 4: one more is the edge, two are refused.
    await expect(
      assertWithinPurchaseLimits(t.db, {
        sellerPartyId: seller,
        buyerPartyId: buyer2,
        at: INSIDE,
        lines: [{ productId: product.id, quantity: 1 }],
      }),
    ).resolves.toBeUndefined()
    await refusal({
      sellerPartyId: seller,
      buyerPartyId: buyer2,
      at: INSIDE,
      lines: [{ productId: product.id, quantity: 2 }],
    })
    // At the end instant the rule is over; at the start instant it runs.
    await expect(
      assertWithinPurchaseLimits(t.db, {
        sellerPartyId: seller,
        buyerPartyId: buyer,
        at: END,
        lines: [{ productId: product.id, quantity: 100 }],
      }),
    ).resolves.toBeUndefined()
    await refusal({
      sellerPartyId: seller,
      buyerPartyId: buyer,
      at: START,
      lines: [{ productId: product.id, quantity: 3 }],
    })
  })

  it('ignores products without a rule, stopped rules and other merchants’ rules', async () => {
    await addRule(seller, product2.id, 1, { status: 'CANCELLED' })
    await addRule(other, product2.id, 1)
    await expect(
      assertWithinPurchaseLimits(t.db, {
        sellerPartyId: seller,
        buyerPartyId: buyer,
        at: INSIDE,
        lines: [{ productId: product2.id, quantity: 100 }],
      }),
    ).resolves.toBeUndefined()
  })

  it('uses a product’s own limit over the rule’s per-buyer limit', async () => {
    await addRule(seller, product2.id, 100, { limitQuantity: 10, start: '2027-03-05T00:00:00.000Z' })
    // 9 of product2 bought on 03-03, before this rule started: not counted.
    await expect(
      assertWithinPurchaseLimits(t.db, {
        sellerPartyId: seller,
        buyerPartyId: buyer,
        at: INSIDE,
        lines: [{ productId: product2.id, quantity: 10 }],
      }),
    ).resolves.toBeUndefined()
    const e = await refusal({
      sellerPartyId: seller,
      buyerPartyId: buyer,
      at: INSIDE,
      lines: [{ productId: product2.id, quantity: 11 }],
    })
    expect(e.messageIn('en')).toContain('10')
  })
})
