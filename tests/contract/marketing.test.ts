// Marketing calls: price promotions and limit-purchase rules (roles, tenants, validation,
// overlapping promotions, states over the app clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  LimitPurchaseListResponse,
  LimitPurchaseRow,
  ProductOption,
  PromotionDetail,
  PromotionListResponse,
  SavePromotionRequest,
} from '../../contract/marketing.schema.ts'
import { PROMOTION_STATES } from '../../contract/marketing.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const DAY = 86_400_000
const CALLS = [
  'getPromotionList',
  'getPromotionDetail',
  'savePromotion',
  'stopPromotion',
  'deletePromotion',
  'getPromotionProductList',
  'getLimitPurchaseList',
  'saveLimitPurchase',
  'stopLimitPurchase',
  'deleteLimitPurchase',
]

describe.each(DATABASES)('marketing on %s', (kind) => {
  let t: TestApp
  let token: string
  let foreignToken: string
  let products: ProductOption[]
  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString()

  beforeAll(async () => {
    t = await createTestApp(kind)
    token = await loginAs(t, 'tradebase')
    foreignToken = await loginAs(t, 'distributionbase')
    const page = await call<Page<ProductOption>>(t, 'getPromotionProductList', {
      token,
      body: { pageSize: 50, sortField: 'name' },
    })
    products = page.data.list
  })
  afterAll(async () => {
    await t.close()
  })

  /** A promotion far after the seed's ones (days 200+), so only this test's rows overlap. */
  const discount = (over: Partial<SavePromotionRequest> = {}): SavePromotionRequest => ({
    name: '测试折扣',
    kind: 'DISCOUNT',
    startAt: at(200),
    endAt: at(210),
    discountPermille: 850,
    products: [{ productId: (products[0] as ProductOption).productId }],
    ...over,
  })
  const save = (body: unknown, as = token) => call<PromotionDetail>(t, 'savePromotion', { token: as, body })

  it('is for the marketing roles only', async () => {
    for (const user of ['repairmember', 'ordering', 'bindmember']) {
      const other = await loginAs(t, user)
      for (const name of CALLS) {
        const answer = await call(t, name, { token: other, body: {} })
        expect(answer.code, `${name} as ${user}`).toBe(ResultCode.forbidden)
      }
    }
    const sub = await loginAs(t, 'sub_user_sale')
    expect((await call(t, 'getPromotionList', { token: sub, body: {} })).code).toBe(ResultCode.ok)
  })

  it('lists the merchant’s price promotions in tabs whose counts add up', async () => {
    const all = await call<PromotionListResponse>(t, 'getPromotionList', { token, body: { pageSize: 100 } })
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.total).toBeGreaterThan(0)
    expect(all.data.list.every((r) => r.kind !== 'LIMIT_PURCHASE')).toBe(true)
    const { counts } = all.data
    expect(counts.ALL).toBe(all.data.total)
    expect(PROMOTION_STATES.reduce((s, k) => s + counts[k], 0)).toBe(counts.ALL)
    for (const state of PROMOTION_STATES) {
      const tab = await call<PromotionListResponse>(t, 'getPromotionList', {
        token,
        body: { tab: state, pageSize: 100 },
      })
      expect(tab.data.total).toBe(counts[state])
      expect(tab.data.list.every((r) => r.state === state)).toBe(true)
    }
    expect(counts.RUNNING).toBeGreaterThan(0)
    expect(counts.NOT_STARTED).toBeGreaterThan(0)
    const byKind = await call<PromotionListResponse>(t, 'getPromotionList', {
      token,
      body: { kind: 'FULL_REDUCTION' },
    })
    expect(byKind.data.list.every((r) => r.kind === 'FULL_REDUCTION')).toBe(true)
    // A keyword matches names, its wildcards literally.
    const first = all.data.list[0]?.name ?? ''
    const named = await call<PromotionListResponse>(t, 'getPromotionList', {
      token,
      body: { keyword: first.slice(0, 2), pageSize: 100 },
    })
    expect(named.data.list.length).toBeGreaterThan(0)
    expect(named.data.list.every((r) => r.name.includes(first.slice(0, 2)))).toBe(true)
    expect(named.data.counts.ALL).toBe(named.data.total)
    for (const keyword of ['%', '_']) {
      const wild = await call<PromotionListResponse>(t, 'getPromotionList', { token, body: { keyword } })
      expect(wild.data.total, keyword).toBe(0)
    }
    // The other merchant's list is its own.
    const foreign = await call<PromotionListResponse>(t, 'getPromotionList', {
      token: foreignToken,
      body: {},
    })
    const mine = new Set(all.data.list.map((r) => r.id))
    expect(foreign.data.list.some((r) => mine.has(r.id))).toBe(false)
  })

  it('creates a promotion, shows it, and refuses an overlapping one naming the product and the promotion', async () => {
    const created = await save(discount())
    expect(created.code).toBe(ResultCode.ok)
    expect(created.data).toMatchObject({
      name: '测试折扣',
      kind: 'DISCOUNT',
      state: 'NOT_STARTED',
      discountPermille: 850,
    })
    expect(created.data.products.map((p) => p.productId)).toEqual([products[0]?.productId])
    const detail = await call<PromotionDetail>(t, 'getPromotionDetail', {
      token,
      body: { id: created.data.id },
    })
    expect(detail.data.products[0]?.name).toBe(products[0]?.name)

    const clash = await save(
      {
        name: '满减冲突',
        kind: 'FULL_REDUCTION',
        startAt: at(205),
        endAt: at(220),
        thresholdAmount: 10000,
        reduceAmount: 1000,
        products: [{ productId: products[1]?.productId }, { productId: products[0]?.productId }],
      },
      token,
    )
    expect(clash.code).toBe(ResultCode.invalidInput)
    expect(clash.data).toMatchObject({ field: 'products', reason: 'overlap' })
    expect(clash.message).toContain(products[0]?.name)
    expect(clash.message).toContain('测试折扣')
    const zh = await call(t, 'savePromotion', {
      token,
      headers: { 'accept-language': 'zh-CN' },
      body: { ...discount({ name: '又一个' }) },
    })
    expect(zh.message).toContain('测试折扣')
    expect(zh.message).toContain('重叠')

    // Back to back is no overlap; a limit rule on the same product is no price promotion.
    const after = await save(discount({ name: '接着', startAt: at(210), endAt: at(215) }))
    expect(after.code).toBe(ResultCode.ok)
    const rule = await call<LimitPurchaseRow>(t, 'saveLimitPurchase', {
      token,
      body: {
        name: '限购',
        productId: products[0]?.productId,
        perBuyerLimit: 2,
        startAt: at(200),
        endAt: at(230),
      },
    })
    expect(rule.code).toBe(ResultCode.ok)

    // Once the first is stopped, its window is free again.
    const stopped = await call<PromotionDetail>(t, 'stopPromotion', { token, body: { id: created.data.id } })
    expect(stopped.data.state).toBe('STOPPED')
    const again = await save(discount({ name: '重新来过' }))
    expect(again.code).toBe(ResultCode.ok)
    // Editing a promotion does not clash with itself.
    const edited = await save({ ...discount({ name: '改名' }), id: again.data.id })
    expect(edited.code).toBe(ResultCode.ok)
    expect(edited.data.name).toBe('改名')
  })

  it('refuses bad values at their field and changes nothing', async () => {
    const before = await call<PromotionListResponse>(t, 'getPromotionList', { token, body: {} })
    const cases: [unknown, string, string][] = [
      [{ ...discount(), name: ' ' }, 'name', 'required'],
      [{ ...discount(), name: 'x'.repeat(201) }, 'name', 'tooLong'],
      [{ ...discount(), kind: 'FREE' }, 'kind', 'unknownKind'],
      [discount({ endAt: at(199) }), 'endAt', 'endBeforeStart'],
      [discount({ startAt: at(-10), endAt: at(-1) }), 'endAt', 'inThePast'],
      [discount({ startAt: 'tomorrow' }), 'startAt', 'dateTime'],
      [discount({ discountPermille: 1000 }), 'discountPermille', 'tooLarge'],
      [discount({ discountPermille: null }), 'discountPermille', 'required'],
      [discount({ products: [] }), 'products', 'required'],
      [
        discount({
          products: [
            { productId: String(products[2]?.productId) },
            { productId: String(products[2]?.productId) },
          ],
        }),
        'products.1.productId',
        'duplicate',
      ],
      [discount({ products: [{ productId: '99999999' }] }), 'products.0.productId', 'notFound'],
      [
        discount({ kind: 'FULL_REDUCTION', thresholdAmount: 1000, reduceAmount: 1000 }),
        'reduceAmount',
        'notBelowThreshold',
      ],
      [discount({ kind: 'FULL_REDUCTION', thresholdAmount: null }), 'thresholdAmount', 'required'],
      [discount({ kind: 'SPECIAL_PRICE' }), 'products.0.promoPrice', 'required'],
      [
        discount({
          kind: 'SPECIAL_PRICE',
          products: [
            { productId: String(products[3]?.productId), promoPrice: (products[3]?.minPrice ?? 0) + 1 },
          ],
        }),
        'products.0.promoPrice',
        'notBelowPrice',
      ],
    ]
    for (const [body, field, reason] of cases) {
      const answer = await save(body)
      expect(answer.code, `${field} ${reason}`).toBe(ResultCode.invalidInput)
      expect(answer.data, `${field} ${reason}`).toMatchObject({ field, reason })
    }
    const after = await call<PromotionListResponse>(t, 'getPromotionList', { token, body: {} })
    expect(after.data.total).toBe(before.data.total)
  })

  it('saves a special price and a full reduction with their values', async () => {
    const p = products[4] as ProductOption
    const special = await save({
      name: '特价',
      kind: 'SPECIAL_PRICE',
      startAt: at(300),
      endAt: at(301),
      products: [{ productId: p.productId, promoPrice: p.minPrice - 1 }],
    })
    expect(special.code).toBe(ResultCode.ok)
    expect(special.data.products[0]?.promoPrice).toBe(p.minPrice - 1)
    const full = await save({
      name: '满减',
      kind: 'FULL_REDUCTION',
      startAt: at(302),
      endAt: at(303),
      thresholdAmount: 19900,
      reduceAmount: 2000,
      products: [{ productId: p.productId }],
    })
    expect(full.data).toMatchObject({ thresholdAmount: 19900, reduceAmount: 2000, discountPermille: 1000 })
  })

  it('follows the clock: not started, running, ended; only a not-started one is edited or deleted', async () => {
    // A product in none of the seed's promotions: this one starts in a minute.
    const inPromotions = new Set(
      (await t.db.selectFrom('promotion_product').select('product_id').execute()).map((r) =>
        String(r.product_id),
      ),
    )
    const p = products.find((x) => !inPromotions.has(x.productId)) as ProductOption
    const minute = DAY / 1440
    const created = await save(
      discount({
        name: '钟',
        startAt: at(1 / 1440),
        endAt: at(3 / 1440),
        products: [{ productId: p.productId }],
      }),
    )
    expect(created.data.state).toBe('NOT_STARTED')
    const id = created.data.id
    const saved = t.clock.now()
    try {
      t.clock.advance(1.5 * minute)
      const running = await call<PromotionDetail>(t, 'getPromotionDetail', { token, body: { id } })
      expect(running.data.state).toBe('RUNNING')
      expect((await save({ ...discount({ name: '改' }), id })).code).toBe(ResultCode.conflict)
      expect((await call(t, 'deletePromotion', { token, body: { id } })).code).toBe(ResultCode.conflict)
      t.clock.advance(2 * minute)
      const ended = await call<PromotionDetail>(t, 'getPromotionDetail', { token, body: { id } })
      expect(ended.data.state).toBe('ENDED')
      expect((await call(t, 'stopPromotion', { token, body: { id } })).code).toBe(ResultCode.conflict)
    } finally {
      t.clock.set(saved)
    }
    const fresh = await save(
      discount({ name: '删', startAt: at(500), endAt: at(501), products: [{ productId: p.productId }] }),
    )
    expect((await call(t, 'deletePromotion', { token, body: { id: fresh.data.id } })).code).toBe(
      ResultCode.ok,
    )
    expect((await call(t, 'getPromotionDetail', { token, body: { id: fresh.data.id } })).code).toBe(
      ResultCode.notFound,
    )
  })

  it('answers not found for another merchant’s promotion and refuses its products', async () => {
    const mine = await save(discount({ name: '我的', startAt: at(600), endAt: at(601) }))
    const id = mine.data.id
    for (const name of ['getPromotionDetail', 'stopPromotion', 'deletePromotion']) {
      expect((await call(t, name, { token: foreignToken, body: { id } })).code, name).toBe(
        ResultCode.notFound,
      )
    }
    const hijack = await call(t, 'savePromotion', { token: foreignToken, body: { ...discount(), id } })
    expect(hijack.code).toBe(ResultCode.notFound)
    const foreignProduct = await save(discount({ startAt: at(700), endAt: at(701) }), foreignToken)
    expect(foreignProduct.data).toMatchObject({ field: 'products.0.productId', reason: 'notFound' })
    const stillMine = await call<PromotionDetail>(t, 'getPromotionDetail', { token, body: { id } })
    expect(stillMine.data.name).toBe('我的')
    // A limit rule is not a price promotion, and the other way round.
    expect((await call(t, 'stopLimitPurchase', { token, body: { id } })).code).toBe(ResultCode.notFound)
  })

  it('keeps limit-purchase rules: list, overlap on a product, edit, stop and delete', async () => {
    const p = products[6] as ProductOption
    const rule = (over: Record<string, unknown> = {}) => ({
      name: '新品限购',
      productId: p.productId,
      perBuyerLimit: 3,
      startAt: at(800),
      endAt: at(810),
      ...over,
    })
    const created = await call<LimitPurchaseRow>(t, 'saveLimitPurchase', { token, body: rule() })
    expect(created.data).toMatchObject({ productName: p.name, perBuyerLimit: 3, state: 'NOT_STARTED' })
    const clash = await call(t, 'saveLimitPurchase', {
      token,
      body: rule({ name: '另一个', startAt: at(805), endAt: at(820) }),
    })
    expect(clash.code).toBe(ResultCode.invalidInput)
    expect(clash.data).toMatchObject({ field: 'products', reason: 'overlap' })
    expect(clash.message).toContain(p.name)
    expect(clash.message).toContain('新品限购')
    for (const [body, field, reason] of [
      [rule({ perBuyerLimit: 0 }), 'perBuyerLimit', 'tooSmall'],
      [rule({ perBuyerLimit: 1.5 }), 'perBuyerLimit', 'integer'],
      [rule({ productId: 'x' }), 'productId', 'notAnId'],
      [rule({ productId: '99999999' }), 'productId', 'notFound'],
      [rule({ endAt: at(700) }), 'endAt', 'endBeforeStart'],
    ] as const) {
      const answer = await call(t, 'saveLimitPurchase', { token, body })
      expect(answer.data, `${field}`).toMatchObject({ field, reason })
    }
    const edited = await call<LimitPurchaseRow>(t, 'saveLimitPurchase', {
      token,
      body: rule({ id: created.data.id, perBuyerLimit: 5 }),
    })
    expect(edited.data.perBuyerLimit).toBe(5)
    const list = await call<LimitPurchaseListResponse>(t, 'getLimitPurchaseList', {
      token,
      body: { keyword: p.name, tab: 'NOT_STARTED' },
    })
    expect(list.data.list.map((r) => r.id)).toContain(created.data.id)
    expect(list.data.counts.NOT_STARTED).toBe(list.data.total)
    const seeded = await call<LimitPurchaseListResponse>(t, 'getLimitPurchaseList', { token, body: {} })
    expect(seeded.data.counts.RUNNING).toBeGreaterThan(0)
    expect(new Set(seeded.data.list.map((r) => r.id)).size).toBe(seeded.data.list.length)
    expect(
      (await call(t, 'getLimitPurchaseList', { token: foreignToken, body: { keyword: p.name } })).data,
    ).toMatchObject({
      total: 0,
    })
    expect(
      (await call(t, 'deleteLimitPurchase', { token: foreignToken, body: { id: created.data.id } })).code,
    ).toBe(ResultCode.notFound)
    const stopped = await call<LimitPurchaseRow>(t, 'stopLimitPurchase', {
      token,
      body: { id: created.data.id },
    })
    expect(stopped.data.state).toBe('STOPPED')
    expect((await call(t, 'deleteLimitPurchase', { token, body: { id: created.data.id } })).code).toBe(
      ResultCode.conflict,
    )
    const other = await call<LimitPurchaseRow>(t, 'saveLimitPurchase', {
      token,
      body: rule({ name: '再来' }),
    })
    expect((await call(t, 'deleteLimitPurchase', { token, body: { id: other.data.id } })).code).toBe(
      ResultCode.ok,
    )
  })
})
