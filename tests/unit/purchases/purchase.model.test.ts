// Model-based test of the buyer's order (purchase.machine.ts), the buyer's side of the order
// lifecycle: every state and transition walked with an unpaid and a shipped order as loaded
// records and the server's answers (done, not found, conflict, refused field, failure) as
// outcomes, replayed live; then the steps as the buyer sees them.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PurchaseDetail } from '../../../contract/purchases.schema.ts'
import {
  type AfterSaleValues,
  type PurchaseWrite,
  purchaseMachine,
} from '../../../src/machines/purchases/purchase.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const line = { orderLineId: '9', afterSaleQuantityLeft: 2, afterSaleAmountLeft: 5000 }
const purchase = (status: string, lines: unknown[] = [], version = 3) =>
  ({ orderId: '42', status, paymentProvider: 'simulated', version, lines }) as unknown as PurchaseDetail
const unpaid = purchase('WAIT_PAY')
const shipped = purchase('SHIPPED', [line])
const afterSale: AfterSaleValues = {
  orderLineId: '9',
  afterSaleKind: 'REFUND_ONLY' as AfterSaleValues['afterSaleKind'],
  quantity: 1,
  refundAmount: 2500,
  reason: '破损',
}
const conflict = { code: 40900, message: 'The seller has shipped it', data: { reason: 'stale' } }
const refusedField = { code: 40000, message: 'bad', data: { field: 'quantity', reason: 'max', max: 2 } }

const input = { orderId: '42' }
const model = {
  input,
  events: [
    { type: 'purchase.reload' },
    { type: 'purchase.pay' },
    { type: 'purchase.cancel' },
    { type: 'purchase.confirmReceipt' },
    { type: 'purchase.requestAfterSale' },
    { type: 'purchase.confirm', text: ' 不想要了 ' },
    { type: 'purchase.confirm', text: '  ' },
    { type: 'purchase.submitAfterSale', values: afterSale },
    { type: 'purchase.close' },
    { type: 'purchase.dismiss' },
  ],
  outcomes: {
    loadPurchase: {
      done: [unpaid, shipped],
      error: [
        { code: 40400, message: 'not found' },
        { code: null, message: 'fetch failed' },
      ],
    },
    writePurchase: { done: [{ orderId: '42', version: 4 }], error: [conflict, refusedField] },
  },
} as const

/** A live page: the server answers loads in turn and each write with `write`. */
function live(loads: PurchaseDetail[], write: (w: PurchaseWrite) => Promise<unknown>) {
  const writes: PurchaseWrite[] = []
  let n = 0
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        loadPurchase: fromPromise(async () => loads[Math.min(n++, loads.length - 1)] as PurchaseDetail),
        writePurchase: fromPromise<unknown, PurchaseWrite>(async ({ input: w }) => {
          writes.push(w)
          return write(w)
        }),
      },
    }),
    { input },
  ).start()
  return { actor, writes }
}

describe('purchase machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(purchaseMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(purchaseMachine, paths)
    expectEventsAccepted(purchaseMachine, model.events)
  })

  it('an unpaid order is paid with the version loaded, then shown again as paid', async () => {
    const { actor, writes } = live([unpaid, purchase('WAIT_SHIP', [], 4)], async () => ({ version: 4 }))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.confirmReceipt' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'purchase.pay' })
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.order?.version === 4)
    expect(writes).toEqual([{ kind: 'pay', orderId: '42', version: 3 }])
    expect(after.context.notice).toBe('paid')
  })

  it('cancel needs a reason: a blank one is refused, the given one is sent trimmed', async () => {
    const { actor, writes } = live([unpaid, purchase('CANCELLED')], async () => ({}))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.cancel' })
    actor.send({ type: 'purchase.confirm', text: '   ' })
    expect(actor.getSnapshot().matches({ asking: 'cancel' })).toBe(true)
    actor.send({ type: 'purchase.confirm', text: ' 不想要了 ' })
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'cancelled')
    expect(writes).toEqual([{ kind: 'cancel', orderId: '42', version: 3, reason: '不想要了' }])
    expect(after.context.order?.status).toBe('CANCELLED')
  })

  it('a refused after-sale field stays in the dialog at the field; a conflict reloads and says why', async () => {
    let answer: unknown = refusedField
    const { actor, writes } = live([shipped, purchase('COMPLETED', [line], 5)], async () => {
      throw answer
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.pay' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'purchase.requestAfterSale' })
    actor.send({ type: 'purchase.submitAfterSale', values: afterSale })
    const refused = await waitFor(actor, (s) => s.matches({ asking: 'afterSale' }) && !!s.context.fieldError)
    expect(refused.context.fieldError).toEqual({ field: 'quantity', reason: 'max', max: 2 })
    answer = conflict
    actor.send({ type: 'purchase.submitAfterSale', values: afterSale })
    const reloaded = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'conflict')
    expect(reloaded.context.conflictMessage).toBe('The seller has shipped it')
    expect(reloaded.context.order?.version).toBe(5)
    expect(writes).toHaveLength(2)
  })

  it('an order that is not the buyer’s is missing: the page ends there', async () => {
    const actor = createActor(
      purchaseMachine.provide({
        actors: { loadPurchase: fromPromise(async () => Promise.reject({ code: 40400, message: 'no' })) },
      }),
      { input },
    ).start()
    const end = await waitFor(actor, (s) => s.status === 'done')
    expect(end.hasTag('missing')).toBe(true)
  })

  const paths = modelPaths(purchaseMachine, model)
  it.each(paths.map((p) => [pathName(p, purchaseMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(purchaseMachine, path, { input })
  })
})
