// The push channel (GET /control/events, docs/api.md "Live events"): one stream read with the
// HTTP client's streaming reader (src/services/http-stream.ts readEventStream).
import type { LiveEvent } from '../../contract/live.schema.ts'
import { readEventStream } from './http-stream.ts'

export interface LiveStreamHandlers {
  /** The server accepted the stream (its `ready` greeting). */
  onOpen(): void
  onEvent(event: LiveEvent): void
}

/**
 * Reads the stream from after `lastEventId` until it ends (resolves) or fails (rejects with a
 * ControlError; a session refusal has its code). `session.ended` from the server rejects too.
 */
export async function readLiveEvents(
  lastEventId: number | undefined,
  signal: AbortSignal,
  handlers: LiveStreamHandlers,
): Promise<void> {
  let ended = false
  await readEventStream('events', {
    ...(lastEventId !== undefined ? { lastEventId: String(lastEventId) } : {}),
    signal,
    onEvent: (e) => {
      if (e.type === 'ready') handlers.onOpen()
      else if (e.type === 'session.ended') ended = true
      else if (e.id !== undefined)
        handlers.onEvent({ type: e.type, id: Number(e.id), data: JSON.parse(e.data) } as LiveEvent)
    },
  })
  if (ended) throw new SessionEndedOnStream()
}

/** The server closed the stream because the session ended (sign-out elsewhere, expiry). */
export class SessionEndedOnStream extends Error {
  constructor() {
    super('session ended')
    this.name = 'SessionEndedOnStream'
  }
}
