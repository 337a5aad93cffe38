// Model-based test of the error log (error-log.machine.ts): every state and transition walked
// with the log on (production) and off (development, mock), then what the error log dialog holds:
// the errors in order, at most ERROR_LOG_LIMIT, the oldest dropped first, cleared on request.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { ERROR_LOG_LIMIT, errorLogMachine } from '../../../src/machines/shell/error-log.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const entry = (message: string) => ({
  at: '2026-11-27T05:00:00.000Z',
  message,
  stack: undefined,
  url: '/dashboard',
})
const events = [{ type: 'errorLog.record', entry: entry('boom') }, { type: 'errorLog.clear' }] as const
// The log grows with every record: snapshots differ only by whether it holds entries and
// whether an id was used, which is all that decides the next step.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { entries: unknown[]; nextId: number }
  return `${JSON.stringify(s.value)} ${Math.min(c.entries.length, 1)} ${Math.min(c.nextId, 2)}`
}
const on = { enabled: true }
const off = { enabled: false }

function live(input: { enabled: boolean }) {
  return createActor(
    errorLogMachine.provide({ actors: { watchRuntimeErrors: fromCallback(() => () => {}) } }),
    { input },
  ).start()
}

describe('error log machine, model-based', () => {
  it('reaches every state and takes every transition, on and off', () => {
    // The build decides on or off once (input): one traversal each.
    const paths = [
      ...modelPaths(errorLogMachine, { events, input: on, serializeState }),
      ...modelPaths(errorLogMachine, { events, input: off, serializeState }),
    ]
    expectFullCoverage(errorLogMachine, paths)
    expectEventsAccepted(errorLogMachine, events)
  })

  it('off (development, mock): nothing is recorded', () => {
    const actor = live(off)
    actor.send({ type: 'errorLog.record', entry: entry('boom') })
    expect(actor.getSnapshot().value).toBe('off')
    expect(actor.getSnapshot().context.entries).toEqual([])
  })

  it('on: errors kept in order with ids, the oldest dropped past the limit, clear empties it', () => {
    const actor = live(on)
    for (let i = 1; i <= ERROR_LOG_LIMIT + 2; i++)
      actor.send({ type: 'errorLog.record', entry: entry(`error ${i}`) })
    const { entries } = actor.getSnapshot().context
    expect(entries).toHaveLength(ERROR_LOG_LIMIT)
    expect(entries[0]).toEqual({ ...entry('error 3'), id: 3 })
    expect(entries.at(-1)).toEqual({ ...entry(`error ${ERROR_LOG_LIMIT + 2}`), id: ERROR_LOG_LIMIT + 2 })
    actor.send({ type: 'errorLog.clear' })
    expect(actor.getSnapshot().context.entries).toEqual([])
    actor.send({ type: 'errorLog.record', entry: entry('after') })
    expect(actor.getSnapshot().context.entries).toEqual([{ ...entry('after'), id: ERROR_LOG_LIMIT + 3 }])
  })

  for (const input of [on, off]) {
    const paths = modelPaths(errorLogMachine, { events, input, serializeState })
    it.each(paths.map((p) => [pathName(p, errorLogMachine), p] as const))(
      `replays %s (${input.enabled ? 'on' : 'off'})`,
      (_name, path) => {
        replayPath(errorLogMachine, path, { input })
      },
    )
  }
})
