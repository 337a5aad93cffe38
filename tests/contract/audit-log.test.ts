// The audit trail (issue 20 item 9, ASVS 16): every successful write call of /control leaves
// one row (who, which merchant, which call, which record, what was asked, from where, when);
// a refused call leaves none; a record's history is read inside the caller's merchant only;
// secrets never reach a row; and every call the app serves is classified read or write.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordHistoryRow } from '../../contract/audit.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { OrderRow } from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { createApp } from '../../server/app.ts'
import type { AppDeps } from '../../server/app-deps.ts'
import { AUDIT_CALLS } from '../../server/audit/audit-calls.ts'
import { subjectIds } from '../../server/audit/audit-trail.ts'
import { BINARY_REMOVED, REDACTED, redactRequest } from '../../server/audit/redact.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe('the audit classification', () => {
  it('classifies every call the app serves as read, write or untracked, and names no other call', () => {
    const app = createApp({} as AppDeps)
    const served = [
      ...new Set(
        app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/control/') && !r.path.includes('*'))
          .map((r) => r.path.slice('/control/'.length)),
      ),
    ].sort()
    expect(served.length).toBeGreaterThan(200)
    // A call missing here is a route mounted without deciding whether it is audited.
    expect(served.filter((c) => !Object.hasOwn(AUDIT_CALLS, c))).toEqual([])
    expect(Object.keys(AUDIT_CALLS).filter((c) => !served.includes(c))).toEqual([])
    // Every POST whose name says it changes something is a write or says why it is not.
    const changing =
      /^(save|create|edit|update|delete|remove|change|ship|cancel|approve|reject|accept|refund)/
    for (const name of served.filter((c) => changing.test(c))) {
      expect(AUDIT_CALLS[name]?.kind, name).not.toBe('read')
    }
  })

  it('takes the record ids from the body, the data payload or the answer, bounded', () => {
    expect(subjectIds('orderId', { orderId: '12' }, null)).toEqual(['12'])
    expect(subjectIds('memberId', { data: JSON.stringify({ memberId: 7 }) }, null)).toEqual(['7'])
    expect(subjectIds('productId', {}, { productId: '40' })).toEqual(['40'])
    expect(subjectIds('productIds', { productIds: ['1', '2', '2'] }, null)).toEqual(['1', '2'])
    expect(subjectIds('orderId', { orderId: { $gt: '' } }, null)).toEqual([null])
    expect(subjectIds('orderId', { orderId: 'x'.repeat(65) }, null)).toEqual([null])
  })

  it('redacts secrets, files and base64, and bounds the size', () => {
    const stored = redactRequest({
      currentPassword: 'demo1234',
      newPassword: 'new-pass-123',
      PASSWORD: 'p',
      appSecret: 's3cr3t',
      token: 't',
      logo: `data:image/png;base64,${'A'.repeat(400)}`,
      blob: 'QUJD'.repeat(100),
      remark: 'keep me',
    })
    const parsed = JSON.parse(stored) as Record<string, unknown>
    expect(parsed).toMatchObject({
      currentPassword: REDACTED,
      newPassword: REDACTED,
      PASSWORD: REDACTED,
      appSecret: REDACTED,
      token: REDACTED,
      logo: BINARY_REMOVED,
      blob: BINARY_REMOVED,
      remark: 'keep me',
    })
    expect(stored).not.toMatch(/demo1234|new-pass-123|s3cr3t/)
    const big = redactRequest({
      rows: Array.from({ length: 5000 }, (_, i) => ({ id: i, text: 'x'.repeat(300) })),
    })
    expect(big.length).toBeLessThanOrEqual(4000)
  })
})

