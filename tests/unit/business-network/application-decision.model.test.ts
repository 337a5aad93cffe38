// Model-based test of the shared application decision machine (friend requests, card
// exchanges): accept, reject with and without a reason, cancel, isSuccess Y and N, server
// errors, retry and close, all replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type ApplicationDecisionAnswer,
  type ApplicationDecisionRequest,
  applicationDecisionMachine as liveDecision,
} from '../../../src/machines/shared/application-decision.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const target = { id: 'FA00001', name: '华东商行' }
const other = { id: 'FA00002', name: '岭南百货' }
const decisionMachine = liveDecision.provide({
  actions: { notifyAccepted: () => {}, notifyRejected: () => {}, countsChanged: () => {} },
})

const model = {
  events: [
    { type: 'decision.accept', target },
    { type: 'decision.reject', target: other },
    { type: 'decision.confirm' },
    { type: 'decision.confirm', reason: ' 不认识 ' },
    { type: 'decision.confirm', reason: '   ' },
    { type: 'decision.cancel' },
    { type: 'decision.retry' },
    { type: 'decision.close' },
  ],
  outcomes: {
    decide: {
      done: [{ isSuccess: 'Y' }, { isSuccess: 'N' }],
      error: [
        { code: 40900, message: 'this application has already been decided' },
        { code: null, message: 'fetch failed' },
      ],
    },
  },
} as const

function live(answer: (req: ApplicationDecisionRequest) => Promise<ApplicationDecisionAnswer>) {
  const sent: ApplicationDecisionRequest[] = []
  const calls: string[] = []
  const actor = createActor(
    liveDecision.provide({
      actors: {
        decide: fromPromise<ApplicationDecisionAnswer, ApplicationDecisionRequest>(async ({ input }) => {
          sent.push(input)
          return answer(input)
        }),
      },
      actions: {
        notifyAccepted: () => void calls.push('notifyAccepted'),
        notifyRejected: () => void calls.push('notifyRejected'),
        countsChanged: () => void calls.push('countsChanged'),
      },
    }),
  ).start()
  return { actor, sent, calls }
}

describe('application decision machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(decisionMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(decisionMachine)).toEqual(
      expect.arrayContaining(['confirming.accept', 'confirming.reject', 'accepted', 'rejected', 'failed']),
    )
    expectFullCoverage(decisionMachine, paths)
    expectEventsAccepted(decisionMachine, model.events)
  })

  const paths = modelPaths(decisionMachine, model)

  it('a rejection is sent only with a reason, trimmed; an acceptance carries none', async () => {
    const { actor, sent, calls } = live(async () => ({ isSuccess: 'Y' }))
    actor.send({ type: 'decision.reject', target: other })
    actor.send({ type: 'decision.confirm', reason: '   ' })
    actor.send({ type: 'decision.confirm' })
    expect(actor.getSnapshot().value).toEqual({ confirming: 'reject' })
    expect(sent).toEqual([])
    actor.send({ type: 'decision.confirm', reason: ' 不认识 ' })
    await waitFor(actor, (s) => s.matches('rejected'))
    expect(sent).toEqual([{ id: 'FA00002', option: 'REJECT', reason: '不认识' }])
    expect(calls).toEqual(['notifyRejected', 'countsChanged'])
    actor.send({ type: 'decision.accept', target })
    expect(actor.getSnapshot().context.reason).toBeUndefined()
    actor.send({ type: 'decision.confirm', reason: 'ignored' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent[1]).toEqual({ id: 'FA00001', option: 'ACCEPT' })
    actor.send({ type: 'decision.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('cancel sends nothing, from accept and from reject', () => {
    const { actor, sent, calls } = live(async () => ({ isSuccess: 'Y' }))
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.cancel' })
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toEqual([])
    expect(calls).toEqual([])
  })

  it("isSuccess other than 'Y' is a failure, not a success: no toast; retry resends", async () => {
    let answer: ApplicationDecisionAnswer = { isSuccess: 'N' }
    const { actor, sent, calls } = live(async () => answer)
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.unsuccessful).toBe(true)
    expect(failed.context.error).toBeUndefined()
    expect(calls).toEqual(['countsChanged'])
    answer = { isSuccess: 'Y' }
    actor.send({ type: 'decision.retry' })
    const accepted = await waitFor(actor, (s) => s.matches('accepted'))
    expect(accepted.context.unsuccessful).toBe(false)
    expect(sent).toEqual([
      { id: 'FA00001', option: 'ACCEPT' },
      { id: 'FA00001', option: 'ACCEPT' },
    ])
    expect(calls).toEqual(['countsChanged', 'notifyAccepted', 'countsChanged'])
  })

  it('a server error is shown with its message; cancel clears it', async () => {
    const { actor } = live(async () => {
      throw { code: 40900, message: 'already decided' }
    })
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.confirm', reason: '重复申请' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: 40900, message: 'already decided' })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it.each(paths.map((p) => [pathName(p, decisionMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(decisionMachine, path)
  })
})
