// After-sales calls of the orderAfterSales page against the seeded demo world: roles, tenant
// isolation, validation, every merchant step of the after-sale lifecycle (legal, illegal by
// state and by kind, stale), the order closed after a full refund, and the waiting-audit
// badge count (getMenuCount refundCount) moving with the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AfterSaleCounts, AfterSaleDetail, AfterSaleRow } from '../../contract/after-sales.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import { businessDate } from '../../contract/business-time.ts'
import type { AfterSaleKind, AfterSaleStatus } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { MenuCountItem } from '../../contract/session.schema.ts'
import { partyOf } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('after-sales on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  let tradeParty: string
  let proParty: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
    tradeParty = await partyOf(t, 'tradebase')
    proParty = await partyOf(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const as = <T = AfterSaleDetail>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })

  /** A request of `partyId` now in `status`; given the kind the test needs (kinds share states). */
  async function pick(partyId: string, status: AfterSaleStatus, kindWanted?: AfterSaleKind) {
    let q = t.db
      .selectFrom('after_sale')
      .select(['id', 'kind', 'version', 'order_id'])
      .where('party_id', '=', partyId)
      .where('status', '=', status)
    if (kindWanted) q = q.where('kind', '=', kindWanted)
    const row = await q.orderBy('id').executeTakeFirst()
    if (row)
      return { afterSaleId: Number(row.id), version: Number(row.version), orderId: Number(row.order_id) }
    if (!kindWanted) throw new Error(`no ${status} request`)
    // The seed draws kinds at random: turn another request of this status into the kind wanted.
    const other = await t.db
      .selectFrom('after_sale')
      .select(['id', 'version', 'order_id'])
      .where('party_id', '=', partyId)
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.db.updateTable('after_sale').set({ kind: kindWanted }).where('id', '=', other.id).execute()
    return { afterSaleId: Number(other.id), version: Number(other.version), orderId: Number(other.order_id) }
  }

  async function statusOf(id: number) {
    const row = await t.db
      .selectFrom('after_sale')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { status: row.status, version: Number(row.version) }
  }

  async function refundCount(token: string) {
    const res = await call<MenuCountItem[]>(t, 'getMenuCount', { token, body: {} })
    return res.data[0]?.refundCount ?? -1
  }

  describe('roles', () => {
    it('answers the order area roles, sub-accounts inside their merchant', async () => {
      for (const user of ['tradebase', 'distributionbase', 'sub_user_sale', 'sub_user_bus_mag']) {
        const token = await loginAs(t, user)
        const res = await as<Page<AfterSaleRow>>('getAfterSaleList', token, {})
        expect(res.code, user).toBe(ResultCode.ok)
        expect(res.data.total, user).toBeGreaterThan(0)
      }
      const sub = await loginAs(t, 'sub_user_sale')
      const subList = await as<Page<AfterSaleRow>>('getAfterSaleList', sub, { pageSize: 100 })
      const proList = await as<Page<AfterSaleRow>>('getAfterSaleList', pro, { pageSize: 100 })
      expect(subList.data.list.map((r) => r.afterSaleId)).toEqual(proList.data.list.map((r) => r.afterSaleId))
    })

    it('refuses roles outside the order area with 40300 and callers without a session', async () => {
      const { afterSaleId, version } = await pick(tradeParty, 'WAIT_AUDIT')
      for (const user of ['ordering', 'tcbase', 'repairmember']) {
        const token = await loginAs(t, user)
        for (const name of [
          'getAfterSaleList',
          'getAfterSaleCounts',
          'getAfterSaleDetail',
          'approveAfterSale',
        ]) {
          const res = await as(name, token, { afterSaleId, version })
          expect(res.code, `${user} ${name}`).toBe(ResultCode.forbidden)
        }
      }
      const anonymous = await call(t, 'getAfterSaleList', { body: {} })
      expect([ResultCode.invalidToken, ResultCode.tokenExpired]).toContain(anonymous.code)
      expect(await statusOf(afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version })
    })
  })

  describe('list, counts and detail', () => {
    it('lists the caller’s requests newest first with paging, and counts them by status', async () => {
      const first = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { pageSize: 10 })
      expect(first.code).toBe(ResultCode.ok)
      expect(first.data.list).toHaveLength(10)
      const dates = first.data.list.map((r) => r.createdAt)
      expect([...dates].sort().reverse()).toEqual(dates)
      const second = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { pageSize: 10, page: 2 })
      expect(second.data.list[0]?.afterSaleId).not.toBe(first.data.list[0]?.afterSaleId)

      const counts = await as<AfterSaleCounts>('getAfterSaleCounts', trade)
      expect(counts.data.total).toBe(first.data.total)
      for (const status of ['WAIT_AUDIT', 'WAIT_REFUND', 'COMPLETED'] as const) {
        const only = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { status, pageSize: 100 })
        expect(only.data.total, status).toBe(counts.data.byStatus[status])
        expect(only.data.list.every((r) => r.status === status)).toBe(true)
      }
      expect(counts.data.byStatus.WAIT_AUDIT).toBe(await refundCount(trade))
    })

    it('counts the status tabs over the list’s other filters (issue 35)', async () => {
      const all = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { pageSize: 100 })
      const target = all.data.list[2] as AfterSaleRow
      const day = businessDate(new Date(target.createdAt))
      const filters = [
        { kind: target.kind },
        { startDate: day, endDate: day },
        { keyword: target.afterSaleNo },
        { kind: target.kind, startDate: day },
      ]
      for (const f of filters) {
        const counts = await as<AfterSaleCounts>('getAfterSaleCounts', trade, f)
        expect(counts.code, JSON.stringify(f)).toBe(ResultCode.ok)
        const listed = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { ...f, pageSize: 100 })
        expect(counts.data.total, JSON.stringify(f)).toBe(listed.data.total)
        const byStatus: Record<string, number> = {}
        for (const r of listed.data.list) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
        for (const [status, n] of Object.entries(counts.data.byStatus))
          expect(n, `${JSON.stringify(f)} ${status}`).toBe(byStatus[status] ?? 0)
      }
      const narrower = await as<AfterSaleCounts>('getAfterSaleCounts', trade, { keyword: target.afterSaleNo })
      expect(narrower.data.total).toBe(1)
      const bad = await as('getAfterSaleCounts', trade, { startDate: '2026-11-20', endDate: '2026-11-01' })
      expect(bad.data).toMatchObject({ field: 'endDate', reason: 'endBeforeStart' })
    })

    it('filters by keyword (after-sale number, order number), kind and date range', async () => {
      const all = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { pageSize: 100 })
      const target = all.data.list[3] as AfterSaleRow
      const byNo = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { keyword: target.afterSaleNo })
      expect(byNo.data.list.map((r) => r.afterSaleId)).toEqual([target.afterSaleId])
      const byOrder = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, {
        keyword: target.orderNo.toLowerCase(),
      })
      expect(byOrder.data.list.map((r) => r.afterSaleId)).toContain(target.afterSaleId)
      const exchanges = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, {
        kind: 'EXCHANGE',
        pageSize: 100,
      })
      expect(exchanges.data.list.every((r) => r.kind === 'EXCHANGE')).toBe(true)
      const none = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { keyword: '%' })
      expect(none.data.total).toBe(0)
      const future = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, { startDate: '2099-01-01' })
      expect(future.data.total).toBe(0)
      const day = target.createdAt.slice(0, 10)
      const around = await as<Page<AfterSaleRow>>('getAfterSaleList', trade, {
        startDate: '2000-01-01',
        endDate: '2099-12-31',
      })
      expect(around.data.total).toBe(all.data.total)
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })

    it('refuses a bad filter, sort or date range with 40000 and the field', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ status: 'MAYBE' }, 'status', 'unknownStatus'],
        [{ sortField: 'reason' }, 'sortField', 'notSortable'],
        [{ startDate: '2026-13-01' }, 'startDate', 'invalidDate'],
        [{ startDate: '2026-11-10', endDate: '2026-11-01' }, 'endDate', 'endBeforeStart'],
        [{ keyword: 'x'.repeat(101) }, 'keyword', 'tooLong'],
      ]
      for (const [body, field, reason] of cases) {
        const res = await as('getAfterSaleList', trade, body)
        expect(res, JSON.stringify(body)).toMatchObject({
          code: ResultCode.invalidInput,
          data: { field, reason },
        })
      }
    })

    it('shows one request with its order line, order and timeline', async () => {
      const { afterSaleId } = await pick(tradeParty, 'WAIT_RECEIVE')
      const res = await as('getAfterSaleDetail', trade, { afterSaleId })
      expect(res.code).toBe(ResultCode.ok)
      expect(res.data).toMatchObject({ afterSaleId, status: 'WAIT_RECEIVE' })
      expect(res.data.line?.productName).toBe(res.data.productName)
      expect(res.data.returnTrackingNo).not.toBe('')
      expect(res.data.history.map((h) => h.toStatus)).toEqual(['WAIT_RETURN', 'WAIT_RECEIVE'])
    })

    it('answers not found for another merchant’s request, on reads and on every step, changing nothing', async () => {
      const foreign = await pick(proParty, 'WAIT_AUDIT')
      expect((await as('getAfterSaleDetail', trade, { afterSaleId: foreign.afterSaleId })).code).toBe(
        ResultCode.notFound,
      )
      for (const name of ['approveAfterSale', 'receiveAfterSaleReturn', 'refundAfterSale']) {
        const res = await as(name, trade, { afterSaleId: foreign.afterSaleId, version: foreign.version })
        expect(res.code, name).toBe(ResultCode.notFound)
      }
      const reject = await as('rejectAfterSale', trade, { ...foreign, reason: 'no' })
      expect(reject.code).toBe(ResultCode.notFound)
      expect(await statusOf(foreign.afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version: foreign.version })
      expect((await as('getAfterSaleDetail', trade, { afterSaleId: 99999999 })).code).toBe(
        ResultCode.notFound,
      )
    })
  })

  describe('validation', () => {
    it('refuses a rejection without a reason, or with one too long, and writes nothing', async () => {
      const target = await pick(tradeParty, 'WAIT_AUDIT')
      for (const reason of [undefined, '', '   ']) {
        const res = await as('rejectAfterSale', trade, { ...target, reason })
        expect(res).toMatchObject({
          code: ResultCode.invalidInput,
          data: { field: 'reason', reason: 'required' },
        })
      }
      const long = await as('rejectAfterSale', trade, { ...target, reason: 'x'.repeat(501) })
      expect(long).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'reason', reason: 'tooLong', max: 500 },
      })
      expect(await statusOf(target.afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version: target.version })
    })

    it('refuses a step without an id or version, and a bad tracking number', async () => {
      const target = await pick(tradeParty, 'WAIT_AUDIT')
      expect(await as('approveAfterSale', trade, { version: 1 })).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'afterSaleId', reason: 'required' },
      })
      expect(await as('approveAfterSale', trade, { afterSaleId: target.afterSaleId })).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'version', reason: 'required' },
      })
      expect(await as('approveAfterSale', trade, { afterSaleId: 'abc', version: 1 })).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'afterSaleId' },
      })
      const ship = await as('shipAfterSaleExchange', trade, {
        ...target,
        carrierName: '顺丰速运',
        trackingNo: 'SF 1!',
      })
      expect(ship).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'trackingNo', reason: 'format' },
      })
      const carrier = await as('shipAfterSaleExchange', trade, {
        ...target,
        carrierName: ' ',
        trackingNo: 'SF1234567',
      })
      expect(carrier).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'carrierName', reason: 'required' },
      })
      expect(await statusOf(target.afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version: target.version })
    })
  })

  describe('lifecycle steps', () => {
    it('approves a refund-only request to waiting refund, and a return or exchange to waiting return', async () => {
      for (const [k, to] of [
        ['REFUND_ONLY', 'WAIT_REFUND'],
        ['RETURN_REFUND', 'WAIT_RETURN'],
        ['EXCHANGE', 'WAIT_RETURN'],
      ] as const) {
        const target = await pick(tradeParty, 'WAIT_AUDIT', k)
        const res = await as('approveAfterSale', trade, target)
        expect(res.code, k).toBe(ResultCode.ok)
        expect(res.data).toMatchObject({ status: to, version: target.version + 1 })
        expect(res.data.auditedAt).not.toBeNull()
        const last = res.data.history.at(-1)
        expect(last).toMatchObject({
          event: k === 'REFUND_ONLY' ? 'afterSale.approvedRefund' : 'afterSale.approvedReturn',
          fromStatus: 'WAIT_AUDIT',
          toStatus: to,
          userLoginId: expect.any(String),
        })
      }
    })

    it('rejects with the reason, which the timeline keeps, and the waiting-audit badge drops', async () => {
      const beforeBadge = await refundCount(trade)
      const beforeCounts = (await as<AfterSaleCounts>('getAfterSaleCounts', trade)).data
      const target = await pick(tradeParty, 'WAIT_AUDIT')
      const res = await as('rejectAfterSale', trade, { ...target, reason: '  商品已拆封使用  ' })
      expect(res.code).toBe(ResultCode.ok)
      expect(res.data).toMatchObject({ status: 'REJECTED', auditRemark: '商品已拆封使用' })
      expect(res.data.completedAt).not.toBeNull()
      expect(res.data.history.at(-1)).toMatchObject({ event: 'afterSale.rejected', remark: '商品已拆封使用' })
      expect(await refundCount(trade)).toBe(beforeBadge - 1)
      const afterCounts = (await as<AfterSaleCounts>('getAfterSaleCounts', trade)).data
      expect(afterCounts.byStatus.WAIT_AUDIT).toBe(beforeCounts.byStatus.WAIT_AUDIT - 1)
      expect(afterCounts.byStatus.REJECTED).toBe(beforeCounts.byStatus.REJECTED + 1)
      // Another merchant's badge does not move.
      const proBadge = await refundCount(pro)
      expect(proBadge).toBeGreaterThan(0)
    })

    it('refuses a stale step (changed since loaded) with 40900 and changes nothing', async () => {
      const target = await pick(tradeParty, 'WAIT_AUDIT')
      const stale = { ...target, version: target.version - 1 }
      for (const [name, extra] of [
        ['approveAfterSale', {}],
        ['rejectAfterSale', { reason: 'late' }],
      ] as const) {
        const res = await as(name, trade, { ...stale, ...extra })
        expect(res, name).toMatchObject({
          code: ResultCode.conflict,
          data: { reason: 'stale', status: 'WAIT_AUDIT', version: target.version },
        })
      }
      expect(await statusOf(target.afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version: target.version })
      const history = await as('getAfterSaleDetail', trade, { afterSaleId: target.afterSaleId })
      expect(history.data.history).toEqual([])
    })

    it('refuses steps the lifecycle does not allow from the current status with 40900', async () => {
      const audit = await pick(tradeParty, 'WAIT_AUDIT')
      for (const name of ['refundAfterSale', 'receiveAfterSaleReturn']) {
        const res = await as(name, trade, audit)
        expect(res, name).toMatchObject({ code: ResultCode.conflict, data: { reason: 'illegal' } })
      }
      const done = await pick(tradeParty, 'COMPLETED')
      for (const name of ['approveAfterSale', 'refundAfterSale']) {
        expect((await as(name, trade, done)).code, name).toBe(ResultCode.conflict)
      }
      const rejected = await pick(tradeParty, 'REJECTED')
      expect((await as('rejectAfterSale', trade, { ...rejected, reason: 'again' })).code).toBe(
        ResultCode.conflict,
      )
      expect(await statusOf(audit.afterSaleId)).toEqual({ status: 'WAIT_AUDIT', version: audit.version })
      expect(await statusOf(done.afterSaleId)).toEqual({ status: 'COMPLETED', version: done.version })
    })

    it('refuses steps the request’s kind does not allow (receive an exchange, ship a return)', async () => {
      const exchange = await pick(tradeParty, 'WAIT_RECEIVE', 'EXCHANGE')
      const receive = await as('receiveAfterSaleReturn', trade, exchange)
      expect(receive).toMatchObject({ code: ResultCode.conflict, data: { reason: 'illegal' } })
      const ret = await pick(tradeParty, 'WAIT_RECEIVE', 'RETURN_REFUND')
      const ship = await as('shipAfterSaleExchange', trade, {
        ...ret,
        carrierName: '顺丰速运',
        trackingNo: 'SF1234567890',
      })
      expect(ship).toMatchObject({ code: ResultCode.conflict, data: { reason: 'illegal' } })
      expect((await statusOf(exchange.afterSaleId)).status).toBe('WAIT_RECEIVE')
      expect((await statusOf(ret.afterSaleId)).status).toBe('WAIT_RECEIVE')
    })

    it('ships an exchange: completed, the carrier and number in the timeline', async () => {
      const exchange = await pick(tradeParty, 'WAIT_RECEIVE', 'EXCHANGE')
      const res = await as('shipAfterSaleExchange', trade, {
        ...exchange,
        carrierName: '顺丰速运',
        trackingNo: 'SF1234567890',
      })
      expect(res.code).toBe(ResultCode.ok)
      expect(res.data.status).toBe('COMPLETED')
      expect(res.data.history.at(-1)).toMatchObject({
        event: 'afterSale.exchangeShipped',
        remark: '顺丰速运 SF1234567890',
      })
    })

    it('refuses returned goods with a reason: rejected', async () => {
      const target = await pick(tradeParty, 'WAIT_RECEIVE')
      const res = await as('refuseAfterSaleReturn', trade, { ...target, reason: '退回商品与原商品不符' })
      expect(res.code).toBe(ResultCode.ok)
      expect(res.data).toMatchObject({ status: 'REJECTED', auditRemark: '退回商品与原商品不符' })
      expect(res.data.history.at(-1)?.event).toBe('afterSale.receiptRefused')
    })

    it('receives returned goods then refunds once: the order books the refund; a second refund is refused', async () => {
      const target = await pick(tradeParty, 'WAIT_RECEIVE', 'RETURN_REFUND')
      const received = await as('receiveAfterSaleReturn', trade, target)
      expect(received.code).toBe(ResultCode.ok)
      expect(received.data.status).toBe('WAIT_REFUND')
      const before = received.data.order.refundedAmount
      const refunded = await as('refundAfterSale', trade, {
        afterSaleId: target.afterSaleId,
        version: received.data.version,
      })
      expect(refunded.code).toBe(ResultCode.ok)
      expect(refunded.data.status).toBe('COMPLETED')
      expect(refunded.data.order.refundedAmount).toBe(before + refunded.data.refundAmount)
      const twice = await as('refundAfterSale', trade, {
        afterSaleId: target.afterSaleId,
        version: refunded.data.version,
      })
      expect(twice).toMatchObject({
        code: ResultCode.conflict,
        data: { reason: 'illegal', status: 'COMPLETED' },
      })
      const again = await as('getAfterSaleDetail', trade, { afterSaleId: target.afterSaleId })
      expect(again.data.order.refundedAmount).toBe(refunded.data.order.refundedAmount)
      expect(again.data.version).toBe(refunded.data.version)
    })

    it('closes the order (order.closed, in its timeline) when a refund leaves nothing unrefunded', async () => {
      const target = await pick(tradeParty, 'WAIT_AUDIT', 'REFUND_ONLY')
      const as0 = await t.db
        .selectFrom('after_sale')
        .select(['order_id', 'order_line_id'])
        .where('id', '=', target.afterSaleId)
        .executeTakeFirstOrThrow()
      const lines = await t.db
        .selectFrom('sales_order_line')
        .select(['id', 'quantity', 'unit_price'])
        .where('order_id', '=', as0.order_id)
        .execute()
      const line = lines.find((l) => l.id === as0.order_line_id) as (typeof lines)[number]
      // The request asks for the whole line back; every other line was refunded before.
      await t.db
        .updateTable('after_sale')
        .set({ quantity: line.quantity, refund_amount: 1 })
        .where('id', '=', target.afterSaleId)
        .execute()
      for (const other of lines.filter((l) => l.id !== line.id))
        await t.db
          .updateTable('sales_order_line')
          .set({ refunded_quantity: other.quantity })
          .where('id', '=', other.id)
          .execute()
      await t.db
        .updateTable('sales_order_line')
        .set({ refunded_quantity: 0 })
        .where('id', '=', line.id)
        .execute()
      const orderBefore = await t.db
        .selectFrom('sales_order')
        .select(['status', 'version', 'refunded_amount'])
        .where('id', '=', as0.order_id)
        .executeTakeFirstOrThrow()
      expect(['SHIPPED', 'COMPLETED']).toContain(orderBefore.status)

      const approved = await as('approveAfterSale', trade, target)
      expect(approved.data.status).toBe('WAIT_REFUND')
      expect(approved.data.order.status).toBe(orderBefore.status)
      const refunded = await as('refundAfterSale', trade, {
        afterSaleId: target.afterSaleId,
        version: approved.data.version,
      })
      expect(refunded.code).toBe(ResultCode.ok)
      expect(refunded.data.order.status).toBe('CLOSED')
      expect(refunded.data.line?.refundedQuantity).toBe(line.quantity)
      const order = await t.db
        .selectFrom('sales_order')
        .select(['status', 'version', 'refunded_amount'])
        .where('id', '=', as0.order_id)
        .executeTakeFirstOrThrow()
      expect(order.status).toBe('CLOSED')
      expect(Number(order.version)).toBe(Number(orderBefore.version) + 1)
      expect(Number(order.refunded_amount)).toBe(Number(orderBefore.refunded_amount) + 1)
      const history = await t.db
        .selectFrom('status_history')
        .selectAll()
        .where('subject_type', '=', 'ORDER')
        .where('subject_id', '=', as0.order_id)
        .where('event', '=', 'order.closed')
        .execute()
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ from_status: orderBefore.status, to_status: 'CLOSED' })
    })

    it('leaves the order open when a refund covers part of it', async () => {
      const target = await pick(tradeParty, 'WAIT_REFUND')
      const before = await as('getAfterSaleDetail', trade, { afterSaleId: target.afterSaleId })
      const lineLeft = (before.data.line?.quantity ?? 0) - (before.data.line?.refundedQuantity ?? 0)
      await t.db.updateTable('after_sale').set({ quantity: 0 }).where('id', '=', target.afterSaleId).execute()
      const res = await as('refundAfterSale', trade, target)
      expect(res.code).toBe(ResultCode.ok)
      expect(res.data.status).toBe('COMPLETED')
      if (lineLeft > 0) expect(res.data.order.status).toBe(before.data.order.status)
    })
  })
})
