// checkUserIsHaveBusinessInfo's decision (docs/decisions.md, Business profile): the
// opportunities list and the security deposit page first ask whether the merchant has a
// business profile; without one the user is sent to busiEditOwnInfo to fill it in.
import { assign, fromPromise, setup } from 'xstate'
import type { BusinessInfoCheck } from '../../../contract/business-profile.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export const profileGateMachine = setup({
  types: {
    context: {} as { check: BusinessInfoCheck | undefined; error: ListError | undefined },
    events: {} as { type: 'gate.retry' },
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    check: fromPromise<BusinessInfoCheck>(async () => {
      throw new Error('check not provided')
    }),
  },
  actions: {
    /** Filled by the page: open busiEditOwnInfo (the user has no profile yet). */
    sendToProfile: () => {},
  },
  guards: {
    hasProfile: ({ context }) => context.check?.hasInfo === 'Y',
  },
}).createMachine({
  id: 'profileGate',
  context: { check: undefined, error: undefined },
  initial: 'checking',
  states: {
    checking: {
      description: 'Asks the server whether the merchant has a business profile.',
      tags: ['loading'],
      invoke: {
        src: 'check',
        onDone: {
          target: 'deciding',
          actions: assign({ check: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    deciding: {
      description: 'With a profile the page is shown; without one the user is sent to fill it in.',
      always: [
        { guard: 'hasProfile', target: 'ready' },
        { target: 'needsProfile', actions: 'sendToProfile' },
      ],
    },
    ready: { description: 'The merchant has a profile: the page is shown.', tags: ['ready'] },
    needsProfile: {
      description: 'No profile yet: the user was sent to fill it in first.',
      type: 'final',
    },
    failed: {
      description: 'The check failed: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'gate.retry': 'checking' },
    },
  },
})
