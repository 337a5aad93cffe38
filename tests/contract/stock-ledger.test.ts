// The stock ledger and the domain events of issue 29, on SQLite and PostgreSQL: every movement
// (reserve, release, ship, partial ship, return with and without restock, exchange, import,
// product form), overselling refused atomically (20 parallel orders against a stock of 7), an
// event written in the transaction of its change (a refused change leaves none), consumers that
// apply each event once (also from two processes), replays that do not double, the consistency
// check (function and npm run stock:check) and the migration's opening balance.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AfterSaleDetail } from '../../contract/after-sales.schema.ts'
import type { BusinessOrderCreated } from '../../contract/business-profile.schema.ts'
import type { CatalogueOrderDetail } from '../../contract/catalogue.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { BatchShipmentAnswer, OrderChanged, OrderDetail } from '../../contract/orders.schema.ts'
import type { ProductDetail } from '../../contract/products.schema.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { migrationProvider } from '../../server/db/migrations/index.ts'
import { PostgresSearchPathDialect } from '../../server/db/postgres.ts'
import type { Database, Db } from '../../server/db/schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import {
  createEventRunner,
  type DomainEvent,
  type EventConsumer,
  recordEvent,
  replayConsumer,
  runConsumer,
} from '../../server/events/domain-events.ts'
import { checkStockConsistency } from '../../server/products/stock-consistency.ts'
import { call, createTestApp, DATABASES, loginAs, openTestDb, type TestApp } from './harness.ts'
import { salesOrderRow } from './order-rows.ts'
import { databaseUrl } from './test-world.ts'

const TRADE = demoAccount('tradebase')
const SELLER = demoAccount('distributionpro')

interface SkuRow {
  id: number
  sku_code: string
  product_id: number
  stock: number
  reserved: number
}

