// The price of an order cart before ordering, for the carts that are priced as they are typed
// (the business order's quoteBusinessOrder, the catalogue order's quoteCatalogueOrder): each
// change of the cart asks again once the buyer pauses typing (300 ms), a newer cart cancels the
// quote under way, and the last answer stays shown while the next one loads. A failed quote is
// shown with its message; the order can still be placed (the server prices it anyway). Each area
// names its machine and its call; the `quote` actor is provided by the page. The cart and its
// quote are `unknown` here (XState cannot type a machine over type parameters); the page's
// useCartQuote (src/views/shared/use-cart-quote.ts) gives them their types back.
import { assign, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from './paged-list.machine.ts'

export interface CartQuoteContext {
  /** The cart last asked about. */
  request: unknown
  /** The answer for `request` once it arrives, else the previous one. */
  quote: unknown
  error: ListError | undefined
}

export type CartQuoteEvent =
  | { type: 'quote.request'; request: unknown }
  /** The cart is incomplete: nothing to price. */
  | { type: 'quote.clear' }

export const CART_QUOTE_SETTLE_MS = 300

/** The quote machine `id` whose `quote` actor makes the call named `call` (for its page). */
export function cartQuoteMachine({ id, call }: { id: string; call: string }) {
  return setup({
    types: {
      context: {} as CartQuoteContext,
      events: {} as CartQuoteEvent,
      tags: {} as 'busy',
    },
    actors: {
      quote: fromPromise<unknown, unknown>(async () => {
        throw new Error('quote actor not provided')
      }),
    },
    delays: { settle: CART_QUOTE_SETTLE_MS },
  }).createMachine({
    id,
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
        description: `${call} prices the cart; a newer cart cancels it.`,
        tags: 'busy',
        invoke: {
          src: 'quote',
          input: ({ context }: { context: CartQuoteContext }) => context.request,
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
}
