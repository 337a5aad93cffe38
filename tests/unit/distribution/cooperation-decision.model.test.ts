// Model-based test of the cooperation decision machine: accept, reject with and without a reason,
// cancel, flag Y, flag LIMIT with memberCap, server errors, retry, renew and close, all replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { DecisionResponse } from '../../../contract/distribution.schema.ts'
import {
  cooperationDecide,
  type DecisionRequest,
  cooperationDecisionMachine as liveDecision,
} from '../../../src/machines/distribution/cooperation-decision.machine.ts'
import type { ApplicationDecisionAnswer } from '../../../src/machines/shared/application-decision.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const target = { id: 'PD00300', name: '华东商行' }
const other = { id: 'PD00301', name: '岭南百货' }
// Standalone, without the view: its toast, badge refresh, list reload and window.open are no-ops.
const decisionMachine = liveDecision.provide({
  actions: {
    notifyAccepted: () => {},
    notifyRejected: () => {},
    countsChanged: () => {},
    openRenewal: () => {},
  },
})

// The `decide` actor's answers: cooperationDecide turns flag Y / LIMIT into isSuccess.
const LIMIT: ApplicationDecisionAnswer = { isSuccess: 'LIMIT', memberCap: 300 }
const model = {
  events: [
    { type: 'decision.accept', target },
    { type: 'decision.reject', target: other },
    { type: 'decision.confirm' },
    // A reason, as typed in the prompt (the machine trims it); a blank one is refused.
    { type: 'decision.confirm', reason: ' 区域重叠 ' },
    { type: 'decision.confirm', reason: '   ' },
    { type: 'decision.cancel' },
    { type: 'decision.retry' },
    { type: 'decision.renew' },
    { type: 'decision.close' },
  ],
  outcomes: {
    decide: {
      // The shared machine's answer other than Y or LIMIT (the cooperation call never gives it).
      done: [{ isSuccess: 'Y' }, LIMIT, { isSuccess: 'N' }],
      error: [
        { code: 40900, message: 'this application has already been decided' },
        { code: null, message: 'fetch failed' },
      ],
    },
  },
} as const

/** A live decision actor whose `decide` records each request and answers as told. */
function live(answer: (req: DecisionRequest) => Promise<DecisionResponse>) {
  const sent: DecisionRequest[] = []
  const calls: string[] = []
  const actor = createActor(
    liveDecision.provide({
      actors: {
        decide: cooperationDecide(async (req) => {
          sent.push(req)
          return answer(req)
        }),
      },
      actions: {
        notifyAccepted: () => void calls.push('notifyAccepted'),
        notifyRejected: () => void calls.push('notifyRejected'),
        countsChanged: () => void calls.push('countsChanged'),
        openRenewal: () => void calls.push('openRenewal'),
      },
    }),
  ).start()
  return { actor, sent, calls }
}

describe('cooperation decision machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(decisionMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(decisionMachine)).toEqual(
      expect.arrayContaining(['confirming.reject', 'limitReached', 'failed']),
    )
    expectFullCoverage(decisionMachine, paths)
    expectEventsAccepted(decisionMachine, model.events)
  })

  const paths = modelPaths(decisionMachine, model)

  it('after LIMIT the upsell dialog shows the member cap the server answered', () => {
    const path = paths.find((p) => p.state.value === 'limitReached')
    expect(path, 'a path to limitReached').toBeDefined()
    const { actor } = replayPath(decisionMachine, path!)
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('dialog')).toBe(true)
    expect(snapshot.context.memberCap).toBe(LIMIT.memberCap)
    expect(snapshot.context.target).toEqual(target)
  })

  it('a rejection is sent only with a reason, trimmed; an acceptance carries none', async () => {
    const { actor, sent, calls } = live(async () => ({ flag: 'Y' }))
    actor.send({ type: 'decision.reject', target: other })
    actor.send({ type: 'decision.confirm', reason: '   ' })
    actor.send({ type: 'decision.confirm' })
    expect(actor.getSnapshot().value).toEqual({ confirming: 'reject' })
    expect(sent).toEqual([])
    actor.send({ type: 'decision.confirm', reason: ' 区域重叠 ' })
    await waitFor(actor, (s) => s.matches('rejected'))
    expect(sent).toEqual([{ partyId: 'PD00301', option: 'REJECTED', tip: '区域重叠' }])
    expect(calls).toEqual(['notifyRejected', 'countsChanged'])
    // From the result, the next decision starts afresh: no reason left over.
    actor.send({ type: 'decision.accept', target })
    expect(actor.getSnapshot().context.reason).toBeUndefined()
    actor.send({ type: 'decision.confirm', reason: 'ignored' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent[1]).toEqual({ partyId: 'PD00300', option: 'OPENED' })
    actor.send({ type: 'decision.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('LIMIT from the server: its cap is shown, renew opens the membership page once', async () => {
    const { actor, calls } = live(async () => ({ flag: 'LIMIT', memberCap: 1000 }))
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    const limit = await waitFor(actor, (s) => s.matches('limitReached'))
    expect(limit.context.memberCap).toBe(1000)
    actor.send({ type: 'decision.renew' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual(['openRenewal'])
  })

  it('a failure shows the server message; retry sends the same request; cancel clears it', async () => {
    let answer: () => Promise<DecisionResponse> = async () => {
      throw { code: 50000, message: 'boom' }
    }
    const { actor, sent } = live(() => answer())
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.confirm', reason: '重复申请' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: 50000, message: 'boom' })
    actor.send({ type: 'decision.retry' })
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 2)
    expect(sent[1]).toEqual(sent[0])
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    answer = async () => ({ flag: 'Y' })
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toHaveLength(2)
  })

  it.each(paths.map((p) => [pathName(p, decisionMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(decisionMachine, path)
  })
})
