// The push channel's connection machine (issue 32): model-based (every state reached, every
// transition taken, every path replayed), then its behaviour with a fake stream: a reconnect
// names the last event it had, the back-off doubles, failures in a row fall back to polling
// and the stream is tried again later, a session refusal stops it, events are passed on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import type { LiveEvent } from '../../../contract/live.schema.ts'
import {
  type LiveConnectionEvent,
  liveConnectionMachine,
} from '../../../src/machines/messages/live-connection.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  replayPath,
} from '../shared/model-paths.ts'

const counts: LiveEvent = { id: 7, type: 'counts.changed', data: { areas: ['messages'] } }
const model = {
  input: { maxAttempts: 2 },
  events: [
    { type: 'live.start' },
    { type: 'live.opened' },
    { type: 'live.received', event: counts },
    { type: 'live.ended' },
    { type: 'live.failed', sessionEnded: false },
    { type: 'live.failed', sessionEnded: true },
    { type: 'live.retryNow' },
    { type: 'live.stop' },
    { type: 'xstate.after.backOff.liveConnection.reconnecting' },
    { type: 'xstate.after.fallbackRetry.liveConnection.polling' },
  ],
} as const

describe('live connection machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    expect(machineStates(liveConnectionMachine)).toEqual([
      'off',
      'polling',
      'reconnecting',
      'streaming',
      'streaming.connecting',
      'streaming.open',
    ])
    const paths = modelPaths(liveConnectionMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(liveConnectionMachine, paths)
    expectEventsAccepted(liveConnectionMachine, model.events)
    for (const path of paths) replayPath(liveConnectionMachine, path, { input: model.input })
  })
})

describe('live connection machine with a fake stream', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup() {
    const opened: Array<number | undefined> = []
    let report: ((e: LiveConnectionEvent) => void) | undefined
    let closed = 0
    const actor = createActor(
      liveConnectionMachine.provide({
        actors: {
          stream: fromCallback<LiveConnectionEvent, { lastEventId: number | undefined }>(
            ({ sendBack, input }) => {
              opened.push(input.lastEventId)
              report = sendBack
              return () => {
                closed++
              }
            },
          ),
        },
      }),
      { input: { baseDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 3, fallbackRetryMs: 60_000 } },
    )
    const forwarded: LiveEvent[] = []
    actor.on('live.event', (e) => forwarded.push(e.event))
    actor.start()
    return {
      actor,
      opened,
      forwarded,
      send: (e: LiveConnectionEvent) => report?.(e),
      closed: () => closed,
    }
  }

  it('opens one stream, passes each event on and resumes after a break from the last one it had', async () => {
    const s = setup()
    s.actor.send({ type: 'live.start' })
    expect(s.opened).toEqual([undefined])
    s.send({ type: 'live.opened' })
    expect(s.actor.getSnapshot().hasTag('live')).toBe(true)
    s.send({ type: 'live.received', event: counts })
    s.send({ type: 'live.received', event: { ...counts, id: 9 } })
    expect(s.forwarded.map((e) => e.id)).toEqual([7, 9])
    // Opening does not start a second stream: one per tab.
    expect(s.opened).toHaveLength(1)
    s.send({ type: 'live.failed', sessionEnded: false })
    expect(s.actor.getSnapshot().matches('reconnecting')).toBe(true)
    expect(s.closed()).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(s.opened).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.opened).toEqual([undefined, 9])
  })

  it('backs off 1 s, 2 s, then falls back to polling, and tries the stream again later', async () => {
    const s = setup()
    s.actor.send({ type: 'live.start' })
    s.send({ type: 'live.failed', sessionEnded: false })
    await vi.advanceTimersByTimeAsync(1000)
    expect(s.opened).toHaveLength(2)
    s.send({ type: 'live.ended' })
    await vi.advanceTimersByTimeAsync(1999)
    expect(s.opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.opened).toHaveLength(3)
    s.send({ type: 'live.failed', sessionEnded: false })
    expect(s.actor.getSnapshot().hasTag('polling')).toBe(true)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(s.opened).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.opened).toHaveLength(4)
    // Back online: once open, the failures are forgotten.
    s.send({ type: 'live.opened' })
    expect(s.actor.getSnapshot().context.failures).toBe(0)
  })

  it('stops on a session refusal and on sign-out, forgetting where it was', () => {
    const s = setup()
    s.actor.send({ type: 'live.start' })
    s.send({ type: 'live.opened' })
    s.send({ type: 'live.received', event: counts })
    s.send({ type: 'live.failed', sessionEnded: true })
    expect(s.actor.getSnapshot().hasTag('off')).toBe(true)
    expect(s.actor.getSnapshot().context.lastEventId).toBeUndefined()
    s.actor.send({ type: 'live.start' })
    s.actor.send({ type: 'live.stop' })
    expect(s.actor.getSnapshot().matches('off')).toBe(true)
    expect(s.closed()).toBe(2)
  })
})
