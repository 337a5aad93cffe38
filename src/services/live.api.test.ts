// One stream for all the tabs of a browser: the tab holding the lock reads the server's stream
// and shares its events; the others take over, resuming after the last event they had, when it
// closes; a session refusal reaches every tab. A fake browser: a lock queue and a channel bus.
import { describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '../../contract/live.schema.ts'
import { readSharedLiveEvents, SessionEndedOnStream, type TabMessage, type TabSharing } from './live.api.ts'

interface ServerStream {
  lastEventId: number | undefined
  signal: AbortSignal
  open(): void
  emit(event: LiveEvent): void
  fail(error: unknown): void
}

function fakeBrowser() {
  const queue: Array<{ run: () => Promise<void>; resolve: () => void; reject: (e: unknown) => void }> = []
  let held = false
  const pump = () => {
    if (held) return
    const next = queue.shift()
    if (!next) return
    held = true
    next
      .run()
      .then(next.resolve, next.reject)
      .finally(() => {
        held = false
        pump()
      })
  }
  const listeners = new Set<(m: TabMessage) => void>()
  const streams: ServerStream[] = []
  const sharing: TabSharing = {
    lead: (signal, leader) =>
      new Promise<void>((resolve, reject) => {
        const entry = { run: leader, resolve, reject }
        queue.push(entry)
        signal.addEventListener('abort', () => {
          const at = queue.indexOf(entry)
          if (at >= 0) {
            queue.splice(at, 1)
            reject(new Error('aborted'))
          }
        })
        pump()
      }),
    channel: () => {
      let mine: ((m: TabMessage) => void) | undefined
      return {
        post: (message) => {
          for (const l of listeners) if (l !== mine) queueMicrotask(() => l(message))
        },
        listen: (on) => {
          mine = on
          listeners.add(on)
        },
        close: () => {
          if (mine) listeners.delete(mine)
        },
      }
    },
    read: (lastEventId, signal, handlers) =>
      new Promise<void>((resolve, reject) => {
        streams.push({
          lastEventId,
          signal,
          open: handlers.onOpen,
          emit: handlers.onEvent,
          fail: reject,
        })
        signal.addEventListener('abort', () => resolve())
      }),
  }
  return { sharing, streams }
}

function tab(sharing: TabSharing, lastEventId?: number) {
  const controller = new AbortController()
  const onOpen = vi.fn()
  const events: number[] = []
  const done = readSharedLiveEvents(
    lastEventId,
    controller.signal,
    { onOpen, onEvent: (e) => events.push(e.id) },
    sharing,
  )
  return { onOpen, events, done, close: () => controller.abort() }
}

const notice = (id: number): LiveEvent =>
  ({ type: 'counts.changed', id, data: { areas: ['messages'] } }) as LiveEvent
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('one stream for the tabs of a browser', () => {
  it('reads one stream for two tabs and gives both every event', async () => {
    const { sharing, streams } = fakeBrowser()
    const first = tab(sharing, 7)
    const second = tab(sharing)
    await settle()
    expect(streams).toHaveLength(1)
    expect(streams[0]?.lastEventId).toBe(7)
    streams[0]?.open()
    streams[0]?.emit(notice(8))
    streams[0]?.emit(notice(9))
    await settle()
    expect(first.onOpen).toHaveBeenCalledTimes(1)
    expect(second.onOpen).toHaveBeenCalledTimes(1)
    expect(first.events).toEqual([8, 9])
    expect(second.events).toEqual([8, 9])
    first.close()
    second.close()
    await Promise.all([first.done, second.done])
  })

  it('tells a tab that joins an open stream that it is open', async () => {
    const { sharing, streams } = fakeBrowser()
    const first = tab(sharing)
    await settle()
    streams[0]?.open()
    const late = tab(sharing)
    await settle()
    expect(late.onOpen).toHaveBeenCalledTimes(1)
    expect(streams).toHaveLength(1)
    first.close()
    late.close()
  })

  it('lets the next tab take over when the reading tab closes, resuming after the last event it had', async () => {
    const { sharing, streams } = fakeBrowser()
    const first = tab(sharing)
    const second = tab(sharing)
    await settle()
    streams[0]?.open()
    streams[0]?.emit(notice(21))
    streams[0]?.emit(notice(20))
    await settle()
    first.close()
    await first.done
    await settle()
    expect(streams).toHaveLength(2)
    expect(streams[0]?.signal.aborted).toBe(true)
    // Delivery order, not number order: the last event had is the resume point.
    expect(streams[1]?.lastEventId).toBe(20)
    streams[1]?.open()
    streams[1]?.emit(notice(22))
    await settle()
    expect(second.events).toEqual([21, 20, 22])
    expect(second.onOpen).toHaveBeenCalledTimes(1)
    second.close()
    await second.done
  })

  it('ends every tab when the server ends the session', async () => {
    const { sharing, streams } = fakeBrowser()
    const first = tab(sharing)
    const second = tab(sharing)
    await settle()
    streams[0]?.open()
    streams[0]?.fail(new SessionEndedOnStream())
    await expect(first.done).rejects.toBeInstanceOf(SessionEndedOnStream)
    await expect(second.done).rejects.toBeInstanceOf(SessionEndedOnStream)
  })

  it('passes a broken stream to the reading tab only: the next tab reads in its place', async () => {
    const { sharing, streams } = fakeBrowser()
    const first = tab(sharing)
    const second = tab(sharing)
    await settle()
    streams[0]?.open()
    streams[0]?.fail(new Error('network'))
    await expect(first.done).rejects.toThrow('network')
    await settle()
    expect(streams).toHaveLength(2)
    second.close()
    await second.done
  })
})
