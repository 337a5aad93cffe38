// The order calls (/order-management): roles, tenant isolation with a foreign merchant's order
// ids, validation (field and reason), every legal and illegal merchant step of the order
// lifecycle, the stale-step conflict, batch shipping with bad rows and the export's chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { canTransition } from '../../contract/lifecycles/lifecycle.ts'
import { type OrderStatus, orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import { ORDER_STATUSES } from '../../contract/orders.constants.ts'
import type {
  BatchShipmentAnswer,
  OrderChanged,
  OrderDetail,
  OrderExportChunk,
  OrderRow,
  OrderStatusCounts,
  OrderTotals,
} from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('orders on %s', (kind) => {
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

  const list = (token: string, body: Record<string, unknown> = {}) =>
    call<Page<OrderRow>>(t, 'getOrderList', { token, body })
  const detail = (token: string, orderId: string) =>
    call<OrderDetail>(t, 'getOrderDetail', { token, body: { orderId } })
  /** The caller's orders in `status`, newest first (at most `n`). */
  const inStatus = async (token: string, status: OrderStatus, n = 20) =>
    (await list(token, { statuses: [status], pageSize: n })).data.list
  const ship = (
    token: string,
    o: { orderId: string; version: number },
    extra: Record<string, unknown> = {},
  ) =>
    call<OrderChanged>(t, 'shipOrder', {
      token,
      body: {
        orderId: o.orderId,
        version: o.version,
        carrierCode: 'SF',
        trackingNo: 'SF1234567890',
        ...extra,
      },
    })
  const cancel = (token: string, o: { orderId: string; version: number }, reason = '买家要求取消') =>
    call<OrderChanged>(t, 'cancelOrder', { token, body: { orderId: o.orderId, version: o.version, reason } })
  const menuOrderCount = async (token: string) =>
    (await call<[{ orderCount: number }]>(t, 'getMenuCount', { token })).data[0].orderCount

  it('keeps the lifecycle states and the contract tuple equal', () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...orderLifecycle.states].sort())
  })

  it('lets the order area roles in and refuses the others', async () => {
    for (const user of [
      'tradebase',
      'distributionbase',
      'distributionpro',
      'sub_user_bus_mag',
      'sub_user_sale',
      'admin',
    ]) {
      const res = await list(await loginAs(t, user), { pageSize: 1 })
      expect(res.code, user).toBe(ResultCode.ok)
    }
    for (const user of ['tcbase', 'ordering', 'bindmember', 'repairfin', 'sub_user_wx']) {
      const token = await loginAs(t, user)
      for (const name of [
        'getOrderList',
        'getOrderDetail',
        'shipOrder',
        'batchShipOrders',
        'exportOrderList',
      ]) {
        const res = await call(t, name, { token, body: {} })
        expect(res.code, `${user} ${name}`).toBe(ResultCode.forbidden)
      }
    }
    expect((await call(t, 'getOrderList', { body: {} })).code).toBe(50008)
  })

  it('lists with status counts, filters, paging and sorting', async () => {
    const all = await list(trade, { pageSize: 5 })
    expect(all.data.total).toBeGreaterThanOrEqual(300)
    expect(all.data.list).toHaveLength(5)
    const created = all.data.list.map((o) => o.createdAt)
    expect([...created].sort().reverse()).toEqual(created)

    const counts = await call<OrderStatusCounts>(t, 'getOrderStatusCounts', { token: trade, body: {} })
    expect(counts.data.total).toBe(all.data.total)
    expect(counts.data.counts.map((c) => c.status)).toEqual([...ORDER_STATUSES])
    const count = (s: string) => counts.data.counts.find((c) => c.status === s)?.count ?? 0
    const waiting = await list(trade, { statuses: ['WAIT_SHIP', 'PART_SHIPPED'] })
    expect(waiting.data.total).toBe(count('WAIT_SHIP') + count('PART_SHIPPED'))
    expect(waiting.data.total).toBe(await menuOrderCount(trade))
    expect(waiting.data.list.every((o) => o.status === 'WAIT_SHIP' || o.status === 'PART_SHIPPED')).toBe(true)

    const first = all.data.list[0] as OrderRow
    const byNo = await list(trade, { orderNo: first.orderNo.slice(0, -1).toLowerCase() })
    expect(byNo.data.list.map((o) => o.orderNo)).toContain(first.orderNo)
    expect(byNo.data.list.every((o) => o.orderNo.startsWith(first.orderNo.slice(0, -1)))).toBe(true)
    expect((await list(trade, { orderNo: first.orderNo })).data.total).toBe(1)

    const byBuyer = await list(trade, { buyer: first.buyerName.slice(0, 2) })
    expect(byBuyer.data.list.every((o) => o.buyerName.includes(first.buyerName.slice(0, 2)))).toBe(true)
    expect((await list(trade, { buyer: '%' })).data.total).toBe(0)

    const day = first.createdAt.slice(0, 10)
    const onDay = await list(trade, { createdFrom: '2000-01-01', createdTo: '2000-01-02' })
    expect(onDay.data.total).toBe(0)
    const recent = await list(trade, { createdFrom: day, createdTo: '2030-01-01' })
    expect(recent.data.total).toBeGreaterThan(0)

    const amounts = await list(trade, {
      minPayAmount: 10000,
      maxPayAmount: 50000,
      sortField: 'payAmount',
      sortOrder: 'desc',
    })
    const pay = amounts.data.list.map((o) => o.payAmount)
    expect(pay.every((p) => p >= 10000 && p <= 50000)).toBe(true)
    expect([...pay].sort((a, b) => b - a)).toEqual(pay)

    const page2 = await list(trade, { page: 2, pageSize: 5 })
    expect(page2.data.list[0]?.orderId).not.toBe(first.orderId)
  })

  it('totals the filtered orders (tab, search, dates, amounts) as the list rows add up', async () => {
    /** The totals recomputed from every row the list pages through for `filters`. */
    const fromRows = async (filters: Record<string, unknown>) => {
      const sum = { count: 0, payAmount: 0, itemCount: 0 }
      for (let page = 1; ; page++) {
        const res = await list(trade, { ...filters, page, pageSize: 100 })
        for (const o of res.data.list) {
          sum.count += 1
          sum.payAmount += o.payAmount
          sum.itemCount += o.itemCount
        }
        if (page * 100 >= res.data.total) return sum
      }
    }
    const totals = async (filters: Record<string, unknown>) =>
      (await call<OrderTotals>(t, 'getOrderTotals', { token: trade, body: filters })).data
    const [newest] = (await list(trade, { pageSize: 1 })).data.list
    if (!newest) throw new Error('no order')
    const cases: Record<string, unknown>[] = [
      {},
      { statuses: ['WAIT_SHIP', 'PART_SHIPPED'] },
      { statuses: ['COMPLETED'], minPayAmount: 10000 },
      { buyer: newest.buyerName.slice(0, 2) },
      { orderNo: newest.orderNo.slice(0, -2) },
      { createdFrom: newest.createdAt.slice(0, 10), createdTo: '2030-01-01', maxPayAmount: 500000 },
    ]
    for (const filters of cases) {
      const expected = await fromRows(filters)
      expect(await totals(filters), JSON.stringify(filters)).toEqual(expected)
    }
    // The seed has orders in several states: the tab really narrows the sums.
    expect((await totals({})).count).toBeGreaterThan(
      (await totals({ statuses: ['WAIT_SHIP', 'PART_SHIPPED'] })).count,
    )
    expect((await totals({})).payAmount).toBeGreaterThan(0)
    expect(await totals({ buyer: '%' })).toEqual({ count: 0, payAmount: 0, itemCount: 0 })
    const bad = await call<{ field: string; reason: string }>(t, 'getOrderTotals', {
      token: trade,
      body: { createdFrom: '2026-11-10', createdTo: '2026-11-01' },
    })
    expect(bad.code).toBe(ResultCode.invalidInput)
    expect(bad.data).toMatchObject({ field: 'createdTo', reason: 'beforeStart' })
    // Another merchant's totals are their own.
    const other = (await call<OrderTotals>(t, 'getOrderTotals', { token: pro, body: {} })).data
    expect(other.count).toBe((await list(pro, { pageSize: 1 })).data.total)
  })

  it('refuses bad filters and bad steps at the field, changing nothing', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['getOrderList', { statuses: ['PAID'] }, 'statuses.0', 'unknownStatus'],
      ['getOrderList', { createdFrom: '2026-11-10', createdTo: '2026-11-01' }, 'createdTo', 'beforeStart'],
      ['getOrderList', { createdFrom: '2026-02-30' }, 'createdFrom', 'invalidDate'],
      ['getOrderList', { minPayAmount: 500, maxPayAmount: 100 }, 'maxPayAmount', 'belowMinimum'],
      ['getOrderList', { orderNo: 'SO%' }, 'orderNo', 'format'],
      ['getOrderList', { sortField: 'buyerPhone' }, 'sortField', 'notSortable'],
      ['getOrderDetail', { orderId: 'x1' }, 'orderId', 'notAnId'],
    ]
    for (const [name, body, field, reason] of cases) {
      const res = await call<{ field: string; reason: string }>(t, name, { token: trade, body })
      expect(res.code, JSON.stringify(body)).toBe(ResultCode.invalidInput)
      expect(res.data, JSON.stringify(body)).toMatchObject({ field, reason })
    }
    const [order] = await inStatus(trade, 'WAIT_SHIP', 1)
    if (!order) throw new Error('no WAIT_SHIP order')
    const shipCases: [Record<string, unknown>, string, string][] = [
      [{ trackingNo: 'SF-12' }, 'trackingNo', 'trackingNo'],
      [{ trackingNo: '' }, 'trackingNo', 'required'],
      [{ carrierCode: 'DHL' }, 'carrierCode', 'unknownCarrier'],
      [{ lines: [{ orderLineId: '999999', quantity: 1 }] }, 'lines.0.orderLineId', 'unknownLine'],
      [{ lines: [{ orderLineId: '1', quantity: 0 }] }, 'lines.0.quantity', 'min1'],
    ]
    for (const [extra, field, reason] of shipCases) {
      const res = await ship(trade, order, extra)
      expect(res.code, JSON.stringify(extra)).toBe(ResultCode.invalidInput)
      expect(res.data, JSON.stringify(extra)).toMatchObject({ field, reason })
    }
    const blank = await cancel(trade, order, '   ')
    expect(blank.data).toMatchObject({ field: 'reason', reason: 'required' })
    const long = await call(t, 'saveOrderRemark', {
      token: trade,
      body: { orderId: order.orderId, version: order.version, remark: 'x'.repeat(501) },
    })
    expect(long.data).toMatchObject({ field: 'remark', reason: 'tooLong', max: 500 })
    const after = await detail(trade, order.orderId)
    expect(after.data).toMatchObject({ status: 'WAIT_SHIP', version: order.version })
    expect(after.data.shipments).toEqual([])
  })

  it('shows the detail: lines, amounts, shipments and the timeline with who and when', async () => {
    const [order] = await inStatus(trade, 'COMPLETED', 1)
    if (!order) throw new Error('no COMPLETED order')
    const res = await detail(trade, order.orderId)
    expect(res.code).toBe(ResultCode.ok)
    const d = res.data
    expect(d.lines.length).toBeGreaterThan(0)
    expect(d.lines.reduce((s, l) => s + l.amount, 0)).toBe(d.goodsAmount)
    expect(d.payAmount).toBe(d.goodsAmount + d.freightAmount - d.discountAmount)
    expect(d.shipments.length).toBeGreaterThan(0)
    expect(d.timeline.map((s) => s.event)).toEqual(['order.paid', 'order.shipped', 'order.received'])
    expect(d.timeline.find((s) => s.event === 'order.shipped')?.by).toBe('陶贝')
  })

  it('answers a foreign merchant’s order as not found and changes nothing', async () => {
    const [order] = await inStatus(trade, 'WAIT_SHIP', 1)
    if (!order) throw new Error('no WAIT_SHIP order')
    expect((await detail(pro, order.orderId)).code).toBe(ResultCode.notFound)
    expect((await ship(pro, order)).code).toBe(ResultCode.notFound)
    expect((await cancel(pro, order)).code).toBe(ResultCode.notFound)
    const remark = await call(t, 'saveOrderRemark', {
      token: pro,
      body: { orderId: order.orderId, version: order.version, remark: 'x' },
    })
    expect(remark.code).toBe(ResultCode.notFound)
    // A sub-account acts inside its own merchant only.
    expect((await detail(await loginAs(t, 'sub_user_sale'), order.orderId)).code).toBe(ResultCode.notFound)
    // Order numbers are per merchant: a batch row names the caller's own order or none.
    await call<BatchShipmentAnswer>(t, 'batchShipOrders', {
      token: pro,
      body: { rows: [{ orderNo: order.orderNo, carrierCode: 'SF', trackingNo: 'SF1234567890' }] },
    })
    const after = await detail(trade, order.orderId)
    expect(after.data).toMatchObject({ status: 'WAIT_SHIP', version: order.version })
  })

  it('allows exactly the lifecycle’s merchant steps from every state, and nothing else changes', async () => {
    for (const status of ORDER_STATUSES) {
      const orders = await inStatus(pro, status, 3)
      const [a, b] = orders
      if (!a || !b) throw new Error(`two ${status} orders needed`)
      const shipLegal = canTransition(orderLifecycle, status, 'order.shipped')
      const shipped = await ship(pro, a)
      if (shipLegal) {
        expect(shipped.code, `ship ${status}`).toBe(ResultCode.ok)
        expect(shipped.data).toMatchObject({ status: 'SHIPPED', version: a.version + 1 })
        const d = (await detail(pro, a.orderId)).data
        expect(d.lines.every((l) => l.shippedQuantity === l.quantity)).toBe(true)
        expect(d.timeline.at(-1)).toMatchObject({ event: 'order.shipped', fromStatus: status, by: '狄鹏' })
        expect(d.shipments.at(-1)).toMatchObject({
          carrierCode: 'SF',
          carrierName: '顺丰速运',
          trackingNo: 'SF1234567890',
        })
      } else {
        expect(shipped.code, `ship ${status}`).toBe(ResultCode.conflict)
        expect(shipped.data).toMatchObject({ reason: 'illegalStep', status })
        expect((await detail(pro, a.orderId)).data).toMatchObject({ status, version: a.version })
      }
      const cancelLegal = canTransition(orderLifecycle, status, 'order.cancelled')
      const cancelled = await cancel(pro, b, '缺货')
      if (cancelLegal) {
        expect(cancelled.code, `cancel ${status}`).toBe(ResultCode.ok)
        const d = (await detail(pro, b.orderId)).data
        expect(d.status).toBe('CANCELLED')
        expect(d.cancelledAt).not.toBeNull()
        expect(d.timeline.at(-1)).toMatchObject({ event: 'order.cancelled', remark: '缺货', by: '狄鹏' })
      } else {
        expect(cancelled.code, `cancel ${status}`).toBe(ResultCode.conflict)
        expect((await detail(pro, b.orderId)).data).toMatchObject({ status, version: b.version })
      }
    }
  })

  it('ships some lines (partly shipped), then the rest (shipped)', async () => {
    const candidates = await inStatus(trade, 'WAIT_SHIP', 50)
    let target: OrderDetail | undefined
    for (const o of candidates) {
      const d = (await detail(trade, o.orderId)).data
      if (d.lines.length > 1 && d.lines.every((l) => l.shippedQuantity === 0)) {
        target = d
        break
      }
    }
    if (!target) throw new Error('no multi-line WAIT_SHIP order')
    const [first, second] = target.lines as [OrderDetail['lines'][0], OrderDetail['lines'][0]]
    const over = await ship(trade, target, {
      lines: [{ orderLineId: first.orderLineId, quantity: first.quantity + 1 }],
    })
    expect(over.data).toMatchObject({
      field: 'lines.0.quantity',
      reason: 'overRemaining',
      max: first.quantity,
    })
    const part = await ship(trade, target, {
      lines: [{ orderLineId: first.orderLineId, quantity: first.quantity }],
      trackingNo: 'yt0000000001',
      carrierCode: 'YTO',
    })
    expect(part.data).toMatchObject({ status: 'PART_SHIPPED' })
    const mid = (await detail(trade, target.orderId)).data
    expect(mid.shipments.at(-1)).toMatchObject({
      trackingNo: 'YT0000000001',
      lines: [{ orderLineId: first.orderLineId, quantity: first.quantity }],
    })
    expect(mid.lines.find((l) => l.orderLineId === second.orderLineId)?.shippedQuantity).toBe(0)
    const rest = await ship(trade, mid, { trackingNo: 'YT0000000002', carrierCode: 'YTO' })
    expect(rest.data).toMatchObject({ status: 'SHIPPED', version: mid.version + 1 })
    const done = (await detail(trade, target.orderId)).data
    expect(done.timeline.slice(-2).map((s) => s.event)).toEqual(['order.partiallyShipped', 'order.shipped'])
    expect(done.shipments).toHaveLength(2)
    const again = await ship(trade, done)
    expect(again.code).toBe(ResultCode.conflict)
  })

  it('refuses a stale step (the order changed since it was loaded) and changes nothing', async () => {
    const [order] = await inStatus(trade, 'WAIT_SHIP', 1)
    if (!order) throw new Error('no WAIT_SHIP order')
    const remark = await call<OrderChanged>(t, 'saveOrderRemark', {
      token: trade,
      body: { orderId: order.orderId, version: order.version, remark: '  易碎品，加固包装 ' },
    })
    expect(remark.data).toMatchObject({ status: 'WAIT_SHIP', version: order.version + 1 })
    // The other tab still holds the version it loaded.
    const stale = await ship(trade, order)
    expect(stale.code).toBe(ResultCode.conflict)
    expect(stale.data).toMatchObject({ reason: 'stale', status: 'WAIT_SHIP', version: order.version + 1 })
    const staleCancel = await cancel(trade, order)
    expect(staleCancel.code).toBe(ResultCode.conflict)
    const d = (await detail(trade, order.orderId)).data
    expect(d).toMatchObject({
      status: 'WAIT_SHIP',
      version: order.version + 1,
      sellerRemark: '易碎品，加固包装',
    })
    expect(d.shipments).toEqual([])
    // Two tabs ship the same order: the first wins, the second is told.
    const [win, lose] = await Promise.all([ship(trade, d), ship(trade, d)].map((p) => p.then((r) => r.code)))
    expect([win, lose].sort()).toEqual([ResultCode.ok, ResultCode.conflict])
    expect((await detail(trade, order.orderId)).data.shipments).toHaveLength(1)
  })

  it('previews a batch shipment with a problem per bad row, writing nothing; then ships the good rows', async () => {
    const waiting = await inStatus(pro, 'WAIT_SHIP', 4)
    const [cancelled] = await inStatus(pro, 'CANCELLED', 1)
    if (waiting.length < 4 || !cancelled) throw new Error('orders needed')
    const [a, b, c, d] = waiting as [OrderRow, OrderRow, OrderRow, OrderRow]
    const rows = [
      { orderNo: a.orderNo, carrierCode: 'SF', trackingNo: 'SF2000000001' },
      { orderNo: 'SO00000000000', carrierCode: 'SF', trackingNo: 'SF2000000002' },
      { orderNo: cancelled.orderNo, carrierCode: 'SF', trackingNo: 'SF2000000003' },
      { orderNo: b.orderNo, carrierCode: 'SF', trackingNo: 'bad#' },
      { orderNo: a.orderNo, carrierCode: 'SF', trackingNo: 'SF2000000005' },
      { orderNo: c.orderNo, carrierCode: 'UPS', trackingNo: 'SF2000000006' },
      { orderNo: '', carrierCode: 'SF', trackingNo: 'SF2000000007' },
      { orderNo: ` ${d.orderNo.toLowerCase()} `, carrierCode: '中通', trackingNo: '7300000000008' },
    ]
    const countBefore = await menuOrderCount(pro)
    const preview = await call<BatchShipmentAnswer>(t, 'previewBatchShipment', { token: pro, body: { rows } })
    expect(preview.code).toBe(ResultCode.ok)
    expect(preview.data.rows.map((r) => r.problem)).toEqual([
      null,
      'unknownOrder',
      'wrongStatus',
      'badTrackingNo',
      'duplicate',
      'unknownCarrier',
      'missingOrderNo',
      null,
    ])
    expect(preview.data).toMatchObject({ okCount: 2, errorCount: 6 })
    expect((await detail(pro, a.orderId)).data.status).toBe('WAIT_SHIP')
    expect(await menuOrderCount(pro)).toBe(countBefore)

    const shipped = await call<BatchShipmentAnswer>(t, 'batchShipOrders', { token: pro, body: { rows } })
    expect(shipped.data).toMatchObject({ okCount: 2, errorCount: 6 })
    expect(shipped.data.rows[0]).toMatchObject({ ok: true, status: 'SHIPPED' })
    expect(shipped.data.rows[7]).toMatchObject({
      ok: true,
      status: 'SHIPPED',
      orderNo: d.orderNo,
      carrierCode: 'ZTO',
    })
    expect((await detail(pro, d.orderId)).data.shipments.at(-1)).toMatchObject({
      carrierName: '中通快递',
      trackingNo: '7300000000008',
    })
    expect((await detail(pro, b.orderId)).data.status).toBe('WAIT_SHIP')
    expect(await menuOrderCount(pro)).toBe(countBefore - 2)

    // Shipping the same rows again: the shipped orders now have the wrong status.
    const again = await call<BatchShipmentAnswer>(t, 'batchShipOrders', {
      token: pro,
      body: { rows: rows.slice(0, 1) },
    })
    expect(again.data.rows[0]).toMatchObject({ ok: false, problem: 'wrongStatus', status: 'SHIPPED' })

    const tooMany = await call(t, 'previewBatchShipment', {
      token: pro,
      body: { rows: Array.from({ length: 501 }, () => rows[0]) },
    })
    expect(tooMany.data).toMatchObject({ field: 'rows', reason: 'tooMany' })
    const none = await call(t, 'batchShipOrders', { token: pro, body: { rows: [] } })
    expect(none.data).toMatchObject({ field: 'rows', reason: 'tooFew' })
  })

  it('exports the filtered list in chunks that cover it exactly once', async () => {
    const filters = { statuses: ['COMPLETED', 'SHIPPED'] }
    const total = (await list(trade, filters)).data.total
    const seen: string[] = []
    let cursor: string | undefined
    let first = true
    for (let guard = 0; guard < 20; guard++) {
      const res = await call<OrderExportChunk>(t, 'exportOrderList', {
        token: trade,
        body: { ...filters, limit: 40, ...(cursor ? { cursor } : {}) },
      })
      expect(res.code).toBe(ResultCode.ok)
      if (first) expect(res.data.total).toBe(total)
      else expect(res.data.total).toBeNull()
      first = false
      seen.push(...res.data.rows.map((r) => r.orderId))
      expect(res.data.rows.every((r) => r.status === 'COMPLETED' || r.status === 'SHIPPED')).toBe(true)
      if (!res.data.nextCursor) break
      cursor = res.data.nextCursor
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    const tooBig = await call(t, 'exportOrderList', { token: trade, body: { limit: 5001 } })
    expect(tooBig.data).toMatchObject({ field: 'limit', reason: 'tooLarge' })
  })
})
