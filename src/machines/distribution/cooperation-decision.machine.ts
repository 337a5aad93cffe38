// The decision on a distribution cooperation application (SPEC.md sections 4, 5 and 8):
// accept asks for confirmation; reject asks for a required free-text reason (the confirm
// button says reject; cancel aborts and nothing is sent); the server answers flag Y, or
// LIMIT when the basic plan's member cap is reached, which shows the upsell dialog.
// It is the shared application decision (src/machines/shared/application-decision.machine.ts)
// with its upsell; `cooperationDecide` speaks the cooperation call in its words.
import { fromPromise } from 'xstate'
import type { DecisionResponse } from '../../../contract/distribution.schema.ts'
import {
  type ApplicationDecisionAnswer,
  type ApplicationDecisionRequest,
  decisionMachine,
} from '../shared/application-decision.machine.ts'

/** The cooperation call's request (distributionRequestConfirm). */
export interface DecisionRequest {
  partyId: string
  option: 'OPENED' | 'REJECTED'
  tip?: string
}

export const cooperationDecisionMachine = decisionMachine({ id: 'cooperationDecision', upsell: true })

/**
 * The machine's `decide` actor over the cooperation call: the target's id is the applicant's
 * party id, ACCEPT / REJECT are OPENED / REJECTED, the reason is the tip; flag Y or LIMIT
 * (with the member cap) is the answer's isSuccess.
 */
export function cooperationDecide(call: (req: DecisionRequest) => Promise<DecisionResponse>) {
  return fromPromise<ApplicationDecisionAnswer, ApplicationDecisionRequest>(async ({ input }) => {
    const answer = await call({
      partyId: input.id,
      option: input.option === 'ACCEPT' ? 'OPENED' : 'REJECTED',
      ...(input.reason !== undefined ? { tip: input.reason } : {}),
    })
    return { isSuccess: answer.flag, memberCap: answer.memberCap }
  })
}
