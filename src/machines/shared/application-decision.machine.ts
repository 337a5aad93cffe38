// The decision on an application addressed to the merchant (a business friend request, a
// business card exchange — SPEC.md section 7), shaped like the distribution cooperation
// decision: accept asks for confirmation; reject asks for a required free-text reason (the
// confirm button says reject; cancel aborts and nothing is sent). The server answers
// `isSuccess`; only 'Y' is a success, anything else is shown as a failure with retry.
// `decisionMachine({ upsell: true })` adds the one difference of the distribution cooperation
// decision (src/machines/distribution/cooperation-decision.machine.ts): an answer 'LIMIT' (the
// plan's member cap is reached) shows the upsell dialog, whose renew opens the membership page.
import { type DoneActorEvent, assertEvent, assign, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from './paged-list.machine.ts'

export interface ApplicationTarget {
  /** The application's id (what the accept / reject call takes). */
  id: string
  /** The applicant's name, shown in the dialogs. */
  name: string
}

export type ApplicationOption = 'ACCEPT' | 'REJECT'

export interface ApplicationDecisionRequest {
  id: string
  option: ApplicationOption
  /** The rejection's reason, trimmed; only on REJECT. */
  reason?: string
}

export interface ApplicationDecisionAnswer {
  /** 'Y' is a success; 'LIMIT' (upsell machine only) the member cap; anything else a failure. */
  isSuccess: string
  /** The plan's member cap, with 'LIMIT'. */
  memberCap?: number | undefined
}

export interface ApplicationDecisionContext {
  target: ApplicationTarget | undefined
  option: ApplicationOption | undefined
  reason: string | undefined
  /** The failed call's error; undefined when the server answered isSuccess other than 'Y'. */
  error: ListError | undefined
  /** The server answered, but not with isSuccess 'Y'. */
  unsuccessful: boolean
  /** The member cap the server answered with 'LIMIT' (upsell machine only). */
  memberCap: number | undefined
}

export type ApplicationDecisionEvent =
  | { type: 'decision.accept'; target: ApplicationTarget }
  | { type: 'decision.reject'; target: ApplicationTarget }
  /** Confirms the dialog on screen; a rejection carries its reason. */
  | { type: 'decision.confirm'; reason?: string }
  | { type: 'decision.cancel' }
  | { type: 'decision.retry' }
  /** Upsell dialog: go to the membership page to upgrade. */
  | { type: 'decision.renew' }
  | { type: 'decision.close' }

const fresh = (target: ApplicationTarget, option: ApplicationOption) => ({
  target,
  option,
  reason: undefined,
  error: undefined,
  unsuccessful: false,
  memberCap: undefined,
})

const output = ({ event }: { event: DoneActorEvent<ApplicationDecisionAnswer> }) => event.output

/** The upsell machine's first answer branch: 'LIMIT' shows the upsell with the member cap. */
const limitAnswered = {
  guard: { type: 'isLimit', params: output },
  target: 'limitReached',
  actions: { type: 'keepMemberCap', params: output },
} as const

/** The upsell dialog, the upsell machine's own state. */
const limitReached = {
  description: "The plan's member cap is reached: the upsell dialog offers the membership page.",
  tags: ['dialog', 'limit'],
  on: {
    'decision.renew': { target: 'idle', actions: 'openRenewal' },
    'decision.cancel': 'idle',
  },
} as const

const decisionSetup = setup({
  types: {
    context: {} as ApplicationDecisionContext,
    events: {} as ApplicationDecisionEvent,
    /** `dialog`: a dialog is open; `accept` / `reject`: which confirmation asks; `limit`: the
     * upsell; `error`: the failure with retry. While `busy`, `context.option` says which was sent. */
    tags: {} as 'busy' | 'dialog' | 'accept' | 'reject' | 'limit' | 'error',
  },
  actors: {
    decide: fromPromise<ApplicationDecisionAnswer, ApplicationDecisionRequest>(async () => {
      throw new Error('decide actor not provided')
    }),
  },
  actions: {
    startAccept: assign(({ event }) => {
      assertEvent(event, 'decision.accept')
      return fresh(event.target, 'ACCEPT')
    }),
    startReject: assign(({ event }) => {
      assertEvent(event, 'decision.reject')
      return fresh(event.target, 'REJECT')
    }),
    // Placeholders the view fills (toast, bell and badge counts, list reload, new window).
    notifyAccepted: () => {},
    notifyRejected: () => {},
    countsChanged: () => {},
    openRenewal: () => {},
    keepMemberCap: assign((_, answer: ApplicationDecisionAnswer) => ({ memberCap: answer.memberCap })),
  },
  guards: {
    reasonGiven: ({ event }) => {
      assertEvent(event, 'decision.confirm')
      return (event.reason ?? '').trim() !== ''
    },
    isLimit: (_, answer: ApplicationDecisionAnswer) => answer.isSuccess === 'LIMIT',
    succeeded: (_, answer: ApplicationDecisionAnswer) => answer.isSuccess === 'Y',
    acceptSucceeded: ({ context }, answer: ApplicationDecisionAnswer) =>
      answer.isSuccess === 'Y' && context.option === 'ACCEPT',
  },
})

/**
 * The decision machine named `id`; `upsell` adds the answer 'LIMIT' and its upsell dialog
 * (state `limitReached`, event `decision.renew`, action `openRenewal`).
 */
export function decisionMachine({ id, upsell }: { id: string; upsell: boolean }) {
  const start = {
    'decision.accept': { target: `#${id}.confirming.accept`, actions: 'startAccept' },
    'decision.reject': { target: `#${id}.confirming.reject`, actions: 'startReject' },
  } as const
  return decisionSetup.createMachine({
    id,
    context: {
      target: undefined,
      option: undefined,
      reason: undefined,
      error: undefined,
      unsuccessful: false,
      memberCap: undefined,
    },
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
            on: { 'decision.confirm': { target: `#${id}.submitting` } },
          },
          reject: {
            description: 'Reject needs a reason: confirm is refused while the reason is blank.',
            tags: ['reject'],
            on: {
              'decision.confirm': {
                guard: 'reasonGiven',
                target: `#${id}.submitting`,
                actions: assign({ reason: ({ event }) => event.reason?.trim() }),
              },
            },
          },
        },
      },
      submitting: {
        description: upsell
          ? "The decision goes to the server; isSuccess 'Y' is a success, 'LIMIT' the member cap."
          : "The decision goes to the server; only isSuccess 'Y' is a success.",
        tags: ['busy', 'dialog'],
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => ({
            id: context.target?.id ?? '',
            option: context.option ?? 'ACCEPT',
            ...(context.option === 'REJECT' ? { reason: context.reason ?? '' } : {}),
          }),
          onDone: [
            ...(upsell ? [limitAnswered] : []),
            {
              guard: { type: 'acceptSucceeded', params: ({ event }) => event.output },
              target: 'accepted',
            },
            { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'rejected' },
            { target: 'failed', actions: assign({ unsuccessful: true }) },
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
      // Typed as present in both, so that state values stay typed; only the upsell machine has it.
      ...((upsell ? { limitReached } : {}) as { limitReached: typeof limitReached }),
      failed: {
        description: 'The call failed or the server did not answer isSuccess Y: shown with retry and cancel.',
        // Someone else may have decided meanwhile (40900): show the list as it is now.
        entry: 'countsChanged',
        tags: ['dialog', 'error'],
        on: {
          'decision.retry': {
            target: 'submitting',
            actions: assign({ error: undefined, unsuccessful: false }),
          },
          'decision.cancel': { target: 'idle', actions: assign({ error: undefined, unsuccessful: false }) },
        },
      },
    },
  })
}

export const applicationDecisionMachine = decisionMachine({ id: 'applicationDecision', upsell: false })
