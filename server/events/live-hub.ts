// The push channel's delivery in one process (issue 32; docs/design.md, "The push channel").
// Streams subscribe with their viewer and, on a reconnect, the last event id they had. The hub
// reads the outbox (server/events/domain-events.ts) after its own position and hands each
// subscriber what it may receive (server/events/live-events.ts):
//
// - wake() after a write of this process (createApp calls it once the write answered: the
//   event has committed), and a poll every `pollMs` while anyone listens, for the events other
//   processes on the same PostgreSQL wrote. No broker: the outbox is the log.
// - The order is the outbox's (tx_id, id), reading only what every reader can see
//   (stableHorizon), so an event committed late by another process is never skipped.
// - A resume (Last-Event-ID) reads the merchant's events after that id from the last 24 hours
//   up to the hub's position, then joins: reads and joins run one at a time, so nothing is
//   missed between the two and nothing is sent twice (each subscriber also keeps its cursor).
import type { Clock } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import {
  type DomainEvent,
  type OutboxPosition,
  outboxAfter,
  outboxEnd,
  outboxPositionOf,
} from './domain-events.ts'
import { type LiveDelivery, type LiveViewer, liveEventsOf, mayReceive } from './live-events.ts'

/** A reconnect gets the events of at most this long ago. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000
const BATCH = 500

/** An event as a stream writes it. */
export interface LiveMessage {
  id: number
  type: LiveDelivery['type']
  data: unknown
  /** The event as Server-Sent Events text, made once for every stream that gets it. */
  text: string
}

/** A domain event with its deliveries, worked out once per read for every subscriber. */
interface Read {
  at: OutboxPosition
  deliveries: (LiveDelivery & { text: string })[]
}

function readOf(event: DomainEvent): Read {
  return {
    at: { tx: event.txId, id: event.id },
    deliveries: liveEventsOf(event).map((d) => ({
      ...d,
      text: `event: ${d.type}\nid: ${d.id}\ndata: ${JSON.stringify(d.data)}\n\n`,
    })),
  }
}

export interface LiveHub {
  /**
   * Starts delivering to `deliver` what `viewer` may receive: events after `lastEventId` (from
   * the last 24 hours) first, then every new one. `closed` is called if the hub closes first
   * (the process stops): the stream must end then. Answers the unsubscribe function.
   */
  subscribe(
    viewer: LiveViewer,
    lastEventId: number | undefined,
    deliver: (messages: LiveMessage[]) => void,
    closed: () => void,
  ): Promise<() => void>
  /** Reads the outbox soon (a write of this process committed). */
  wake(): void
  /** How many streams are open. */
  size(): number
  /**
   * Stops polling, ends every open stream (a server stopping waits for its open requests, and a
   * stream left open would read a database that is gone at its next heartbeat) and waits for a
   * read in progress.
   */
  close(): Promise<void>
}

interface Subscriber {
  viewer: LiveViewer
  cursor: OutboxPosition
  deliver: (messages: LiveMessage[]) => void
  closed: () => void
}

const after = (a: OutboxPosition, b: OutboxPosition) => a.tx > b.tx || (a.tx === b.tx && a.id > b.id)

export function createLiveHub(
  db: Db,
  options: { clock: Clock; pollMs?: number; onError?: (error: unknown) => void },
): LiveHub {
  const onError = options.onError ?? ((error: unknown) => console.error('live stream:', error))
  const subscribers = new Set<Subscriber>()
  let position: OutboxPosition | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let pumping = false
  let again = false
  let timer: ReturnType<typeof setInterval> | undefined

  /** Runs `op` after every read and join before it. */
  const serial = <T>(op: () => Promise<T>): Promise<T> => {
    const run = queue.then(op)
    queue = run.catch(() => undefined)
    return run
  }

  const send = (sub: Subscriber, reads: readonly Read[]) => {
    const messages: LiveMessage[] = []
    for (const { at, deliveries } of reads) {
      if (!after(at, sub.cursor)) continue
      sub.cursor = at
      for (const d of deliveries)
        if (mayReceive(sub.viewer, d)) messages.push({ id: d.id, type: d.type, data: d.data, text: d.text })
    }
    if (messages.length > 0) {
      try {
        sub.deliver(messages)
      } catch (error) {
        onError(error)
      }
    }
  }

  const pumpOnce = async () => {
    if (subscribers.size === 0) {
      position = undefined
      return
    }
    position ??= await outboxEnd(db)
    for (;;) {
      const events = await outboxAfter(db, position, { limit: BATCH })
      const last = events.at(-1)
      if (!last) return
      const reads = events.map(readOf)
      for (const sub of subscribers) send(sub, reads)
      position = { tx: last.txId, id: last.id }
      if (events.length < BATCH) return
    }
  }

  const wake = () => {
    if (subscribers.size === 0) return
    if (pumping) {
      again = true
      return
    }
    pumping = true
    void serial(async () => {
      do {
        again = false
        try {
          await pumpOnce()
        } catch (error) {
          onError(error)
        }
      } while (again)
    }).finally(() => {
      pumping = false
    })
  }

  const startPolling = () => {
    if (timer || options.pollMs === 0) return
    timer = setInterval(wake, options.pollMs ?? 250)
    if (typeof timer === 'object' && 'unref' in timer) timer.unref()
  }
  const stopPolling = () => {
    if (timer) clearInterval(timer)
    timer = undefined
  }

  return {
    wake,
    size: () => subscribers.size,
    subscribe(viewer, lastEventId, deliver, closed) {
      return serial(async () => {
        position ??= await outboxEnd(db)
        const end = position
        const sub: Subscriber = { viewer, cursor: end, deliver, closed }
        if (lastEventId !== undefined) {
          const from =
            (await outboxPositionOf(db, viewer.partyId, lastEventId)) ??
            // SQLite orders by id alone (tx_id 0): an id it no longer has still places the reader.
            (end.tx === 0 ? { tx: 0, id: lastEventId } : end)
          if (after(end, from)) {
            sub.cursor = from
            const since = new Date(options.clock.now().getTime() - RESUME_WINDOW_MS).toISOString()
            for (;;) {
              const events = await outboxAfter(db, sub.cursor, {
                limit: BATCH,
                partyId: viewer.partyId,
                upTo: end,
                since,
              })
              send(sub, events.map(readOf))
              if (events.length < BATCH) break
            }
            sub.cursor = end
          }
        }
        subscribers.add(sub)
        startPolling()
        return () => {
          subscribers.delete(sub)
          if (subscribers.size === 0) stopPolling()
        }
      })
    },
    async close() {
      stopPolling()
      const open = [...subscribers]
      subscribers.clear()
      for (const sub of open) sub.closed()
      await queue
    },
  }
}
