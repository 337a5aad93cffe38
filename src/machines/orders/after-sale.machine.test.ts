// The after-sale machine's loading and reloading (the steps are walked in
// tests/unit/orders/after-sale.model.test.ts).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import { afterSaleMachine } from './after-sale.machine.ts'

const detail = (status: AfterSaleDetail['status'], version: number) =>
  ({ afterSaleId: 5, afterSaleNo: 'AS1', kind: 'REFUND_ONLY', status, version }) as AfterSaleDetail

function start(load: () => Promise<AfterSaleDetail>) {
  const asked: number[] = []
  const actor = createActor(
    afterSaleMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          asked.push(input.afterSaleId)
          return load()
        }),
      },
    }),
    { input: { afterSaleId: 5 } },
  ).start()
  return { actor, asked }
}

describe('after-sale machine', () => {
  it('loads the request by its id and offers nothing while loading', async () => {
    const { actor, asked } = start(async () => detail('WAIT_AUDIT', 1))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'afterSale.approve' })).toBe(false)
    const ready = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(asked).toEqual([5])
    expect(ready.can({ type: 'afterSale.approve' })).toBe(true)
  })

  it('a failed load shows the error; retry loads again', async () => {
    let fail = true
    const { actor, asked } = start(async () => {
      if (fail) throw { code: 40400, message: 'not found' }
      return detail('WAIT_REFUND', 3)
    })
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(failed.context.error).toEqual({ code: 40400, message: 'not found' })
    fail = false
    actor.send({ type: 'afterSale.retry' })
    const ready = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(ready.context.error).toBeUndefined()
    expect(ready.context.record?.version).toBe(3)
    expect(asked).toEqual([5, 5])
  })

  it('reload fetches the request again and keeps what it shows until the answer', async () => {
    let version = 1
    const { actor } = start(async () => detail('WAIT_AUDIT', version))
    await waitFor(actor, (s) => s.hasTag('ready'))
    version = 2
    actor.send({ type: 'afterSale.reload' })
    expect(actor.getSnapshot().context.record?.version).toBe(1)
    const again = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(again.context.record?.version).toBe(2)
  })
})