/** Promise.withResolvers, which Node 20 lacks. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Runs the stock:check command on a database; answers its exit status and output. */
function stockCheckCommand(env: Record<string, string>): { status: number | null; out: string } {
  const r = spawnSync('node_modules/.bin/tsx', ['server/products/check-stock.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  })
  return { status: r.status, out: `${r.stdout}${r.stderr}` }
}

describe.each(DATABASES)('stock ledger on %s', (kind) => {
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

  const num = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' || v === null ? v : Number(v)]),
    ) as T

  const sku = async (id: number): Promise<SkuRow> =>
    num(
      await t.db
        .selectFrom('product_sku')
        .select(['id', 'sku_code', 'product_id', 'stock', 'reserved'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    )

  const movements = (where: { skuId?: number; sourceType?: string; sourceId?: number; afterId?: number }) => {
    let q = t.db.selectFrom('stock_movement').selectAll().orderBy('id')
    if (where.skuId !== undefined) q = q.where('sku_id', '=', where.skuId)
    if (where.sourceType !== undefined) q = q.where('source_type', '=', where.sourceType as 'ORDER')
    if (where.sourceId !== undefined) q = q.where('source_id', '=', where.sourceId)
    if (where.afterId !== undefined) q = q.where('id', '>', where.afterId)
    return q.execute().then((rows) => rows.map(num))
  }

  const lastMovementId = async () =>
    Number(
      (
        await t.db
          .selectFrom('stock_movement')
          .select((eb) => eb.fn.max('id').as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    )

  const countOf = async (table: 'domain_event' | 'sales_order' | 'shipment' | 'stock_movement') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  const eventsOf = (aggregateType: string, aggregateId: number | string) =>
    t.db
      .selectFrom('domain_event')
      .selectAll()
      .where('aggregate_type', '=', aggregateType)
      .where('aggregate_id', '=', String(aggregateId))
      .orderBy('id')
      .execute()

  /** On hand set by an inventory import of the SKU's owner. */
  const setOnHand = async (token: string, skuCode: string, onHand: number, reason = '盘点') => {
    const res = await call(t, 'applyProductImport', {
      token,
      body: { kind: 'INVENTORY', rows: [[2, skuCode, String(onHand)]], reason },
    })
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.ok)
  }

  /** An on-sale SKU of the seller that no running promotion limits, not used by another test yet. */
  const sellerSku = async (): Promise<SkuRow> => {
    const promoted = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', SELLER.partyId)
      .execute()
    const rows = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.id')
      .where('s.party_id', '=', SELLER.partyId)
      .where('p.status', '=', 'ON_SALE')
      .where('p.is_deleted', '=', 0)
      .where('p.id', 'not in', promoted.map((r) => Number(r.product_id)).concat([-1]))
      .orderBy('s.id')
      .execute()
    const free = rows.map((r) => Number(r.id)).find((id) => !usedSkus.has(id))
    if (free === undefined) throw new Error('no free SKU of the seller left')
    usedSkus.add(free)
    return sku(free)
  }

  const order = (lines: { skuId: number; quantity: number }[]) =>
    call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER.partyId, lines, remark: '' },
    })

  const detail = async (token: string, orderId: number) =>
    (await call<OrderDetail>(t, 'getOrderDetail', { token, body: { orderId: String(orderId) } })).data

  /** Orders of tradebase in `status` whose lines all have SKUs, with at least `lines` lines. */
  const tradeOrders = async (status: string, lines = 1) => {
    const rows = await t.db
      .selectFrom('sales_order as o')
      .innerJoin('sales_order_line as l', 'l.order_id', 'o.id')
      .select(['o.id', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.count('l.sku_id').as('skus')])
      .where('o.party_id', '=', TRADE.partyId)
      .where('o.status', '=', status as 'WAIT_SHIP')
      .groupBy('o.id')
      .orderBy('o.id')
      .execute()
    return rows.filter((r) => Number(r.n) >= lines && Number(r.n) === Number(r.skus)).map((r) => Number(r.id))
  }

  it('starts from a seeded ledger that agrees with every SKU', async () => {
    const check = await checkStockConsistency(t.db)
    expect(check.skus).toBeGreaterThan(100)
    expect(check.problems).toEqual([])
    const kinds = await t.db.selectFrom('stock_movement').select('kind').distinct().execute()
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      ['OPENING_BALANCE', 'ORDER_RESERVED', 'RESERVATION_RELEASED', 'RETURNED', 'SHIPPED'].sort(),
    )
  })

  it('reserves an order in its transaction, with its event; beyond available is refused at the line and writes nothing', async () => {
    const a = await sellerSku()
    const b = await sellerSku()
    await setOnHand(pro, a.sku_code, a.reserved + 5)
    await setOnHand(pro, b.sku_code, b.reserved + 1)
    const before = { a: await sku(a.id), b: await sku(b.id) }

    const placed = await order([{ skuId: a.id, quantity: 3 }])
    expect(placed.code).toBe(ResultCode.ok)
    expect(await sku(a.id)).toMatchObject({ stock: before.a.stock, reserved: before.a.reserved + 3 })
    const [created] = await eventsOf('ORDER', placed.data.orderId)
    expect(created).toMatchObject({
      party_id: SELLER.partyId,
      type: 'order.created',
      actor: TRADE.userLoginId,
    })
    expect(JSON.parse(created?.payload ?? 'null')).toMatchObject({
      orderNo: placed.data.orderNo,
      lines: [{ skuId: a.id, quantity: 3 }],
    })
    expect(await movements({ sourceType: 'ORDER', sourceId: placed.data.orderId })).toEqual([
      expect.objectContaining({
        party_id: SELLER.partyId,
        sku_id: a.id,
        product_id: a.product_id,
        kind: 'ORDER_RESERVED',
        quantity: 0,
        reserved_change: 3,
        on_hand_after: before.a.stock,
        reserved_after: before.a.reserved + 3,
        source_no: placed.data.orderNo,
        actor: TRADE.userLoginId,
        event_id: Number(created?.id),
      }),
    ])

    // Two left of a; the second line of the order wants 2 of b, which has 1: the whole order
    // is refused at that line, and neither SKU, the orders, the events nor the ledger change.
    const counts = {
      events: await countOf('domain_event'),
      orders: await countOf('sales_order'),
      ledger: await countOf('stock_movement'),
    }
    const refused = await order([
      { skuId: a.id, quantity: 2 },
      { skuId: b.id, quantity: 2 },
    ])
    expect(refused.code).toBe(ResultCode.invalidInput)
    expect(refused.data).toMatchObject({ field: 'lines.1.quantity', reason: 'overStock', max: 1 })
    const over = await order([{ skuId: a.id, quantity: 3 }])
    expect(over.data).toMatchObject({ field: 'lines.0.quantity', reason: 'overStock', max: 2 })
    expect({
      events: await countOf('domain_event'),
      orders: await countOf('sales_order'),
      ledger: await countOf('stock_movement'),
    }).toEqual(counts)
    expect(await sku(a.id)).toMatchObject({ reserved: before.a.reserved + 3 })
    expect(await sku(b.id)).toMatchObject({ reserved: before.b.reserved })

    // The buyer sees what is available.
    const products = await call<{ list: { skus: { skuId: number; stock: number }[] }[] }>(
      t,
      'getBusinessProductByType',
      { token: trade, body: { partyId: SELLER.partyId, pageSize: 100 } },
    )
    const shown = products.data.list.flatMap((p) => p.skus).find((s) => s.skuId === a.id)
    expect(shown?.stock).toBe(2)
  })

  it('lets exactly 7 of 20 parallel one-unit orders through against an available stock of 7', async () => {
    const s = await sellerSku()
    await setOnHand(pro, s.sku_code, s.reserved + 7)
    const before = await sku(s.id)
    const from = await lastMovementId()
    const results = await Promise.all(Array.from({ length: 20 }, () => order([{ skuId: s.id, quantity: 1 }])))
    const ok = results.filter((r) => r.code === ResultCode.ok)
    expect(ok).toHaveLength(7)
    for (const r of results.filter((x) => x.code !== ResultCode.ok)) {
      expect(r.code).toBe(ResultCode.invalidInput)
      expect(r.data).toMatchObject({ field: 'lines.0.quantity', reason: 'overStock', max: 0 })
    }
    expect(await sku(s.id)).toMatchObject({ stock: before.stock, reserved: before.reserved + 7 })
    const reserved = (await movements({ skuId: s.id, afterId: from })).filter(
      (m) => m.kind === 'ORDER_RESERVED',
    )
    expect(reserved).toHaveLength(7)
    expect(new Set(reserved.map((m) => m.reserved_after)).size).toBe(7)
    expect(Math.max(...reserved.map((m) => m.reserved_after))).toBe(before.stock)
    expect((await checkStockConsistency(t.db, { partyId: SELLER.partyId })).problems).toEqual([])
  })

  it('reserves an approved catalogue order and refuses the approval beyond available', async () => {
    const pending = await t.db
      .selectFrom('catalogue_order as o')
      .innerJoin('catalogue_order_line as l', 'l.catalogue_order_id', 'o.id')
      .select(['o.id', 'o.version'])
      .where('o.party_id', '=', SELLER.partyId)
      .where('o.audit_status', '=', 'PENDING')
      .where('l.sku_id', 'is not', null)
      .groupBy(['o.id', 'o.version'])
      .orderBy('o.id')
      .execute()
    expect(pending.length).toBeGreaterThanOrEqual(2)
    const linesOf = async (id: number) =>
      (
        await t.db
          .selectFrom('catalogue_order_line')
          .select(['sku_id', 'quantity'])
          .where('catalogue_order_id', '=', id)
          .orderBy('id')
          .execute()
      ).map(num)

    // Short of one unit of one SKU (every other SKU has plenty): refused at that SKU's last line,
    // still pending, nothing reserved.
    const [first, second] = pending as [(typeof pending)[number], (typeof pending)[number]]
    const short = await linesOf(Number(first.id))
    const at = short.findIndex((l) => l.sku_id !== null)
    for (const l of short) {
      if (l.sku_id === null || l.sku_id === short[at]?.sku_id) continue
      const other = await sku(l.sku_id)
      await setOnHand(pro, other.sku_code, other.reserved + 100)
    }
    const target = await sku(Number(short[at]?.sku_id))
    const wanted = short.filter((l) => l.sku_id === target.id).reduce((n, l) => n + l.quantity, 0)
    await setOnHand(pro, target.sku_code, target.reserved + wanted - 1)
    const events = await countOf('domain_event')
    const refused = await call(t, 'approveCatalogueOrder', {
      token: pro,
      body: { id: Number(first.id), version: Number(first.version) },
    })
    expect(refused.code).toBe(ResultCode.invalidInput)
    expect(refused.data).toMatchObject({
      field: `lines.${short.findLastIndex((l) => l.sku_id === target.id)}.quantity`,
      reason: 'overStock',
    })
    expect(await countOf('domain_event')).toBe(events)
    expect((await sku(target.id)).reserved).toBe(target.reserved)

    // With stock for every line: approved, every line reserved, the order and its events.
    const lines = await linesOf(Number(second.id))
    for (const l of lines) {
      if (l.sku_id === null) continue
      const s = await sku(l.sku_id)
      await setOnHand(pro, s.sku_code, s.reserved + 100)
    }
    const approved = await call<CatalogueOrderDetail>(t, 'approveCatalogueOrder', {
      token: pro,
      body: { id: Number(second.id), version: Number(second.version) },
    })
    expect(approved.code).toBe(ResultCode.ok)
    const salesOrderId = approved.data.salesOrderId as number
    const reserved = await movements({ sourceType: 'ORDER', sourceId: salesOrderId })
    expect(reserved.map((m) => [m.kind, m.sku_id, m.reserved_change])).toEqual(
      lines
        .filter((l) => l.sku_id !== null)
        .map((l) => ['ORDER_RESERVED', l.sku_id, l.quantity])
        .sort((x, y) => Number(x[1]) - Number(y[1])),
    )
    expect((await eventsOf('ORDER', salesOrderId)).map((e) => e.type)).toEqual([
      'order.created',
      'order.paid',
    ])
    expect((await eventsOf('CATALOGUE_ORDER', Number(second.id))).map((e) => e.type)).toEqual([
      'catalogueOrder.approved',
    ])
  })

  it('ships part of an order, then the rest: on hand and the reservation go down by what ships', async () => {
    const candidates = await tradeOrders('WAIT_SHIP', 2)
    let found: OrderDetail | undefined
    for (const id of candidates) {
      const d = await detail(trade, id)
      if ((d.lines[0]?.quantity ?? 0) >= 2) {
        found = d
        break
      }
    }
    if (!found) throw new Error('no WAIT_SHIP order of tradebase with two lines')
    const o = found
    const lineSkus = await t.db
      .selectFrom('sales_order_line')
      .select(['id', 'sku_id', 'quantity'])
      .where('order_id', '=', Number(o.orderId))
      .orderBy('id')
      .execute()
    // Enough on hand for every line (some seeded SKUs were oversold before the ledger).
    for (const l of lineSkus) {
      const s = await sku(Number(l.sku_id))
      if (s.stock < s.reserved + 10) await setOnHand(trade, s.sku_code, s.reserved + 10)
    }
    const firstSku = Number(lineSkus[0]?.sku_id)
    const before = await sku(firstSku)

    const part = await call<OrderChanged>(t, 'shipOrder', {
      token: trade,
      body: {
        orderId: o.orderId,
        version: o.version,
        carrierCode: 'SF',
        trackingNo: 'SF1234567890',
        lines: [{ orderLineId: o.lines[0]?.orderLineId, quantity: 1 }],
      },
    })
    expect(part.code).toBe(ResultCode.ok)
    expect(part.data.status).toBe('PART_SHIPPED')
    expect(await sku(firstSku)).toMatchObject({ stock: before.stock - 1, reserved: before.reserved - 1 })
    const [partEvent] = await eventsOf('ORDER', o.orderId)
    expect(partEvent?.type).toBe('order.partiallyShipped')
    const shipped1 = await movements({ sourceType: 'ORDER', sourceId: Number(o.orderId) })
    expect(shipped1.filter((m) => m.kind === 'SHIPPED')).toEqual([
      expect.objectContaining({
        sku_id: firstSku,
        quantity: -1,
        reserved_change: -1,
        on_hand_after: before.stock - 1,
        actor: TRADE.userLoginId,
        event_id: Number(partEvent?.id),
      }),
    ])

    // The rest: every line's remaining quantity leaves on hand and the reservation.
    const skusBefore = new Map<number, SkuRow>()
    for (const l of lineSkus) skusBefore.set(Number(l.sku_id), await sku(Number(l.sku_id)))
    const rest = await call<OrderChanged>(t, 'shipOrder', {
      token: trade,
      body: { orderId: o.orderId, version: part.data.version, carrierCode: 'SF', trackingNo: 'SF1234567891' },
    })
    expect(rest.data.status).toBe('SHIPPED')
    const remaining = new Map<number, number>()
    lineSkus.forEach((l, i) => {
      const q = Number(l.quantity) - (i === 0 ? 1 : 0)
      remaining.set(Number(l.sku_id), (remaining.get(Number(l.sku_id)) ?? 0) + q)
    })
    for (const [skuId, q] of remaining) {
      const was = skusBefore.get(skuId) as SkuRow
      expect(await sku(skuId)).toMatchObject({ stock: was.stock - q, reserved: was.reserved - q })
    }
    const shipped = (await movements({ sourceType: 'ORDER', sourceId: Number(o.orderId) })).filter(
      (m) => m.kind === 'SHIPPED',
    )
    expect(shipped.reduce((n, m) => n - m.quantity, 0)).toBe(
      lineSkus.reduce((n, l) => n + Number(l.quantity), 0),
    )
  })

  it('refuses to ship more than on hand, by itself and in a batch, changing nothing', async () => {
    const [id] = await tradeOrders('WAIT_SHIP')
    if (id === undefined) throw new Error('no WAIT_SHIP order of tradebase')
    const o = await detail(trade, id)
    const [line] = await t.db
      .selectFrom('sales_order_line')
      .select(['sku_id', 'quantity'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute()
    const s = await sku(Number(line?.sku_id))
    const onHand = Number(line?.quantity) - 1
    await setOnHand(trade, s.sku_code, onHand)
    const counts = { events: await countOf('domain_event'), shipments: await countOf('shipment') }

    const refused = await call(t, 'shipOrder', {
      token: trade,
      body: { orderId: o.orderId, version: o.version, carrierCode: 'SF', trackingNo: 'SF2234567890' },
    })
    expect(refused.code).toBe(ResultCode.invalidInput)
    expect(refused.data).toMatchObject({ field: 'lines.0.quantity', reason: 'overStock', max: onHand })
    const batch = await call<BatchShipmentAnswer>(t, 'batchShipOrders', {
      token: trade,
      body: { rows: [{ orderNo: o.orderNo, carrierCode: 'SF', trackingNo: 'SF3234567890' }] },
    })
    expect(batch.data.rows[0]).toMatchObject({ ok: false, problem: 'outOfStock' })
    expect({ events: await countOf('domain_event'), shipments: await countOf('shipment') }).toEqual(counts)
    expect((await detail(trade, id)).status).toBe('WAIT_SHIP')
    expect(await sku(s.id)).toMatchObject({ stock: onHand, reserved: s.reserved })
  })

  it('releases what a cancelled order held; a partly shipped order cannot be cancelled, and closing it by a full refund releases the rest', async () => {
    // Cancelled while waiting to ship, and a business order cancelled while waiting for payment.
    const [waiting] = await tradeOrders('WAIT_SHIP')
    const o = await detail(trade, waiting as number)
    const lines = await t.db
      .selectFrom('sales_order_line')
      .select(['sku_id', 'quantity'])
      .where('order_id', '=', Number(o.orderId))
      .execute()
    const before = new Map<number, SkuRow>()
    for (const l of lines) before.set(Number(l.sku_id), await sku(Number(l.sku_id)))
    const cancelled = await call<OrderChanged>(t, 'cancelOrder', {
      token: trade,
      body: { orderId: o.orderId, version: o.version, reason: '买家不要了' },
    })
    expect(cancelled.data.status).toBe('CANCELLED')
    const held = new Map<number, number>()
    for (const l of lines) held.set(Number(l.sku_id), (held.get(Number(l.sku_id)) ?? 0) + Number(l.quantity))
    for (const [skuId, q] of held) {
      const was = before.get(skuId) as SkuRow
      expect(await sku(skuId)).toMatchObject({ stock: was.stock, reserved: was.reserved - q })
    }
    const [cancelEvent] = await eventsOf('ORDER', o.orderId)
    expect(cancelEvent?.type).toBe('order.cancelled')
    expect(
      (await movements({ sourceType: 'ORDER', sourceId: Number(o.orderId) })).filter(
        (m) => m.event_id === Number(cancelEvent?.id),
      ),
    ).toEqual(lines.map(() => expect.objectContaining({ kind: 'RESERVATION_RELEASED', quantity: 0 })))

    const s = await sellerSku()
    await setOnHand(pro, s.sku_code, s.reserved + 4)
    const placed = await order([{ skuId: s.id, quantity: 4 }])
    const business = await detail(pro, placed.data.orderId)
    expect(business.status).toBe('WAIT_PAY')
    await call(t, 'cancelOrder', {
      token: pro,
      body: { orderId: business.orderId, version: business.version, reason: '缺货' },
    })
    expect((await sku(s.id)).reserved).toBe(s.reserved)

    // Partly shipped: cancelling is not a step of the lifecycle; nothing moves.
    const [partId] = await tradeOrders('PART_SHIPPED', 2)
    const part = await detail(trade, partId as number)
    const ledger = await countOf('stock_movement')
    const refused = await call(t, 'cancelOrder', {
      token: trade,
      body: { orderId: part.orderId, version: part.version, reason: '取消剩余' },
    })
    expect(refused.code).toBe(ResultCode.conflict)
    expect(await countOf('stock_movement')).toBe(ledger)

    // A full refund of the rest closes it: what was not shipped goes back to available.
    const partLines = await t.db
      .selectFrom('sales_order_line')
      .select(['id', 'sku_id', 'quantity', 'shipped_quantity'])
      .where('order_id', '=', Number(part.orderId))
      .orderBy('id')
      .execute()
    const open = partLines.filter((l) => Number(l.quantity) > Number(l.shipped_quantity))
    const heldBefore = new Map<number, SkuRow>()
    for (const l of open) heldBefore.set(Number(l.sku_id), await sku(Number(l.sku_id)))
    const nowIso = t.clock.now().toISOString()
    const refund = await t.db
      .insertInto('after_sale')
      .values({
        party_id: TRADE.partyId,
        after_sale_no: 'AS-TEST-CLOSE',
        order_id: Number(part.orderId),
        order_line_id: Number(open[0]?.id),
        buyer_party_id: null,
        buyer_name: part.buyerName,
        kind: 'REFUND_ONLY',
        reason: '不要了',
        quantity: Number(open[0]?.quantity),
        refund_amount: part.payAmount - part.refundedAmount,
        status: 'WAIT_REFUND',
        created_at: nowIso,
        audited_at: nowIso,
        completed_at: null,
        updated_at: nowIso,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const refunded = await call<AfterSaleDetail>(t, 'refundAfterSale', {
      token: trade,
      body: { afterSaleId: Number(refund.id), version: 1 },
    })
    expect(refunded.code).toBe(ResultCode.ok)
    expect(refunded.data.order.status).toBe('CLOSED')
    const unshipped = new Map<number, number>()
    for (const l of open)
      unshipped.set(
        Number(l.sku_id),
        (unshipped.get(Number(l.sku_id)) ?? 0) + Number(l.quantity) - Number(l.shipped_quantity),
      )
    for (const [skuId, q] of unshipped) {
      const was = heldBefore.get(skuId) as SkuRow
      expect(await sku(skuId)).toMatchObject({ stock: was.stock, reserved: was.reserved - q })
    }
    expect((await eventsOf('ORDER', part.orderId)).map((e) => e.type)).toEqual(['order.closed'])
    expect((await eventsOf('AFTER_SALE', Number(refund.id))).map((e) => e.type)).toEqual([
      'afterSale.refunded',
    ])
  })

  it('puts received returns back into stock unless damaged; an exchange takes the goods back and ships the replacement', async () => {
    const [completedId] = await tradeOrders('COMPLETED')
    const [line] = await t.db
      .selectFrom('sales_order_line')
      .select(['id', 'sku_id', 'quantity'])
      .where('order_id', '=', completedId as number)
      .orderBy('id')
      .execute()
    const skuId = Number(line?.sku_id)
    const nowIso = t.clock.now().toISOString()
    let n = 0
    const request = async (kind: 'RETURN_REFUND' | 'EXCHANGE') =>
      Number(
        (
          await t.db
            .insertInto('after_sale')
            .values({
              party_id: TRADE.partyId,
              after_sale_no: `AS-TEST-${kind}-${++n}`,
              order_id: completedId as number,
              order_line_id: Number(line?.id),
              buyer_party_id: null,
              buyer_name: '测试买家',
              kind,
              reason: '质量问题',
              quantity: 1,
              refund_amount: kind === 'EXCHANGE' ? 0 : 100,
              status: 'WAIT_RECEIVE',
              created_at: nowIso,
              audited_at: nowIso,
              completed_at: null,
              updated_at: nowIso,
              version: 2,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )

    const back = await request('RETURN_REFUND')
    const s0 = await sku(skuId)
    const received = await call<AfterSaleDetail>(t, 'receiveAfterSaleReturn', {
      token: trade,
      body: { afterSaleId: back, version: 2 },
    })
    expect(received.data.status).toBe('WAIT_REFUND')
    expect(await sku(skuId)).toMatchObject({ stock: s0.stock + 1, reserved: s0.reserved })
    const [receivedEvent] = await eventsOf('AFTER_SALE', back)
    expect(receivedEvent?.type).toBe('afterSale.received')
    expect(JSON.parse(receivedEvent?.payload ?? 'null')).toMatchObject({ damaged: false })
    expect(await movements({ sourceType: 'AFTER_SALE', sourceId: back })).toEqual([
      expect.objectContaining({ kind: 'RETURNED', sku_id: skuId, quantity: 1, reserved_change: 0 }),
    ])

    const broken = await request('RETURN_REFUND')
    const damaged = await call(t, 'receiveAfterSaleReturn', {
      token: trade,
      body: { afterSaleId: broken, version: 2, damaged: true },
    })
    expect(damaged.code).toBe(ResultCode.ok)
    expect(await sku(skuId)).toMatchObject({ stock: s0.stock + 1 })
    expect(await movements({ sourceType: 'AFTER_SALE', sourceId: broken })).toEqual([])
    const flagged = await t.db
      .selectFrom('after_sale')
      .select('received_damaged')
      .where('id', '=', broken)
      .executeTakeFirstOrThrow()
    expect(Number(flagged.received_damaged)).toBe(1)
    expect(JSON.parse((await eventsOf('AFTER_SALE', broken))[0]?.payload ?? 'null')).toMatchObject({
      damaged: true,
    })
    expect(
      (
        await call(t, 'receiveAfterSaleReturn', {
          token: trade,
          body: { afterSaleId: broken, version: 3, damaged: 'yes' },
        })
      ).code,
    ).toBe(ResultCode.invalidInput)

    const exchange = await request('EXCHANGE')
    const shipped = await call(t, 'shipAfterSaleExchange', {
      token: trade,
      body: { afterSaleId: exchange, version: 2, carrierName: '顺丰速运', trackingNo: 'SF4234567890' },
    })
    expect(shipped.code).toBe(ResultCode.ok)
    expect(await sku(skuId)).toMatchObject({ stock: s0.stock + 1 })
    expect(
      (await movements({ sourceType: 'AFTER_SALE', sourceId: exchange })).map((m) => [
        m.kind,
        m.quantity,
        m.reserved_change,
      ]),
    ).toEqual([
      ['RETURNED', 1, 0],
      ['SHIPPED', -1, 0],
    ])
    const brokenExchange = await request('EXCHANGE')
    await call(t, 'shipAfterSaleExchange', {
      token: trade,
      body: {
        afterSaleId: brokenExchange,
        version: 2,
        carrierName: '顺丰速运',
        trackingNo: 'SF5234567890',
        damaged: true,
      },
    })
    expect(await sku(skuId)).toMatchObject({ stock: s0.stock })
  })

  it('writes an inventory import as IMPORT movements with its reason under one stock.adjusted event', async () => {
    const skus = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.id'])
      .where('s.party_id', '=', TRADE.partyId)
      .where('p.is_deleted', '=', 0)
      .orderBy('s.id')
      .limit(3)
      .execute()
    const [a, b, c] = await Promise.all(skus.map((s) => sku(Number(s.id))))
    if (!a || !b || !c) throw new Error('tradebase has fewer than 3 SKUs')
    const res = await call(t, 'applyProductImport', {
      token: trade,
      body: {
        kind: 'INVENTORY',
        reason: '月末盘点',
        rows: [
          [2, a.sku_code, String(a.stock + 10)],
          [3, b.sku_code, String(b.stock + 1)],
          [4, c.sku_code, String(c.stock)],
        ],
      },
    })
    expect(res.data).toMatchObject({ updated: 2, unchanged: 1 })
    const [event] = await t.db
      .selectFrom('domain_event')
      .selectAll()
      .where('party_id', '=', TRADE.partyId)
      .where('type', '=', 'stock.adjusted')
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    const written = await movements({ sourceType: 'IMPORT', sourceId: Number(event?.id) })
    expect(written[0]).toMatchObject({
      sku_id: a.id,
      kind: 'IMPORT',
      quantity: 10,
      reserved_change: 0,
      on_hand_after: a.stock + 10,
      reason: '月末盘点',
      actor: TRADE.userLoginId,
      event_id: Number(event?.id),
    })
    expect(written[1]).toMatchObject({ sku_id: b.id, kind: 'IMPORT', quantity: 1, reason: '月末盘点' })
    expect(written.map((m) => m.sku_id)).not.toContain(c.id)
    expect(await sku(a.id)).toMatchObject({ stock: a.stock + 10 })
    const total = await t.db
      .selectFrom('product')
      .select('total_stock')
      .where('id', '=', a.product_id)
      .executeTakeFirstOrThrow()
    const sum = await t.db
      .selectFrom('product_sku')
      .select((eb) => eb.fn.sum<number>('stock').as('n'))
      .where('product_id', '=', a.product_id)
      .executeTakeFirstOrThrow()
    expect(Number(total.total_stock)).toBe(Number(sum.n))

    // The same values again: nothing changes, no event.
    const events = await countOf('domain_event')
    await setOnHand(trade, a.sku_code, a.stock + 10)
    expect(await countOf('domain_event')).toBe(events)
  })

  it('writes the product form’s stock as adjustments with its reason; a stale form keeps today’s stock or is refused', async () => {
    const category = await t.db
      .selectFrom('product_category')
      .select('id')
      .where('level', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const skuInput = (spec: string, stock: number) => ({
      specValues: [spec],
      skuCode: '',
      barCode: '',
      price: 1990,
      marketPrice: 0,
      costPrice: 0,
      stock,
      weightGrams: 0,
    })
    const created = await call<ProductDetail>(t, 'createProduct', {
      token: trade,
      body: {
        name: '台账测试商品',
        categoryId: String(category.id),
        status: 'ON_SALE',
        specs: [{ name: '颜色', values: ['红', '蓝'] }],
        skus: [skuInput('红', 10), skuInput('蓝', 0)],
        stockReason: '新品入库',
      },
    })
    expect(created.code, JSON.stringify(created)).toBe(ResultCode.ok)
    const p = created.data
    const red = Number(p.skus[0]?.skuId)
    const blue = Number(p.skus[1]?.skuId)
    expect(await movements({ sourceType: 'PRODUCT', sourceId: Number(p.productId) })).toEqual([
      expect.objectContaining({ sku_id: red, kind: 'MANUAL_ADJUSTMENT', quantity: 10, reason: '新品入库' }),
    ])

    t.clock.advance(1000)
    const edited = await call<ProductDetail>(t, 'editProduct', {
      token: trade,
      body: {
        ...p,
        skus: [
          { ...p.skus[0], stock: 15, loadedStock: 10 },
          { ...p.skus[1], stock: 3, loadedStock: 0 },
        ],
        stockReason: '补货',
      },
    })
    expect(edited.code).toBe(ResultCode.ok)
    expect((await movements({ sourceType: 'PRODUCT', sourceId: Number(p.productId) })).slice(1)).toEqual([
      expect.objectContaining({ sku_id: red, quantity: 5, on_hand_after: 15, reason: '补货' }),
      expect.objectContaining({ sku_id: blue, quantity: 3, on_hand_after: 3, reason: '补货' }),
    ])

    // On hand moves underneath the open form (here an import, as a shipment would).
    const redCode = (await sku(red)).sku_code
    await setOnHand(trade, redCode, 12)
    t.clock.advance(1000)
    const page = edited.data
    const keeps = await call<ProductDetail>(t, 'editProduct', {
      token: trade,
      body: { ...page, name: '台账测试商品 2', skus: page.skus.map((s) => ({ ...s, loadedStock: s.stock })) },
    })
    expect(keeps.code).toBe(ResultCode.ok)
    expect((await sku(red)).stock).toBe(12)
    const refused = await call(t, 'editProduct', {
      token: trade,
      body: {
        ...keeps.data,
        skus: keeps.data.skus.map((s, i) => ({
          ...s,
          loadedStock: i === 0 ? 15 : s.stock,
          stock: i === 0 ? 20 : s.stock,
        })),
      },
    })
    expect(refused.code).toBe(ResultCode.conflict)
    expect((await sku(red)).stock).toBe(12)

    // A SKU removed from the product leaves the ledger at zero.
    t.clock.advance(1000)
    const removed = await call<ProductDetail>(t, 'editProduct', {
      token: trade,
      body: { ...keeps.data, specs: [{ name: '颜色', values: ['红'] }], skus: [keeps.data.skus[0]] },
    })
    expect(removed.code).toBe(ResultCode.ok)
    const blueLedger = await movements({ skuId: blue })
    expect(blueLedger.at(-1)).toMatchObject({ kind: 'MANUAL_ADJUSTMENT', quantity: -3, on_hand_after: 0 })
    expect(blueLedger.reduce((n, m) => n + m.quantity, 0)).toBe(0)
  })

  // A consumer on PostgreSQL takes an event once every older writing transaction of the server
  // has ended (docs/decisions.md): another test file building a world meanwhile delays it.
  const DELIVERY_WAIT_MS = 45_000
  describe('consumers', { timeout: 150_000 }, () => {
    const TYPES = ['order.created', 'order.cancelled', 'stock.adjusted']
    /** A projection that appends a row per applied event: a double application shows. */
    const tally = (name: string, failOn?: () => number | undefined): EventConsumer => ({
      name,
      types: TYPES,
      async apply(trx, e: DomainEvent) {
        await sql`insert into test_tally (consumer, event_id, type) values (${name}, ${e.id}, ${e.type})`.execute(
          trx,
        )
        if (e.id === failOn?.()) throw new Error(`consumer ${name} fails on event ${e.id}`)
      },
      async reset(trx, from) {
        await sql`delete from test_tally where consumer = ${name} and event_id >= ${from}`.execute(trx)
      },
    })
    const rows = async (name: string) =>
      (
        await sql<{
          event_id: number
        }>`select event_id from test_tally where consumer = ${name} order by event_id`.execute(t.db)
      ).rows.map((r) => Number(r.event_id))
    /** The wanted events' ids in delivery order, (tx_id, id): on PostgreSQL not always the ids' order. */
    const delivered = async () =>
      (
        await t.db
          .selectFrom('domain_event')
          .select('id')
          .where('type', 'in', TYPES)
          .orderBy('tx_id')
          .orderBy('id')
          .execute()
      ).map((r) => Number(r.id))
    const byId = (ids: number[]) => [...ids].sort((x, y) => x - y)
    const wanted = async () => byId(await delivered())
    /** Runs until the consumer has every wanted event (PostgreSQL hands them out once every older transaction ended). */
    const runUntilDone = async (db: Db, consumer: EventConsumer) => {
      const deadline = Date.now() + DELIVERY_WAIT_MS
      let applied = 0
      for (;;) {
        applied += await runConsumer(db, consumer, { batchSize: 7 })
        if ((await rows(consumer.name)).length >= (await wanted()).length || Date.now() > deadline)
          return applied
        await new Promise((r) => setTimeout(r, 50))
      }
    }

    /** Another server process: its own pool on the test's PostgreSQL database. */
    const otherProcess = async () => {
      const { rows: current } = await sql<{ name: string }>`select current_database() as name`.execute(t.db)
      const pool = new pg.Pool({
        connectionString: databaseUrl(process.env.TEST_DATABASE_URL as string, current[0]?.name as string),
        max: 2,
      })
      const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
      return { db, close: () => db.destroy() }
    }

    beforeAll(async () => {
      await sql`create table test_tally (consumer varchar(64) not null, event_id integer not null, type varchar(64) not null)`.execute(
        t.db,
      )
    })

    it('applies each event once per consumer, in the app’s transactions and after its commits', async () => {
      const events = await wanted()
      expect(events.length).toBeGreaterThan(10)
      const a = tally('tally-a')
      expect(await runUntilDone(t.deps.db, a)).toBe(events.length)
      expect(await rows('tally-a')).toEqual(events)
      expect(await runConsumer(t.deps.db, a)).toBe(0)
      expect(await rows('tally-a')).toEqual(events)

      // One process: a runner woken after a commit applies the new event.
      const runner = createEventRunner(t.deps.db, [a], {
        onError: (e) => {
          throw e
        },
      })
      const s = await sellerSku()
      await setOnHand(pro, s.sku_code, s.reserved + 2)
      const placed = await order([{ skuId: s.id, quantity: 1 }])
      expect(placed.code).toBe(ResultCode.ok)
      const deadline = Date.now() + DELIVERY_WAIT_MS
      while ((await rows('tally-a')).length < (await wanted()).length && Date.now() < deadline) {
        runner.wake()
        await runner.idle()
      }
      await runner.stop()
      expect(await rows('tally-a')).toEqual(await wanted())
      const position = await t.db
        .selectFrom('domain_event_consumer')
        .selectAll()
        .where('name', '=', 'tally-a')
        .executeTakeFirstOrThrow()
      const [last] = await t.db
        .selectFrom('domain_event')
        .select(['tx_id', 'id'])
        .orderBy('tx_id', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .execute()
      expect([Number(position.position_tx), Number(position.position_id)]).toEqual([
        Number(last?.tx_id),
        Number(last?.id),
      ])
    })

    it('rolls a failing batch back whole and applies it once when the consumer recovers', async () => {
      const order = await delivered()
      const events = byId(order)
      let failOn: number | undefined = order[10]
      const b = tally('tally-b', () => failOn)
      await expect(runConsumer(t.deps.db, b, { batchSize: 7 })).rejects.toThrow(/fails on event/)
      // The first batch (7 events of any type: low-stock notices record events of their own)
      // committed; the second, which holds the failing one, did not.
      const firstBatch = new Set(
        (
          await t.db.selectFrom('domain_event').select('id').orderBy('tx_id').orderBy('id').limit(7).execute()
        ).map((r) => Number(r.id)),
      )
      expect(order.indexOf(failOn as number)).toBeGreaterThanOrEqual(
        order.filter((id) => firstBatch.has(id)).length,
      )
      expect(await rows('tally-b')).toEqual(byId(order.filter((id) => firstBatch.has(id))))
      failOn = undefined
      await runUntilDone(t.deps.db, b)
      expect(await rows('tally-b')).toEqual(events)
    })

    it('replays without doubling; a rebuilding replay undoes and applies again', async () => {
      const events = await wanted()
      const c = tally('tally-c')
      await runUntilDone(t.deps.db, c)
      expect(await replayConsumer(t.deps.db, c, { batchSize: 7 })).toBe(0)
      expect(await rows('tally-c')).toEqual(events)
      const from = events[5] as number
      const again = await replayConsumer(t.deps.db, c, { fromEventId: from, rebuild: true, batchSize: 7 })
      expect(again).toBe(events.filter((id) => id >= from).length)
      expect(await rows('tally-c')).toEqual(events)
    })

    it('delivers an event whose transaction commits after a later event’s: none lost, none twice', async () => {
      const name = 'tally-e'
      const e = tally(name)
      await runUntilDone(t.deps.db, e)
      if (kind === 'sqlite') {
        // One writer at a time: ids become visible in their order, and the order is the id's.
        const s = await sellerSku()
        await setOnHand(pro, s.sku_code, s.reserved + 1)
        const txIds = await t.db.selectFrom('domain_event').select('tx_id').distinct().execute()
        expect(txIds.map((r) => Number(r.tx_id))).toEqual([0])
        return
      }
      const other = await otherProcess()
      try {
        // A transaction records an event and stays open...
        const { promise: held, resolve: release } = deferred<void>()
        const { promise: recorded, resolve: onRecorded } = deferred<number>()
        const slow = other.db.transaction().execute(async (trx) => {
          onRecorded(
            await recordEvent(trx, {
              partyId: SELLER.partyId,
              type: 'stock.adjusted',
              aggregateType: 'TEST',
              aggregateId: 'late',
              payload: {},
              actor: null,
              at: t.clock.now().toISOString(),
            }),
          )
          await held
        })
        const slowId = await recorded
        // ...while a later event commits first.
        const s = await sellerSku()
        await setOnHand(pro, s.sku_code, s.reserved + 1)
        const [fast] = await t.db
          .selectFrom('domain_event')
          .select('id')
          .where('type', '=', 'stock.adjusted')
          .orderBy('id', 'desc')
          .limit(1)
          .execute()
        const fastId = Number(fast?.id)
        expect(fastId).toBeGreaterThan(slowId)
        await runConsumer(t.deps.db, e)
        expect(await rows(name)).not.toContain(fastId)
        release()
        await slow
        await runUntilDone(t.deps.db, e)
        const applied = await rows(name)
        expect(applied).toEqual(await wanted())
        expect(applied.filter((id) => id === slowId || id === fastId)).toEqual([slowId, fastId])
      } finally {
        await other.close()
      }
    })

    it('applies each event once when two processes run the same consumer', async () => {
      const name = 'tally-d'
      const d = tally(name)
      // SQLite: the same database object (its one writer serialises the runs).
      const { db: second, close } =
        kind === 'postgres' ? await otherProcess() : { db: t.deps.db, close: async () => {} }
      try {
        const deadline = Date.now() + DELIVERY_WAIT_MS
        const total = (await wanted()).length
        while ((await rows(name)).length < total && Date.now() < deadline) {
          await Promise.all([
            runConsumer(t.deps.db, d, { batchSize: 3 }),
            runConsumer(second, d, { batchSize: 3 }),
            runConsumer(second, d, { batchSize: 3 }),
          ])
        }
      } finally {
        await close()
      }
      expect(await rows(name)).toEqual(await wanted())
    })
  })

  it('passes the consistency check after the mixed operations, and fails it when the ledger or a SKU is tampered with', async () => {
    expect((await checkStockConsistency(t.db)).problems).toEqual([])
    const [last] = await t.db
      .selectFrom('stock_movement')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    if (!last) throw new Error('no movement')
    await t.db
      .updateTable('stock_movement')
      .set({ quantity: Number(last.quantity) + 1 })
      .where('id', '=', last.id)
      .execute()
    expect((await checkStockConsistency(t.db)).problems).toEqual([
      expect.objectContaining({
        kind: 'onHandLedger',
        skuId: Number(last.sku_id),
        expected: expect.any(Number),
      }),
    ])
    if (kind === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db)
      const url = databaseUrl(process.env.TEST_DATABASE_URL as string, rows[0]?.name as string)
      const failed = stockCheckCommand({ DATABASE_URL: url })
      expect(failed.status, failed.out).toBe(1)
      expect(failed.out).toMatch(/on hand differs from its ledger/)
    }
    await t.db
      .updateTable('stock_movement')
      .set({ quantity: Number(last.quantity) })
      .where('id', '=', last.id)
      .execute()

    await t.db
      .updateTable('product_sku')
      .set((eb) => ({ reserved: eb('reserved', '+', 1) }))
      .where('id', '=', Number(last.sku_id))
      .execute()
    expect((await checkStockConsistency(t.db)).problems.map((p) => p.kind)).toEqual([
      'reservedLedger',
      'reservedOrders',
    ])
    await t.db
      .updateTable('product_sku')
      .set((eb) => ({ reserved: eb('reserved', '-', 1) }))
      .where('id', '=', Number(last.sku_id))
      .execute()
    expect((await checkStockConsistency(t.db)).problems).toEqual([])
    if (kind === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db)
      const url = databaseUrl(process.env.TEST_DATABASE_URL as string, rows[0]?.name as string)
      const passed = stockCheckCommand({ DATABASE_URL: url })
      expect(passed.status, passed.out).toBe(0)
    }
  })
})

describe('npm run stock:check on the embedded SQLite database', () => {
  it('exits 0 on a consistent database and 1, naming the SKU, when a ledger row is tampered with', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stock-check-'))
    try {
      copyFileSync(inject('sqliteWorld'), join(dir, 'merchant.sqlite'))
      const passed = stockCheckCommand({ DATA_DIR: dir })
      expect(passed.status, passed.out).toBe(0)
      expect(passed.out).toMatch(/0 problems/)
      const file = new SqliteDatabase(join(dir, 'merchant.sqlite'))
      const row = file.prepare('select id, sku_id from stock_movement order by id desc limit 1').get() as {
        id: number
        sku_id: number
      }
      file.prepare('update stock_movement set quantity = quantity - 2 where id = ?').run(row.id)
      file.close()
      const failed = stockCheckCommand({ DATA_DIR: dir })
      expect(failed.status, failed.out).toBe(1)
      expect(failed.out).toContain(`SKU ${row.sku_id}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.each(DATABASES)('the ledger opens on existing data (%s)', (kind) => {
  it('gives every SKU an opening balance equal to its stock, reserved from its open orders', async () => {
    const { db, close, schema } = await openTestDb(kind)
    try {
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      })
      expect((await migrator.migrateTo('2026_11_25_00_28_00_domain_events')).error).toBeUndefined()
      const now = '2026-11-20T02:00:00.000Z'
      await db.insertInto('party').values({ id: 'P1', name: 'one', created_at: now }).execute()
      const product = await db
        .insertInto('product')
        .values({
          party_id: 'P1',
          product_no: 'SP1',
          name: 'p',
          status: 'ON_SALE',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // biome-ignore lint/suspicious/noExplicitAny: the columns of the schema before the ledger
      const old = db as unknown as Kysely<any>
      const skuIds: number[] = []
      for (const [code, stock] of [
        ['SP1-1', 50],
        ['SP1-2', 0],
      ] as const) {
        const row = await old
          .insertInto('product_sku')
          .values({
            party_id: 'P1',
            product_id: product.id,
            sku_code: code,
            price: 100,
            stock,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        skuIds.push(Number(row.id))
      }
      const [a, b] = skuIds as [number, number]
      // Open: 3 of a (1 shipped) and 4 of b (oversold before the ledger); closed or done: nothing.
      const orders: [string, [number, number, number][]][] = [
        [
          'PART_SHIPPED',
          [
            [a, 3, 1],
            [b, 4, 0],
          ],
        ],
        ['WAIT_PAY', [[a, 2, 0]]],
        ['CANCELLED', [[a, 5, 0]]],
        ['COMPLETED', [[a, 6, 6]]],
      ]
      for (const [i, [status, lines]] of orders.entries()) {
        const o = await db
          .insertInto('sales_order')
          .values(
            salesOrderRow({
              party_id: 'P1',
              order_no: `SO${i}`,
              status: status as 'WAIT_PAY',
              created_at: now,
              pay_amount: 100,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
        for (const [skuId, quantity, shipped] of lines) {
          await db
            .insertInto('sales_order_line')
            .values({
              party_id: 'P1',
              order_id: o.id,
              product_id: product.id,
              sku_id: skuId,
              product_name: 'p',
              unit_price: 100,
              quantity,
              amount: 100 * quantity,
              shipped_quantity: shipped,
            })
            .execute()
        }
      }
      await migrateToLatest(db, schema)
      const skus = await db
        .selectFrom('product_sku')
        .select(['id', 'stock', 'reserved'])
        .orderBy('id')
        .execute()
      expect(skus.map((s) => [Number(s.id), Number(s.stock), Number(s.reserved)])).toEqual([
        [a, 50, 4],
        [b, 0, 4],
      ])
      const opening = await db.selectFrom('stock_movement').selectAll().orderBy('id').execute()
      expect(
        opening.map((m) => [m.kind, Number(m.sku_id), Number(m.quantity), Number(m.reserved_change)]),
      ).toEqual([
        ['OPENING_BALANCE', a, 50, 4],
        ['OPENING_BALANCE', b, 0, 4],
      ])
      expect((await checkStockConsistency(db)).problems).toEqual([])
    } finally {
      await close()
    }
  })
})