describe.each(DATABASES)('the audit trail on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const auditRows = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
  const history = (token: string, subjectType: string, subjectId: string) =>
    call<Page<RecordHistoryRow>>(t, 'getRecordHistory', { token, body: { subjectType, subjectId } })
  const waitShipOrder = async (token: string) => {
    const page = await call<Page<OrderRow>>(t, 'getOrderList', {
      token,
      body: { statuses: ['WAIT_SHIP'], pageSize: 1 },
    })
    const order = page.data.list[0]
    if (!order) throw new Error('no WAIT_SHIP order')
    return order
  }

  it('commits no change whose audit row cannot be written: the change, its event and its stock roll back', async () => {
    const order = await waitShipOrder(trade)
    const events = () =>
      t.db
        .selectFrom('domain_event')
        .select('id')
        .where('type', '=', 'order.cancelled')
        .where('aggregate_id', '=', String(order.orderId))
        .execute()
    const movements = () =>
      t.db
        .selectFrom('stock_movement')
        .select('id')
        .where('source_type', '=', 'ORDER')
        .where('source_id', '=', Number(order.orderId))
        .execute()
    const movedBefore = (await movements()).length
    // The audit trail's table is away: its row cannot be written.
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db)
    let cancelled: Awaited<ReturnType<typeof call>>
    try {
      cancelled = await call(t, 'cancelOrder', {
        token: trade,
        body: { orderId: order.orderId, version: order.version, reason: '缺货' },
      })
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db)
    }
    expect(cancelled.code).toBe(ResultCode.internal)
    const now = await call<{ status: string; version: number }>(t, 'getOrderDetail', {
      token: trade,
      body: { orderId: order.orderId },
    })
    expect(now.data).toMatchObject({ status: 'WAIT_SHIP', version: order.version })
    expect(await events()).toEqual([])
    expect(await movements()).toHaveLength(movedBefore)

    // With the trail back, the same step commits with its row.
    const again = await call(t, 'cancelOrder', {
      token: trade,
      body: { orderId: order.orderId, version: order.version, reason: '缺货' },
    })
    expect(again.code).toBe(ResultCode.ok)
    expect(await events()).toHaveLength(1)
    const row = (await auditRows()).at(-1)
    expect(row).toMatchObject({ call: 'cancelOrder', subject_id: String(order.orderId) })
  })

  it('records who changed which record, what was asked, from where and when', async () => {
    const before = (await auditRows()).length
    const order = await waitShipOrder(trade)
    const saved = await call(t, 'saveOrderRemark', {
      token: trade,
      body: { orderId: order.orderId, version: order.version, remark: '易碎品' },
      headers: { 'x-test-address': '198.51.100.7' },
    })
    expect(saved.code).toBe(ResultCode.ok)
    const rows = await auditRows()
    expect(rows.length).toBe(before + 1)
    const row = rows.at(-1)
    const login = await t.db
      .selectFrom('user_login')
      .select(['id', 'party_id', 'display_name'])
      .where('username', '=', 'tradebase')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      party_id: login.party_id,
      user_login_id: login.id,
      call: 'saveOrderRemark',
      subject_type: 'order',
      subject_id: String(order.orderId),
      client_address: '198.51.100.7',
      created_at: t.clock.now().toISOString(),
    })
    expect(JSON.parse(row?.request ?? '{}')).toMatchObject({ remark: '易碎品' })

    const shown = await history(trade, 'order', String(order.orderId))
    expect(shown.code).toBe(ResultCode.ok)
    expect(shown.data.list[0]).toMatchObject({
      call: 'saveOrderRemark',
      userLoginId: login.id,
      actorName: login.display_name,
    })
  })

  it("records a sub-account as itself, inside its parent merchant's trail", async () => {
    const sub = await loginAs(t, 'sub_user_sale')
    const order = await waitShipOrder(pro)
    const saved = await call(t, 'saveOrderRemark', {
      token: sub,
      body: { orderId: order.orderId, version: order.version, remark: 'by the sub-account' },
    })
    expect(saved.code).toBe(ResultCode.ok)
    const [subLogin, parent] = await Promise.all(
      ['sub_user_sale', 'distributionpro'].map((username) =>
        t.db
          .selectFrom('user_login')
          .select(['id', 'party_id', 'display_name'])
          .where('username', '=', username)
          .executeTakeFirstOrThrow(),
      ),
    )
    expect((await auditRows()).at(-1)).toMatchObject({
      party_id: parent?.party_id,
      user_login_id: subLogin?.id,
      subject_id: String(order.orderId),
    })
    // The merchant reads it with the sub-account's name.
    const shown = await history(pro, 'order', String(order.orderId))
    expect(shown.data.list[0]).toMatchObject({ userLoginId: subLogin?.id, actorName: subLogin?.display_name })
  })

  it('records nothing for a refused or a read call', async () => {
    const before = (await auditRows()).length
    const order = await waitShipOrder(trade)
    // Too long, stale, foreign, forbidden, anonymous: all refused.
    const refused = [
      await call(t, 'saveOrderRemark', {
        token: trade,
        body: { orderId: order.orderId, version: order.version, remark: 'x'.repeat(501) },
      }),
      await call(t, 'saveOrderRemark', {
        token: trade,
        body: { orderId: order.orderId, version: order.version + 99, remark: 'x' },
      }),
      await call(t, 'saveOrderRemark', {
        token: pro,
        body: { orderId: order.orderId, version: order.version, remark: 'x' },
      }),
      await call(t, 'saveOrderRemark', {
        token: await loginAs(t, 'repairmember'),
        body: { orderId: order.orderId, version: order.version, remark: 'x' },
      }),
      await call(t, 'saveOrderRemark', {
        body: { orderId: order.orderId, version: order.version, remark: 'x' },
      }),
    ]
    for (const answer of refused) expect(answer.code).not.toBe(ResultCode.ok)
    expect((await call(t, 'getOrderDetail', { token: trade, body: { orderId: order.orderId } })).code).toBe(
      ResultCode.ok,
    )
    expect((await auditRows()).length).toBe(before)
  })

  it("never shows a merchant another merchant's history, and checks the record's area", async () => {
    const order = await waitShipOrder(trade)
    await call(t, 'saveOrderRemark', {
      token: trade,
      body: { orderId: order.orderId, version: order.version, remark: 'mine' },
    })
    expect((await history(trade, 'order', String(order.orderId))).data.total).toBeGreaterThan(0)
    const foreign = await history(pro, 'order', String(order.orderId))
    expect(foreign.code).toBe(ResultCode.ok)
    expect(foreign.data).toMatchObject({ list: [], total: 0 })
    // A role without the order area may not read an order's history.
    const repair = await history(await loginAs(t, 'repairmember'), 'order', String(order.orderId))
    expect(repair.code).toBe(ResultCode.forbidden)
    const unknown = await call(t, 'getRecordHistory', {
      token: trade,
      body: { subjectType: 'nothing', subjectId: '1' },
    })
    expect(unknown.data).toMatchObject({ field: 'subjectType' })
    expect((await call(t, 'getRecordHistory', { body: { subjectType: 'order', subjectId: '1' } })).code).toBe(
      ResultCode.invalidToken,
    )
  })

  it('keeps no password of a password change', async () => {
    const token = await loginAs(t, 'ordering')
    const changed = await call(t, 'changeAccountPassword', {
      token,
      body: { currentPassword: 'demo1234', newPassword: 'audit-pass-77' },
    })
    expect(changed.code).toBe(ResultCode.ok)
    const row = (await auditRows()).at(-1)
    expect(row?.call).toBe('changeAccountPassword')
    expect(row?.request).not.toMatch(/demo1234|audit-pass-77/)
    expect(JSON.parse(row?.request ?? '{}')).toEqual({ currentPassword: REDACTED, newPassword: REDACTED })
  })
})
