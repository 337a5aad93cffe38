// Model-based test of the after-sale machine (one open request on the orderAfterSales page):
// every state and transition, the steps offered for every status and kind (the after-sale
// lifecycle and its kind rule), dialogs that send nothing on cancel, and a 40900 refusal that
// reloads the request and says why; all paths replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { AFTER_SALE_ACTIONS, type AfterSaleAction } from '../../../contract/after-sales.constants.ts'
import type { AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import {
  AFTER_SALE_KINDS,
  type AfterSaleKind,
  type AfterSaleStatus,
  afterSaleLifecycle,
} from '../../../contract/lifecycles/after-sale.lifecycle.ts'
import { allowedActions } from '../../../src/machines/orders/after-sale-actions.ts'
import {
  type AfterSaleStepInput,
  afterSaleMachine as liveMachine,
  checkShipment,
} from '../../../src/machines/orders/after-sale.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

function record(status: AfterSaleStatus, kind: AfterSaleKind, version = 1): AfterSaleDetail {
  return {
    afterSaleId: 7,
    afterSaleNo: 'AS2026112000007',
    orderId: 3,
    orderNo: 'SO2026111800003',
    buyerName: '王芳',
    kind,
    reason: '质量问题',
    productName: '不锈钢保温杯',
    quantity: 1,
    refundAmount: 5900,
    status,
    createdAt: '2026-11-19T02:00:00.000Z',
    updatedAt: '2026-11-19T02:00:00.000Z',
    version,
    description: '',
    images: [],
    auditRemark: '',
    returnCarrierName: '',
    returnTrackingNo: '',
    auditedAt: null,
    completedAt: null,
    line: null,
    order: { orderId: 3, orderNo: 'SO2026111800003', status: 'SHIPPED', payAmount: 5900, refundedAmount: 0 },
    history: [],
  }
}

const machine = liveMachine.provide({ actions: { notifyDone: () => {}, countsChanged: () => {} } })
const input = { afterSaleId: 7 }

const model = {
  input,
  events: [
    { type: 'afterSale.approve' },
    { type: 'afterSale.reject' },
    { type: 'afterSale.receive' },
    { type: 'afterSale.refuseReceipt' },
    { type: 'afterSale.refund' },
    { type: 'afterSale.shipExchange' },
    { type: 'afterSale.confirm' },
    { type: 'afterSale.confirm', reason: ' 商品已使用 ' },
    { type: 'afterSale.confirm', carrierName: '顺丰速运', trackingNo: 'SF1234567890' },
    { type: 'afterSale.cancel' },
    { type: 'afterSale.retry' },
    { type: 'afterSale.reload' },
    { type: 'afterSale.dismiss' },
  ],
  outcomes: {
    load: {
      done: [
        record('WAIT_AUDIT', 'REFUND_ONLY'),
        record('WAIT_RECEIVE', 'EXCHANGE'),
        record('WAIT_RECEIVE', 'RETURN_REFUND'),
        record('WAIT_REFUND', 'REFUND_ONLY'),
        record('COMPLETED', 'EXCHANGE'),
      ],
      error: [{ code: 40400, message: 'not found' }],
    },
    step: {
      done: [record('REJECTED', 'REFUND_ONLY', 2)],
      error: [
        { code: 40900, message: 'changed', data: { reason: 'stale', status: 'WAIT_AUDIT', version: 2 } },
        { code: null, message: 'fetch failed' },
      ],
    },
  },
} as const

function live(
  load: () => Promise<AfterSaleDetail>,
  step: (req: AfterSaleStepInput) => Promise<AfterSaleDetail>,
) {
  const sent: AfterSaleStepInput[] = []
  const calls: string[] = []
  let loads = 0
  const actor = createActor(
    liveMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads++
          return load()
        }),
        step: fromPromise<AfterSaleDetail, AfterSaleStepInput>(async ({ input }) => {
          sent.push(input)
          return step(input)
        }),
      },
      actions: {
        notifyDone: () => void calls.push('notifyDone'),
        countsChanged: () => void calls.push('countsChanged'),
      },
    }),
    { input },
  ).start()
  return { actor, sent, calls, loads: () => loads }
}

