// Stock, price and distribution-price imports on SQLite and PostgreSQL: the preview names a
// problem per bad row and writes nothing; apply refuses while any row is bad, else writes
// every row in one transaction (with the products' denormalised prices and stock); roles,
// a foreign merchant's SKU codes and the request limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { IMPORT_CALL_ROWS } from '../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportResult, ImportValues } from '../../contract/product-setup.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('product imports on %s', (kind) => {
  let t: TestApp
  let pro: string
  let own: { id: number; sku_code: string; product_id: number; price: number; stock: number }[]
  let foreignCode: string
  let disCode: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    pro = await loginAs(t, 'distributionpro')
    const party = demoAccount('distributionpro').partyId
    own = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.id', 's.sku_code', 's.product_id', 's.price', 's.stock'])
      .where('s.party_id', '=', party)
      .where('p.is_deleted', '=', 0)
      .orderBy('s.id')
      .limit(5)
      .execute()
    const f = await t.db
      .selectFrom('product_sku')
      .select('sku_code')
      .where('party_id', '=', demoAccount('tradebase').partyId)
      // A code the caller has no SKU of (merchants number their SKUs alike).
      .where('sku_code', 'not in', (eb) =>
        eb.selectFrom('product_sku').select('sku_code').where('party_id', '=', party),
      )
      .executeTakeFirstOrThrow()
    foreignCode = f.sku_code
    const d = await t.db
      .selectFrom('dis_product_sku as d')
      .innerJoin('product_sku as s', 's.id', 'd.sku_id')
      .select('s.sku_code')
      .where('d.party_id', '=', party)
      .executeTakeFirstOrThrow()
    disCode = d.sku_code
  })
  afterAll(async () => {
    await t.close()
  })
  const code = (i: number) => (own[i] as { sku_code: string }).sku_code

  it('previews a problem per bad row and writes nothing', async () => {
    const rows = [
      [2, code(0), '12.50'],
      [3, 'NO-SUCH-SKU', '1'],
      [4, code(1), 'abc'],
      [5, code(0), '13'],
      [6, code(2), '1.234'],
      [7, foreignCode, '5'],
      [8, '', '5'],
    ]
    const before = await t.db
      .selectFrom('product_sku')
      .select(['id', 'price'])
      .where('id', '=', own[0]?.id as number)
      .executeTakeFirstOrThrow()
    const res = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: { kind: 'PRICE', rows },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({ total: 7, valid: 1, errorCount: 6 })
    expect(res.data.errors.map((e) => [e.line, e.problem])).toEqual([
      [3, 'unknownSku'],
      [4, 'badNumber'],
      [5, 'duplicateRow'],
      [6, 'tooManyDecimals'],
      [7, 'unknownSku'],
      [8, 'missingSku'],
    ])
    expect(res.data.sample).toEqual([
      expect.objectContaining({ line: 2, skuCode: code(0), current: before.price, next: 1250 }),
    ])
    const apply = await call(t, 'applyProductImport', { token: pro, body: { kind: 'PRICE', rows } })
    expect(apply.code).toBe(ResultCode.conflict)
    expect(apply.data).toEqual({ errorCount: 6 })
    const after = await t.db
      .selectFrom('product_sku')
      .select('price')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow()
    expect(after.price).toBe(before.price)
  })

  it('applies a clean price import and recomputes the product’s price range', async () => {
    const res = await call<ImportResult>(t, 'applyProductImport', {
      token: pro,
      body: {
        kind: 'PRICE',
        rows: [
          [2, code(0), '0.01'],
          [3, code(1), '99999'],
        ],
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.updated).toBe(2)
    const sku = await t.db
      .selectFrom('product_sku')
      .select('price')
      .where('id', '=', own[0]?.id as number)
      .executeTakeFirstOrThrow()
    expect(sku.price).toBe(1)
    const product = await t.db
      .selectFrom('product')
      .select('min_price')
      .where('id', '=', own[0]?.product_id as number)
      .executeTakeFirstOrThrow()
    expect(product.min_price).toBe(1)
  })

  it('applies stock and counts unchanged rows; refuses a negative or fractional stock', async () => {
    const bad = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: {
        kind: 'INVENTORY',
        rows: [
          [2, code(3), '-1'],
          [3, code(4), '1.5'],
          [4, code(2), '10000000'],
        ],
      },
    })
    expect(bad.data.errors.map((e) => e.problem)).toEqual(['negative', 'notWholeNumber', 'outOfRange'])
    const sku = own[3] as { id: number; stock: number; product_id: number }
    const res = await call<ImportResult>(t, 'applyProductImport', {
      token: pro,
      body: {
        kind: 'INVENTORY',
        rows: [
          [2, code(3), String(sku.stock)],
          [3, code(4), '777'],
        ],
      },
    })
    expect(res.data).toEqual({ updated: 1, unchanged: 1 })
    const row = await t.db
      .selectFrom('product_sku')
      .select('stock')
      .where('id', '=', own[4]?.id as number)
      .executeTakeFirstOrThrow()
    expect(row.stock).toBe(777)
  })

  it('imports distribution prices only for SKUs on distribution', async () => {
    const notOn = own.map((o) => o.sku_code).find((c) => c !== disCode) as string
    const onDis = await t.db
      .selectFrom('dis_product_sku as d')
      .innerJoin('product_sku as s', 's.id', 'd.sku_id')
      .select('s.sku_code')
      .where('s.sku_code', '=', notOn)
      .executeTakeFirst()
    const res = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: {
        kind: 'DIS_PRICE',
        rows: [
          [2, disCode, '8.8'],
          [3, notOn, '1'],
        ],
      },
    })
    expect(res.data.errors.map((e) => e.problem)).toEqual(onDis ? [] : ['notOnDistribution'])
    const applied = await call<ImportResult>(t, 'applyProductImport', {
      token: pro,
      body: { kind: 'DIS_PRICE', rows: [[2, disCode, '8.8']] },
    })
    expect(applied.code).toBe(ResultCode.ok)
    const d = await t.db
      .selectFrom('dis_product_sku as d')
      .innerJoin('product_sku as s', 's.id', 'd.sku_id')
      .select('d.dis_price')
      .where('s.sku_code', '=', disCode)
      .where('d.party_id', '=', demoAccount('distributionpro').partyId)
      .executeTakeFirstOrThrow()
    expect(d.dis_price).toBe(880)
  })

  it('validates the request: kind, no rows, too many rows', async () => {
    const unknown = await call(t, 'previewProductImport', {
      token: pro,
      body: { kind: 'COST', rows: [[2, 'a', '1']] },
    })
    expect(unknown).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'kind', reason: 'unknownKind' },
    })
    const none = await call(t, 'previewProductImport', { token: pro, body: { kind: 'PRICE', rows: [] } })
    expect(none).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'rows', reason: 'noRows' } })
    const many = Array.from({ length: IMPORT_CALL_ROWS + 1 }, (_, i) => [i + 2, `X${i}`, '1'])
    const tooMany = await call(t, 'previewProductImport', { token: pro, body: { kind: 'PRICE', rows: many } })
    expect(tooMany).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'rows', reason: 'tooMany' },
    })
  })

  it('handles a chunk of IMPORT_CALL_ROWS rows in one request and lists every problem', async () => {
    const n = IMPORT_CALL_ROWS
    const rows = Array.from({ length: n }, (_, i) => [i + 2, i < 5 ? code(i) : `NOPE-${i}`, '3'])
    const res = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: { kind: 'INVENTORY', rows },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({ total: n, valid: 5, errorCount: n - 5 })
    expect(res.data.errors).toHaveLength(n - 5)
  })

  it('refuses a too-long code or value as a problem of its row, not of the call', async () => {
    const res = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: {
        kind: 'PRICE',
        rows: [
          [2, 'X'.repeat(65), '1'],
          [3, code(0), '1'.repeat(21)],
          [4, code(1), ''],
          [5, code(2), '¥１,２３４.５'],
        ],
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.errors.map((e) => [e.line, e.problem])).toEqual([
      [2, 'skuTooLong'],
      [3, 'valueTooLong'],
      [4, 'missingValue'],
    ])
    expect(res.data.sample).toEqual([expect.objectContaining({ line: 5, next: 123_450 })])
  })

  it('pages the current values by SKU code, and they import back unchanged', async () => {
    const seen: { skuCode: string; productNo: string; value: number }[] = []
    let after: string | undefined
    for (let guard = 0; guard < 200; guard++) {
      const res = await call<ImportValues>(t, 'getImportValues', {
        token: pro,
        body: { kind: 'INVENTORY', limit: 7, ...(after ? { after } : {}) },
      })
      expect(res.code).toBe(ResultCode.ok)
      seen.push(...res.data.rows)
      if (!res.data.next) break
      after = res.data.next
    }
    const codes = seen.map((r) => r.skuCode)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const live = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.sku_code', 's.stock', 'p.product_no'])
      .where('s.party_id', '=', demoAccount('distributionpro').partyId)
      .where('p.is_deleted', '=', 0)
      .execute()
    expect(seen.length).toBe(live.filter((r) => r.sku_code !== '').length)
    const first = live.find((r) => r.sku_code === code(4))
    expect(seen.find((r) => r.skuCode === code(4))).toMatchObject({
      value: first?.stock,
      productNo: first?.product_no,
    })
    const rows = seen.slice(0, 50).map((r, i) => [i + 2, r.skuCode, String(r.value)])
    const back = await call<ImportPreview>(t, 'previewProductImport', {
      token: pro,
      body: { kind: 'INVENTORY', rows },
    })
    expect(back.data).toMatchObject({ errorCount: 0, valid: rows.length })
    expect(back.data.sample.every((s) => s.current === s.next)).toBe(true)
    const bad = await call(t, 'getImportValues', { token: pro, body: { kind: 'PRICE', limit: 5001 } })
    expect(bad).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'limit', reason: 'tooLarge' } })
  })

  it('refuses roles outside the product area', async () => {
    const bind = await loginAs(t, 'bindmember')
    for (const name of ['previewProductImport', 'applyProductImport']) {
      const res = await call(t, name, { token: bind, body: { kind: 'PRICE', rows: [[2, code(0), '1']] } })
      expect(res.code, name).toBe(ResultCode.forbidden)
    }
  })
})
