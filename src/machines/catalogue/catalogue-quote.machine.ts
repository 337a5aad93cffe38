// The price of a catalogue order before placing it (quoteCatalogueOrder: what the supplier's
// approval will charge, docs/decisions/catalogue.md): each change of the quantities asks again
// once the dealer pauses typing (300 ms), a newer cart cancels the quote under way, and the last
// answer stays shown while the next one loads. A failed quote is shown with its message; the
// order can still be placed. It is the shared cart quote (src/machines/shared/cart-quote.ts) over a
// CatalogueOrderRequest, as the business order's (order-quote.machine.ts); a cart without a
// quantity is incomplete.
import { CART_QUOTE_SETTLE_MS, cartQuoteMachine } from '../shared/cart-quote.ts'

export const CATALOGUE_QUOTE_SETTLE_MS = CART_QUOTE_SETTLE_MS

export const catalogueQuoteMachine = cartQuoteMachine({
  id: 'catalogueQuote',
  call: 'quoteCatalogueOrder',
})
