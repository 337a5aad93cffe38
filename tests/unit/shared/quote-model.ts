// The two cart-quote machines (business order: order-quote.machine.ts; catalogue order:
// catalogue-quote.machine.ts) behave alike; their model tests share the model and the live checks
// here, and each walks its own machine with expectFullCoverage.
import { expect, it, vi } from 'vitest'
import { type AnyStateMachine, createActor, type EventObject, fromPromise } from 'xstate'
import { modelPaths, pathName, replayPath } from './model-paths.ts'

/** The model: a cart asked about, an incomplete cart, the delay's end, the quote's answers. */
export function quoteModel(machine: AnyStateMachine, request: unknown, quote: unknown) {
  const events: EventObject[] = [
    { type: 'quote.request', request } as EventObject,
    { type: 'quote.clear' },
    { type: `xstate.after.settle.${machine.id}.settling` },
  ]
  return { events, outcomes: { quote: { done: [quote], error: [{ code: 50000, message: 'down' }] } } }
}

/** A live actor whose quote answers come from `answer`; records what it was asked. */
function live(machine: AnyStateMachine, answer: (request: unknown) => Promise<unknown>) {
  const asked: unknown[] = []
  const actor = createActor(
    machine.provide({
      actors: {
        quote: fromPromise(async ({ input }: { input: unknown }) => {
          asked.push(input)
          return answer(input)
        }),
      },
    }),
  ).start()
  return { actor, asked }
}

/** The quote machine's behaviour as the order page sees it, with a fake clock. */
export function quoteBehaviour(
  machine: AnyStateMachine,
  settleMs: number,
  carts: [unknown, unknown],
  quotes: [unknown, unknown],
): void {
  const [first, second] = carts
  it('asks once the typing pauses, only for the last cart, and shows its answer', async () => {
    vi.useFakeTimers()
    try {
      const { actor, asked } = live(machine, async (r) => (r === first ? quotes[0] : quotes[1]))
      actor.send({ type: 'quote.request', request: first })
      await vi.advanceTimersByTimeAsync(settleMs - 1)
      actor.send({ type: 'quote.request', request: second })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await vi.advanceTimersByTimeAsync(settleMs)
      expect(asked).toEqual([second])
      expect(actor.getSnapshot().value).toBe('idle')
      expect(actor.getSnapshot().context.quote).toEqual(quotes[1])
    } finally {
      vi.useRealTimers()
    }
  })

  it('a failed quote shows its message and keeps the last answer; clearing forgets both', async () => {
    vi.useFakeTimers()
    try {
      let fail = false
      const { actor } = live(machine, async () => {
        if (fail) throw { code: 50000, message: 'quote service down' }
        return quotes[0]
      })
      actor.send({ type: 'quote.request', request: first })
      await vi.advanceTimersByTimeAsync(settleMs)
      fail = true
      actor.send({ type: 'quote.request', request: second })
      await vi.advanceTimersByTimeAsync(settleMs)
      expect(actor.getSnapshot().context.error).toEqual({ code: 50000, message: 'quote service down' })
      expect(actor.getSnapshot().context.quote).toEqual(quotes[0])
      actor.send({ type: 'quote.clear' })
      expect(actor.getSnapshot().context).toEqual({ request: undefined, quote: undefined, error: undefined })
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('an incomplete cart while a quote is under way drops it: its answer never lands', async () => {
    let resolve: (q: unknown) => void = () => {}
    const { actor } = live(machine, () => new Promise((r) => (resolve = r)))
    actor.send({ type: 'quote.request', request: first })
    actor.send({ type: `xstate.after.settle.${machine.id}.settling` } as never)
    expect(actor.getSnapshot().value).toBe('quoting')
    actor.send({ type: 'quote.clear' })
    resolve(quotes[0])
    await Promise.resolve()
    expect(actor.getSnapshot().context.quote).toBeUndefined()
  })

  const model = quoteModel(machine, first, quotes[0])
  const paths = modelPaths(machine, model)
  it.each(paths.map((p) => [pathName(p, machine), p] as const))('replays %s', (_name, path) => {
    replayPath(machine, path)
  })
}