describe('the steps a request offers', () => {
  it('follow the lifecycle and the kind rule for every status and kind', () => {
    const table = Object.fromEntries(
      afterSaleLifecycle.states.map((s) => [
        s,
        Object.fromEntries(AFTER_SALE_KINDS.map((k) => [k, allowedActions(s, k)])),
      ]),
    )
    expect(table).toEqual({
      WAIT_AUDIT: {
        REFUND_ONLY: ['approve', 'reject'],
        RETURN_REFUND: ['approve', 'reject'],
        EXCHANGE: ['approve', 'reject'],
      },
      // Waiting for the buyer to send the goods back: nothing for the merchant to do.
      WAIT_RETURN: { REFUND_ONLY: [], RETURN_REFUND: [], EXCHANGE: [] },
      WAIT_RECEIVE: {
        REFUND_ONLY: ['refuseReceipt'],
        RETURN_REFUND: ['receive', 'refuseReceipt'],
        EXCHANGE: ['shipExchange', 'refuseReceipt'],
      },
      WAIT_REFUND: { REFUND_ONLY: ['refund'], RETURN_REFUND: ['refund'], EXCHANGE: ['refund'] },
      COMPLETED: { REFUND_ONLY: [], RETURN_REFUND: [], EXCHANGE: [] },
      REJECTED: { REFUND_ONLY: [], RETURN_REFUND: [], EXCHANGE: [] },
      CANCELLED: { REFUND_ONLY: [], RETURN_REFUND: [], EXCHANGE: [] },
    })
  })

  it.each(afterSaleLifecycle.states.flatMap((s) => AFTER_SALE_KINDS.map((k) => [s, k] as const)))(
    'the machine opens exactly the allowed dialogs for %s %s',
    async (status, kind) => {
      const { actor } = live(
        async () => record(status, kind),
        async () => record(status, kind),
      )
      const ready = await waitFor(actor, (s) => s.matches('ready'))
      const offered = AFTER_SALE_ACTIONS.filter((a) => ready.can({ type: `afterSale.${a}` } as never))
      expect(offered).toEqual(
        [...allowedActions(status, kind)].sort(
          (a, b) => AFTER_SALE_ACTIONS.indexOf(a) - AFTER_SALE_ACTIONS.indexOf(b),
        ),
      )
      actor.stop()
    },
  )
})

