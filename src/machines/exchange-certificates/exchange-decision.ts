// The card-exchange decision: the shared application decision machine
// (src/machines/shared/application-decision.machine.ts, also the friend decision) with its
// `decide` actor mapped to the card-exchange calls: accept sends acceptExchangeApply(appliedId),
// reject sends rejectExchangeApply(rejId, rejectText). The calls are given by the caller, so
// tests fake them.
import { fromPromise } from 'xstate'
import type { DecisionAnswer } from '../../../contract/exchange-certificates.schema.ts'
import {
  type ApplicationDecisionAnswer,
  type ApplicationDecisionRequest,
  applicationDecisionMachine,
} from '../shared/application-decision.machine.ts'

export interface ExchangeDecisionCalls {
  accept: (appliedId: string, signal: AbortSignal) => Promise<DecisionAnswer>
  reject: (rejId: string, rejectText: string, signal: AbortSignal) => Promise<DecisionAnswer>
}

export interface ExchangeDecisionEffects {
  notifyAccepted: () => void
  notifyRejected: () => void
  countsChanged: () => void
}

export function exchangeDecisionLogic(calls: ExchangeDecisionCalls, effects: ExchangeDecisionEffects) {
  return applicationDecisionMachine.provide({
    actors: {
      decide: fromPromise<ApplicationDecisionAnswer, ApplicationDecisionRequest>(({ input, signal }) =>
        input.option === 'ACCEPT'
          ? calls.accept(input.id, signal)
          : calls.reject(input.id, input.reason ?? '', signal),
      ),
    },
    actions: {
      notifyAccepted: () => effects.notifyAccepted(),
      notifyRejected: () => effects.notifyRejected(),
      countsChanged: () => effects.countsChanged(),
    },
  })
}
