// The decision on a distribution cooperation application (SPEC.md sections 4, 5 and 8):
// accept asks for confirmation; reject asks for a required free-text reason (the confirm
// button says reject; cancel aborts and nothing is sent); the server answers flag Y, or
// LIMIT when the basic plan's member cap is reached, which shows the upsell dialog.
import { assign, fromPromise, setup } from 'xstate'
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
    tags: {} as 'busy' | 'dialog',
  },
  actors: {
    decide: fromPromise<DecisionResponse, DecisionRequest>(async () => {
      throw new Error('decide actor not provided')
    }),
  },
  actions: {
    startAccept: assign(({ event }) => {
      const target = (event as { target: DecisionTarget }).target
      return { target, option: 'OPENED' as const, tip: undefined, error: undefined, memberCap: undefined }
    }),
    startReject: assign(({ event }) => {
      const target = (event as { target: DecisionTarget }).target
      return { target, option: 'REJECTED' as const, tip: undefined, error: undefined, memberCap: undefined }
    }),
    // Placeholders the view fills (toast, menu badges, list reload, new window).
    notifyAccepted: () => {},
    notifyRejected: () => {},
    countsChanged: () => {},
    openRenewal: () => {},
  },
  guards: {
    reasonGiven: ({ event }) => event.type === 'decision.confirm' && (event.tip ?? '').trim() !== '',
    isLimit: ({ event }) => (event as unknown as { output: DecisionResponse }).output.flag === 'LIMIT',
    wasAccept: ({ context }) => context.option === 'OPENED',
  },
}).createMachine({
  id: 'cooperationDecision',
  context: { target: undefined, option: undefined, tip: undefined, memberCap: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: { on: start },
    confirming: {
      tags: ['dialog'],
      on: { 'decision.cancel': { target: 'idle' } },
      initial: 'accept',
      states: {
        accept: {
          on: { 'decision.confirm': { target: '#cooperationDecision.submitting' } },
        },
        reject: {
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
            guard: 'isLimit',
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
      entry: ['notifyAccepted', 'countsChanged'],
      on: { ...start, 'decision.close': 'idle' },
    },
    rejected: {
      entry: ['notifyRejected', 'countsChanged'],
      on: { ...start, 'decision.close': 'idle' },
    },
    limitReached: {
      tags: ['dialog'],
      on: {
        'decision.renew': { target: 'idle', actions: 'openRenewal' },
        'decision.cancel': 'idle',
      },
    },
    failed: {
      // Someone else may have decided meanwhile (40900): show the list as it is now.
      entry: 'countsChanged',
      tags: ['dialog'],
      on: {
        'decision.retry': { target: 'submitting', actions: assign({ error: undefined }) },
        'decision.cancel': { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
})
