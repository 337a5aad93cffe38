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
})
