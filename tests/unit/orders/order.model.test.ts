// Model-based test of the order machine (one open order on orderDetails and shipment): every
// state and transition walked with the lifecycle's states as loaded records, the server's
// answers (done, not found, conflict, refused field, failure) as outcomes, and replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { eventsFrom } from '../../../contract/lifecycles/lifecycle.ts'
import { type OrderStatus, orderLifecycle } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { OrderChanged, OrderDetail } from '../../../contract/orders.schema.ts'
import {
  type OrderWrite,
  offeredActions,
  orderMachine as liveOrder,
} from '../../../src/machines/orders/order.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const orderIn = (status: OrderStatus, version = 3): OrderDetail => ({
  orderId: '42',
  orderNo: 'SO2026112000042',
  channel: 'MALL',
  status,
  buyerName: '王芳',
  buyerPhone: '13800000000',
  receiverName: '王芳',
  itemCount: 2,
  payAmount: 12000,
  createdAt: '2026-11-20T01:00:00.000Z',
  paidAt: null,
  version,
  receiverPhone: '13800000000',
  address: '上海市浦东新区',
  goodsAmount: 12000,
  freightAmount: 0,
  discountAmount: 0,
  refundedAmount: 0,
  buyerRemark: '',
  sellerRemark: '',
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  payDeadline: null,
  updatedAt: '2026-11-20T01:00:00.000Z',
  lines: [],
  shipments: [],
  timeline: [],
  offlinePayment: null,
})

const machine = liveOrder.provide({ actions: { countsChanged: () => {} } })
const input = { orderId: '42' }
const model = {
  input,
  events: [
    { type: 'order.reload' },
    { type: 'order.ship', values: { carrierCode: 'SF', trackingNo: 'SF1234567890' } },
    { type: 'order.cancel' },
    { type: 'order.remark' },
    { type: 'order.confirm', text: ' 缺货 ' },
    { type: 'order.confirm', text: '  ' },
    { type: 'order.close' },
    { type: 'order.dismiss' },
  ],
  outcomes: {
    loadOrder: {
      done: [orderIn('WAIT_SHIP'), orderIn('SHIPPED')],
      error: [
        { code: 40400, message: 'not found' },
        { code: null, message: 'fetch failed' },
      ],
    },
    writeOrder: {
      done: [{ orderId: '42', status: 'SHIPPED', version: 4 }],
      error: [
        { code: 40900, message: 'changed', data: { reason: 'stale' } },
        { code: 40000, message: 'bad', data: { field: 'trackingNo', reason: 'trackingNo' } },
        { code: 50000, message: 'boom' },
      ],
    },
  },
} as const

function live(load: () => Promise<OrderDetail>, write: (w: OrderWrite) => Promise<OrderChanged>) {
  const sent: OrderWrite[] = []
  const calls: string[] = []
  const actor = createActor(
    liveOrder.provide({
      actors: {
        loadOrder: fromPromise(async () => load()),
        writeOrder: fromPromise<OrderChanged, OrderWrite>(async ({ input: w }) => {
          sent.push(w)
          return write(w)
        }),
      },
      actions: { countsChanged: () => void calls.push('countsChanged') },
    }),
    { input },
  ).start()
  return { actor, sent, calls }
}

