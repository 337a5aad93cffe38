// The stock calls of the products area's part `stock` (issue 29: what a merchant sees of the
// ledger) on SQLite and PostgreSQL: roles, tenant isolation, validation at the field with its
// reason and limit, a SKU's summary and threshold, its movements paged, filtered and capped, a
// product's SKUs, an order's stock effect per line, the merchant's default threshold; the
// product list's stock columns and low-stock tab; the low-stock notice (exactly one per crossing,
// written with the movement) and the dashboard's figure.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOrderCreated } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { DashboardData } from '../../contract/dashboard.schema.ts'
import type { OrderChanged, OrderDetail } from '../../contract/orders.schema.ts'
import type { ProductListResponse } from '../../contract/products.schema.ts'
import { DEFAULT_LOW_STOCK_THRESHOLD, STOCK_HISTORY_COUNT_CAP } from '../../contract/stock.constants.ts'
import type {
  OrderStockEffect,
  ProductStock,
  SkuStockHistoryResponse,
  SkuStockSummary,
  StockSettings,
} from '../../contract/stock.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { lowStockSql } from '../../server/products/stock.repository.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const TRADE = demoAccount('tradebase')
const SELLER = demoAccount('distributionpro')
/** The seller's logins that may open the product pages: each has a bell of its own. */
const SELLER_PRODUCT_LOGINS = ['U10006', 'U10007', 'U10008']

const STOCK_CALLS = [
  'getSkuStockSummary',
  'getSkuStockHistory',
  'saveSkuLowStockThreshold',
  'getProductStock',
  'getOrderStockEffect',
  'getStockSettings',
  'saveStockSettings',
] as const

