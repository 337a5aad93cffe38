// The card-exchange decision: the shared application decision machine with the card-exchange
// calls. What this adds to the shared machine's model test: which call each decision sends,
// with which fields, and that cancel and a blank reason send nothing.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { DecisionAnswer } from '../../../contract/exchange-certificates.schema.ts'
import { exchangeDecisionLogic } from '../../../src/machines/exchange-certificates/exchange-decision.ts'

function live(answer: DecisionAnswer | Error = { isSuccess: 'Y' }) {
  const sent: string[] = []
  const effects: string[] = []
  const reply = async () => {
    if (answer instanceof Error) throw answer
    return answer
  }
  const actor = createActor(
    exchangeDecisionLogic(
      {
        accept: (appliedId) => {
          sent.push(`acceptExchangeApply appliedId=${appliedId}`)
          return reply()
        },
        reject: (rejId, rejectText) => {
          sent.push(`rejectExchangeApply rejId=${rejId} rejectText=${rejectText}`)
          return reply()
        },
      },
      {
        notifyAccepted: () => void effects.push('accepted toast'),
        notifyRejected: () => void effects.push('rejected toast'),
        countsChanged: () => void effects.push('reload'),
      },
    ),
  ).start()
  return { actor, sent, effects }
}

const target = { id: '17', name: '定远订货部' }

describe('card-exchange decision', () => {
  it('accepts with acceptExchangeApply(appliedId) and reloads', async () => {
    const { actor, sent, effects } = live()
    actor.send({ type: 'decision.accept', target })
    expect(sent).toEqual([])
    actor.send({ type: 'decision.confirm' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent).toEqual(['acceptExchangeApply appliedId=17'])
    expect(effects).toEqual(['accepted toast', 'reload'])
  })

  it('rejects with rejectExchangeApply(rejId, trimmed reason); a blank reason sends nothing', async () => {
    const { actor, sent, effects } = live()
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.confirm', reason: '  ' })
    expect(actor.getSnapshot().hasTag('reject')).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: 'decision.confirm', reason: ' 暂无合作计划 ' })
    await waitFor(actor, (s) => s.matches('rejected'))
    expect(sent).toEqual(['rejectExchangeApply rejId=17 rejectText=暂无合作计划'])
    expect(effects).toEqual(['rejected toast', 'reload'])
  })

  it('cancel sends nothing', () => {
    const { actor, sent, effects } = live()
    actor.send({ type: 'decision.reject', target })
    actor.send({ type: 'decision.cancel' })
    actor.send({ type: 'decision.accept', target })
    actor.send({ type: 'decision.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toEqual([])
    expect(effects).toEqual([])
  })

  it('isSuccess N or a refusal is a failure with retry, never a success toast', async () => {
    const unsuccessful = live({ isSuccess: 'N' })
    unsuccessful.actor.send({ type: 'decision.accept', target })
    unsuccessful.actor.send({ type: 'decision.confirm' })
    const failed = await waitFor(unsuccessful.actor, (s) => s.matches('failed'))
    expect(failed.context.unsuccessful).toBe(true)
    expect(unsuccessful.effects).toEqual(['reload'])

    const refused = live(Object.assign(new Error('already decided'), { code: 40900 }))
    refused.actor.send({ type: 'decision.reject', target })
    refused.actor.send({ type: 'decision.confirm', reason: '不' })
    const error = await waitFor(refused.actor, (s) => s.matches('failed'))
    expect(error.context.error?.code).toBe(40900)
    expect(refused.effects).toEqual(['reload'])
  })
})
