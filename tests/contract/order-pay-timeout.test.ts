// Unpaid orders cancel themselves (issue 31, the seller's side), on SQLite and PostgreSQL: the
// seller's order settings (default 24 h, 15 min .. 15 days, refused out of bounds at the field);
// an order gets its payment deadline when it is placed (a later change of the setting does not
// move it); the scheduled job cancels an order past its deadline with the system as actor and
// the reason payTimeout, releasing its reservation (available rises back, the ledger agrees);
// an order before its deadline, a paid one and the seeded ones (no deadline) stay; two runs at
// once cancel each order once; a payment racing the job ends in one outcome, never both.
import { Kysely, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOrderCreated } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { OrderChanged, OrderDetail, OrderSettings } from '../../contract/orders.schema.ts'
import { PostgresSearchPathDialect } from '../../server/db/postgres.ts'
import type { Database } from '../../server/db/schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { cancelOverdueOrders, createPayTimeoutJob } from '../../server/orders/pay-timeout.job.ts'
import { checkStockConsistency } from '../../server/products/stock-consistency.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'
import { databaseUrl } from './test-world.ts'

const SELLER = demoAccount('distributionpro')
const MINUTE = 60_000

describe.each(DATABASES)('unpaid orders cancel themselves on %s', (kind) => {
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

  const settings = (body?: Record<string, unknown>) =>
    body
      ? call<OrderSettings>(t, 'saveOrderSettings', { token: pro, body })
      : call<OrderSettings>(t, 'getOrderSettings', { token: pro })

  const skuOf = async (id: number) => {
    const row = await t.db
      .selectFrom('product_sku')
      .select(['stock', 'reserved'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return {
      stock: Number(row.stock),
      reserved: Number(row.reserved),
      available: Number(row.stock) - Number(row.reserved),
    }
  }

  /** An on-sale SKU of the seller that no promotion touches, with stock to spare. */
  const freeSku = async (): Promise<number> => {
    const promoted = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', SELLER.partyId)
      .execute()
    const rows = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.id', 's.stock', 's.reserved'])
      .where('s.party_id', '=', SELLER.partyId)
      .where('p.status', '=', 'ON_SALE')
      .where('p.is_deleted', '=', 0)
      .where('p.id', 'not in', promoted.map((r) => Number(r.product_id)).concat([-1]))
      .orderBy('s.id')
      .execute()
    const free = rows.find((r) => !usedSkus.has(Number(r.id)) && Number(r.stock) - Number(r.reserved) >= 20)
    if (!free) throw new Error('no free SKU of the seller left')
    usedSkus.add(Number(free.id))
    return Number(free.id)
  }

  const place = async (skuId: number, quantity = 2) => {
    const res = await call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER.partyId, lines: [{ skuId, quantity }], remark: '' },
    })
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.ok)
    return res.data
  }

  const detail = async (orderId: number | string) =>
    (await call<OrderDetail>(t, 'getOrderDetail', { token: pro, body: { orderId: String(orderId) } })).data

  const cancelEvents = (orderId: number | string) =>
    t.db
      .selectFrom('domain_event')
      .select(['type', 'actor', 'payload'])
      .where('aggregate_type', '=', 'ORDER')
      .where('aggregate_id', '=', String(orderId))
      .where('type', '=', 'order.cancelled')
      .execute()

  /** Moves the clock; a long move ends the sessions (idle time out): signs in again. */
  const advance = async (ms: number) => {
    t.clock.advance(ms)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  }

  const run = () => cancelOverdueOrders(t.deps.db, t.clock.now())

  it('answers the default of 24 hours, saves a time in bounds and refuses one out of bounds at the field', async () => {
    const first = await settings()
    expect(first.code).toBe(ResultCode.ok)
    expect(first.data).toMatchObject({ payTimeoutMinutes: 24 * 60, updatedAt: null })

    for (const [payTimeoutMinutes, reason] of [
      [14, 'tooSmall'],
      [15 * 24 * 60 + 1, 'tooLarge'],
      [30.5, 'integer'],
      ['', 'tooSmall'],
    ] as const) {
      const refused = await settings({ payTimeoutMinutes })
      expect(refused.code, String(payTimeoutMinutes)).toBe(ResultCode.invalidInput)
      expect(refused.data).toMatchObject({ field: 'payTimeoutMinutes', reason })
    }
    expect((await settings()).data.payTimeoutMinutes).toBe(24 * 60)

    const saved = await settings({ payTimeoutMinutes: 30 })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({ payTimeoutMinutes: 30, updatedAt: t.clock.now().toISOString() })
    expect((await settings()).data.payTimeoutMinutes).toBe(30)
    // Another merchant keeps its own (the default).
    const other = await call<OrderSettings>(t, 'getOrderSettings', { token: trade })
    expect(other.data.payTimeoutMinutes).toBe(24 * 60)
  })

  it('cancels an order past its deadline, releasing its reservation; one before its deadline stays', async () => {
    await settings({ payTimeoutMinutes: 30 })
    const skuId = await freeSku()
    const before = await skuOf(skuId)
    const placedAt = t.clock.now().getTime()
    const order = await place(skuId, 3)
    expect(await skuOf(skuId)).toEqual({
      ...before,
      reserved: before.reserved + 3,
      available: before.available - 3,
    })
    expect((await detail(order.orderId)).payDeadline).toBe(new Date(placedAt + 30 * MINUTE).toISOString())

    // The seller changes the setting: the deadline of the order placed before stays.
    await settings({ payTimeoutMinutes: 120 })
    t.clock.advance(10 * MINUTE)
    const later = await place(skuId, 1)
    expect((await detail(later.orderId)).payDeadline).toBe(new Date(placedAt + 130 * MINUTE).toISOString())
    expect((await detail(order.orderId)).payDeadline).toBe(new Date(placedAt + 30 * MINUTE).toISOString())

    // One minute before its deadline: nothing happens.
    t.clock.set(placedAt + 29 * MINUTE)
    expect((await run()).cancelled.map((c) => c.orderId)).not.toContain(order.orderId)
    expect((await detail(order.orderId)).status).toBe('WAIT_PAY')

    // At its deadline: cancelled by the system, not paid in time, its stock available again.
    t.clock.set(placedAt + 30 * MINUTE)
    const result = await run()
    expect(result.cancelled.map((c) => c.orderId)).toContain(order.orderId)
    const d = await detail(order.orderId)
    expect(d).toMatchObject({ status: 'CANCELLED', cancelledAt: t.clock.now().toISOString() })
    expect(d.timeline.at(-1)).toMatchObject({
      event: 'order.cancelled',
      fromStatus: 'WAIT_PAY',
      toStatus: 'CANCELLED',
      by: '',
      remark: '',
      systemReason: 'payTimeout',
    })
    const events = await cancelEvents(order.orderId)
    expect(events).toHaveLength(1)
    expect(events[0]?.actor).toBeNull()
    expect(JSON.parse(events[0]?.payload ?? 'null')).toMatchObject({ reason: 'payTimeout', to: 'CANCELLED' })
    expect(await skuOf(skuId)).toEqual({
      ...before,
      reserved: before.reserved + 1,
      available: before.available - 1,
    })
    const released = await t.db
      .selectFrom('stock_movement')
      .select(['kind', 'reserved_change', 'actor'])
      .where('source_type', '=', 'ORDER')
      .where('source_id', '=', order.orderId)
      .where('kind', '=', 'RESERVATION_RELEASED')
      .execute()
    expect(released.map((m) => ({ ...m, reserved_change: Number(m.reserved_change) }))).toEqual([
      { kind: 'RESERVATION_RELEASED', reserved_change: -3, actor: null },
    ])
    expect((await checkStockConsistency(t.db, { partyId: SELLER.partyId })).problems).toEqual([])

    // The later order (deadline in 100 minutes) waits; a second run cancels nothing more.
    expect((await detail(later.orderId)).status).toBe('WAIT_PAY')
    expect((await run()).cancelled.map((c) => c.orderId)).not.toContain(order.orderId)
    expect(await cancelEvents(order.orderId)).toHaveLength(1)
  })

  it('leaves a paid order and the seeded orders without a deadline as they are', async () => {
    await settings({ payTimeoutMinutes: 15 })
    const skuId = await freeSku()
    const order = await place(skuId)
    const placed = await detail(order.orderId)
    const paid = await call<OrderChanged>(t, 'recordOrderPayment', {
      token: pro,
      body: {
        orderId: String(order.orderId),
        version: placed.version,
        method: 'BANK_TRANSFER',
        reference: 'R1',
      },
    })
    expect(paid.code).toBe(ResultCode.ok)
    const seededUnpaid = async () =>
      Number(
        (
          await t.db
            .selectFrom('sales_order')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', 'WAIT_PAY')
            .where('pay_deadline', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const seeded = await seededUnpaid()
    expect(seeded).toBeGreaterThan(100)

    await advance(400 * 24 * 60 * MINUTE)
    await run()
    expect((await detail(order.orderId)).status).toBe('WAIT_SHIP')
    expect(await cancelEvents(order.orderId)).toHaveLength(0)
    expect(await seededUnpaid()).toBe(seeded)
  })

  it('cancels each order once when two runs go at once (two connection pools on PostgreSQL)', async () => {
    await settings({ payTimeoutMinutes: 15 })
    const skuId = await freeSku()
    const before = await skuOf(skuId)
    const orders: number[] = []
    for (let i = 0; i < 12; i++) orders.push((await place(skuId, 1)).orderId)
    t.clock.advance(16 * MINUTE)

    // Two jobs as two processes run them: each its own runner; on PostgreSQL the second has a
    // connection pool of its own to the same database (SQLite: one writer, the same handle).
    let other: Kysely<Database> | undefined
    if (kind === 'postgres') {
      const { name } =
        (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0] ?? {}
      other = new Kysely<Database>({
        dialect: new PostgresSearchPathDialect({
          pool: new pg.Pool({
            connectionString: databaseUrl(process.env.TEST_DATABASE_URL as string, name ?? ''),
            max: 2,
          }),
        }),
      })
    }
    const jobA = createPayTimeoutJob(t.deps.db, t.clock)
    const jobB = createPayTimeoutJob(other ?? t.deps.db, t.clock)
    const [a, b] = await Promise.all([jobA.runOnce(), jobB.runOnce()]).finally(() => other?.destroy())
    const ids = [...a.cancelled, ...b.cancelled].map((c) => c.orderId).filter((id) => orders.includes(id))
    expect(ids.sort()).toEqual([...orders].sort())
    expect(a.failed + b.failed).toBe(0)
    for (const id of orders) {
      expect(await cancelEvents(id)).toHaveLength(1)
      const steps = (await detail(id)).timeline.filter((s) => s.event === 'order.cancelled')
      expect(steps).toHaveLength(1)
    }
    expect(await skuOf(skuId)).toEqual(before)
    expect((await checkStockConsistency(t.db, { partyId: SELLER.partyId })).problems).toEqual([])
  })

  it('ends an order paid while the job runs in one outcome: paid or cancelled, never both', async () => {
    await settings({ payTimeoutMinutes: 15 })
    const skuId = await freeSku()
    const orders: OrderDetail[] = []
    for (let i = 0; i < 4; i++) orders.push(await detail((await place(skuId, 1)).orderId))
    t.clock.advance(16 * MINUTE)
    const payments = orders.map((o) =>
      call<OrderChanged>(t, 'recordOrderPayment', {
        token: pro,
        body: { orderId: o.orderId, version: o.version, method: 'CASH', reference: '' },
      }),
    )
    const [answers] = await Promise.all([Promise.all(payments), run()])
    for (const [i, o] of orders.entries()) {
      const d = await detail(o.orderId)
      const answer = answers[i]
      if (answer?.code === ResultCode.ok) {
        expect(d.status).toBe('WAIT_SHIP')
        expect(await cancelEvents(o.orderId)).toHaveLength(0)
      } else {
        expect(answer?.code).toBe(ResultCode.conflict)
        expect(d.status).toBe('CANCELLED')
        expect(d.offlinePayment).toBeNull()
      }
    }
  })

  it('skips an order another transaction is paying: the payment wins', async () => {
    await settings({ payTimeoutMinutes: 15 })
    const skuId = await freeSku()
    const order = await detail((await place(skuId, 1)).orderId)
    t.clock.advance(16 * MINUTE)
    await t.db.transaction().execute(async (trx) => {
      // The payment's transaction holds the order's row (as recordOrderPayment's step does).
      await trx
        .updateTable('sales_order')
        .set({ status: 'WAIT_SHIP', paid_at: t.clock.now().toISOString(), version: order.version + 1 })
        .where('party_id', '=', SELLER.partyId)
        .where('id', '=', Number(order.orderId))
        .execute()
      // PostgreSQL: a run now skips the locked row (SKIP LOCKED) instead of waiting for it.
      // SQLite has one writer: a run waits for this transaction, so it runs after the commit.
      if (kind === 'postgres') {
        const during = await run()
        expect(during.cancelled.map((c) => String(c.orderId))).not.toContain(order.orderId)
      }
      await sql`select 1`.execute(trx)
    })
    await run()
    expect((await detail(order.orderId)).status).toBe('WAIT_SHIP')
    expect(await cancelEvents(order.orderId)).toHaveLength(0)
  })
})
