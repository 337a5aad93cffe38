// Model-based test of the catalogue order's price quote (catalogue-quote.machine.ts): every state
// and transition walked, then the debounce, cancellation and failure as the order page sees them.
import { describe, it } from 'vitest'
import type { CatalogueOrderQuote, CatalogueOrderRequest } from '../../../contract/catalogue.schema.ts'
import {
  CATALOGUE_QUOTE_SETTLE_MS,
  catalogueQuoteMachine,
} from '../../../src/machines/catalogue/catalogue-quote.machine.ts'
import { expectEventsAccepted, expectFullCoverage, modelPaths } from '../shared/model-paths.ts'
import { quoteBehaviour, quoteModel } from '../shared/quote-model.ts'

const cart = (quantity: number) => ({ lines: [{ skuId: 3, quantity }] }) as unknown as CatalogueOrderRequest
const quoted = (payAmount: number) => ({ lines: [], payAmount }) as unknown as CatalogueOrderQuote

describe('catalogue quote machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const model = quoteModel(catalogueQuoteMachine, cart(1), quoted(100))
    expectFullCoverage(
      catalogueQuoteMachine,
      modelPaths(catalogueQuoteMachine, { ...model, strategy: 'transitions' }),
    )
    expectEventsAccepted(catalogueQuoteMachine, model.events)
  })

  quoteBehaviour(
    catalogueQuoteMachine,
    CATALOGUE_QUOTE_SETTLE_MS,
    [cart(1), cart(2)],
    [quoted(100), quoted(200)],
  )
})
