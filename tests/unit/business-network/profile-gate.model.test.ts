// Model-based test of checkUserIsHaveBusinessInfo's gate: with a profile the page shows, without
// one the user is sent to fill it in (once), a failed check can be retried.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { profileGateMachine } from '../../../src/machines/business-network/profile-gate.machine.ts'
import { expectEventsAccepted, expectFullCoverage, modelPaths } from '../shared/model-paths.ts'

const model = {
  events: [{ type: 'gate.retry' }],
  outcomes: {
    check: {
      done: [
        { hasInfo: 'Y', securityPaid: 'N' },
        { hasInfo: 'N', securityPaid: 'N' },
      ],
      error: [{ code: null, message: 'fetch failed' }],
    },
  },
} as const

describe('profile gate machine', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(profileGateMachine, { ...model, strategy: 'transitions' })
    // `deciding` only routes (always) to ready or needsProfile: see the replays below.
    expectFullCoverage(profileGateMachine, paths, [
      'checking --xstate.done.actor.0.profileGate.checking--> deciding',
    ])
    expectEventsAccepted(profileGateMachine, model.events)
  })

  it('sends a merchant without a profile to fill it in, and shows the page to one with a profile', async () => {
    for (const [hasInfo, expected, sent] of [
      ['N', 'needsProfile', 1],
      ['Y', 'ready', 0],
    ] as const) {
      const sendToProfile = vi.fn()
      const actor = createActor(
        profileGateMachine.provide({
          actors: { check: fromPromise(async () => ({ hasInfo, securityPaid: 'N' as 'Y' | 'N' })) },
          actions: { sendToProfile },
        }),
      ).start()
      await waitFor(actor, (s) => s.matches(expected))
      expect(sendToProfile).toHaveBeenCalledTimes(sent)
    }
  })
})
