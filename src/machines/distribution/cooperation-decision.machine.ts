// The decision on a distribution cooperation application (SPEC.md sections 4, 5 and 8):
// accept asks for confirmation; reject asks for a required free-text reason (the confirm
// button says reject; cancel aborts and nothing is sent); the server answers flag Y, or
// LIMIT when the basic plan's member cap is reached, which shows the upsell dialog.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { DecisionResponse } from '../../../contract/distribution.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface DecisionTarget {
  /** The applicant's party id. */
  partyId: string
  name: string
}

export type DecisionOption = 'OPENED' | 'REJECTED'

export interface DecisionRequest {
  partyId: string
  option: DecisionOption
  tip?: string
}

export interface CooperationDecisionContext {
  target: DecisionTarget | undefined
  option: DecisionOption | undefined
  tip: string | undefined
  memberCap: number | undefined
  error: ListError | undefined
}

export type CooperationDecisionEvent =
  | { type: 'decision.accept'; target: DecisionTarget }
  | { type: 'decision.reject'; target: DecisionTarget }
  /** Confirms the dialog on screen; a rejection carries its reason. */
  | { type: 'decision.confirm'; tip?: string }
  | { type: 'decision.cancel' }
  | { type: 'decision.retry' }
  /** LIMIT dialog: go to the membership page to upgrade. */
  | { type: 'decision.renew' }
  | { type: 'decision.close' }

const start = {
  'decision.accept': {
    target: '#cooperationDecision.confirming.accept',
    actions: 'startAccept',
  },
  'decision.reject': {
    target: '#cooperationDecision.confirming.reject',
    actions: 'startReject',
  },
} as const

export const cooperationDecisionMachine = setup({
  types: {
    context: {} as CooperationDecisionContext,
    events: {} as CooperationDecisionEvent,
    /** `dialog`: a dialog is open; `accept` / `reject`: which confirmation asks; `limit`: the
     * upsell; `error`: the failure with retry. While `busy`, `context.option` says which was sent. */
    tags: {} as 'busy' | 'dialog' | 'accept' | 'reject' | 'limit' | 'error',
  },
  actors: {
    decide: fromPromise<DecisionResponse, DecisionRequest>(async () => {
      throw new Error('decide actor not provided')
    }),
  },
  actions: {
    startAccept: assign(({ event }) => {
      assertEvent(event, 'decision.accept')
      return {
        target: event.target,
        option: 'OPENED' as const,
        tip: undefined,
        error: undefined,
        memberCap: undefined,
      }
    }),
    startReject: assign(({ event }) => {
      assertEvent(event, 'decision.reject')
      return {
        target: event.target,
        option: 'REJECTED' as const,
        tip: undefined,
        error: undefined,
        memberCap: undefined,
      }
    }),
    // Placeholders the view fills (toast, menu badges, list reload, new window).
    notifyAccepted: () => {},
    notifyRejected: () => {},
    countsChanged: () => {},
    openRenewal: () => {},
  },
  guards: {
    reasonGiven: ({ event }) => {
      assertEvent(event, 'decision.confirm')
      return (event.tip ?? '').trim() !== ''
    },
    isLimit: (_, answer: DecisionResponse) => answer.flag === 'LIMIT',
    wasAccept: ({ context }) => context.option === 'OPENED',
  },
}).createMachine({
  id: 'cooperationDecision',
  context: { target: undefined, option: undefined, tip: undefined, memberCap: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog: the list offers accept and reject on each pending application.',
      on: start,
    },
    confirming: {
      description: 'A confirmation dialog is open; cancel closes it and sends nothing.',
      tags: ['dialog'],
      on: { 'decision.cancel': { target: 'idle' } },
      initial: 'accept',
      states: {
        accept: {
          description: 'Accept asks for confirmation only.',
          tags: ['accept'],
          on: { 'decision.confirm': { target: '#cooperationDecision.submitting' } },
        },
        reject: {
          description: 'Reject needs a reason: confirm is refused while the reason is blank.',
          tags: ['reject'],
          on: {
            'decision.confirm': {
              guard: 'reasonGiven',
              target: '#cooperationDecision.submitting',
              actions: assign({ tip: ({ event }) => event.tip?.trim() }),
            },
          },
        },
      },
    },
    submitting: {
      description:
        'The decision goes to the server; it answers done, or LIMIT when the member cap is reached.',
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          partyId: context.target?.partyId ?? '',
          option: context.option ?? 'OPENED',
          ...(context.option === 'REJECTED' ? { tip: context.tip ?? '' } : {}),
        }),
        onDone: [
          {
            guard: { type: 'isLimit', params: ({ event }) => event.output },
            target: 'limitReached',
            actions: assign({ memberCap: ({ event }) => event.output.memberCap }),
          },
          { guard: 'wasAccept', target: 'accepted' },
          { target: 'rejected' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    accepted: {
      description: 'Accepted: a toast says so and the counts and the list reload.',
      entry: ['notifyAccepted', 'countsChanged'],
      on: { ...start, 'decision.close': 'idle' },
    },
    rejected: {
      description: 'Rejected: a toast says so and the counts and the list reload.',
      entry: ['notifyRejected', 'countsChanged'],
      on: { ...start, 'decision.close': 'idle' },
    },
    limitReached: {
      description: "The basic plan's member cap is reached: the upsell dialog offers the membership page.",
      tags: ['dialog', 'limit'],
      on: {
        'decision.renew': { target: 'idle', actions: 'openRenewal' },
        'decision.cancel': 'idle',
      },
    },
    failed: {
      description: 'The call failed: the error is shown with retry and cancel.',
      // Someone else may have decided meanwhile (40900): show the list as it is now.
      entry: 'countsChanged',
      tags: ['dialog', 'error'],
      on: {
        'decision.retry': { target: 'submitting', actions: assign({ error: undefined }) },
        'decision.cancel': { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
})