describe('order machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(machine, { ...model, strategy: 'transitions' })
    expectFullCoverage(machine, paths)
    expectEventsAccepted(machine, model.events)
  })

  it('offers exactly the lifecycle’s merchant steps for every state', () => {
    for (const status of orderLifecycle.states) {
      const events = eventsFrom(orderLifecycle, status)
      const offered = offeredActions(status)
      expect(offered.includes('ship'), status).toBe(events.includes('order.shipped'))
      expect(offered.includes('cancel'), status).toBe(events.includes('order.cancelled'))
      expect(offered.includes('pay'), status).toBe(events.includes('order.paid'))
    }
  })

  it('refuses ship and cancel for an order whose state does not allow them', async () => {
    const { actor, sent } = live(
      async () => orderIn('SHIPPED'),
      async () => ({ orderId: '42', status: 'SHIPPED', version: 4 }),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'order.ship', values: { carrierCode: 'SF', trackingNo: 'SF1234567890' } })
    actor.send({ type: 'order.cancel' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(sent).toEqual([])
  })

  it('sends a step with the loaded version; a conflict reloads the record and says why', async () => {
    let status: OrderStatus = 'WAIT_SHIP'
    let answer: () => Promise<OrderChanged> = async () => {
      throw { code: 40900, message: 'changed', data: { reason: 'stale' } }
    }
    const { actor, sent, calls } = live(
      async () => orderIn(status, status === 'WAIT_SHIP' ? 3 : 5),
      () => answer(),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'order.ship', values: { carrierCode: 'SF', trackingNo: 'SF1234567890' } })
    status = 'SHIPPED'
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'conflict')
    expect(sent).toEqual([
      { kind: 'ship', orderId: '42', version: 3, carrierCode: 'SF', trackingNo: 'SF1234567890' },
    ])
    expect(after.context.order?.status).toBe('SHIPPED')
    expect(calls).toEqual(['countsChanged'])
    // Reloaded as SHIPPED: ship is no longer offered.
    actor.send({ type: 'order.ship', values: { carrierCode: 'SF', trackingNo: 'SF1234567890' } })
    expect(sent).toHaveLength(1)
    answer = async () => ({ orderId: '42', status: 'SHIPPED', version: 6 })
    actor.send({ type: 'order.remark' })
    actor.send({ type: 'order.confirm', text: ' 加急 ' })
    const saved = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'remarkSaved')
    expect(sent[1]).toEqual({ kind: 'remark', orderId: '42', version: 5, remark: '加急' })
    expect(saved.context.notice).toBe('remarkSaved')
    expect(calls).toEqual(['countsChanged'])
  })

  it('cancel needs a reason; a refused field stays in the dialog; close sends nothing', async () => {
    let answer: () => Promise<OrderChanged> = async () => {
      throw { code: 40000, message: 'bad', data: { field: 'reason', reason: 'tooLong', max: 200 } }
    }
    const { actor, sent, calls } = live(
      async () => orderIn('WAIT_PAY'),
      () => answer(),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'order.cancel' })
    actor.send({ type: 'order.confirm', text: '   ' })
    expect(actor.getSnapshot().value).toEqual({ asking: 'cancel' })
    expect(sent).toEqual([])
    actor.send({ type: 'order.confirm', text: '太长的理由' })
    const refused = await waitFor(actor, (s) => s.matches({ asking: 'cancel' }) && !!s.context.fieldError)
    expect(refused.context.fieldError).toEqual({ field: 'reason', reason: 'tooLong', max: 200 })
    actor.send({ type: 'order.close' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.fieldError).toBeUndefined()
    answer = async () => ({ orderId: '42', status: 'CANCELLED', version: 4 })
    actor.send({ type: 'order.cancel' })
    actor.send({ type: 'order.confirm', text: ' 买家要求 ' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'cancelled')
    expect(sent.at(-1)).toEqual({ kind: 'cancel', orderId: '42', version: 3, reason: '买家要求' })
    expect(calls).toEqual(['countsChanged'])
  })

  it('the remark dialog starts from the current remark, may empty it, and the cancel dialog starts blank', async () => {
    let remark = '周五前发货'
    const { actor, sent } = live(
      async () => ({ ...orderIn('WAIT_SHIP'), sellerRemark: remark }),
      async (w) => {
        if (w.kind === 'remark') remark = w.remark
        return { orderId: '42', status: 'WAIT_SHIP', version: 4 }
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'order.remark' })
    expect(actor.getSnapshot().value).toEqual({ asking: 'remark' })
    expect(actor.getSnapshot().context.draft).toBe('周五前发货')
    actor.send({ type: 'order.close' })
    actor.send({ type: 'order.cancel' })
    expect(actor.getSnapshot().context.draft).toBe('')
    actor.send({ type: 'order.close' })
    // Emptied: a blank remark is sent (clears it); the next opening starts from the saved one.
    actor.send({ type: 'order.remark' })
    actor.send({ type: 'order.confirm', text: '  ' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'remarkSaved')
    expect(sent).toEqual([{ kind: 'remark', orderId: '42', version: 3, remark: '' }])
    actor.send({ type: 'order.remark' })
    expect(actor.getSnapshot().context.draft).toBe('')
  })

  it('an unknown order ends in missing', async () => {
    const { actor } = live(
      async () => {
        throw { code: 40400, message: 'not found' }
      },
      async () => ({ orderId: '42', status: 'SHIPPED', version: 4 }),
    )
    const s = await waitFor(actor, (x) => x.matches('missing'))
    expect(s.hasTag('missing')).toBe(true)
  })

  const paths = modelPaths(machine, model)
  it.each(paths.map((p) => [pathName(p, machine), p] as const))('replays %s', (_name, path) => {
    replayPath(machine, path, { input })
  })
})
