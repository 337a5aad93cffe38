// The cart's quote: asked once the buyer pauses, a newer cart replaces the one waiting or under
// way (only the last cart is priced and shown), an incomplete cart clears it, a failure is kept.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type {
  BusinessOrderQuote,
  CreateBusinessOrderRequest,
} from '../../../contract/business-profile.schema.ts'
import {
  orderQuoteMachine,
  QUOTE_SETTLE_MS,
} from '../../../src/machines/business-network/order-quote.machine.ts'

const priced = (request: CreateBusinessOrderRequest): BusinessOrderQuote => {
  const amount = request.lines.reduce((s, l) => s + Number(l.quantity) * 100, 0)
  return {
    lines: [],
    totals: { listTotal: amount, discountTotal: 0, payableTotal: amount },
    limitViolations: [],
  }
}

function start(quote: (r: CreateBusinessOrderRequest) => Promise<BusinessOrderQuote>) {
  const asked: CreateBusinessOrderRequest[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    orderQuoteMachine.provide({
      actors: {
        quote: fromPromise(({ input }) => {
          asked.push(input as CreateBusinessOrderRequest)
          return quote(input as CreateBusinessOrderRequest)
        }),
      },
    }),
    { clock },
  ).start()
  return { actor, clock, asked }
}
const cart = (quantity: number): CreateBusinessOrderRequest => ({
  partyId: 'P1',
  lines: [{ skuId: 7, quantity }],
})

describe('order quote machine', () => {
  it('prices only the last cart once the buyer pauses', async () => {
    const { actor, clock, asked } = start(async (r) => priced(r))
    actor.send({ type: 'quote.request', request: cart(1) })
    clock.increment(QUOTE_SETTLE_MS - 1)
    actor.send({ type: 'quote.request', request: cart(2) })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    clock.increment(QUOTE_SETTLE_MS)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(asked).toEqual([cart(2)])
    const quote = actor.getSnapshot().context.quote as BusinessOrderQuote | undefined
    expect(quote?.totals.payableTotal).toBe(200)
  })

  it('clears the quote for an incomplete cart and keeps a failure to show', async () => {
    const { actor, clock } = start(async () => {
      throw Object.assign(new Error('服务繁忙'), { code: 50000 })
    })
    actor.send({ type: 'quote.request', request: cart(1) })
    clock.increment(QUOTE_SETTLE_MS)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.error).toEqual({ code: 50000, message: '服务繁忙' })
    actor.send({ type: 'quote.clear' })
    expect(actor.getSnapshot().context).toMatchObject({
      quote: undefined,
      error: undefined,
      request: undefined,
    })
  })
})
