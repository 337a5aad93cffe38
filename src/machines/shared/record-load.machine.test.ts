import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { recordLoadMachine } from './record-load.machine.ts'

describe('record load machine', () => {
  it('loads, fails with the message, retries and reloads', async () => {
    let round = 0
    const actor = createActor(
      recordLoadMachine.provide({
        actors: {
          load: fromPromise<unknown, void>(async () => {
            round += 1
            if (round === 1) throw { code: 40400, message: 'member not found' }
            return { round }
          }),
        },
      }),
    ).start()
    const failed = await waitFor(actor, (s) => s.hasTag('error'))
    expect(failed.context.error).toEqual({ code: 40400, message: 'member not found' })
    actor.send({ type: 'record.retry' })
    expect((await waitFor(actor, (s) => s.hasTag('ready'))).context.data).toEqual({ round: 2 })
    actor.send({ type: 'record.reload' })
    await waitFor(actor, (s) => s.hasTag('ready') && (s.context.data as { round: number }).round === 3)
  })

  it('a write refused as stale (40900) loads the record again and keeps why until the next reload', async () => {
    let round = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const actor = createActor(
      recordLoadMachine.provide({
        actors: {
          load: fromPromise<unknown, void>(async () => {
            round += 1
            if (round === 2) await held
            return { round }
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    const stale = { code: 40900, message: 'The statement was confirmed meanwhile.' }
    actor.send({ type: 'record.changedElsewhere', error: stale })
    // The record shown stays while it loads again.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.data).toEqual({ round: 1 })
    release()
    const reloaded = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(reloaded.context.data).toEqual({ round: 2 })
    expect(reloaded.context.notice).toEqual(stale)
    actor.send({ type: 'record.reload' })
    const next = await waitFor(
      actor,
      (s) => s.hasTag('ready') && (s.context.data as { round: number }).round === 3,
    )
    expect(next.context.notice).toBeUndefined()
  })
})
