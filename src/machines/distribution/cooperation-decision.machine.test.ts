import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { DecisionResponse } from '../../../contract/distribution.schema.ts'
import type {
  ApplicationDecisionAnswer,
  ApplicationDecisionEvent,
} from '../shared/application-decision.machine.ts'
import {
  cooperationDecide,
  cooperationDecisionMachine,
  type DecisionRequest,
} from './cooperation-decision.machine.ts'

const target = { id: 'PD00300', name: '华东商行' }

/** A decision actor with recording actions and a `decide` the test answers. */
function harness(answer: (req: DecisionRequest) => Promise<DecisionResponse>) {
  const sent: DecisionRequest[] = []
  const calls: string[] = []
  const actor = createActor(
    cooperationDecisionMachine.provide({
      actors: {
        decide: cooperationDecide((req) => {
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

describe('cooperation decision machine', () => {
  it('tags name the dialog on screen, which is all the dialogs view reads', async () => {
    const dialogs = (tags: Set<string>) =>
      ['accept', 'reject', 'busy', 'limit', 'error'].filter((t) => tags.has(t))
    const deferred = () => {
      let resolve!: (value: DecisionResponse) => void
      let reject!: (error: unknown) => void
      const promise = new Promise<DecisionResponse>((ok, fail) => {
        resolve = ok
        reject = fail
      })
      return { promise, resolve, reject }
    }
    let answer = deferred()
    const { actor } = harness(() => answer.promise)
    expect(dialogs(actor.getSnapshot().tags)).toEqual([])
    actor.send({ type: 'decision.accept', target })
    expect(dialogs(actor.getSnapshot().tags)).toEqual(['accept'])
    actor.send({ type: 'decision.confirm' })
    expect(dialogs(actor.getSnapshot().tags)).toEqual(['busy'])
    answer.resolve({ flag: 'LIMIT', memberCap: 300 })
    expect(dialogs((await waitFor(actor, (s) => !s.hasTag('busy'))).tags)).toEqual(['limit'])
    actor.send({ type: 'decision.cancel' })
    actor.send({ type: 'decision.reject', target })
    expect(dialogs(actor.getSnapshot().tags)).toEqual(['reject'])
    answer = deferred()
    actor.send({ type: 'decision.confirm', reason: 'no' })
    answer.reject({ code: 40900, message: 'already decided' })
    expect(dialogs((await waitFor(actor, (s) => !s.hasTag('busy'))).tags)).toEqual(['error'])
  })

  it('accept: confirm, send OPENED, accepted (Y) with a notice and fresh counts', async () => {
    const { actor, sent, calls } = harness(async () => ({ flag: 'Y' }))
    actor.send({ type: 'decision.accept', target })
    expect(actor.getSnapshot().matches({ confirming: 'accept' })).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: 'decision.confirm' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent).toEqual([{ partyId: 'PD00300', option: 'OPENED' }])
    expect(calls).toEqual(['notifyAccepted', 'countsChanged'])
  })

  it('accept answered LIMIT: the upsell; renew opens the membership page, nothing else changes', async () => {
    const { actor, calls } = harness(async () => ({ flag: 'LIMIT', memberCap: 300 }))
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    const snap = await waitFor(actor, (s) => s.matches('limitReached'))
    expect(snap.context.memberCap).toBe(300)
    expect(snap.hasTag('dialog')).toBe(true)
    actor.send({ type: 'decision.renew' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(calls).toEqual(['openRenewal'])
  })

  it('LIMIT dialog cancelled: back to idle, no window opened', async () => {
    const { actor, calls } = harness(async () => ({ flag: 'LIMIT', memberCap: 300 }))
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    await waitFor(actor, (s) => s.matches('limitReached'))
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(calls).toEqual([])
  })

  it('reject: the prompt needs a reason; with one, REJECTED is sent with the trimmed tip', async () => {
    const { actor, sent, calls } = harness(async () => ({ flag: 'Y' }))
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.confirm', reason: '   ' })
    expect(actor.getSnapshot().matches({ confirming: 'reject' })).toBe(true)
    actor.send({ type: 'decision.confirm' })
    expect(actor.getSnapshot().matches({ confirming: 'reject' })).toBe(true)
    actor.send({ type: 'decision.confirm', reason: ' 区域重叠 ' })
    await waitFor(actor, (s) => s.matches('rejected'))
    expect(sent).toEqual([{ partyId: 'PD00300', option: 'REJECTED', tip: '区域重叠' }])
    expect(calls).toEqual(['notifyRejected', 'countsChanged'])
  })

  it('reject cancelled: nothing is sent', () => {
    const { actor, sent, calls } = harness(async () => ({ flag: 'Y' }))
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(sent).toEqual([])
    expect(calls).toEqual([])
  })

  it('a failed call shows the error; retry sends the same request again', async () => {
    let fail = true
    const { actor, sent } = harness(async () => {
      if (fail) throw { code: 40900, message: 'this application has already been decided' }
      return { flag: 'Y' }
    })
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({
      code: 40900,
      message: 'this application has already been decided',
    })
    fail = false
    actor.send({ type: 'decision.retry' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
  })

  it('ignores a second decision while one is being sent', () => {
    const { actor, sent } = harness(() => new Promise(() => {}))
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.confirm' })
    actor.send({ type: 'decision.reject', target: { id: 'PD1', name: 'x' } })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(sent).toHaveLength(1)
  })
})

describe('cooperation decision machine: every path (xstate/graph)', () => {
  // What the `decide` actor answers (cooperationDecide turns flag Y / LIMIT into isSuccess).
  const answers: Record<string, { output?: ApplicationDecisionAnswer; error?: unknown }> = {
    Y: { output: { isSuccess: 'Y' } },
    LIMIT: { output: { isSuccess: 'LIMIT', memberCap: 300 } },
    ERROR: { error: { code: 50000, message: 'boom' } },
  }
  const events: ApplicationDecisionEvent[] = [
    { type: 'decision.accept', target },
    { type: 'decision.reject', target },
    { type: 'decision.confirm' },
    { type: 'decision.confirm', reason: '理由' },
    { type: 'decision.cancel' },
    { type: 'decision.retry' },
    { type: 'decision.renew' },
    { type: 'decision.close' },
    ...Object.values(answers).map((a) =>
      a.output
        ? ({ type: 'xstate.done.actor.decide', output: a.output } as unknown as ApplicationDecisionEvent)
        : ({ type: 'xstate.error.actor.decide', error: a.error } as unknown as ApplicationDecisionEvent),
    ),
  ]
  const paths = getShortestPaths(cooperationDecisionMachine, { events })
  const stateIds = (value: unknown): string => JSON.stringify(value)

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((p) => stateIds(p.state.value)))
    for (const expected of [
      '"idle"',
      '{"confirming":"accept"}',
      '{"confirming":"reject"}',
      '"submitting"',
      '"accepted"',
      '"rejected"',
      '"limitReached"',
      '"failed"',
    ]) {
      expect(reached).toContain(expected)
    }
  })

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))(
    'replays %s: a request is sent only after a confirmation, with a reason for a rejection',
    async (_name, path) => {
      const sent: DecisionRequest[] = []
      const actor = createActor(
        cooperationDecisionMachine.provide({
          actors: {
            decide: cooperationDecide((req) => {
              sent.push(req)
              return new Promise<DecisionResponse>(() => {})
            }),
          },
        }),
      ).start()
      let confirmations = 0
      for (const step of path.steps) {
        const before = actor.getSnapshot()
        actor.send(step.event as ApplicationDecisionEvent)
        const after = actor.getSnapshot()
        if (!before.matches('submitting') && after.matches('submitting')) confirmations += 1
      }
      expect(stateIds(actor.getSnapshot().value)).toBe(stateIds(path.state.value))
      expect(sent).toHaveLength(confirmations)
      for (const req of sent) if (req.option === 'REJECTED') expect(req.tip).toBe('理由')
    },
  )
})
