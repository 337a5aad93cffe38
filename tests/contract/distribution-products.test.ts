// Distribution products, freight templates, minimum order money per store, regions and
// categories: happy paths, validation, roles and tenant isolation, on SQLite and PostgreSQL.
import type { CategoryItem, RegionItem } from '../../contract/shared.schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  DisProductDetail,
  DisProductRow,
  FreightTemplateItem,
  StoreMinOrderMoneyItem,
  SupplierInfo,
} from '../../contract/distribution-setup.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import {
  regionChain,
  testFreightTemplate,
  testMemberStore,
  testProduct,
  testRank,
} from './distribution-setup.fixtures.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const PRO = 'P10006'
const BASE = 'P10005'

describe.each(DATABASES)('distribution products on %s', (kind) => {
  let t: TestApp
  let pro: string
  let base: string
  let manager: string
  let tcbase: string
  let product: { productId: number; skuIds: number[] }
  let second: { productId: number; skuIds: number[] }
  let foreign: { productId: number; skuIds: number[] }

  beforeAll(async () => {
    t = await createTestApp(kind)
    product = await testProduct(t.db, PRO, '测试水杯', { prices: [1990, 2590], stock: 40 })
    second = await testProduct(t.db, PRO, '测试餐盘')
    foreign = await testProduct(t.db, BASE, '别家的碗')
    pro = await loginAs(t, 'distributionpro')
    base = await loginAs(t, 'distributionbase')
    manager = await loginAs(t, 'sub_user_bus_mag')
    tcbase = await loginAs(t, 'tcbase')
  })
  afterAll(async () => {
    await t.close()
  })

  async function applied(token: string, productId: number): Promise<DisProductRow | undefined> {
    const res = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token,
      body: { pageSize: 100, keyword: '测试' },
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data.list.find((r) => r.productId === String(productId))
  }

  it('lists own products not yet on distribution, then applies them (OFF, SKU prices as start)', async () => {
    const available = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token: pro,
      body: { scope: 'AVAILABLE', keyword: '测试', pageSize: 100 },
    })
    expect(available.code).toBe(ResultCode.ok)
    expect(available.data.list.map((r) => r.name).sort()).toEqual(['测试水杯', '测试餐盘'])

    const res = await call<{ added: number }>(t, 'addApplyDisProductList', {
      token: pro,
      body: { productIds: [product.productId, second.productId] },
    })
    expect(res).toMatchObject({ code: ResultCode.ok, data: { added: 2 } })
    const row = await applied(pro, product.productId)
    expect(row).toMatchObject({
      name: '测试水杯',
      status: 'OFF',
      minDisPrice: 1990,
      maxDisPrice: 2590,
      isMixed: 0,
    })

    const again = await call<{ added: number }>(t, 'addApplyDisProductList', {
      token: pro,
      body: { productIds: [product.productId] },
    })
    expect(again.data.added).toBe(0)
    const after = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token: pro,
      body: { scope: 'AVAILABLE', keyword: '测试' },
    })
    expect(after.data.total).toBe(0)
  })

  it('refuses to apply another merchant’s product and adds nothing', async () => {
    const res = await call(t, 'addApplyDisProductList', {
      token: base,
      body: { productIds: [foreign.productId, product.productId] },
    })
    expect(res.code).toBe(ResultCode.notFound)
    expect(await applied(base, foreign.productId)).toBeUndefined()
  })

  it('validates the apply payload', async () => {
    expect((await call(t, 'addApplyDisProductList', { token: pro, body: { productIds: [] } })).data).toEqual({
      field: 'productIds',
      reason: 'required',
    })
    expect(
      (await call(t, 'addApplyDisProductList', { token: pro, body: { productIds: [3, 3] } })).data,
    ).toEqual({ field: 'productIds', reason: 'duplicate' })
    expect(
      (await call(t, 'addApplyDisProductList', { token: pro, body: { productIds: ['x'] } })).data,
    ).toMatchObject({ field: 'productIds.0' })
  })

  it('reads the detail, saves prices per SKU and per rank, stock rules and freight template', async () => {
    const row = await applied(pro, product.productId)
    const id = row?.id as string
    const rank = await testRank(t.db, PRO, '测试金牌')
    const template = await testFreightTemplate(t.db, PRO, '测试包邮')
    const detail = await call<DisProductDetail>(t, 'getDisProductDetailById', { token: pro, body: { id } })
    expect(detail.code).toBe(ResultCode.ok)
    expect(detail.data.skus).toHaveLength(2)
    expect(detail.data.ranks.map((r) => r.name)).toContain('测试金牌')

    const [a, b] = detail.data.skus as [DisProductDetail['skus'][0], DisProductDetail['skus'][0]]
    const saved = await call<DisProductDetail>(t, 'updateDisProduct', {
      token: pro,
      body: {
        id,
        stockMode: 'LIMITED',
        minOrderQuantity: 6,
        freightTemplateId: String(template),
        isMixed: 1,
        skus: [
          {
            id: a.id,
            disPrice: 1500,
            retailPrice: 2990,
            stockLimit: 30,
            enabled: 1,
            rankPrices: [{ rankId: rank, price: 1400 }],
          },
          { id: b.id, disPrice: 2100, retailPrice: 3590, stockLimit: 10, enabled: 1, rankPrices: [] },
        ],
      },
    })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({
      stockMode: 'LIMITED',
      minOrderQuantity: 6,
      freightTemplateId: String(template),
      isMixed: 1,
    })
    expect(saved.data.skus[0]).toMatchObject({
      disPrice: 1500,
      stockLimit: 30,
      rankPrices: [{ rankId: String(rank), price: 1400 }],
    })
    const listed = await applied(pro, product.productId)
    expect(listed).toMatchObject({ minDisPrice: 1500, maxDisPrice: 2100, isMixed: 1, stockMode: 'LIMITED' })
    const mixed = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token: pro,
      body: { isMixed: 1 },
    })
    expect(mixed.data.list.map((r) => r.id)).toContain(id)
  })

  it('refuses bad prices and stock rules with the field and the reason, changing nothing', async () => {
    const id = (await applied(pro, product.productId))?.id as string
    const before = await call<DisProductDetail>(t, 'getDisProductDetailById', { token: pro, body: { id } })
    const sku = before.data.skus[0] as DisProductDetail['skus'][0]
    const base = {
      id,
      stockMode: 'SHARED',
      minOrderQuantity: 1,
      freightTemplateId: null,
      isMixed: 0,
    }
    const cases: [Record<string, unknown>, { field: string; reason: string }][] = [
      [
        { ...base, skus: [{ id: sku.id, disPrice: -1, retailPrice: 0, stockLimit: null, enabled: 1 }] },
        { field: 'skus.0.disPrice', reason: 'min0' },
      ],
      [
        { ...base, skus: [{ id: sku.id, disPrice: 12.5, retailPrice: 0, stockLimit: null, enabled: 1 }] },
        { field: 'skus.0.disPrice', reason: 'integer' },
      ],
      [
        {
          ...base,
          stockMode: 'LIMITED',
          skus: [{ id: sku.id, disPrice: 100, retailPrice: 0, stockLimit: null, enabled: 1 }],
        },
        { field: 'skus.0.stockLimit', reason: 'required' },
      ],
      [
        {
          ...base,
          stockMode: 'LIMITED',
          skus: [{ id: sku.id, disPrice: 100, retailPrice: 0, stockLimit: 41, enabled: 1 }],
        },
        { field: 'skus.0.stockLimit', reason: 'aboveStock' },
      ],
      [
        {
          ...base,
          minOrderQuantity: 0,
          skus: [{ id: sku.id, disPrice: 1, retailPrice: 0, stockLimit: null, enabled: 1 }],
        },
        { field: 'minOrderQuantity', reason: 'min1' },
      ],
      [
        { ...base, skus: [{ id: sku.id, disPrice: 1, retailPrice: 0, stockLimit: null, enabled: 0 }] },
        { field: 'skus', reason: 'noneEnabled' },
      ],
      [
        {
          ...base,
          skus: [
            {
              id: sku.id,
              disPrice: 1,
              retailPrice: 0,
              stockLimit: null,
              enabled: 1,
              rankPrices: [{ rankId: 999999, price: 1 }],
            },
          ],
        },
        { field: 'skus.0.rankPrices.0.rankId', reason: 'notFound' },
      ],
      [
        {
          ...base,
          freightTemplateId: 999999,
          skus: [{ id: sku.id, disPrice: 1, retailPrice: 0, stockLimit: null, enabled: 1 }],
        },
        { field: 'freightTemplateId', reason: 'notFound' },
      ],
    ]
    for (const [body, expected] of cases) {
      const res = await call(t, 'updateDisProduct', { token: pro, body })
      expect(res.code, JSON.stringify(expected)).toBe(ResultCode.invalidInput)
      expect(res.data).toEqual(expected)
    }
    const after = await call<DisProductDetail>(t, 'getDisProductDetailById', { token: pro, body: { id } })
    expect(after.data).toEqual(before.data)
  })

  it('refuses a SKU of another distribution product', async () => {
    const own = (await applied(pro, product.productId))?.id as string
    const other = (await applied(pro, second.productId))?.id as string
    const otherDetail = await call<DisProductDetail>(t, 'getDisProductDetailById', {
      token: pro,
      body: { id: other },
    })
    const res = await call(t, 'updateDisProduct', {
      token: pro,
      body: {
        id: own,
        stockMode: 'SHARED',
        minOrderQuantity: 1,
        freightTemplateId: null,
        isMixed: 0,
        skus: [
          { id: otherDetail.data.skus[0]?.id, disPrice: 1, retailPrice: 1, stockLimit: null, enabled: 1 },
        ],
      },
    })
    expect(res.data).toEqual({ field: 'skus.0.id', reason: 'notFound' })
  })

  it('puts products on and off distribution and filters by status', async () => {
    const id = (await applied(pro, product.productId))?.id as string
    const on = await call<{ count: number }>(t, 'updateDisStatus', {
      token: pro,
      body: { ids: [id], status: 'ON' },
    })
    expect(on).toMatchObject({ code: ResultCode.ok, data: { count: 1 } })
    const onList = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token: pro,
      body: { status: 'ON' },
    })
    expect(onList.data.list.map((r) => r.id)).toContain(id)
    await call(t, 'updateDisStatus', { token: pro, body: { ids: [id], status: 'OFF' } })
    expect((await applied(pro, product.productId))?.status).toBe('OFF')
    const bad = await call(t, 'updateDisStatus', { token: pro, body: { ids: [id], status: 'MAYBE' } })
    expect(bad.data).toEqual({ field: 'status', reason: 'status' })
  })

  it('keeps other merchants’ distribution products out of reach', async () => {
    const id = (await applied(pro, product.productId))?.id as string
    expect((await call(t, 'getDisProductDetailById', { token: base, body: { id } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await call(t, 'updateDisStatus', { token: base, body: { ids: [id], status: 'ON' } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await call(t, 'deleteDisProduct', { token: base, body: { ids: [id] } })).code).toBe(
      ResultCode.notFound,
    )
    const update = await call(t, 'updateDisProduct', {
      token: base,
      body: {
        id,
        stockMode: 'SHARED',
        minOrderQuantity: 1,
        freightTemplateId: null,
        isMixed: 0,
        skus: [{ id: 1, disPrice: 1, retailPrice: 1, stockLimit: null, enabled: 1 }],
      },
    })
    expect(update.code).toBe(ResultCode.notFound)
    expect(await applied(base, product.productId)).toBeUndefined()
    expect((await applied(pro, product.productId))?.status).toBe('OFF')
    // One foreign id among own ids: nothing changes.
    const mixed = await call(t, 'updateDisStatus', { token: pro, body: { ids: [id, 999999], status: 'ON' } })
    expect(mixed.code).toBe(ResultCode.notFound)
    expect((await applied(pro, product.productId))?.status).toBe('OFF')
  })

  it('lets the business manager sub-account work on its merchant’s products', async () => {
    const row = await applied(manager, product.productId)
    expect(row?.name).toBe('测试水杯')
  })

  it('deletes distribution products (the product itself stays)', async () => {
    const id = (await applied(pro, second.productId))?.id as string
    const res = await call<{ count: number }>(t, 'deleteDisProduct', { token: pro, body: { ids: [id] } })
    expect(res.data.count).toBe(1)
    expect(await applied(pro, second.productId)).toBeUndefined()
    const available = await call<Page<DisProductRow>>(t, 'disGetMyProductList', {
      token: pro,
      body: { scope: 'AVAILABLE', keyword: '测试餐盘' },
    })
    expect(available.data.total).toBe(1)
  })

  it('lists only the caller’s freight templates', async () => {
    await testFreightTemplate(t.db, BASE, '别家的模板')
    const res = await call<FreightTemplateItem[]>(t, 'getFreightTemplates', { token: pro })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.map((f) => f.name)).toContain('测试包邮')
    expect(res.data.map((f) => f.name)).not.toContain('别家的模板')
  })

  it('saves and removes the minimum order money of a member store', async () => {
    const store = await testMemberStore(t.db, PRO, 'PT0001', '测试门店')
    const saved = await call<StoreMinOrderMoneyItem>(t, 'saveStoreMinOrderMoney', {
      token: pro,
      body: { storePartyId: store, minOrderMoney: 50000 },
    })
    expect(saved.data).toMatchObject({ storePartyId: store, storeName: '测试门店', minOrderMoney: 50000 })
    await call(t, 'saveStoreMinOrderMoney', {
      token: pro,
      body: { storePartyId: store, minOrderMoney: 60000 },
    })
    const info = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    expect(info.data.storeMinOrderMoneys).toContainEqual(
      expect.objectContaining({ storePartyId: store, minOrderMoney: 60000 }),
    )

    const bad = await call(t, 'saveStoreMinOrderMoney', {
      token: pro,
      body: { storePartyId: store, minOrderMoney: -5 },
    })
    expect(bad.data).toEqual({ field: 'minOrderMoney', reason: 'min0' })
    // Not a member of distributionbase: not found, nothing written.
    const foreign = await call(t, 'saveStoreMinOrderMoney', {
      token: base,
      body: { storePartyId: store, minOrderMoney: 1 },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
    expect(
      (await call(t, 'removeStoreMinOrderMoney', { token: base, body: { storePartyId: store } })).code,
    ).toBe(ResultCode.notFound)

    expect(
      (await call(t, 'removeStoreMinOrderMoney', { token: pro, body: { storePartyId: store } })).code,
    ).toBe(ResultCode.ok)
    const after = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    expect(after.data.storeMinOrderMoneys.map((s) => s.storePartyId)).not.toContain(store)
    expect(after.data.storeMinOrderMoneys).toHaveLength(info.data.storeMinOrderMoneys.length - 1)
  })

  it('refuses every product call to roles outside the distribution area', async () => {
    for (const name of [
      'disGetMyProductList',
      'addApplyDisProductList',
      'updateDisStatus',
      'deleteDisProduct',
      'getDisProductDetailById',
      'updateDisProduct',
      'getFreightTemplates',
      'saveStoreMinOrderMoney',
      'removeStoreMinOrderMoney',
    ]) {
      expect((await call(t, name, { token: tcbase, body: {} })).code, name).toBe(ResultCode.forbidden)
      expect((await call(t, name, { body: {} })).code, name).toBe(ResultCode.invalidToken)
    }
  })

  it('answers the region cascade and the categories to every signed-in user', async () => {
    const chain = await regionChain(t.db)
    const provinces = await call<RegionItem[]>(t, 'geoProvinceList', { token: tcbase })
    expect(provinces.data.map((p) => p.id)).toContain(chain.province)
    const cities = await call<RegionItem[]>(t, 'findCityByProvince', {
      token: tcbase,
      body: { provinceId: chain.province },
    })
    expect(cities.data.map((p) => p.id)).toContain(chain.city)
    const counties = await call<RegionItem[]>(t, 'findCountiesByCity', {
      token: tcbase,
      body: { cityId: chain.city },
    })
    expect(counties.data.map((p) => p.id)).toContain(chain.county)
    expect((await call(t, 'findCityByProvince', { token: tcbase, body: {} })).data).toEqual({
      field: 'provinceId',
      reason: 'required',
    })
    expect((await call(t, 'geoProvinceList', {})).code).toBe(ResultCode.invalidToken)

    const categories = await call<CategoryItem[]>(t, 'getPublicCategory', { token: tcbase })
    expect(categories.code).toBe(ResultCode.ok)
    expect(categories.data.length).toBeGreaterThan(0)
    const root = categories.data.find((c) => c.parentId === null) as CategoryItem
    const children = await call<CategoryItem[]>(t, 'getPublicCategory', {
      token: tcbase,
      body: { parentId: root.id },
    })
    expect(children.data.every((c) => c.parentId === root.id)).toBe(true)
  })
})
