import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { ERROR_LOG_LIMIT, type ErrorLogEvent, errorLogMachine } from './error-log.machine.ts'

function setup(enabled: boolean) {
  let report: ((e: ErrorLogEvent) => void) | undefined
  const machine = errorLogMachine.provide({
    actors: {
      watchRuntimeErrors: fromCallback<ErrorLogEvent>(({ sendBack }) => {
        report = sendBack
        return () => {
          report = undefined
        }
      }),
    },
  })
  const actor = createActor(machine, { input: { enabled } }).start()
  const error = (message: string) =>
    report?.({
      type: 'errorLog.record',
      entry: { at: '2026-01-01T00:00:00.000Z', message, stack: undefined, url: '/x' },
    })
  return { actor, error, watching: () => report !== undefined }
}

describe('error log machine', () => {
  it('keeps runtime errors when enabled (production)', () => {
    const { actor, error } = setup(true)
    error('boom')
    expect(actor.getSnapshot().context.entries).toEqual([
      { id: 1, at: '2026-01-01T00:00:00.000Z', message: 'boom', stack: undefined, url: '/x' },
    ])
  })

  it('does not watch when disabled', () => {
    const { actor, watching } = setup(false)
    expect(watching()).toBe(false)
    actor.send({ type: 'errorLog.record', entry: { at: '', message: 'x', stack: undefined, url: '/' } })
    expect(actor.getSnapshot().context.entries).toEqual([])
  })

  it('is bounded, dropping the oldest, and can be cleared', () => {
    const { actor, error } = setup(true)
    for (let i = 1; i <= ERROR_LOG_LIMIT + 5; i++) error(`e${i}`)
    const entries = actor.getSnapshot().context.entries
    expect(entries).toHaveLength(ERROR_LOG_LIMIT)
    expect(entries[0]?.message).toBe('e6')
    actor.send({ type: 'errorLog.clear' })
    expect(actor.getSnapshot().context.entries).toEqual([])
  })
})
