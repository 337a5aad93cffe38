// The buyer's purchase machine: what it offers per state, each step sent with the version it
// loaded, the reload after a step or a refusal, a refused field kept in its dialog, and the
// after-sale form's checks (the same the server makes).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PurchaseDetail, PurchaseLine } from '../../../contract/purchases.schema.ts'
import { afterSaleValuesOf, checkAfterSale, initialAfterSale, withLine } from './after-sale-form.ts'
import { offeredPurchaseActions, type PurchaseWrite, purchaseMachine } from './purchase.machine.ts'

const line = (id: string, left: number, amountLeft: number): PurchaseLine =>
  ({
    orderLineId: id,
    productName: `P${id}`,
    amount: amountLeft,
    afterSaleQuantityLeft: left,
    afterSaleAmountLeft: amountLeft,
  }) as PurchaseLine

const detail = (
  status: PurchaseDetail['status'],
  version: number,
  extra: Partial<PurchaseDetail> = {},
): PurchaseDetail =>
  ({
    orderId: '7',
    orderNo: 'BO1',
    status,
    version,
    lines: [line('1', 0, 0)],
    paymentProvider: 'simulated',
    ...extra,
  }) as PurchaseDetail

function start(load: () => Promise<PurchaseDetail>, write: (w: PurchaseWrite) => Promise<unknown>) {
  const written: PurchaseWrite[] = []
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        loadPurchase: fromPromise(async () => load()),
        writePurchase: fromPromise(async ({ input }) => {
          written.push(input)
          return write(input)
        }),
      },
    }),
    { input: { orderId: '7' } },
  ).start()
  return { actor, written }
}

describe('offeredPurchaseActions', () => {
  it('offers pay and cancel while unpaid, receipt once shipped, after-sales while a line has some left', () => {
    expect(offeredPurchaseActions(detail('WAIT_PAY', 0))).toEqual(['pay', 'cancel'])
    expect(offeredPurchaseActions(detail('WAIT_SHIP', 1))).toEqual([])
    expect(offeredPurchaseActions(detail('SHIPPED', 2, { lines: [line('1', 2, 500)] }))).toEqual([
      'confirmReceipt',
      'requestAfterSale',
    ])
    expect(offeredPurchaseActions(detail('COMPLETED', 3, { lines: [line('1', 0, 0)] }))).toEqual([])
    expect(offeredPurchaseActions(detail('CANCELLED', 1))).toEqual([])
  })
})

