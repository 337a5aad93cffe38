// buyBusiSecurity: the business security deposit, bought like a membership: the plan and the
// merchant's state are loaded, the order is prepared, the simulated provider pays it (the demo;
// elsewhere the provider's notification does), and afterwards the deposit shows as paid.
import { assign, fromPromise, setup } from 'xstate'
import type { BusiSecurityInfo, BusiSecurityOrder } from '../../../contract/business-profile.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface BusiSecurityContext {
  info: BusiSecurityInfo | undefined
  order: BusiSecurityOrder | undefined
  error: ListError | undefined
}

export type BusiSecurityEvent =
  | { type: 'security.order' }
  | { type: 'security.pay' }
  | { type: 'security.retry' }

export const busiSecurityMachine = setup({
  types: {
    context: {} as BusiSecurityContext,
    events: {} as BusiSecurityEvent,
    tags: {} as 'loading' | 'busy' | 'error',
  },
  actors: {
    loadInfo: fromPromise<BusiSecurityInfo>(async () => {
      throw new Error('loadInfo not provided')
    }),
    prepareOrder: fromPromise<BusiSecurityOrder>(async () => {
      throw new Error('prepareOrder not provided')
    }),
    payOrder: fromPromise<BusiSecurityOrder, { orderNo: string }>(async () => {
      throw new Error('payOrder not provided')
    }),
  },
  guards: {
    isPaid: ({ context }) => context.info?.securityPaid === 1,
    canBuy: ({ context }) => context.info?.plan != null && context.info.hasProfile,
  },
}).createMachine({
  id: 'busiSecurity',
  context: { info: undefined, order: undefined, error: undefined },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the deposit plan and whether the merchant has paid it.',
      tags: ['loading'],
      invoke: {
        src: 'loadInfo',
        onDone: {
          target: 'deciding',
          actions: assign({ info: ({ event }) => event.output, error: undefined }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    deciding: {
      description: 'A paid deposit is shown as paid; otherwise the plan is offered.',
      always: [{ guard: 'isPaid', target: 'paid' }, { target: 'offering' }],
    },
    loadFailed: {
      description: 'Loading failed: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'security.retry': 'loading' },
    },
    offering: {
      description: 'The plan and its price are shown; ordering prepares the deposit order.',
      on: { 'security.order': { guard: 'canBuy', target: 'preparing' } },
    },
    preparing: {
      description: 'The server prepares a deposit order at the plan’s price.',
      tags: ['busy'],
      invoke: {
        src: 'prepareOrder',
        onDone: {
          target: 'confirming',
          actions: assign({ order: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'offering', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    confirming: {
      description: 'The order and its amount are shown; paying runs the simulated payment.',
      on: { 'security.pay': 'paying' },
    },
    paying: {
      description: 'The simulated provider pays the order; the profile is marked as deposit paid.',
      tags: ['busy'],
      invoke: {
        src: 'payOrder',
        input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
        onDone: {
          target: 'reloading',
          actions: assign({ order: ({ event }) => event.output, error: undefined }),
        },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    reloading: {
      description: 'Loads the state again after the payment, so the page shows what the server has.',
      tags: ['busy'],
      invoke: {
        src: 'loadInfo',
        onDone: { target: 'paid', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'paid' },
      },
    },
    paid: { description: 'The deposit is paid: the badge and the paid order are shown.' },
  },
})
