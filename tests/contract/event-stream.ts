// The push channel's stream as a test reads it (GET /control/events): every event checked
// against the contract's schema, the `ready` greeting awaited. Used by the live and data-scope
// contract tests.
import { expect } from 'vitest'
import { type LiveEvent, liveEvent } from '../../contract/live.schema.ts'

export interface Stream {
  /** Every event received so far (the `ready` greeting left out). */
  events: LiveEvent[]
  /** Waits for the first event after those already taken that matches. */
  next(match: (e: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>
  /** Settles when the server ends the stream. */
  ended: Promise<void>
  close(): Promise<void>
}

type Fetcher = { request: (path: string, init: RequestInit) => Response | Promise<Response> }

/** Opens the stream and waits for its `ready` greeting (the subscription is then in place). */
export async function openStream(app: Fetcher, token: string, lastEventId?: number): Promise<Stream> {
  const res = await app.request('/control/events', {
    headers: { externalLoginKey: token, ...(lastEventId ? { 'Last-Event-ID': String(lastEventId) } : {}) },
  })
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  const events: LiveEvent[] = []
  let taken = 0
  let buffer = ''
  let ready!: () => void
  const isReady = new Promise<void>((r) => {
    ready = r
  })
  let waiter: (() => void) | undefined
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let cut = buffer.indexOf('\n\n')
      while (cut >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        cut = buffer.indexOf('\n\n')
        const field = (name: string) =>
          block
            .split('\n')
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2))
            .join('\n')
        const type = field('event')
        if (type === 'ready') ready()
        else if (type) {
          // Each event must match the contract's schema of the stream.
          events.push(liveEvent.parse({ type, id: Number(field('id')), data: JSON.parse(field('data')) }))
          waiter?.()
        }
      }
    }
  })()
  await isReady
  return {
    events,
    ended,
    async next(match, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const i = events.findIndex((e, k) => k >= taken && match(e))
        if (i >= 0) {
          taken = i + 1
          return events[i] as LiveEvent
        }
        const left = deadline - Date.now()
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms; had ${JSON.stringify(events)}`)
        await new Promise<void>((r) => {
          waiter = r
          setTimeout(r, Math.min(left, 50))
        })
      }
    },
    close: () => reader.cancel(),
  }
}
