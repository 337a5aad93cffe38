// The push channel (issue 32): GET /control/events on SQLite and PostgreSQL. The stream refuses
// a missing or ended session; a chat message, a new order and a count change reach the logins of
// the right merchant and no other tenant; a reconnect with Last-Event-ID gets what came after it
// and nothing it had; two app instances over one database deliver each other's events (the
// second learns of the first's write only by polling the outbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOrderCreated } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import { createApp } from '../../server/app.ts'
import type { AppDeps } from '../../server/app-deps.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { openStream } from './event-stream.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const TRADE = demoAccount('tradebase')
const PRO = demoAccount('distributionpro')

/** Waits until the hub of `app` delivered what it has (a write's wake-up runs after the answer). */
const settle = () => new Promise((r) => setTimeout(r, 150))

describe.each(DATABASES)('the push channel on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  let base: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
    base = await loginAs(t, 'distributionbase')
  })
  afterAll(async () => {
    await t.deps.live?.close()
    await t.close()
  })

  const chat = async (token: string, partyId: string, content: string) => {
    const sent = await call<{ id: string }>(t, 'sendFriendMessageFromNewMerchant', {
      token,
      body: { partyId, content },
    })
    expect(sent.code, JSON.stringify(sent)).toBe(ResultCode.ok)
    return sent.data
  }

  /** An on-sale SKU of the seller with stock to spare that no promotion limits. */
  const sellerSku = async () => {
    const promoted = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', PRO.partyId)
      .execute()
    const row = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.id')
      .where('s.party_id', '=', PRO.partyId)
      .where('p.status', '=', 'ON_SALE')
      .where('p.is_deleted', '=', 0)
      .where((eb) => eb('s.stock', '>', eb.ref('s.reserved')))
      .where('p.id', 'not in', promoted.map((r) => Number(r.product_id)).concat([-1]))
      .orderBy('s.id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  it('refuses a missing, unknown or ended session with the envelope, and a malformed Last-Event-ID', async () => {
    const missing = await t.app.request('/control/events')
    expect(((await missing.json()) as { code: number }).code).toBe(ResultCode.invalidToken)
    const unknown = await t.app.request('/control/events', { headers: { externalLoginKey: 'nope' } })
    expect(((await unknown.json()) as { code: number }).code).toBe(ResultCode.invalidToken)
    const token = await loginAs(t, 'tradebase')
    expect((await call(t, 'userLogout', { token })).code).toBe(ResultCode.ok)
    const ended = await t.app.request('/control/events', { headers: { externalLoginKey: token } })
    expect(ended.headers.get('content-type')).toMatch(/json/)
    expect(((await ended.json()) as { code: number }).code).toBe(ResultCode.invalidToken)
    const bad = await t.app.request('/control/events', {
      headers: { externalLoginKey: trade, 'Last-Event-ID': '1; drop table' },
    })
    expect(((await bad.json()) as { code: number }).code).toBe(ResultCode.invalidInput)
  })

  it('carries a chat message to the recipient’s streams (and the sender’s own), and to no other tenant', async () => {
    const proStream = await openStream(t.app, pro)
    const tradeStream = await openStream(t.app, trade)
    const baseStream = await openStream(t.app, base)
    try {
      const sent = await chat(trade, PRO.partyId, '实时消息 1')
      const got = await proStream.next((e) => e.type === 'chat.message')
      expect(got.type === 'chat.message' && got.data).toMatchObject({
        partyId: TRADE.partyId,
        fromPartyId: TRADE.partyId,
        record: { direction: 'IN', content: '实时消息 1', isRead: 0 },
      })
      // The record is the recipient's copy, as its chat calls answer it.
      const unread = await call<{ list: { id: string }[] }>(t, 'getNoReadOldMessageFromNewMerchant', {
        token: pro,
        body: { partyId: TRADE.partyId },
      })
      expect(unread.data.list.map((r) => r.id)).toContain(got.type === 'chat.message' && got.data.record.id)
      const counts = await proStream.next((e) => e.type === 'counts.changed')
      expect(counts.data).toEqual({ areas: ['messages'] })
      const own = await tradeStream.next((e) => e.type === 'chat.message')
      expect(own.type === 'chat.message' && own.data.record).toMatchObject({ id: sent.id, direction: 'OUT' })
      await settle()
      expect(baseStream.events).toEqual([])
    } finally {
      await Promise.all([proStream.close(), tradeStream.close(), baseStream.close()])
    }
  })

  it('announces a new order and the changed counts to every login of the seller, and not to another merchant', async () => {
    const sale = await loginAs(t, 'sub_user_sale')
    const proStream = await openStream(t.app, pro)
    const saleStream = await openStream(t.app, sale)
    const baseStream = await openStream(t.app, base)
    const tradeStream = await openStream(t.app, trade)
    try {
      const skuId = await sellerSku()
      const created = await call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
        token: trade,
        body: { partyId: PRO.partyId, lines: [{ skuId, quantity: 1 }], remark: '' },
      })
      expect(created.code, JSON.stringify(created)).toBe(ResultCode.ok)
      for (const s of [proStream, saleStream]) {
        const order = await s.next((e) => e.type === 'order.created')
        expect(order.data).toMatchObject({ orderNo: created.data.orderNo, status: 'WAIT_PAY' })
        expect(await s.next((e) => e.type === 'counts.changed')).toMatchObject({
          data: { areas: ['orders'] },
        })
      }
      await settle()
      expect(baseStream.events).toEqual([])
      expect(tradeStream.events.filter((e) => e.type === 'order.created')).toEqual([])
    } finally {
      await Promise.all([proStream, saleStream, baseStream, tradeStream].map((s) => s.close()))
    }
  })

  it('resumes after Last-Event-ID with what came after it, never an event it had', async () => {
    const first = await openStream(t.app, pro)
    await chat(trade, PRO.partyId, '断线前')
    const had = await first.next((e) => e.type === 'chat.message')
    await first.close()
    await chat(trade, PRO.partyId, '断线中 1')
    await chat(trade, PRO.partyId, '断线中 2')
    const again = await openStream(t.app, pro, had.id)
    try {
      const a = await again.next((e) => e.type === 'chat.message')
      const b = await again.next((e) => e.type === 'chat.message')
      expect([a, b].map((e) => e.type === 'chat.message' && e.data.record.content)).toEqual([
        '断线中 1',
        '断线中 2',
      ])
      expect(again.events.every((e) => e.id > had.id)).toBe(true)
      // And live ones after the catch-up.
      await chat(trade, PRO.partyId, '重连后')
      const c = await again.next((e) => e.type === 'chat.message')
      expect(c.type === 'chat.message' && c.data.record.content).toBe('重连后')
      await settle()
      expect(new Set(again.events.map((e) => `${e.id} ${e.type}`)).size).toBe(again.events.length)
    } finally {
      await again.close()
    }
    // Without Last-Event-ID a stream starts now: nothing from before.
    const fresh = await openStream(t.app, pro)
    await settle()
    expect(fresh.events).toEqual([])
    await fresh.close()
  })

  it('ends its open streams when the hub closes, as a stopping server does', async () => {
    // An instance of its own, so that closing its hub leaves the other tests' streams open.
    const deps: AppDeps = { ...t.deps, live: undefined, events: undefined }
    const other = createApp(deps)
    const stream = await openStream(other, pro)
    let ended = false
    void stream.ended.then(() => {
      ended = true
    })
    await settle()
    expect(ended).toBe(false)
    await deps.live?.close()
    // Without the hub ending it, the stream would stay open until its next heartbeat (15 s).
    await expect(Promise.race([stream.ended.then(() => 'ended'), settle().then(() => 'open')])).resolves.toBe(
      'ended',
    )
  })

  it('delivers the events one app instance wrote to the streams of another over the same database', async () => {
    // A second instance with a hub of its own: no wake-up reaches it from the first one's writes.
    const other = createApp({ ...t.deps, live: undefined, events: undefined })
    const stream = await openStream(other, pro)
    try {
      await chat(trade, PRO.partyId, '另一个进程')
      const got = await stream.next((e) => e.type === 'chat.message', 3000)
      expect(got.type === 'chat.message' && got.data.record.content).toBe('另一个进程')
    } finally {
      await stream.close()
    }
  })
})
