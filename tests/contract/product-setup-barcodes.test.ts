// Barcode maintenance on SQLite and PostgreSQL: the SKU grid (search, missing only), a batch
// save checked with the contract's rule (EAN-13 check digit, Code 128 characters), duplicates
// in the batch and against the merchant's other SKUs, roles and a foreign merchant's SKU ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { BarcodeRow } from '../../contract/product-setup.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('barcodes on %s', (kind) => {
  let t: TestApp
  let trade: string
  let rows: BarcodeRow[]
  let foreignSkuId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    const page = await call<Page<BarcodeRow>>(t, 'getSkuBarcodeList', { token: trade, body: { pageSize: 5 } })
    rows = page.data.list
    const f = await t.db
      .selectFrom('product_sku')
      .select('id')
      .where('party_id', '=', demoAccount('distributionbase').partyId)
      .executeTakeFirstOrThrow()
    foreignSkuId = String(f.id)
  })
  afterAll(async () => {
    await t.close()
  })
  const sku = (i: number) => rows[i] as BarcodeRow

  it('lists the caller’s SKUs sorted by code, searchable by barcode', async () => {
    expect(rows).toHaveLength(5)
    expect(rows.map((r) => r.skuCode)).toEqual([...rows.map((r) => r.skuCode)].sort())
    const byCode = await call<Page<BarcodeRow>>(t, 'getSkuBarcodeList', {
      token: trade,
      body: { search: sku(0).barCode },
    })
    expect(byCode.data.list.map((r) => r.skuId)).toContain(sku(0).skuId)
  })

  it('saves valid EAN-13 and Code 128 codes, and clears one', async () => {
    const res = await call<{ updated: number }>(t, 'saveSkuBarcodes', {
      token: trade,
      body: {
        items: [
          { skuId: sku(0).skuId, barCode: '4006381333931' },
          { skuId: sku(1).skuId, barCode: 'ABC-123/x' },
          { skuId: sku(2).skuId, barCode: '' },
        ],
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.updated).toBe(3)
    const missing = await call<Page<BarcodeRow>>(t, 'getSkuBarcodeList', {
      token: trade,
      body: { missingOnly: true },
    })
    expect(missing.data.list.map((r) => r.skuId)).toContain(sku(2).skuId)
  })

  it('refuses a wrong check digit, bad characters and duplicates at the item, writing nothing', async () => {
    const before = await t.db
      .selectFrom('product_sku')
      .select('bar_code')
      .where('id', '=', Number(sku(3).skuId))
      .executeTakeFirstOrThrow()
    const cases: [{ skuId: string; barCode: string }[], string, string][] = [
      [[{ skuId: sku(3).skuId, barCode: '4006381333932' }], 'items.0.barCode', 'badCheckDigit'],
      [[{ skuId: sku(3).skuId, barCode: '条码' }], 'items.0.barCode', 'badCharacters'],
      [
        [
          { skuId: sku(3).skuId, barCode: 'SAME-1' },
          { skuId: sku(4).skuId, barCode: 'SAME-1' },
        ],
        'items.1.barCode',
        'duplicate',
      ],
      [[{ skuId: sku(3).skuId, barCode: '4006381333931' }], 'items.0.barCode', 'duplicate'],
    ]
    for (const [items, field, reason] of cases) {
      const res = await call(t, 'saveSkuBarcodes', { token: trade, body: { items } })
      expect(res.code, reason).toBe(ResultCode.invalidInput)
      expect(res.data, reason).toMatchObject({ field, reason })
    }
    const after = await t.db
      .selectFrom('product_sku')
      .select('bar_code')
      .where('id', '=', Number(sku(3).skuId))
      .executeTakeFirstOrThrow()
    expect(after.bar_code).toBe(before.bar_code)
  })

  it('treats a foreign merchant’s SKU as not found and changes nothing', async () => {
    const before = await t.db
      .selectFrom('product_sku')
      .select('bar_code')
      .where('id', '=', Number(foreignSkuId))
      .executeTakeFirstOrThrow()
    const res = await call(t, 'saveSkuBarcodes', {
      token: trade,
      body: { items: [{ skuId: foreignSkuId, barCode: 'MINE' }] },
    })
    expect(res.code).toBe(ResultCode.notFound)
    const after = await t.db
      .selectFrom('product_sku')
      .select('bar_code')
      .where('id', '=', Number(foreignSkuId))
      .executeTakeFirstOrThrow()
    expect(after.bar_code).toBe(before.bar_code)
  })

  it('refuses roles outside the product area', async () => {
    const fin = await loginAs(t, 'repairfin')
    for (const name of ['getSkuBarcodeList', 'saveSkuBarcodes']) {
      const res = await call(t, name, { token: fin, body: { items: [{ skuId: sku(0).skuId, barCode: '' }] } })
      expect(res.code, name).toBe(ResultCode.forbidden)
    }
  })
})