describe.each(DATABASES)('stock calls on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  const usedSkus = new Set<number>()

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  interface SkuRow {
    id: number
    sku_code: string
    product_id: number
    stock: number
    reserved: number
  }
  const sku = async (id: number): Promise<SkuRow> => {
    const r = await t.db
      .selectFrom('product_sku')
      .select(['id', 'sku_code', 'product_id', 'stock', 'reserved'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return {
      id: Number(r.id),
      sku_code: r.sku_code,
      product_id: Number(r.product_id),
      stock: Number(r.stock),
      reserved: Number(r.reserved),
    }
  }

  /** A SKU of a live product of `partyId` (on sale, in no promotion), not used by another test. */
  const freshSku = async (partyId: string): Promise<SkuRow> => {
    const promoted = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', partyId)
      .execute()
    const rows = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.id')
      .where('s.party_id', '=', partyId)
      .where('p.status', '=', 'ON_SALE')
      .where('p.is_deleted', '=', 0)
      // Well above any threshold of the demo (some seeded SKUs hold more than they have).
      .where(sql<boolean>`s.stock - s.reserved >= 30`)
      .where('p.id', 'not in', promoted.map((r) => Number(r.product_id)).concat([-1]))
      .orderBy('s.id')
      .execute()
    const free = rows.map((r) => Number(r.id)).find((id) => !usedSkus.has(id))
    if (free === undefined) throw new Error('no free SKU left')
    usedSkus.add(free)
    return sku(free)
  }

  /** On hand set by an inventory import of the SKU's owner. */
  const setOnHand = async (token: string, skuCode: string, onHand: number, reason = '盘点') => {
    const res = await call(t, 'applyProductImport', {
      token,
      body: { kind: 'INVENTORY', rows: [[2, skuCode, String(onHand)]], reason },
    })
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.ok)
  }

  const summary = async (token: string, skuId: number | string) =>
    call<SkuStockSummary>(t, 'getSkuStockSummary', { token, body: { skuId } })
  const history = (token: string, body: Record<string, unknown>) =>
    call<SkuStockHistoryResponse>(t, 'getSkuStockHistory', { token, body })
  const order = (skuId: number, quantity: number) =>
    call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER.partyId, lines: [{ skuId, quantity }], remark: '' },
    })
  const notices = async (skuId: number) =>
    (
      await t.db
        .selectFrom('message')
        .select(['party_id', 'user_login_id', 'type', 'title', 'content', 'ref_type', 'ref_id', 'is_read'])
        .where('ref_type', '=', 'LOW_STOCK')
        .where('ref_id', '=', String(skuId))
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, is_read: Number(r.is_read) }))

  it('refuses every stock call to roles without the product pages, and answers a sub-account for its merchant', async () => {
    for (const username of ['tcbase', 'ordering', 'bindmember', 'repairfin', 'sub_user_wx']) {
      const token = await loginAs(t, username)
      for (const name of STOCK_CALLS) {
        expect((await call(t, name, { token, body: {} })).code, `${name} as ${username}`).toBe(
          ResultCode.forbidden,
        )
      }
    }
    for (const name of STOCK_CALLS) {
      expect((await call(t, name, { body: {} })).code, `${name} without a session`).toBe(
        ResultCode.invalidToken,
      )
    }
    const s = await freshSku(SELLER.partyId)
    const sale = await loginAs(t, 'sub_user_sale')
    const answer = await summary(sale, s.id)
    expect(answer.code).toBe(ResultCode.ok)
    expect(answer.data).toMatchObject({ skuId: String(s.id), onHand: s.stock, reserved: s.reserved })
    expect((await call(t, 'getStockSettings', { token: sale })).code).toBe(ResultCode.ok)
  })

  it('answers a SKU’s stock and the threshold that applies; the SKU’s own and the merchant’s default are saved', async () => {
    const s = await freshSku(TRADE.partyId)
    const first = await summary(trade, s.id)
    expect(first.code).toBe(ResultCode.ok)
    const product = await t.db
      .selectFrom('product')
      .select(['product_no', 'name'])
      .where('id', '=', s.product_id)
      .executeTakeFirstOrThrow()
    expect(first.data).toMatchObject({
      skuId: String(s.id),
      skuCode: s.sku_code,
      productId: String(s.product_id),
      productNo: product.product_no,
      productName: product.name,
      onHand: s.stock,
      reserved: s.reserved,
      available: s.stock - s.reserved,
      ownThreshold: null,
      merchantThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
      threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      isLow: s.stock - s.reserved <= DEFAULT_LOW_STOCK_THRESHOLD,
    })

    const settings = await call<StockSettings>(t, 'getStockSettings', { token: trade })
    expect(settings.data).toEqual({ lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, updatedAt: null })
    const saved = await call<StockSettings>(t, 'saveStockSettings', {
      token: trade,
      body: { lowStockThreshold: 3 },
    })
    expect(saved.data).toEqual({ lowStockThreshold: 3, updatedAt: t.clock.now().toISOString() })
    expect((await call<StockSettings>(t, 'getStockSettings', { token: trade })).data.lowStockThreshold).toBe(
      3,
    )
    // Another merchant's default is its own.
    expect((await call<StockSettings>(t, 'getStockSettings', { token: pro })).data.lowStockThreshold).toBe(
      DEFAULT_LOW_STOCK_THRESHOLD,
    )
    expect((await summary(trade, s.id)).data).toMatchObject({ merchantThreshold: 3, threshold: 3 })

    const available = s.stock - s.reserved
    const own = await call<SkuStockSummary>(t, 'saveSkuLowStockThreshold', {
      token: trade,
      body: { skuId: String(s.id), threshold: available },
    })
    expect(own.code).toBe(ResultCode.ok)
    expect(own.data).toMatchObject({
      ownThreshold: available,
      merchantThreshold: 3,
      threshold: available,
      isLow: true,
    })
    const back = await call<SkuStockSummary>(t, 'saveSkuLowStockThreshold', {
      token: trade,
      body: { skuId: s.id, threshold: null },
    })
    expect(back.data).toMatchObject({ ownThreshold: null, threshold: 3, isLow: available <= 3 })
    // The threshold change is on the SKU's record history.
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['subject_type', 'subject_id', 'call'])
      .where('party_id', '=', TRADE.partyId)
      .where('subject_type', '=', 'sku')
      .where('subject_id', '=', String(s.id))
      .execute()
    expect(trail.map((r) => r.call)).toEqual(['saveSkuLowStockThreshold', 'saveSkuLowStockThreshold'])
    await call(t, 'saveStockSettings', {
      token: trade,
      body: { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD },
    })
  })

  it('refuses bad input at the field with its reason and limit, and writes nothing', async () => {
    const s = await freshSku(TRADE.partyId)
    const refused = async (name: string, body: Record<string, unknown>) => {
      const res = await call(t, name, { token: trade, body })
      expect(res.code, `${name} ${JSON.stringify(body)}`).toBe(ResultCode.invalidInput)
      return res.data
    }
    expect(await refused('saveSkuLowStockThreshold', { skuId: s.id, threshold: -1 })).toMatchObject({
      field: 'threshold',
      reason: 'tooSmall',
      min: 0,
    })
    expect(await refused('saveSkuLowStockThreshold', { skuId: s.id, threshold: 1_000_001 })).toMatchObject({
      field: 'threshold',
      reason: 'tooLarge',
      max: 1_000_000,
    })
    expect(await refused('saveSkuLowStockThreshold', { skuId: s.id, threshold: 2.5 })).toMatchObject({
      field: 'threshold',
      reason: 'integer',
    })
    expect(await refused('saveSkuLowStockThreshold', { skuId: s.id })).toMatchObject({
      field: 'threshold',
      reason: 'required',
    })
    expect(await refused('saveSkuLowStockThreshold', { skuId: 0, threshold: 1 })).toMatchObject({
      field: 'skuId',
      reason: 'notAnId',
    })
    expect(await refused('saveStockSettings', { lowStockThreshold: '5' })).toMatchObject({
      field: 'lowStockThreshold',
      reason: 'required',
    })
    expect(await refused('saveStockSettings', { lowStockThreshold: -3 })).toMatchObject({
      field: 'lowStockThreshold',
      reason: 'tooSmall',
      min: 0,
    })
    expect(await refused('getSkuStockSummary', {})).toMatchObject({ field: 'skuId', reason: 'required' })
    expect(await refused('getSkuStockHistory', { skuId: s.id, kind: 'STOLEN' })).toMatchObject({
      field: 'kind',
      reason: 'unknownKind',
    })
    expect(
      await refused('getSkuStockHistory', { skuId: s.id, startDate: '2026-11-20', endDate: '2026-11-19' }),
    ).toMatchObject({ field: 'endDate', reason: 'endBeforeStart' })
    expect(await refused('getSkuStockHistory', { skuId: s.id, startDate: '2026-02-30' })).toMatchObject({
      field: 'startDate',
      reason: 'invalidDate',
    })
    expect(await refused('getSkuStockHistory', { skuId: s.id, sortField: 'kind' })).toMatchObject({
      field: 'sortField',
      reason: 'notSortable',
    })
    expect(await refused('getSkuStockHistory', { skuId: s.id, pageSize: 101 })).toMatchObject({
      field: 'pageSize',
    })
    expect(await refused('getOrderStockEffect', { orderId: 0 })).toMatchObject({
      field: 'orderId',
      reason: 'notAnId',
    })
    expect((await summary(trade, s.id)).data.ownThreshold).toBeNull()
    expect((await call<StockSettings>(t, 'getStockSettings', { token: trade })).data.lowStockThreshold).toBe(
      DEFAULT_LOW_STOCK_THRESHOLD,
    )
  })

  it('answers another merchant’s SKU, product or order as not found and changes nothing', async () => {
    const theirs = await freshSku(SELLER.partyId)
    const theirOrder = await t.db
      .selectFrom('sales_order')
      .select('id')
      .where('party_id', '=', SELLER.partyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const notFound = async (name: string, body: Record<string, unknown>) =>
      expect((await call(t, name, { token: trade, body })).code, name).toBe(ResultCode.notFound)
    await notFound('getSkuStockSummary', { skuId: theirs.id })
    await notFound('getSkuStockHistory', { skuId: theirs.id })
    await notFound('saveSkuLowStockThreshold', { skuId: theirs.id, threshold: 99 })
    await notFound('getProductStock', { productId: theirs.product_id })
    await notFound('getOrderStockEffect', { orderId: Number(theirOrder.id) })
    await notFound('getSkuStockSummary', { skuId: 99_999_999 })
    const row = await t.db
      .selectFrom('product_sku')
      .select('low_stock_threshold')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow()
    expect(row.low_stock_threshold).toBeNull()
    // The owner sees it.
    expect((await summary(pro, theirs.id)).code).toBe(ResultCode.ok)
  })

  it('pages a SKU’s movements newest first with the balances after each, who moved it and from what; filters by kind, dates and id', async () => {
    const s = await freshSku(SELLER.partyId)
    // A day apart each (the sessions idle out over a day: signed in again).
    const nextDay = async () => {
      t.clock.advance(86_400_000)
      trade = await loginAs(t, 'tradebase')
      pro = await loginAs(t, 'distributionpro')
    }
    await setOnHand(pro, s.sku_code, s.reserved + 40, '月初盘点')
    await nextDay()
    const placed = await order(s.id, 3)
    expect(placed.code).toBe(ResultCode.ok)
    await nextDay()
    await setOnHand(pro, s.sku_code, s.reserved + 3 + 50, '补货')

    const all = await history(pro, { skuId: s.id, pageSize: 100 })
    expect(all.code).toBe(ResultCode.ok)
    const ledger = await t.db
      .selectFrom('stock_movement')
      .selectAll()
      .where('sku_id', '=', s.id)
      .orderBy('id', 'desc')
      .execute()
    expect(all.data.total).toBe(ledger.length)
    expect(all.data.totalIsCapped).toBeUndefined()
    expect(all.data.list.map((m) => Number(m.movementId))).toEqual(ledger.map((m) => Number(m.id)))
    const [refill, reserved, count] = all.data.list
    expect(refill).toMatchObject({
      kind: 'IMPORT',
      onHandChange: 13,
      reservedChange: 0,
      onHandAfter: s.reserved + 53,
      reservedAfter: s.reserved + 3,
      sourceType: 'IMPORT',
      reason: '补货',
      actorKind: 'USER',
      actorName: SELLER.displayName,
    })
    expect(reserved).toMatchObject({
      kind: 'ORDER_RESERVED',
      onHandChange: 0,
      reservedChange: 3,
      sourceType: 'ORDER',
      sourceId: String(placed.data.orderId),
      sourceNo: placed.data.orderNo,
      // The buyer is another merchant: its login's name is not the seller's to see.
      actorKind: 'OTHER_MERCHANT',
      actorName: '',
    })
    expect(count).toMatchObject({ kind: 'IMPORT', reason: '月初盘点' })
    expect(all.data.list.at(-1)).toMatchObject({
      kind: 'OPENING_BALANCE',
      sourceType: 'OPENING',
      actorKind: 'SYSTEM',
    })

    // Paging: page 2 of 2 rows is the third and fourth newest; oldest first on request.
    const page2 = await history(pro, { skuId: s.id, page: 2, pageSize: 2 })
    expect(page2.data.list.map((m) => m.movementId)).toEqual(
      all.data.list.slice(2, 4).map((m) => m.movementId),
    )
    expect(page2.data.total).toBe(ledger.length)
    const oldest = await history(pro, { skuId: s.id, pageSize: 1, sortField: 'at', sortOrder: 'asc' })
    expect(oldest.data.list[0]?.kind).toBe('OPENING_BALANCE')

    // Filters: kind, business dates (UTC+8), movements older than an id.
    const imports = await history(pro, { skuId: s.id, kind: 'IMPORT' })
    expect(imports.data.list.map((m) => m.reason)).toEqual(['补货', '月初盘点'])
    expect(imports.data.total).toBe(2)
    const refillDay = new Date(Date.parse(refill?.at ?? '') + 8 * 3_600_000).toISOString().slice(0, 10)
    const onThatDay = await history(pro, { skuId: s.id, startDate: refillDay, endDate: refillDay })
    expect(onThatDay.data.list.map((m) => m.movementId)).toEqual([refill?.movementId])
    const before = await history(pro, { skuId: s.id, beforeId: refill?.movementId, pageSize: 1 })
    expect(before.data.list.map((m) => m.movementId)).toEqual([reserved?.movementId])
    expect(before.data.total).toBe(ledger.length - 1)
  })

  it('stops counting a long history at the cap and pages it on the SKU’s index', async () => {
    const s = await freshSku(TRADE.partyId)
    const at = t.clock.now().toISOString()
    const rows = Array.from({ length: STOCK_HISTORY_COUNT_CAP + 50 }, (_, i) => ({
      party_id: TRADE.partyId,
      sku_id: s.id,
      product_id: s.product_id,
      kind: i % 2 === 0 ? ('STOCK_TAKE' as const) : ('ERP_SYNC' as const),
      quantity: i % 2 === 0 ? 1 : -1,
      reserved_change: 0,
      on_hand_after: s.stock + (i % 2 === 0 ? 1 : 0),
      reserved_after: s.reserved,
      source_type: 'ERP' as const,
      source_id: null,
      source_no: '',
      reason: `第 ${i} 次`,
      actor: null,
      event_id: null,
      created_at: at,
    }))
    // The ledger still sums to the SKU's stock (pairs of +1 / -1).
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('stock_movement')
        .values(rows.slice(i, i + 500))
        .execute()
    const first = await history(trade, { skuId: s.id, pageSize: 20 })
    expect(first.data).toMatchObject({ total: STOCK_HISTORY_COUNT_CAP, totalIsCapped: true })
    expect(first.data.list).toHaveLength(20)
    expect(first.data.list[0]?.reason).toBe(`第 ${rows.length - 1} 次`)
    const filtered = await history(trade, { skuId: s.id, kind: 'OPENING_BALANCE' })
    expect(filtered.data.total).toBe(1)
    expect(filtered.data.totalIsCapped).toBeUndefined()

    // The page's statement reads an index in id order and stops at the page: no scan of the
    // table, no sort. SQLite takes the SKU's index (party_id, sku_id, id); PostgreSQL takes it,
    // or the primary key backwards when this SKU is most of the table (as here).
    const page = sql`select id from stock_movement where party_id = ${TRADE.partyId} and sku_id = ${s.id}
      order by id desc limit 20`
    if (kind === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan ${page}`.execute(t.db)
      const text = plan.rows.map((r) => r.detail).join(' | ')
      expect(text).toMatch(/USING (COVERING )?INDEX stock_movement_sku_idx/)
      expect(text).not.toMatch(/TEMP B-TREE/)
    } else {
      await sql`analyze stock_movement`.execute(t.db)
      const plan = await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(t.db)
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n')
      expect(text).toMatch(/Index (Only )?Scan/)
      expect(text).not.toMatch(/Seq Scan|Sort/)
    }
  })

  it('answers a product’s SKUs with on hand, reserved, available and threshold, summing to the list’s row', async () => {
    const s = await freshSku(TRADE.partyId)
    const stock = await call<ProductStock>(t, 'getProductStock', {
      token: trade,
      body: { productId: String(s.product_id) },
    })
    expect(stock.code).toBe(ResultCode.ok)
    const skus = await t.db
      .selectFrom('product_sku')
      .select(['id', 'stock', 'reserved'])
      .where('product_id', '=', s.product_id)
      .execute()
    expect(stock.data.skus.map((x) => Number(x.skuId)).sort()).toEqual(skus.map((x) => Number(x.id)).sort())
    for (const x of stock.data.skus) expect(x.available).toBe(x.onHand - x.reserved)
    const product = await t.db
      .selectFrom('product')
      .select(['name'])
      .where('id', '=', s.product_id)
      .executeTakeFirstOrThrow()
    const listed = await call<ProductListResponse>(t, 'getProductList', {
      token: trade,
      body: { keyword: product.name, pageSize: 100 },
    })
    const row = listed.data.list.find((p) => p.productId === String(s.product_id))
    const sum = (f: (x: (typeof stock.data.skus)[number]) => number) =>
      stock.data.skus.reduce((n, x) => n + f(x), 0)
    expect(row).toMatchObject({
      totalStock: sum((x) => x.onHand),
      reservedStock: sum((x) => x.reserved),
      availableStock: sum((x) => x.available),
      lowStockSkuCount: stock.data.skus.filter((x) => x.isLow).length,
    })
  })

  it('answers an order’s stock effect per line from the ledger: reserved, shipped, released, returned', async () => {
    // A seeded order whose after-sale put goods back into stock.
    const returned = await t.db
      .selectFrom('stock_movement as m')
      .innerJoin('after_sale as a', (j) =>
        j.onRef('a.id', '=', 'm.source_id').onRef('a.party_id', '=', 'm.party_id'),
      )
      .select(['a.order_id', 'm.sku_id', 'm.quantity'])
      .where('m.party_id', '=', TRADE.partyId)
      .where('m.source_type', '=', 'AFTER_SALE')
      .where('m.kind', '=', 'RETURNED')
      .orderBy('m.id')
      .executeTakeFirstOrThrow()
    const effect = await call<OrderStockEffect>(t, 'getOrderStockEffect', {
      token: trade,
      body: { orderId: String(returned.order_id) },
    })
    expect(effect.code).toBe(ResultCode.ok)
    const lines = await t.db
      .selectFrom('sales_order_line')
      .select(['id', 'sku_id', 'quantity', 'shipped_quantity'])
      .where('order_id', '=', Number(returned.order_id))
      .orderBy('id')
      .execute()
    expect(effect.data.lines.map((l) => l.orderLineId)).toEqual(lines.map((l) => String(l.id)))
    const line = effect.data.lines.find((l) => l.skuId === String(returned.sku_id))
    expect(line?.returned).toBeGreaterThanOrEqual(Number(returned.quantity))
    for (const l of lines) {
      const e = effect.data.lines.find((x) => x.orderLineId === String(l.id))
      expect(e?.shipped, `line ${l.id}`).toBe(Number(l.shipped_quantity))
    }

    // A new order: reserved; part shipped; the rest cancelled is not a step, so a new one is cancelled.
    const s = await freshSku(SELLER.partyId)
    await setOnHand(pro, s.sku_code, s.reserved + 20)
    const placed = await order(s.id, 5)
    const read = async () =>
      (
        await call<OrderStockEffect>(t, 'getOrderStockEffect', {
          token: pro,
          body: { orderId: placed.data.orderId },
        })
      ).data.lines
    expect(await read()).toEqual([
      expect.objectContaining({ skuId: String(s.id), reserved: 5, shipped: 0, released: 0, returned: 0 }),
    ])
    const detail = (
      await call<OrderDetail>(t, 'getOrderDetail', { token: pro, body: { orderId: placed.data.orderId } })
    ).data
    const cancelled = await call<OrderChanged>(t, 'cancelOrder', {
      token: pro,
      body: { orderId: detail.orderId, version: detail.version, reason: '缺货' },
    })
    expect(cancelled.code).toBe(ResultCode.ok)
    expect(await read()).toEqual([
      expect.objectContaining({ skuId: String(s.id), reserved: 5, shipped: 0, released: 5, returned: 0 }),
    ])
    // The buyer's copy is not the seller's ledger: the buyer cannot read it.
    expect(
      (await call(t, 'getOrderStockEffect', { token: trade, body: { orderId: placed.data.orderId } })).code,
    ).toBe(ResultCode.notFound)
  })

  it('lists the products with a SKU at low stock in the low-stock tab, counted with the others, under the same filters', async () => {
    const list = (body: Record<string, unknown>) =>
      call<ProductListResponse>(t, 'getProductList', { token: pro, body: { pageSize: 100, ...body } })
    const expected = async () => {
      const rows = await t.db
        .selectFrom('product as p')
        .innerJoin('product_sku as s', 's.product_id', 'p.id')
        .select('p.id')
        .distinct()
        .where('p.party_id', '=', SELLER.partyId)
        .where('p.is_deleted', '=', 0)
        .where(
          sql<boolean>`s.stock - s.reserved <= coalesce(s.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})`,
        )
        .execute()
      return rows.map((r) => String(r.id)).sort()
    }
    const before = await list({ tab: 'LOW_STOCK' })
    expect(before.code).toBe(ResultCode.ok)
    const low = await expected()
    expect(low.length).toBeGreaterThan(0)
    expect(before.data.list.map((p) => p.productId).sort()).toEqual(low)
    expect(before.data.total).toBe(low.length)
    expect(before.data.counts.LOW_STOCK).toBe(low.length)
    expect(before.data.list.every((p) => p.lowStockSkuCount > 0)).toBe(true)

    // A SKU of a product not yet listed falls: the product joins the tab.
    let s = await freshSku(SELLER.partyId)
    while (low.includes(String(s.product_id))) s = await freshSku(SELLER.partyId)
    await setOnHand(pro, s.sku_code, s.reserved + DEFAULT_LOW_STOCK_THRESHOLD + 2)
    expect((await list({ tab: 'LOW_STOCK' })).data.counts.LOW_STOCK).toBe(low.length)
    expect((await order(s.id, 2)).code).toBe(ResultCode.ok)
    const after = await list({ tab: 'LOW_STOCK' })
    expect(after.data.counts.LOW_STOCK).toBe(low.length + 1)
    expect(after.data.list.map((p) => p.productId)).toContain(String(s.product_id))
    expect(after.data.list.map((p) => p.productId).sort()).toEqual(await expected())

    // The same filters as the other tabs: a keyword narrows the tab and its count.
    const product = await t.db
      .selectFrom('product')
      .select(['name', 'product_no'])
      .where('id', '=', s.product_id)
      .executeTakeFirstOrThrow()
    const narrowed = await list({ tab: 'LOW_STOCK', keyword: product.product_no })
    expect(narrowed.data.list.map((p) => p.productId)).toEqual([String(s.product_id)])
    expect(narrowed.data.counts.LOW_STOCK).toBe(1)

    // A deleted product at low stock leaves the tab and its count (the list as it opens counts
    // the products at low stock less the deleted ones among them).
    const gone = low[0] as string
    expect((await call(t, 'deleteProducts', { token: pro, body: { productIds: [gone] } })).code).toBe(
      ResultCode.ok,
    )
    const afterDelete = await list({ tab: 'LOW_STOCK' })
    expect(afterDelete.data.counts.LOW_STOCK).toBe(low.length)
    expect((await list({})).data.counts.LOW_STOCK).toBe(low.length)
    expect(afterDelete.data.list.map((p) => p.productId).sort()).toEqual(await expected())
    expect(afterDelete.data.list.map((p) => p.productId)).not.toContain(gone)

    // A merchant's default of 0 leaves only what is sold out or oversold.
    await call(t, 'saveStockSettings', { token: pro, body: { lowStockThreshold: 0 } })
    const strict = await list({ tab: 'LOW_STOCK' })
    expect(strict.data.list.every((p) => p.lowStockSkuCount > 0)).toBe(true)
    expect(strict.data.counts.LOW_STOCK).toBeLessThan(afterDelete.data.counts.LOW_STOCK)
    await call(t, 'saveStockSettings', {
      token: pro,
      body: { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD },
    })
  })

  it('keeps the product tallies (migration 2026_11_27_20_10_00) equal to the products and SKUs after mixed writes', async () => {
    // What the tables must hold, recomputed here from every product and SKU with the app's own rule.
    const recomputed = async () => {
      const products = await t.db
        .selectFrom('product')
        .select(['id', 'party_id', 'status', 'total_stock', 'is_deleted'])
        .execute()
      const tally = new Map<string, number>()
      for (const p of products.filter((p) => Number(p.is_deleted) === 0)) {
        const key = `${p.party_id}|${p.status}|${Number(p.total_stock) <= 0 ? 1 : 0}`
        tally.set(key, (tally.get(key) ?? 0) + 1)
      }
      // Per merchant: its default threshold applies to its SKUs.
      const parties = [...new Set(products.map((p) => p.party_id))]
      const low: string[] = []
      for (const party of parties) {
        const rows = await t.db
          .selectFrom('product_sku as s')
          .select((eb) => ['s.product_id', eb.fn.countAll<number>().as('n')])
          .where('s.party_id', '=', party)
          .where(lowStockSql('s', party))
          .groupBy('s.product_id')
          .execute()
        low.push(...rows.map((r) => `${party}|${r.product_id}|${Number(r.n)}`))
      }
      return {
        tally: [...tally].map(([k, n]) => `${k}|${n}`).sort(),
        low: low.sort(),
        products,
      }
    }
    const check = async (step: string) => {
      const want = await recomputed()
      const tally = await t.db.selectFrom('product_tally').selectAll().execute()
      expect(
        tally.map((r) => `${r.party_id}|${r.status}|${r.out_of_stock}|${r.product_count}`).sort(),
        step,
      ).toEqual(want.tally)
      const low = await t.db.selectFrom('product_low_stock').selectAll().execute()
      expect(low.map((r) => `${r.party_id}|${r.product_id}|${r.sku_count}`).sort(), step).toEqual(want.low)
      // The list's unfiltered tab counts, as the merchant sees them.
      const live = want.products.filter((p) => p.party_id === SELLER.partyId && Number(p.is_deleted) === 0)
      const lowIds = new Set(
        want.low.filter((l) => l.startsWith(`${SELLER.partyId}|`)).map((l) => l.split('|')[1]),
      )
      const res = await call<ProductListResponse>(t, 'getProductList', { token: pro, body: { pageSize: 1 } })
      expect(res.data.counts, step).toEqual({
        ALL: live.length,
        ON_SALE: live.filter((p) => p.status === 'ON_SALE').length,
        OFF_SALE: live.filter((p) => p.status === 'OFF_SALE' || p.status === 'DRAFT').length,
        OUT_OF_STOCK: live.filter((p) => Number(p.total_stock) <= 0).length,
        LOW_STOCK: live.filter((p) => lowIds.has(String(p.id))).length,
      })
    }
    await check('the seed')

    // An order reserves a SKU into low stock; an import takes another product out of stock.
    const a = await freshSku(SELLER.partyId)
    await setOnHand(pro, a.sku_code, a.reserved + DEFAULT_LOW_STOCK_THRESHOLD + 1)
    expect((await order(a.id, 2)).code).toBe(ResultCode.ok)
    await check('an order')
    const b = await freshSku(SELLER.partyId)
    const siblings = await t.db
      .selectFrom('product_sku')
      .select('sku_code')
      .where('product_id', '=', b.product_id)
      .execute()
    for (const { sku_code } of siblings) await setOnHand(pro, sku_code, 0)
    await check('a product sold out')

    // A SKU's own threshold, then the merchant's default, up and back.
    const c = await freshSku(SELLER.partyId)
    await call(t, 'saveSkuLowStockThreshold', {
      token: pro,
      body: { skuId: String(c.id), threshold: c.stock },
    })
    await check("a SKU's own threshold")
    await call(t, 'saveStockSettings', { token: pro, body: { lowStockThreshold: 60 } })
    await check("the merchant's default")
    await call(t, 'saveStockSettings', {
      token: pro,
      body: { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD },
    })
    await check("the merchant's default back")

    // Direct SQL: a status, a deletion, a SKU added and removed, many SKUs in one statement.
    const d = await freshSku(SELLER.partyId)
    await t.db.updateTable('product').set({ status: 'OFF_SALE' }).where('id', '=', d.product_id).execute()
    const e = await freshSku(SELLER.partyId)
    await t.db.updateTable('product').set({ is_deleted: 1 }).where('id', '=', e.product_id).execute()
    await check('a status and a deletion')
    await t.db
      .insertInto('product_sku')
      .values({
        party_id: SELLER.partyId,
        product_id: d.product_id,
        sku_code: 'TALLY-NEW',
        price: 100,
        stock: 1,
        created_at: '2026-11-20T02:00:00.000Z',
        updated_at: '2026-11-20T02:00:00.000Z',
      })
      .execute()
    await check('a SKU added')
    await t.db.deleteFrom('product_sku').where('sku_code', '=', 'TALLY-NEW').execute()
    await t.db
      .updateTable('product_sku')
      .set({ reserved: sql`reserved + 25` })
      .where('party_id', '=', SELLER.partyId)
      .where('product_id', 'in', [d.product_id, e.product_id, c.product_id])
      .execute()
    await t.db.updateTable('product').set({ total_stock: 0 }).where('id', '=', d.product_id).execute()
    await check('a SKU removed, many reserved, a total at zero')
  })

  it('tells the merchant once when a movement takes a SKU into low stock, in the movement’s transaction; again only after it rose above', async () => {
    const s = await freshSku(SELLER.partyId)
    await t.db.updateTable('product_sku').set({ low_stock_threshold: 5 }).where('id', '=', s.id).execute()
    await setOnHand(pro, s.sku_code, s.reserved + 8)
    expect(await notices(s.id)).toEqual([])

    // 8 → 6: above 5, nothing. 6 → 4: crosses, one notice in each product login's bell.
    expect((await order(s.id, 2)).code).toBe(ResultCode.ok)
    expect(await notices(s.id)).toEqual([])
    expect((await order(s.id, 2)).code).toBe(ResultCode.ok)
    const first = await notices(s.id)
    expect(first.map((n) => n.user_login_id).sort()).toEqual(SELLER_PRODUCT_LOGINS)
    const product = await t.db
      .selectFrom('product')
      .select('name')
      .where('id', '=', s.product_id)
      .executeTakeFirstOrThrow()
    expect(first[0]).toMatchObject({
      party_id: SELLER.partyId,
      type: 'NOTICE',
      title: `库存预警：${s.sku_code}`,
      ref_type: 'LOW_STOCK',
      ref_id: String(s.id),
      is_read: 0,
    })
    expect(first[0]?.content).toContain(product.name)
    expect(first[0]?.content).toContain('可用库存 4')

    // Still low (4 → 3): not told again. A refused order writes nothing either.
    expect((await order(s.id, 1)).code).toBe(ResultCode.ok)
    expect((await order(s.id, 99)).code).toBe(ResultCode.invalidInput)
    expect(await notices(s.id)).toHaveLength(3)

    // Above again (a count of 20 available), then down by an adjustment: told once more.
    const now = await sku(s.id)
    await setOnHand(pro, s.sku_code, now.reserved + 20)
    expect(await notices(s.id)).toHaveLength(3)
    await setOnHand(pro, s.sku_code, now.reserved + 5)
    expect(await notices(s.id)).toHaveLength(6)

    // The bell counts it.
    const bell = await call<{ fetchNoticeNum: number }>(t, 'getMessageDetailFromNewMerchant', {
      token: pro,
      body: { selectedTab: 'NOTICE' },
    })
    expect(bell.code).toBe(ResultCode.ok)
    const unread = await t.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('party_id', '=', SELLER.partyId)
      .where('user_login_id', '=', SELLER.userLoginId)
      .where('type', '=', 'NOTICE')
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow()
    expect(bell.data.fetchNoticeNum).toBe(Number(unread.n))
  })

  it('shows the merchant’s SKUs at low stock on the dashboard, linked to the product list’s low-stock tab', async () => {
    const data = await call<DashboardData>(t, 'getDashboardData', { token: pro })
    const figure = data.data.figures.find((f) => f.key === 'lowStockSkus')
    const count = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('s.party_id', '=', SELLER.partyId)
      .where('p.is_deleted', '=', 0)
      .where(
        sql<boolean>`s.stock - s.reserved <= coalesce(s.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})`,
      )
      .executeTakeFirstOrThrow()
    expect(figure).toEqual({
      key: 'lowStockSkus',
      value: Number(count.n),
      unit: 'count',
      path: '/product-management/productList',
      query: { status: 'LOW_STOCK' },
    })
  })
})