describe('after-sale machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(machine, { ...model, strategy: 'transitions' })
    expectFullCoverage(machine, paths)
    expectEventsAccepted(machine, model.events)
  })

  it('reject: a blank reason is refused, cancel sends nothing, a reason is sent trimmed with the version', async () => {
    const { actor, sent, calls } = live(
      async () => record('WAIT_AUDIT', 'RETURN_REFUND', 4),
      async () => record('REJECTED', 'RETURN_REFUND', 5),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'afterSale.reject' })
    actor.send({ type: 'afterSale.confirm', reason: '   ' })
    expect(actor.getSnapshot().hasTag('reason')).toBe(true)
    actor.send({ type: 'afterSale.cancel' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(sent).toEqual([])
    actor.send({ type: 'afterSale.reject' })
    actor.send({ type: 'afterSale.confirm', reason: ' 商品已使用 ' })
    const done = await waitFor(
      actor,
      (s) => s.matches({ ready: 'idle' }) && s.context.record?.status === 'REJECTED',
    )
    expect(sent).toEqual([{ action: 'reject', afterSaleId: 7, version: 4, reason: '商品已使用' }])
    expect(calls).toEqual(['notifyDone', 'countsChanged'])
    // A rejected request offers nothing more.
    expect(done.can({ type: 'afterSale.approve' })).toBe(false)
  })

  it('a stale refusal (40900) reloads the request and says why; nothing else is sent', async () => {
    let current = record('WAIT_AUDIT', 'REFUND_ONLY', 1)
    const { actor, sent, calls, loads } = live(
      async () => current,
      async () => {
        current = record('REJECTED', 'REFUND_ONLY', 2)
        throw { code: 40900, message: 'changed', data: { reason: 'stale', status: 'REJECTED', version: 2 } }
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'afterSale.approve' })
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true)
    actor.send({ type: 'afterSale.confirm' })
    const after = await waitFor(actor, (s) => s.matches('ready') && loads() === 2)
    expect(after.context.conflict).toBe('stale')
    expect(after.context.record?.status).toBe('REJECTED')
    expect(sent).toHaveLength(1)
    expect(calls).toEqual(['countsChanged'])
    actor.send({ type: 'afterSale.dismiss' })
    expect(actor.getSnapshot().context.conflict).toBeUndefined()
  })

  it('an illegal refusal says so; another failure stays in the dialog with retry', async () => {
    let fail: unknown = {
      code: 40900,
      message: 'illegal',
      data: { reason: 'illegal', status: 'COMPLETED', version: 3 },
    }
    const { actor, sent } = live(
      async () => record('WAIT_REFUND', 'REFUND_ONLY', 2),
      async () => {
        throw fail
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'afterSale.refund' })
    actor.send({ type: 'afterSale.confirm' })
    const illegal = await waitFor(actor, (s) => s.matches('ready') && s.context.conflict !== undefined)
    expect(illegal.context.conflict).toBe('illegal')
    fail = { code: null, message: 'fetch failed' }
    actor.send({ type: 'afterSale.refund' })
    actor.send({ type: 'afterSale.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: null, message: 'fetch failed' })
    actor.send({ type: 'afterSale.retry' })
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 3)
    expect(sent[2]).toEqual(sent[1])
    actor.send({ type: 'afterSale.cancel' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
  })

  it('ships an exchange only with a carrier and a valid tracking number', async () => {
    const { actor, sent } = live(
      async () => record('WAIT_RECEIVE', 'EXCHANGE', 3),
      async () => record('COMPLETED', 'EXCHANGE', 4),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'afterSale.shipExchange' })
    actor.send({ type: 'afterSale.confirm', carrierName: '顺丰速运', trackingNo: 'SF 1!' })
    actor.send({ type: 'afterSale.confirm', carrierName: '', trackingNo: 'SF1234567890' })
    expect(actor.getSnapshot().hasTag('shipment')).toBe(true)
    actor.send({ type: 'afterSale.confirm', carrierName: ' 顺丰速运 ', trackingNo: 'SF1234567890 ' })
    await waitFor(actor, (s) => s.context.record?.status === 'COMPLETED')
    expect(sent).toEqual([
      {
        action: 'shipExchange',
        afterSaleId: 7,
        version: 3,
        carrierName: '顺丰速运',
        trackingNo: 'SF1234567890',
      },
    ])
    expect(checkShipment({ carrierName: '', trackingNo: 'x' })).toEqual({
      carrierName: 'required',
      trackingNo: 'format',
    })
  })

  const paths = modelPaths(machine, model)
  it.each(paths.map((p) => [pathName(p, machine), p] as const))('replays %s', (_name, path) => {
    replayPath(machine, path, { input })
  })
})

/** Every action is reachable from some status and kind (none is dead code). */
it('every console action is offered somewhere', () => {
  const offered = new Set<AfterSaleAction>()
  for (const s of afterSaleLifecycle.states)
    for (const k of AFTER_SALE_KINDS) for (const a of allowedActions(s, k)) offered.add(a)
  expect([...offered].sort()).toEqual([...AFTER_SALE_ACTIONS].sort())
})
