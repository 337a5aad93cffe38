// Model-based test of the business order's price quote (order-quote.machine.ts): every state and
// transition walked, then the debounce, cancellation and failure as the cart page sees them.
import { describe, it } from 'vitest'
import type {
  BusinessOrderQuote,
  CreateBusinessOrderRequest,
} from '../../../contract/business-profile.schema.ts'
import {
  orderQuoteMachine,
  QUOTE_SETTLE_MS,
} from '../../../src/machines/business-network/order-quote.machine.ts'
import { expectEventsAccepted, expectFullCoverage, modelPaths } from '../shared/model-paths.ts'
import { quoteBehaviour, quoteModel } from '../shared/quote-model.ts'

const cart = (quantity: number): CreateBusinessOrderRequest =>
  ({ partyId: 'P1001', lines: [{ skuId: 7, quantity }] }) as CreateBusinessOrderRequest
const quoted = (payAmount: number) => ({ lines: [], payAmount }) as unknown as BusinessOrderQuote

describe('order quote machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const model = quoteModel(orderQuoteMachine, cart(1), quoted(100))
    expectFullCoverage(
      orderQuoteMachine,
      modelPaths(orderQuoteMachine, { ...model, strategy: 'transitions' }),
    )
    expectEventsAccepted(orderQuoteMachine, model.events)
  })

  quoteBehaviour(orderQuoteMachine, QUOTE_SETTLE_MS, [cart(1), cart(2)], [quoted(100), quoted(200)])
})
