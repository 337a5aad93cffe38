// @vitest-environment happy-dom
// The browser's reader of the push channel (src/services/http.ts readEventStream, parseEventStream;
// src/services/live.api.ts readLiveEvents) over a fake transport: events split across chunks,
// comments and the ready greeting, Last-Event-ID and the login key sent, a refusal's envelope
// and code, the server's session.ended.
import { afterEach, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../../contract/live.schema.ts'
import { ControlError, setStreamTransport } from '../../../src/services/http.ts'
import { parseEventStream } from '../../../src/services/http-stream.ts'
import { readLiveEvents, SessionEndedOnStream } from '../../../src/services/live.api.ts'

function streamOf(chunks: string[]): Response {
  const bytes = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(bytes.encode(c))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
}

afterEach(() => {
  setStreamTransport((input, init) => globalThis.fetch(input, init))
})

describe('parseEventStream', () => {
  it('splits events, joins data lines, skips comments and keeps the unfinished rest', () => {
    const got: unknown[] = []
    const rest = parseEventStream(': ping\n\nevent: a\nid: 3\ndata: {"x":\ndata: 1}\n\nevent: b\nda', (e) =>
      got.push(e),
    )
    expect(got).toEqual([{ type: 'a', id: '3', data: '{"x":\n1}' }])
    expect(rest).toBe('event: b\nda')
  })
})

describe('readLiveEvents', () => {
  it('reports the open stream and each event, sending Last-Event-ID at low priority', async () => {
    let sent: Record<string, string> = {}
    let priority: string | undefined
    setStreamTransport(async (url, init) => {
      expect(url).toBe('/control/events')
      sent = init.headers as Record<string, string>
      priority = init.priority
      return streamOf([
        'retry: 2000\nevent: ready\ndata: {}\n\n',
        'event: counts.changed\nid: 12\ndata: {"areas":["mess',
        'ages"]}\n\n: ping\n\n',
      ])
    })
    const events: LiveEvent[] = []
    let opened = 0
    await readLiveEvents(11, new AbortController().signal, {
      onOpen: () => opened++,
      onEvent: (e) => events.push(e),
    })
    expect(sent['Last-Event-ID']).toBe('11')
    // A stream open for the whole visit must not hold back the page's own requests.
    expect(priority).toBe('low')
    expect(opened).toBe(1)
    expect(events).toEqual([{ type: 'counts.changed', id: 12, data: { areas: ['messages'] } }])
  })

  it('rejects with the envelope’s code when the stream is refused, and on session.ended', async () => {
    setStreamTransport(async () =>
      Response.json({ code: 50008, message: 'not signed in', data: null }, { status: 200 }),
    )
    const handlers = { onOpen: () => {}, onEvent: () => {} }
    const refused = await readLiveEvents(undefined, new AbortController().signal, handlers).catch((e) => e)
    expect(refused).toBeInstanceOf(ControlError)
    expect((refused as ControlError).code).toBe(50008)

    setStreamTransport(async () => streamOf(['event: ready\ndata: {}\n\nevent: session.ended\ndata: {}\n\n']))
    await expect(readLiveEvents(undefined, new AbortController().signal, handlers)).rejects.toBeInstanceOf(
      SessionEndedOnStream,
    )

    setStreamTransport(async () => {
      throw new TypeError('network down')
    })
    const down = await readLiveEvents(undefined, new AbortController().signal, handlers).catch((e) => e)
    expect((down as ControlError).code).toBeNull()
  })
})
