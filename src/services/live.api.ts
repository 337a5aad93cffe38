// The push channel (GET /control/events, docs/api.md "Live events"): one stream read with the
// HTTP client's streaming reader (src/services/http-stream.ts readEventStream), shared by the
// tabs of one browser (readSharedLiveEvents).
import type { LiveEvent } from '../../contract/live.schema.ts'
import { streamsShareableAcrossTabs } from './http.ts'
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

/** What the tabs of one browser tell each other on the shared channel. */
export type TabMessage =
  | { kind: 'hello' }
  | { kind: 'open' }
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'sessionEnded' }

/** What sharing needs from the browser; tests pass their own. */
export interface TabSharing {
  /** Runs `leader` while this tab holds the one lock of the browser (Web Locks), queued until then. */
  lead(signal: AbortSignal, leader: () => Promise<void>): Promise<void>
  /** The tabs' channel (BroadcastChannel): every other tab hears what one posts. */
  channel(): {
    post(message: TabMessage): void
    listen(on: (message: TabMessage) => void): void
    close(): void
  }
  /** Reads the server's stream (readLiveEvents). */
  read: typeof readLiveEvents
}

const LOCK_NAME = 'merchant-back-office:live-stream'
const CHANNEL_NAME = 'merchant-back-office:live-events'

export function browserTabSharing(): TabSharing | undefined {
  if (!streamsShareableAcrossTabs()) return undefined
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks)
    return undefined
  return {
    lead: (signal, leader) => navigator.locks.request(LOCK_NAME, { signal }, leader),
    channel: () => {
      const channel = new BroadcastChannel(CHANNEL_NAME)
      return {
        post: (message) => channel.postMessage(message),
        listen: (on) => {
          channel.onmessage = (e: MessageEvent<TabMessage>) => on(e.data)
        },
        close: () => channel.close(),
      }
    },
    read: readLiveEvents,
  }
}

/**
 * One stream for all the tabs of a browser (issue 32): the tab that holds the lock reads the
 * server's stream and posts every event to the others, which wait in the lock's queue and take
 * over, resuming after the last event they had, when the leader's tab closes or its stream
 * breaks. Same contract as readLiveEvents, so the connection machine of every tab is unchanged:
 * a follower is "open" once the leader's stream is, and hears of a session refusal as the
 * leader does. Without Web Locks or BroadcastChannel, or on the mock (whose world is the tab's
 * own), each tab reads its own stream.
 */
export async function readSharedLiveEvents(
  lastEventId: number | undefined,
  signal: AbortSignal,
  handlers: LiveStreamHandlers,
  sharing: TabSharing | undefined = browserTabSharing(),
): Promise<void> {
  if (!sharing) return readLiveEvents(lastEventId, signal, handlers)
  const channel = sharing.channel()
  let lastSeen = lastEventId
  let leading = false
  let leaderOpen = false
  let opened = false
  const open = () => {
    if (opened) return
    opened = true
    handlers.onOpen()
  }
  // Ids follow the server's delivery order, not number order (on PostgreSQL an event's place is
  // its transaction's): a repeat is recognised by id, and the last one had is the resume point.
  const seen = new Set<number>()
  const received = (event: LiveEvent) => {
    if (seen.has(event.id)) return
    seen.add(event.id)
    if (seen.size > 1000) seen.delete(seen.values().next().value as number)
    lastSeen = event.id
    open()
    handlers.onEvent(event)
  }
  try {
    return await new Promise<void>((resolve, reject) => {
      channel.listen((message) => {
        if (leading) {
          // A tab that joins asks whether the stream is open.
          if (message.kind === 'hello' && leaderOpen) channel.post({ kind: 'open' })
          return
        }
        if (message.kind === 'open') open()
        else if (message.kind === 'event') received(message.event)
        else if (message.kind === 'sessionEnded') reject(new SessionEndedOnStream())
      })
      channel.post({ kind: 'hello' })
      sharing
        .lead(signal, async () => {
          leading = true
          try {
            await sharing.read(lastSeen, signal, {
              onOpen: () => {
                leaderOpen = true
                open()
                channel.post({ kind: 'open' })
              },
              onEvent: (event) => {
                received(event)
                channel.post({ kind: 'event', event })
              },
            })
            resolve()
          } catch (error) {
            if (error instanceof SessionEndedOnStream) channel.post({ kind: 'sessionEnded' })
            reject(error)
          }
        })
        // Aborted while waiting in the queue, or while leading: the connection is closing.
        .catch((error: unknown) => (signal.aborted ? resolve() : reject(error)))
    })
  } finally {
    channel.close()
  }
}
