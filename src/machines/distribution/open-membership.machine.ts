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
  | { type: 'retry' }

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
      always: [{ guard: 'hasOrderNo', target: 'loadingOrder' }, { target: 'loadingPlans' }],
    },
    loadingPlans: {
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
      on: {
        'plan.choose': { actions: assign({ planCode: ({ event }) => event.planCode, error: undefined }) },
        'plan.order': { guard: 'hasPlan', target: 'preparing' },
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        src: 'prepareOrder',
        input: ({ context }) => ({ planCode: context.planCode as string }),
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
    ordered: {},
    loadingOrder: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo as string }),
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
      on: { 'order.pay': 'paying' },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        src: 'payOrder',
        input: ({ context }) => ({ orderNo: context.orderNo as string }),
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
      tags: ['error'],
      on: { 'order.pay': { target: 'paying', actions: assign({ error: undefined }) } },
    },
    paid: { type: 'final' },
    /** An order already paid or cancelled: shown, nothing to pay. */
    closed: { type: 'final' },
    loadFailed: {
      tags: ['error'],
      on: { retry: { target: 'start', actions: assign({ error: undefined }) } },
    },
  },
})
