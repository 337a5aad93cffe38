// No duplicates (issue 31), on SQLite and PostgreSQL: a create sent twice with one
// Idempotency-Key (a retry after a lost answer, or two at once: a double click) creates one
// record and answers the first answer; a refused first call keeps nothing; a key reused for
// another request is refused at the header; without a key every call creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOrderCreated, BusinessProduct } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SELLER = demoAccount('distributionpro').partyId
const BUYER = demoAccount('tradebase').partyId

describe.each(DATABASES)('Idempotency-Key on %s', (kind) => {
  let t: TestApp
  let trade: string
  let skuId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    const products = await call<Page<BusinessProduct>>(t, 'getBusinessProductByType', {
      token: trade,
      body: { partyId: SELLER, pageSize: 100 },
    })
    // A product no promotion or purchase limit of the seller covers.
    const promoted = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', SELLER)
      .execute()
    const taken = new Set(promoted.map((r) => Number(r.product_id)))
    const sku = products.data.list
      .filter((p) => !taken.has(p.productId))
      .flatMap((p) => p.skus)
      .find((s) => s.stock >= 20)
    if (!sku) throw new Error('the seed has a SKU with stock')
    skuId = sku.skuId
  })
  afterAll(async () => {
    await t.close()
  })

  const order = (key: string | undefined, quantity = 1) =>
    call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId, quantity }] },
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    })
  const ordersOfBuyer = async () =>
    Number(
      (
        await t.db
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('buyer_party_id', '=', BUYER)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates one order for the same key sent twice, and answers the first answer', async () => {
    const before = await ordersOfBuyer()
    const first = await order('retry-after-lost-answer-1')
    expect(first.code, first.message).toBe(ResultCode.ok)
    const again = await order('retry-after-lost-answer-1')
    expect(again).toEqual(first)
    expect(await ordersOfBuyer()).toBe(before + 1)
  })

  it('creates one order for two submissions at once with one key (a double click)', async () => {
    const before = await ordersOfBuyer()
    const [a, b] = await Promise.all([order('double-click-0001'), order('double-click-0001')])
    expect(a.code, a.message).toBe(ResultCode.ok)
    expect(b).toEqual(a)
    expect(await ordersOfBuyer()).toBe(before + 1)
  })

  it('keeps nothing for a refused first call, so the corrected request goes through', async () => {
    const before = await ordersOfBuyer()
    const refused = await order('corrected-after-refusal', 0)
    expect(refused.code).toBe(ResultCode.invalidInput)
    const corrected = await order('corrected-after-refusal', 1)
    expect(corrected.code, corrected.message).toBe(ResultCode.ok)
    expect(await ordersOfBuyer()).toBe(before + 1)
  })

  it('refuses a key used for another request, at the header, creating nothing', async () => {
    expect((await order('one-key-two-requests', 1)).code).toBe(ResultCode.ok)
    const before = await ordersOfBuyer()
    const other = await order('one-key-two-requests', 2)
    expect(other.code).toBe(ResultCode.invalidInput)
    expect(other.data).toMatchObject({ field: 'Idempotency-Key', reason: 'reused' })
    const bad = await order('no!')
    expect(bad.data).toMatchObject({ field: 'Idempotency-Key', reason: 'format' })
    expect(await ordersOfBuyer()).toBe(before)
  })

  it('creates every time without a key', async () => {
    const before = await ordersOfBuyer()
    expect((await order(undefined)).code).toBe(ResultCode.ok)
    expect((await order(undefined)).code).toBe(ResultCode.ok)
    expect(await ordersOfBuyer()).toBe(before + 2)
  })
})
