// The price of a business order cart before ordering (quoteBusinessOrder, docs/pricing.md): each
// change of the cart asks again once the buyer pauses typing (300 ms), a newer cart cancels the
// quote under way, and the last answer stays shown while the next one loads. A failed quote is
// shown with its message; the order can still be placed (the server prices it anyway).
import { assign, fromPromise, setup } from 'xstate'
import type {
  BusinessOrderQuote,
  CreateBusinessOrderRequest,
} from '../../../contract/business-profile.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface OrderQuoteContext {
  /** The cart last asked about. */
  request: CreateBusinessOrderRequest | undefined
  /** The answer for `request` once it arrives, else the previous one. */
  quote: BusinessOrderQuote | undefined
  error: ListError | undefined
}

export type OrderQuoteEvent =
  | { type: 'quote.request'; request: CreateBusinessOrderRequest }
  /** The cart is incomplete (a line without SKU or quantity): nothing to price. */
  | { type: 'quote.clear' }

export const QUOTE_SETTLE_MS = 300

export const orderQuoteMachine = setup({
  types: {
    context: {} as OrderQuoteContext,
    events: {} as OrderQuoteEvent,
    tags: {} as 'busy',
  },
  actors: {
    quote: fromPromise<BusinessOrderQuote, CreateBusinessOrderRequest>(async () => {
      throw new Error('quote actor not provided')
    }),
  },
  delays: { settle: QUOTE_SETTLE_MS },
}).createMachine({
  id: 'orderQuote',
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
      description: 'quoteBusinessOrder prices the cart; a newer cart cancels it.',
      tags: 'busy',
      invoke: {
        src: 'quote',
        input: ({ context }) => context.request as CreateBusinessOrderRequest,
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
