// The page side of a cart quote (src/machines/shared/cart-quote.ts): runs the machine the page
// provided with its call, asks for a quote whenever the cart changes (by value, not by object:
// a re-render with the same cart asks nothing), clears it while the cart is incomplete
// (`undefined`), and gives back the quote typed as the page's call answers it.
import { useEffect, useState } from 'react'
import type { cartQuoteMachine } from '../../machines/shared/cart-quote.ts'
import { useActorRef, useSelector } from './actors.ts'

export function useCartQuote<Request, Quote>(
  request: Request | undefined,
  /** Creates the page's machine with its `quote` actor (called once). */
  provided: () => ReturnType<typeof cartQuoteMachine>,
) {
  const [logic] = useState(provided)
  const ref = useActorRef(logic)
  const quote = useSelector(ref, (s) => s.context.quote as Quote | undefined)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const error = useSelector(ref, (s) => s.context.error)
  const key = request === undefined ? '' : JSON.stringify(request)
  useEffect(() => {
    if (key) ref.send({ type: 'quote.request', request: JSON.parse(key) as Request })
    else ref.send({ type: 'quote.clear' })
  }, [key, ref])
  return { quote, busy, error }
}
