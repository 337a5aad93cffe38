// Open membership (buyVipMember → vipOrderConfig): choose a plan, the order is prepared,
// confirm it, the simulated payment runs, and the tier changes on the server. One machine
// for both pages: without an order number it starts at the plan choice, with one it loads
// that order for confirmation.
import { assign, fromPromise, setup } from 'xstate'
import type { MembershipState, PaidVipOrder, VipOrder } from '../../../contract/distribution-setup.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface OpenMembershipContext {
  orderNo: string | undefined
  membership: MembershipState | undefined
  planCode: string | undefined
  order: VipOrder | undefined
  paid: PaidVipOrder | undefined
  error: ListError | undefined
}

export type OpenMembershipEvent =
  | { type: 'plan.choose'; planCode: string }
  | { type: 'plan.order' }
  | { type: 'order.pay' }
  /** After a failed load: load the plans or the order again. */
  | { type: 'membership.retry' }

export const openMembershipMachine = setup({
  types: {
    context: {} as OpenMembershipContext,
    events: {} as OpenMembershipEvent,
    input: {} as { orderNo?: string | undefined },
    tags: {} as 'loading' | 'busy' | 'error',
  },
  actors: {
    loadMembership: fromPromise<MembershipState>(async () => {
      throw new Error('loadMembership not provided')
    }),
    prepareOrder: fromPromise<VipOrder, { planCode: string }>(async () => {
      throw new Error('prepareOrder not provided')
    }),
    loadOrder: fromPromise<VipOrder, { orderNo: string }>(async () => {
      throw new Error('loadOrder not provided')
    }),
    payOrder: fromPromise<PaidVipOrder, { orderNo: string }>(async () => {
      throw new Error('payOrder not provided')
    }),
  },
  actions: {
    /** Filled by the page: open the order confirmation (vipOrderConfig?orderNo=…). */
    showOrder: () => {},
    /** Filled by the page: the tier changed, so the session reloads the user's roles. */
    tierChanged: () => {},
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo !== undefined,
    hasPlan: ({ context }) => context.planCode !== undefined,
    isPending: ({ context }) => context.order?.status === 'PENDING',
  },
}).createMachine({
  id: 'openMembership',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    membership: undefined,
    planCode: undefined,
    order: undefined,
    paid: undefined,
    error: undefined,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'With an order number, the order is confirmed; without one, a plan is chosen first.',
      always: [{ guard: 'hasOrderNo', target: 'loadingOrder' }, { target: 'loadingPlans' }],
    },
    loadingPlans: {
      description:
        "Loads the merchant's tier and the plans on offer; the first plan above the tier is preselected.",
      tags: ['loading'],
      invoke: {
        src: 'loadMembership',
        onDone: {
          target: 'choosing',
          actions: assign({
            membership: ({ event }) => event.output,
            planCode: ({ event }) =>
              event.output.plans.find((p) => p.tier !== event.output.tier)?.code ??
              event.output.plans[0]?.code,
            error: undefined,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    choosing: {
      description: 'The user picks a plan and orders it; a failed order shows its error here.',
      on: {
        'plan.choose': { actions: assign({ planCode: ({ event }) => event.planCode, error: undefined }) },
        'plan.order': { guard: 'hasPlan', target: 'preparing' },
      },
    },
    preparing: {
      description: 'The server prepares the order for the chosen plan.',
      tags: ['busy'],
      invoke: {
        src: 'prepareOrder',
        input: ({ context }) => ({ planCode: context.planCode ?? '' }),
        onDone: {
          target: 'ordered',
          actions: [
            assign({
              order: ({ event }) => event.output,
              orderNo: ({ event }) => event.output.orderNo,
              error: undefined,
            }),
            'showOrder',
          ],
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ordered: {
      description: 'The order exists; the page moves on to its confirmation (vipOrderConfig).',
    },
    loadingOrder: {
      description: 'Loads the order named in the address.',
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'PENDING',
            target: 'confirming',
            actions: assign({ order: ({ event }) => event.output, error: undefined }),
          },
          { target: 'closed', actions: assign({ order: ({ event }) => event.output, error: undefined }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    confirming: {
      description: 'A pending order is shown for the user to pay.',
      on: { 'order.pay': 'paying' },
    },
    paying: {
      description: 'The (simulated) payment runs; when it succeeds the tier changes on the server.',
      tags: ['busy'],
      invoke: {
        src: 'payOrder',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        onDone: {
          target: 'paid',
          actions: [
            assign({
              paid: ({ event }) => event.output,
              order: ({ event }) => event.output,
              error: undefined,
            }),
            'tierChanged',
          ],
        },
        onError: { target: 'payFailed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    payFailed: {
      description: 'The payment failed: the error is shown and the user may pay again.',
      tags: ['error'],
      on: { 'order.pay': { target: 'paying', actions: assign({ error: undefined }) } },
    },
    paid: { type: 'final', description: 'Paid: the new tier is active and the session reloads its roles.' },
    closed: { type: 'final', description: 'An order already paid or cancelled: shown, nothing to pay.' },
    loadFailed: {
      description: 'The plans or the order could not be loaded: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'membership.retry': { target: 'start', actions: assign({ error: undefined }) } },
    },
  },
})
