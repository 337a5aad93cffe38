// The price of a catalogue order before placing it (quoteCatalogueOrder: what the supplier's
// approval will charge, docs/decisions/catalogue.md): each change of the quantities asks again
// once the dealer pauses typing (300 ms), a newer cart cancels the quote under way, and the last
// answer stays shown while the next one loads. A failed quote is shown with its message; the
// order can still be placed. The business order's quote (order-quote.machine.ts) works the same.
import { assign, fromPromise, setup } from 'xstate'
import type { CatalogueOrderQuote, CatalogueOrderRequest } from '../../../contract/catalogue.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface CatalogueQuoteContext {
  /** The cart last asked about. */
  request: CatalogueOrderRequest | undefined
  /** The answer for `request` once it arrives, else the previous one. */
  quote: CatalogueOrderQuote | undefined
  error: ListError | undefined
}

export type CatalogueQuoteEvent =
  | { type: 'quote.request'; request: CatalogueOrderRequest }
  /** The cart is incomplete (no quantity yet): nothing to price. */
  | { type: 'quote.clear' }

export const CATALOGUE_QUOTE_SETTLE_MS = 300

export const catalogueQuoteMachine = setup({
  types: {
    context: {} as CatalogueQuoteContext,
    events: {} as CatalogueQuoteEvent,
    tags: {} as 'busy',
  },
  actors: {
    quote: fromPromise<CatalogueOrderQuote, CatalogueOrderRequest>(async () => {
      throw new Error('quote actor not provided')
    }),
  },
  delays: { settle: CATALOGUE_QUOTE_SETTLE_MS },
}).createMachine({
  id: 'catalogueQuote',
  context: { request: undefined, quote: undefined, error: undefined },
  initial: 'idle',
  on: {
    'quote.request': {
      target: '.settling',
      actions: assign(({ event }) => ({ request: event.request })),
    },
    'quote.clear': {
      target: '.idle',
      actions: assign({ request: undefined, quote: undefined, error: undefined }),
    },
  },
  states: {
    idle: {
      description: 'The quote shown is the cart’s (or there is none yet).',
    },
    settling: {
      description: 'The cart changed: wait for the buyer to pause before asking.',
      tags: 'busy',
      after: { settle: 'quoting' },
    },
    quoting: {
      description: 'quoteCatalogueOrder prices the cart; a newer cart cancels it.',
      tags: 'busy',
      invoke: {
        src: 'quote',
        input: ({ context }) => context.request as CatalogueOrderRequest,
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({ quote: event.output, error: undefined })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: toListError(event.error) })),
        },
      },
    },
  },
})
