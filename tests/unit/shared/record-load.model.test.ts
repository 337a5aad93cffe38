// Model-based test of a detail page's record load (record-load.machine.ts): every state and
// transition walked, then what a page shows: the record, an error with retry, a reload, and a
// write refused as stale that loads the record again with why.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { recordLoadMachine } from '../../../src/machines/shared/record-load.machine.ts'
import { expectEventsAccepted, expectFullCoverage, modelPaths, pathName, replayPath } from './model-paths.ts'

const stale = { code: 40900, message: 'changed by someone else' }
const model = {
  events: [
    { type: 'record.reload' },
    { type: 'record.retry' },
    { type: 'record.changedElsewhere', error: stale },
  ],
  outcomes: { load: { done: [{ id: 1, version: 2 }], error: [{ code: 50000, message: 'down' }] } },
} as const

function live(answers: Array<() => unknown>) {
  let calls = 0
  const actor = createActor(
    recordLoadMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const answer = answers[Math.min(calls, answers.length - 1)] as () => unknown
          calls += 1
          return answer()
        }),
      },
    }),
  ).start()
  return { actor, calls: () => calls }
}

describe('record load machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(recordLoadMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(recordLoadMachine, paths)
    expectEventsAccepted(recordLoadMachine, model.events)
  })

  it('a failed load shows the error; retry shows the record', async () => {
    const { actor, calls } = live([
      () => Promise.reject({ code: 50000, message: 'down' }),
      () => ({ id: 1, version: 1 }),
    ])
    const failed = await waitFor(actor, (s) => s.matches('error'))
    expect(failed.context.error).toEqual({ code: 50000, message: 'down' })
    actor.send({ type: 'record.retry' })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context).toEqual({ data: { id: 1, version: 1 }, error: undefined, notice: undefined })
    expect(calls()).toBe(2)
  })

  it('a stale write loads the record again and keeps why until the next reload', async () => {
    const { actor } = live([
      () => ({ id: 1, version: 1 }),
      () => ({ id: 1, version: 2 }),
      () => ({ id: 1, version: 3 }),
    ])
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'record.changedElsewhere', error: stale })
    expect(actor.getSnapshot().context.data).toEqual({ id: 1, version: 1 })
    const again = await waitFor(actor, (s) => s.matches('ready'))
    expect(again.context.data).toEqual({ id: 1, version: 2 })
    expect(again.context.notice).toEqual(stale)
    actor.send({ type: 'record.reload' })
    const reloaded = await waitFor(actor, (s) => s.matches('ready'))
    expect(reloaded.context).toEqual({ data: { id: 1, version: 3 }, error: undefined, notice: undefined })
  })

  const paths = modelPaths(recordLoadMachine, model)
  it.each(paths.map((p) => [pathName(p, recordLoadMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(recordLoadMachine, path)
  })
})