describe('purchase machine', () => {
  it('pays with the version it loaded, reloads and says so', async () => {
    let status: PurchaseDetail['status'] = 'WAIT_PAY'
    const { actor, written } = start(
      async () => detail(status, status === 'WAIT_PAY' ? 4 : 5),
      async () => {
        status = 'WAIT_SHIP'
        return {}
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.pay' })
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'WAIT_SHIP')
    expect(written).toEqual([{ kind: 'pay', orderId: '7', version: 4 }])
    expect(after.context.notice).toBe('paid')
    // Nothing more to pay.
    expect(after.can({ type: 'purchase.pay' })).toBe(false)
  })

  it('does not pay itself with the signed provider: the provider’s notification does', async () => {
    const { actor } = start(
      async () => detail('WAIT_PAY', 0, { paymentProvider: 'signed' }),
      async () => ({}),
    )
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.can({ type: 'purchase.pay' })).toBe(false)
    expect(ready.can({ type: 'purchase.cancel' })).toBe(true)
  })

  it('cancels only with a reason, trimmed; closing sends nothing', async () => {
    const { actor, written } = start(
      async () => detail('WAIT_PAY', 2),
      async () => ({}),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.cancel' })
    expect(actor.getSnapshot().matches({ asking: 'cancel' })).toBe(true)
    actor.send({ type: 'purchase.confirm', text: '   ' })
    expect(actor.getSnapshot().matches({ asking: 'cancel' })).toBe(true)
    actor.send({ type: 'purchase.close' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'purchase.cancel' })
    actor.send({ type: 'purchase.confirm', text: ' 下错单了 ' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'cancelled')
    expect(written).toEqual([{ kind: 'cancel', orderId: '7', version: 2, reason: '下错单了' }])
  })

  it('a refused step (the seller moved the order on) reloads and says why', async () => {
    const { actor } = start(
      async () => detail('SHIPPED', 6, { lines: [line('1', 1, 100)] }),
      async () => {
        throw { code: 40900, message: 'This step is not possible.', data: { reason: 'illegalStep' } }
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.confirmReceipt' })
    expect(actor.getSnapshot().matches({ asking: 'receipt' })).toBe(true)
    actor.send({ type: 'purchase.confirm', text: '' })
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'conflict')
    expect(after.context.conflictMessage).toBe('This step is not possible.')
  })

  it('keeps a refused after-sale field in the form; a good request reloads with its notice', async () => {
    let fail = true
    const { actor, written } = start(
      async () => detail('COMPLETED', 3, { lines: [line('1', 2, 1000)] }),
      async () => {
        if (fail)
          throw {
            code: 40000,
            message: 'bad',
            data: { field: 'refundAmount', reason: 'overPaid', max: 1000 },
          }
        return {}
      },
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'purchase.requestAfterSale' })
    const values = {
      orderLineId: '1',
      afterSaleKind: 'REFUND_ONLY' as const,
      quantity: 1,
      refundAmount: 1500,
      reason: '破损',
    }
    actor.send({ type: 'purchase.submitAfterSale', values })
    const refused = await waitFor(actor, (s) => s.matches({ asking: 'afterSale' }) && !!s.context.fieldError)
    expect(refused.context.fieldError).toEqual({ field: 'refundAmount', reason: 'overPaid', max: 1000 })
    fail = false
    actor.send({ type: 'purchase.submitAfterSale', values: { ...values, refundAmount: 800 } })
    const done = await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'afterSaleRequested')
    expect(done.context.fieldError).toBeUndefined()
    expect(written.at(-1)).toEqual({
      kind: 'afterSale',
      orderId: '7',
      version: 3,
      ...values,
      refundAmount: 800,
    })
  })

  it('an order the buyer did not place is missing; a failed load retries', async () => {
    const missing = start(
      async () => {
        throw { code: 40400, message: 'not found' }
      },
      async () => ({}),
    )
    await waitFor(missing.actor, (s) => s.hasTag('missing'))
    let fail = true
    const { actor } = start(
      async () => {
        if (fail) throw { code: 50000, message: 'down' }
        return detail('WAIT_PAY', 0)
      },
      async () => ({}),
    )
    await waitFor(actor, (s) => s.matches('loadFailed'))
    fail = false
    actor.send({ type: 'purchase.reload' })
    await waitFor(actor, (s) => s.matches('ready'))
  })
})

describe('after-sale form', () => {
  const lines = [line('1', 0, 0), line('2', 3, 3000)]
  it('opens on the first line with something left, in full', () => {
    expect(initialAfterSale(lines)).toEqual({
      orderLineId: '2',
      afterSaleKind: 'REFUND_ONLY',
      quantity: 3,
      refundAmount: 3000,
      reason: '',
    })
  })
  it('checks what the server checks, first problem first', () => {
    const good = { ...initialAfterSale(lines), reason: ' 少发 ' }
    expect(checkAfterSale(good, lines)).toBeUndefined()
    expect(afterSaleValuesOf(good).reason).toBe('少发')
    expect(checkAfterSale({ ...good, orderLineId: '1' }, lines)).toEqual({
      field: 'orderLineId',
      reason: 'unknownLine',
    })
    expect(checkAfterSale({ ...good, quantity: 4 }, lines)).toEqual({
      field: 'quantity',
      reason: 'overReturnable',
      max: 3,
    })
    expect(checkAfterSale({ ...good, refundAmount: 3001 }, lines)).toEqual({
      field: 'refundAmount',
      reason: 'overPaid',
      max: 3000,
    })
    expect(checkAfterSale({ ...good, refundAmount: null }, lines)).toMatchObject({ field: 'refundAmount' })
    expect(checkAfterSale({ ...good, reason: '  ' }, lines)).toEqual({ field: 'reason', reason: 'required' })
    expect(checkAfterSale({ ...good, reason: 'x'.repeat(101) }, lines)).toMatchObject({
      field: 'reason',
      reason: 'tooLong',
    })
    expect(withLine(good, lines, '1')).toMatchObject({ orderLineId: '1', quantity: 0, refundAmount: 0 })
  })
})
