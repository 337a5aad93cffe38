// The product catalogue calls (productList, addProduct, editProduct, afterSaleInfo and
// getProductBrand) on SQLite and PostgreSQL: roles, tenant isolation, validation at the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  AfterSaleInfo,
  BrandItem,
  ProductDetail,
  ProductInput,
  ProductListResponse,
} from '../../contract/products.schema.ts'
import { PRODUCT_SEARCH_COUNT_CAP } from '../../contract/products.constants.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('products on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  const tradeParty = demoAccount('tradebase').partyId
  const proParty = demoAccount('distributionpro').partyId

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const list = (token: string, body: Record<string, unknown> = {}) =>
    call<ProductListResponse>(t, 'getProductList', { token, body })

  /** One of tradebase's live products, without its id: a template for many inserted at once. */
  async function liveProduct() {
    const { id: _id, ...template } = await t.db
      .selectFrom('product')
      .selectAll()
      .where('party_id', '=', tradeParty)
      .where('is_deleted', '=', 0)
      .executeTakeFirstOrThrow()
    return template
  }

  /** Inserts product rows straight into the table, 100 a statement. */
  async function insertLike(rows: Array<Awaited<ReturnType<typeof liveProduct>>>) {
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('product')
        .values(rows.slice(i, i + 100))
        .execute()
  }

  async function leafCategory(): Promise<string> {
    const row = await t.db
      .selectFrom('product_category')
      .select('id')
      .where('level', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return String(row.id)
  }
  async function ownImage(partyId: string): Promise<string> {
    const row = await t.db
      .selectFrom('material')
      .select('url')
      .where('party_id', '=', partyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return row.url
  }

  async function draft(over: Partial<ProductInput> = {}): Promise<ProductInput> {
    return {
      productNo: '',
      name: '测试保温杯',
      categoryId: await leafCategory(),
      brandId: null,
      unit: '个',
      status: 'ON_SALE',
      freightTemplateId: null,
      description: '<p>好用</p>',
      images: [],
      specs: [
        { name: '颜色', values: ['红', '蓝'] },
        { name: '尺寸', values: ['500ml'] },
      ],
      skus: [
        {
          specValues: ['红', '500ml'],
          skuCode: '',
          barCode: '6900000000014',
          price: 1990,
          marketPrice: 2990,
          costPrice: 1000,
          stock: 10,
          weightGrams: 300,
        },
        {
          specValues: ['蓝', '500ml'],
          skuCode: '',
          barCode: '6900000000021',
          price: 2190,
          marketPrice: 2990,
          costPrice: 1000,
          stock: 0,
          weightGrams: 300,
        },
      ],
      ...over,
    }
  }

  it('answers the brands to every signed-in user, filtered by a keyword', async () => {
    const other = await loginAs(t, 'bindmember')
    const all = await call<BrandItem[]>(t, 'getProductBrand', { token: other })
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.length).toBeGreaterThan(5)
    const first = all.data[0] as BrandItem
    const found = await call<BrandItem[]>(t, 'getProductBrand', {
      token: trade,
      body: { keyword: first.name },
    })
    expect(found.data.map((b) => b.name)).toContain(first.name)
    expect((await call(t, 'getProductBrand', {})).code).toBe(ResultCode.invalidToken)
  })

  it('lists the merchant’s products with tab counts, paging, sorting and filters', async () => {
    const all = await list(trade, { pageSize: 10 })
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.list).toHaveLength(10)
    const { counts } = all.data
    expect(all.data.total).toBe(counts.ALL)
    expect(counts.ON_SALE + counts.OFF_SALE).toBe(counts.ALL)
    expect(counts.OUT_OF_STOCK).toBeGreaterThanOrEqual(0)
    const onSale = await list(trade, { tab: 'ON_SALE', pageSize: 100 })
    expect(onSale.data.total).toBe(counts.ON_SALE)
    expect(onSale.data.list.every((p) => p.status === 'ON_SALE')).toBe(true)
    const off = await list(trade, { tab: 'OFF_SALE', pageSize: 100 })
    expect(off.data.list.every((p) => p.status !== 'ON_SALE')).toBe(true)
    const empty = await list(trade, { tab: 'OUT_OF_STOCK', pageSize: 100 })
    expect(empty.data.total).toBe(counts.OUT_OF_STOCK)
    expect(empty.data.list.every((p) => p.totalStock === 0)).toBe(true)
    // Low stock: the products with a SKU at low stock, each row's own count agreeing.
    const low = await list(trade, { tab: 'LOW_STOCK', pageSize: 100 })
    expect(low.data.total).toBe(counts.LOW_STOCK)
    expect(low.data.list.every((p) => p.lowStockSkuCount > 0)).toBe(true)
    let withLowSku = 0
    for (let page = 1; (page - 1) * 100 < counts.ALL; page++)
      withLowSku += (await list(trade, { page, pageSize: 100 })).data.list.filter(
        (p) => p.lowStockSkuCount > 0,
      ).length
    expect(counts.LOW_STOCK).toBeGreaterThan(0)
    expect(withLowSku).toBe(counts.LOW_STOCK)

    const cheap = await list(trade, { sortField: 'minPrice', sortOrder: 'asc', pageSize: 20 })
    const prices = cheap.data.list.map((p) => p.minPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const page2 = await list(trade, { page: 2, pageSize: 10 })
    expect(page2.data.list[0]?.productId).not.toBe(all.data.list[0]?.productId)
    expect((await list(trade, { sortField: 'party_id' })).data).toMatchObject({ field: 'sortField' })

    // Search by name, by product code and by a SKU's bar code.
    const sample = all.data.list[0]
    expect(sample).toBeDefined()
    if (!sample) return
    const byNo = await list(trade, { keyword: sample.productNo })
    expect(byNo.data.list.map((p) => p.productId)).toContain(sample.productId)
    const byName = await list(trade, { keyword: sample.name })
    expect(byName.data.list.map((p) => p.productId)).toContain(sample.productId)
    const sku = await t.db
      .selectFrom('product_sku')
      .select('bar_code')
      .where('product_id', '=', Number(sample.productId))
      .executeTakeFirstOrThrow()
    const byBar = await list(trade, { keyword: sku.bar_code })
    expect(byBar.data.list.map((p) => p.productId)).toEqual([sample.productId])
    expect((await list(trade, { keyword: '%' })).data.total).toBe(0)
    // Any word, of any length, finds exactly the live products whose name, number or a SKU's
    // code or bar code holds it, whatever the case (recomputed here from the rows).
    const products = await t.db
      .selectFrom('product')
      .select(['id', 'name', 'product_no'])
      .where('party_id', '=', tradeParty)
      .where('is_deleted', '=', 0)
      .execute()
    const skus = await t.db
      .selectFrom('product_sku')
      .select(['product_id', 'sku_code', 'bar_code'])
      .where('party_id', '=', tradeParty)
      .execute()
    const code = skus.find((s) => s.sku_code.length >= 6)?.sku_code ?? ''
    for (const word of [
      code.slice(-5),
      code.slice(1, 3).toLowerCase(),
      sku.bar_code.slice(3, 9),
      '保温',
      '9',
      'zzq',
    ]) {
      const w = word.toLowerCase()
      const holding = new Set(
        skus
          .filter((s) => s.sku_code.toLowerCase().includes(w) || s.bar_code.toLowerCase().includes(w))
          .map((s) => Number(s.product_id)),
      )
      const expected = products.filter(
        (p) =>
          p.name.toLowerCase().includes(w) ||
          p.product_no.toLowerCase().includes(w) ||
          holding.has(Number(p.id)),
      )
      const found = await list(trade, { keyword: word, pageSize: 100 })
      expect(found.data.counts.ALL, word).toBe(expected.length)
      expect(found.data.total, word).toBe(expected.length)
      if (expected.length <= 100)
        expect(found.data.list.map((p) => Number(p.productId)).sort(), word).toEqual(
          expected.map((p) => Number(p.id)).sort(),
        )
    }

    // A top-level category includes its children; a brand narrows to its products.
    const leaf = await t.db
      .selectFrom('product_category')
      .select(['id', 'parent_id'])
      .where('id', '=', Number(sample.categoryId))
      .executeTakeFirstOrThrow()
    const byTop = await list(trade, { categoryId: String(leaf.parent_id), pageSize: 100 })
    expect(byTop.data.list.map((p) => p.productId)).toContain(sample.productId)
    const byLeaf = await list(trade, { categoryId: sample.categoryId, pageSize: 100 })
    expect(byLeaf.data.list.every((p) => p.categoryId === sample.categoryId)).toBe(true)
    const byBrand = await list(trade, { brandId: sample.brandId, pageSize: 100 })
    expect(byBrand.data.total).toBeGreaterThan(0)
    expect(byBrand.data.list.every((p) => p.brandId === sample.brandId)).toBe(true)
    expect(byBrand.data.counts.ALL).toBe(byBrand.data.total)
  })

  it('keeps each merchant to its own products; sub-accounts act for their merchant', async () => {
    const mine = await list(trade, { pageSize: 100 })
    const theirs = await list(pro, { pageSize: 100 })
    const mineIds = new Set(mine.data.list.map((p) => p.productId))
    expect(theirs.data.list.some((p) => mineIds.has(p.productId))).toBe(false)
    const sub = await loginAs(t, 'sub_user_sale')
    expect((await list(sub, { pageSize: 5 })).data.total).toBe(theirs.data.total)

    const foreign = theirs.data.list[0]?.productId
    expect((await call(t, 'getProductDetail', { token: trade, body: { productId: foreign } })).code).toBe(
      ResultCode.notFound,
    )
    const before = await list(pro, { pageSize: 1 })
    expect(
      (
        await call(t, 'updateProductStatus', {
          token: trade,
          body: { productIds: [foreign], status: 'OFF_SALE' },
        })
      ).code,
    ).toBe(ResultCode.notFound)
    expect((await call(t, 'deleteProducts', { token: trade, body: { productIds: [foreign] } })).code).toBe(
      ResultCode.notFound,
    )
    const d = await call<ProductDetail>(t, 'getProductDetail', { token: pro, body: { productId: foreign } })
    expect(
      (
        await call(t, 'editProduct', {
          token: trade,
          body: { ...(await draft()), productId: foreign, updatedAt: d.data.updatedAt },
        })
      ).code,
    ).toBe(ResultCode.notFound)
    expect((await list(pro, { pageSize: 1 })).data.counts).toEqual(before.data.counts)
  })

  it('refuses the calls to roles without the product area', async () => {
    for (const username of ['tcbase', 'ordering', 'bindmember', 'repairfin', 'sub_user_wx']) {
      const token = await loginAs(t, username)
      for (const name of [
        'getProductList',
        'getProductDetail',
        'createProduct',
        'getAfterSaleInfo',
        'deleteProducts',
      ]) {
        expect((await call(t, name, { token, body: {} })).code, `${name} as ${username}`).toBe(
          ResultCode.forbidden,
        )
      }
    }
    const admin = await loginAs(t, 'admin')
    expect((await list(admin)).code).toBe(ResultCode.ok)
  })

  it('creates a product with two SKUs, an own image, a sanitized description, and lists it', async () => {
    const image = await ownImage(tradeParty)
    const created = await call<ProductDetail>(t, 'createProduct', {
      token: trade,
      body: await draft({
        name: '双规格保温杯',
        images: [image],
        description: '<p onclick="x()">好用<script>alert(1)</script></p>',
      }),
    })
    expect(created.code).toBe(ResultCode.ok)
    const p = created.data
    expect(p.productNo).toMatch(/^SP\d+/)
    expect(p.skus.map((s) => s.specValues)).toEqual([
      ['红', '500ml'],
      ['蓝', '500ml'],
    ])
    expect(p.skus.map((s) => s.skuCode)).toEqual([`${p.productNo}-1`, `${p.productNo}-2`])
    expect(p.specs).toEqual([
      { name: '颜色', values: ['红', '蓝'] },
      { name: '尺寸', values: ['500ml'] },
    ])
    expect(p.images).toEqual([image])
    expect(p.description).not.toMatch(/script|onclick/)
    const found = await list(trade, { keyword: '双规格保温杯' })
    expect(found.data.list).toMatchObject([
      {
        name: '双规格保温杯',
        minPrice: 1990,
        maxPrice: 2190,
        totalStock: 10,
        skuCount: 2,
        mainImageUrl: image,
      },
    ])
    const detail = await call<ProductDetail>(t, 'getProductDetail', {
      token: trade,
      body: { productId: p.productId },
    })
    expect(detail.data).toEqual(p)
  })

  it('refuses bad input at the field and writes nothing', async () => {
    const before = (await list(trade)).data.counts.ALL
    const existing = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.bar_code')
      .where('s.party_id', '=', tradeParty)
      .where('p.is_deleted', '=', 0)
      .where('s.bar_code', '<>', '')
      .executeTakeFirstOrThrow()
    const fresh = await draft()
    const base = { ...fresh, skus: fresh.skus.map((s, i) => ({ ...s, barCode: `VALID-${i}` })) }
    const sku0 = base.skus[0] as ProductInput['skus'][number]
    const sku1 = base.skus[1] as ProductInput['skus'][number]
    const cases: Array<[ProductInput | Record<string, unknown>, string, string]> = [
      [{ ...base, skus: [sku0, { ...sku1, barCode: existing.bar_code }] }, 'skus.1.barCode', 'duplicate'],
      [{ ...base, skus: [sku0, { ...sku1, barCode: sku0.barCode }] }, 'skus.1.barCode', 'duplicate'],
      [{ ...base, skus: [{ ...sku0, stock: -1 }, sku1] }, 'skus.0.stock', 'min0'],
      [{ ...base, skus: [sku0, { ...sku1, price: 1234.5 }] }, 'skus.1.price', 'twoDecimals'],
      [
        { ...base, skus: [sku0, { ...sku1, specValues: ['绿', '500ml'] }] },
        'skus.1.specValues',
        'specMismatch',
      ],
      [{ ...base, skus: [sku0, { ...sku1, specValues: ['红', '500ml'] }] }, 'skus.1.specValues', 'duplicate'],
      [{ ...base, skus: [sku0, { ...sku1, barCode: '条码69' }] }, 'skus.1.barCode', 'badCharacters'],
      // One barcode rule (issue 35): thirteen digits are EAN-13, its check digit verified.
      [{ ...base, skus: [sku0, { ...sku1, barCode: '6920000000001' }] }, 'skus.1.barCode', 'badCheckDigit'],
      [{ ...base, name: '  ' }, 'name', 'required'],
      [{ ...base, name: 'x'.repeat(201) }, 'name', 'tooLong'],
      [{ ...base, categoryId: '' }, 'categoryId', 'required'],
      [{ ...base, categoryId: '99999' }, 'categoryId', 'notFound'],
      [{ ...base, brandId: '99999' }, 'brandId', 'notFound'],
      [{ ...base, specs: [{ name: '颜:色', values: ['红'] }] }, 'specs.0.name', 'specChars'],
      [{ ...base, skus: [] }, 'skus', 'required'],
      [{ ...base, images: [await ownImage(proParty).then((u) => `${u}?foreign`)] }, 'images.0', 'notFound'],
    ]
    for (const [body, field, reason] of cases) {
      const answer = await call(t, 'createProduct', { token: trade, body })
      expect(answer.code, `${field} ${reason}`).toBe(ResultCode.invalidInput)
      expect(answer.data, `${field} ${reason}`).toMatchObject({ field, reason })
    }
    // A foreign merchant's freight template is not found for this merchant.
    const template = await t.db
      .selectFrom('freight_template')
      .select('id')
      .where('party_id', '=', proParty)
      .executeTakeFirstOrThrow()
    const foreignTemplate = await call(t, 'createProduct', {
      token: trade,
      body: { ...base, freightTemplateId: String(template.id) },
    })
    expect(foreignTemplate.data).toMatchObject({ field: 'freightTemplateId', reason: 'notFound' })
    // A foreign merchant's image (a material of theirs only) is refused.
    const theirOnly = await t.db
      .insertInto('material')
      .values({
        party_id: proParty,
        kind: 'IMAGE',
        name: 'theirs.png',
        url: '/uploads/theirs-only.png',
        created_at: t.clock.now().toISOString(),
      })
      .returning('url')
      .executeTakeFirstOrThrow()
    const foreignImage = await call(t, 'createProduct', {
      token: trade,
      body: { ...base, images: [theirOnly.url] },
    })
    expect(foreignImage.data).toMatchObject({ field: 'images.0', reason: 'notFound' })
    expect((await list(trade)).data.counts.ALL).toBe(before)
  })

  it('edits a product: keeps SKU ids, refuses a stale save, a used SKU stays', async () => {
    const created = await call<ProductDetail>(t, 'createProduct', {
      token: trade,
      body: await draft({
        name: '待编辑商品',
        skus: (await draft()).skus.map((s) => ({ ...s, barCode: '' })),
      }),
    })
    const p = created.data
    t.clock.advance(1000)
    const edited = await call<ProductDetail>(t, 'editProduct', {
      token: trade,
      body: {
        ...p,
        name: '已编辑商品',
        skus: [{ ...p.skus[0], price: 2500 }, ...p.skus.slice(1)],
      },
    })
    expect(edited.code).toBe(ResultCode.ok)
    expect(edited.data.name).toBe('已编辑商品')
    expect(edited.data.skus.map((s) => s.skuId)).toEqual(p.skus.map((s) => s.skuId))
    expect(edited.data.skus[0]?.price).toBe(2500)

    // Two saves at the same instant still differ: the copy of the first is refused after the second.
    const first = await call<ProductDetail>(t, 'editProduct', { token: trade, body: { ...edited.data } })
    expect(first.data.updatedAt).not.toBe(edited.data.updatedAt)
    expect((await call(t, 'editProduct', { token: trade, body: { ...edited.data } })).code).toBe(
      ResultCode.conflict,
    )

    // A save from a copy loaded before that edit is refused and changes nothing.
    const stale = await call(t, 'editProduct', {
      token: trade,
      body: { ...p, updatedAt: '2000-01-01T00:00:00.000Z' },
    })
    expect(stale.code).toBe(ResultCode.conflict)
    const after = await call<ProductDetail>(t, 'getProductDetail', {
      token: trade,
      body: { productId: p.productId },
    })
    expect(after.data.name).toBe('已编辑商品')

    // A SKU already on an order cannot be removed.
    const usedSku = await t.db
      .selectFrom('sales_order_line as l')
      .innerJoin('product_sku as s', 's.id', 'l.sku_id')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['p.id as productId'])
      .where('s.party_id', '=', proParty)
      .where('p.is_deleted', '=', 0)
      .executeTakeFirst()
    expect(usedSku).toBeDefined()
    if (usedSku) {
      const d = await call<ProductDetail>(t, 'getProductDetail', {
        token: pro,
        body: { productId: String(usedSku.productId) },
      })
      const used = await t.db
        .selectFrom('sales_order_line')
        .select('sku_id')
        .where('product_id', '=', usedSku.productId)
        .executeTakeFirstOrThrow()
      const keep = d.data.skus.filter((s) => s.skuId !== String(used.sku_id))
      const body = {
        ...d.data,
        specs: keep.length ? d.data.specs : [],
        skus: keep.length
          ? keep
          : [{ ...d.data.skus[0], skuId: undefined, specValues: [], skuCode: 'NEW-ONE', barCode: '' }],
      }
      const refused = await call(t, 'editProduct', { token: pro, body })
      expect(refused.code).toBe(ResultCode.conflict)
    }
  })

  it('finds a product by a word of its name, number or SKU codes after every kind of write', async () => {
    // The words are long enough for the search index (migration 2026_11_27_23_00_00), which
    // triggers keep in step with each write; the answer is what the rows say.
    const ids = async (keyword: string) =>
      (await list(trade, { keyword, pageSize: 100 })).data.list.map((p) => p.productId)
    const created = await call<ProductDetail>(t, 'createProduct', {
      token: trade,
      body: await draft({
        name: '索引测试壶',
        productNo: 'IDXNO-771',
        skus: (await draft()).skus.map((s, i) => ({ ...s, skuCode: `IDXSKU-40${i}`, barCode: '' })),
      }),
    })
    expect(created.code).toBe(ResultCode.ok)
    const p = created.data
    for (const word of ['索引测试', 'idxno-77', 'IDXSKU-401', 'xsku-40'])
      expect(await ids(word), word).toEqual([p.productId])

    t.clock.advance(1000)
    const edited = await call<ProductDetail>(t, 'editProduct', {
      token: trade,
      body: {
        ...p,
        name: '改名后的壶',
        skus: [{ ...p.skus[0], skuCode: 'NEWCODE-55' }, ...p.skus.slice(1)],
      },
    })
    expect(edited.code).toBe(ResultCode.ok)
    expect(await ids('索引测试')).toEqual([])
    expect(await ids('IDXSKU-400')).toEqual([])
    expect(await ids('改名后的')).toEqual([p.productId])
    // Two characters: read from the index's rows by the LIKE (no trigram to match).
    expect(await ids('名后')).toEqual([p.productId])
    expect(await ids('newcode-5')).toEqual([p.productId])
    expect(await ids('IDXSKU-401')).toEqual([p.productId])
    expect((await list(trade, { keyword: 'newcode-5' })).data.counts.ALL).toBe(1)

    expect(
      (await call(t, 'deleteProducts', { token: trade, body: { productIds: [p.productId] } })).code,
    ).toBe(ResultCode.ok)
    expect(await ids('改名后的')).toEqual([])
    expect(await ids('名后')).toEqual([])
    expect((await list(trade, { keyword: 'newcode-5' })).data.counts.ALL).toBe(0)
  })

  it('counts a keyword many products hold up to the cap, tab by tab, and pages on past it', async () => {
    // "封顶词" 2,005 products, more than any search index hands over by id: counted tab by tab
    // up to the cap. "甲组" 1,005 of them: by id on SQLite, tab by tab on PostgreSQL (2 characters).
    const many = 2005
    const template = await liveProduct()
    const rows = Array.from({ length: many }, (_, i) => ({
      ...template,
      name: i < 1005 ? `封顶词甲组商品${i}` : `封顶词商品${i}`,
      product_no: `CAPWORD-${i}`,
      status: (i < 3 ? 'OFF_SALE' : 'ON_SALE') as 'OFF_SALE' | 'ON_SALE',
      total_stock: i < 2 ? 0 : 5,
    }))
    await insertLike(rows)

    // Two tabs hold more than the cap: they read the cap and are named; the others are exact.
    for (const word of ['封顶词', '甲组']) {
      const all = await list(trade, { keyword: word })
      expect(all.data.counts, word).toEqual({
        ALL: PRODUCT_SEARCH_COUNT_CAP,
        ON_SALE: PRODUCT_SEARCH_COUNT_CAP,
        OFF_SALE: 3,
        OUT_OF_STOCK: 2,
        LOW_STOCK: 0,
      })
      expect(all.data.cappedCounts, word).toEqual(['ALL', 'ON_SALE'])
      expect(all.data, word).toMatchObject({ total: PRODUCT_SEARCH_COUNT_CAP, totalIsCapped: true })
      // A tab under the cap pages exactly.
      const off = await list(trade, { keyword: word, tab: 'OFF_SALE' })
      expect(off.data.total, word).toBe(3)
      expect(off.data.totalIsCapped, word).toBeUndefined()
      expect(off.data.list.map((p) => p.name).sort(), word).toEqual([
        '封顶词甲组商品0',
        '封顶词甲组商品1',
        '封顶词甲组商品2',
      ])
    }
    // The pages go on past the cap: the last rows are there.
    const last = await list(trade, { keyword: '封顶词', page: many / 5, pageSize: 5 })
    expect(last.data.list).toHaveLength(5)
    expect(last.data.totalIsCapped).toBe(true)
    // A narrower word is counted exactly.
    const few = await list(trade, { keyword: '封顶词甲组商品100' })
    expect(few.data.counts.ALL).toBe(6)
    expect(few.data.cappedCounts).toBeUndefined()
    expect(few.data.totalIsCapped).toBeUndefined()
  })

  it('counts exactly a keyword more products held than the cap, when most of them are deleted', async () => {
    // "删余词" 2,005 products, more than the search index hands over by id, 1,100 of them
    // deleted: 905 live, under the cap. The index's matches hold more products than the cap, so
    // only subtracting the deleted ones tells the list it must count them (PostgreSQL).
    const template = await liveProduct()
    const rows = Array.from({ length: 2005 }, (_, i) => ({
      ...template,
      name: `删余词商品${i}`,
      product_no: `DELWORD-${i}`,
      status: 'ON_SALE' as const,
      total_stock: 5,
      is_deleted: i < 1100 ? 1 : 0,
    }))
    await insertLike(rows)
    const all = await list(trade, { keyword: '删余词' })
    expect(all.data.counts).toEqual({ ALL: 905, ON_SALE: 905, OFF_SALE: 0, OUT_OF_STOCK: 0, LOW_STOCK: 0 })
    expect(all.data.cappedCounts).toBeUndefined()
    expect(all.data).toMatchObject({ total: 905 })
    expect(all.data.totalIsCapped).toBeUndefined()
  })

  it('puts products on and off the shelf and deletes them in batches', async () => {
    const a = (
      await call<ProductDetail>(t, 'createProduct', {
        token: trade,
        body: await draft({ name: '批量甲', skus: (await draft()).skus.map((s) => ({ ...s, barCode: '' })) }),
      })
    ).data
    const b = (
      await call<ProductDetail>(t, 'createProduct', {
        token: trade,
        body: await draft({
          name: '批量乙',
          skus: (await draft()).skus.map((s) => ({ ...s, barCode: '' })),
          status: 'OFF_SALE',
        }),
      })
    ).data
    const ids = [a.productId, b.productId]
    const off = await call<{ count: number }>(t, 'updateProductStatus', {
      token: trade,
      body: { productIds: ids, status: 'OFF_SALE' },
    })
    expect(off.data.count).toBe(1)
    const listed = await list(trade, { keyword: '批量', tab: 'OFF_SALE' })
    expect(listed.data.total).toBe(2)
    expect(
      (await call(t, 'updateProductStatus', { token: trade, body: { productIds: ids, status: 'SOLD' } }))
        .data,
    ).toMatchObject({ field: 'status' })
    const removed = await call<{ count: number }>(t, 'deleteProducts', {
      token: trade,
      body: { productIds: ids },
    })
    expect(removed.data.count).toBe(2)
    expect((await list(trade, { keyword: '批量' })).data.total).toBe(0)
    expect((await call(t, 'getProductDetail', { token: trade, body: { productId: a.productId } })).code).toBe(
      ResultCode.notFound,
    )
    // Their bar codes and names are free again; deleting twice is not found.
    expect((await call(t, 'deleteProducts', { token: trade, body: { productIds: ids } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await call(t, 'deleteProducts', { token: trade, body: { productIds: [] } })).data).toMatchObject({
      field: 'productIds',
      reason: 'required',
    })
  })

  it('reads and saves the after-sales information of the caller’s merchant only', async () => {
    const seeded = await call<AfterSaleInfo>(t, 'getAfterSaleInfo', { token: trade })
    expect(seeded.code).toBe(ResultCode.ok)
    expect(seeded.data.address).not.toBe('')
    const region = await t.db
      .selectFrom('geo_region')
      .select(['id', 'parent_id'])
      .where('level', '=', 'COUNTY')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const city = await t.db
      .selectFrom('geo_region')
      .select(['id', 'parent_id'])
      .where('id', '=', region.parent_id as string)
      .executeTakeFirstOrThrow()
    const saved = await call<AfterSaleInfo>(t, 'saveAfterSaleInfo', {
      token: trade,
      body: {
        returnDays: 15,
        contactName: '售后小王',
        contactPhone: '13800000000',
        provinceId: city.parent_id,
        cityId: city.id,
        countyId: region.id,
        address: '仓库 1 号',
        policy: '<p>七天无理由<img src=x onerror="alert(1)"></p>',
      },
    })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({ returnDays: 15, contactName: '售后小王', countyId: region.id })
    expect(saved.data.policy).not.toMatch(/onerror/)
    const other = await call<AfterSaleInfo>(t, 'getAfterSaleInfo', { token: pro })
    expect(other.data.contactName).not.toBe('售后小王')
    const bad = await call(t, 'saveAfterSaleInfo', {
      token: trade,
      body: { returnDays: -1 },
    })
    expect(bad.data).toMatchObject({ field: 'returnDays', reason: 'min0' })
    const wrongChain = await call(t, 'saveAfterSaleInfo', {
      token: trade,
      body: { returnDays: 7, provinceId: city.parent_id, cityId: region.id },
    })
    expect(wrongChain.code).toBe(ResultCode.invalidInput)
    expect((await call<AfterSaleInfo>(t, 'getAfterSaleInfo', { token: trade })).data.returnDays).toBe(15)
  })
})
