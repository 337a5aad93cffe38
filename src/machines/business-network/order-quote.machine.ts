// The price of a business order cart before ordering (quoteBusinessOrder, docs/pricing.md): each
// change of the cart asks again once the buyer pauses typing (300 ms), a newer cart cancels the
// quote under way, and the last answer stays shown while the next one loads. A failed quote is
// shown with its message; the order can still be placed (the server prices it anyway).
// It is the shared cart quote (src/machines/shared/cart-quote.ts) over a CreateBusinessOrderRequest;
// a cart with a line without SKU or quantity is incomplete (`quote.clear`).
import { CART_QUOTE_SETTLE_MS, cartQuoteMachine } from '../shared/cart-quote.ts'

export const QUOTE_SETTLE_MS = CART_QUOTE_SETTLE_MS

export const orderQuoteMachine = cartQuoteMachine({
  id: 'orderQuote',
  call: 'quoteBusinessOrder',
})
