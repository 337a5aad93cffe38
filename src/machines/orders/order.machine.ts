// One open sales order (orderDetails, shipment): loads the record, offers the steps the order
// lifecycle (contract/lifecycles/order.lifecycle.ts) allows from its state, drives the cancel
// and remark dialogs and sends each step with the version it loaded. A refused step (40900:
// changed in another tab, or no longer allowed) reloads the record and says why; a refused
// field (40000) stays in the dialog at the field.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { canTransition } from '../../../contract/lifecycles/lifecycle.ts'
import { type OrderStatus, orderLifecycle } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { OrderChanged, OrderDetail } from '../../../contract/orders.schema.ts'
import { isConflict } from '../shared/conflict.ts'
import {
  isNotFound,
  type OrderRecordContext,
  orderRecordLoadStates,
  stepErrorOf,
} from '../shared/order-record.ts'

/**
 * The steps a merchant takes on an order (the buyer pays online and confirms receipt; the
 * merchant records a payment that reached it offline).
 */
export type OrderAction = 'pay' | 'ship' | 'cancel' | 'remark'

/** What the page offers for an order in `status`: the lifecycle decides. */
export function offeredActions(status: OrderStatus | string): OrderAction[] {
  const out: OrderAction[] = []
  if (canTransition(orderLifecycle, status, 'order.paid')) out.push('pay')
  if (canTransition(orderLifecycle, status, 'order.shipped')) out.push('ship')
  if (canTransition(orderLifecycle, status, 'order.cancelled')) out.push('cancel')
  out.push('remark')
  return out
}

export interface ShipValues {
  carrierCode: string
  trackingNo: string
  /** Lines and quantities; none: everything not shipped yet. */
  lines?: { orderLineId: string; quantity: number }[]
}

export type OrderWrite =
  | ({ kind: 'ship'; orderId: string; version: number } & ShipValues)
  | { kind: 'cancel'; orderId: string; version: number; reason: string }
  | { kind: 'remark'; orderId: string; version: number; remark: string }

/** Why the record was reloaded: a step went through, or the server refused it. */
export type OrderNotice = 'shipped' | 'cancelled' | 'remarkSaved' | 'conflict'

export interface OrderContext extends OrderRecordContext<OrderDetail> {
  notice: OrderNotice | undefined
  pending: OrderWrite | undefined
  /** The text the open dialog starts from: the current remark when editing it, else empty. */
  draft: string
}

export type OrderMachineEvent =
  | { type: 'order.reload' }
  | { type: 'order.ship'; values: ShipValues }
  | { type: 'order.cancel' }
  | { type: 'order.remark' }
  | { type: 'order.confirm'; text: string }
  | { type: 'order.close' }
  | { type: 'order.dismiss' }

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderMachineEvent,
    input: {} as { orderId: string },
    /** `busy`: a call is out; `ready`: the record is shown; `dialog`: cancel or remark asks. */
    tags: {} as 'busy' | 'ready' | 'dialog' | 'error' | 'missing',
  },
  actors: {
    loadOrder: fromPromise<OrderDetail, { orderId: string }>(async () => {
      throw new Error('loadOrder actor not provided')
    }),
    writeOrder: fromPromise<OrderChanged, OrderWrite>(async () => {
      throw new Error('writeOrder actor not provided')
    }),
  },
  actions: {
    // Filled in by the view: the menu badges move after a status step.
    countsChanged: () => {},
    /** A refused field stays at its field; any other failure is the page's error. */
    keepError: assign(({ event }) => stepErrorOf((event as { error?: unknown }).error)),
  },
  guards: {
    canShip: ({ context }) => !!context.order && offeredActions(context.order.status).includes('ship'),
    canCancel: ({ context }) => !!context.order && offeredActions(context.order.status).includes('cancel'),
    textGiven: ({ event }) => {
      assertEvent(event, 'order.confirm')
      return event.text.trim() !== ''
    },
    isNotFound: (_, error: unknown) => isNotFound(error),
    isConflict: (_, error: unknown) => isConflict(error),
    pendingCancel: ({ context }) => context.pending?.kind === 'cancel',
    pendingRemark: ({ context }) => context.pending?.kind === 'remark',
    changedStatus: ({ context }) => context.pending?.kind !== 'remark',
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    error: undefined,
    fieldError: undefined,
    notice: undefined,
    pending: undefined,
    draft: '',
  }),
  initial: 'loading',
  states: {
    ...orderRecordLoadStates<OrderContext, OrderMachineEvent, 'loadOrder', 'order.reload'>(
      'loadOrder',
      'order.reload',
    ),
    ready: {
      description:
        'The order is shown with the steps its state allows (ship, cancel) and the remark; the last outcome as a notice.',
      tags: ['ready'],
      on: {
        'order.reload': { target: 'loading', actions: assign({ notice: undefined }) },
        'order.dismiss': { actions: assign({ notice: undefined, error: undefined }) },
        'order.ship': {
          guard: 'canShip',
          target: 'submitting',
          actions: assign({
            notice: undefined,
            error: undefined,
            fieldError: undefined,
            pending: ({ context, event }) => ({
              kind: 'ship' as const,
              orderId: context.orderId,
              version: context.order?.version ?? 0,
              ...event.values,
            }),
          }),
        },
        'order.cancel': {
          guard: 'canCancel',
          target: 'asking.cancel',
          actions: assign({ notice: undefined, draft: '' }),
        },
        'order.remark': {
          target: 'asking.remark',
          actions: assign({ notice: undefined, draft: ({ context }) => context.order?.sellerRemark ?? '' }),
        },
      },
    },
    asking: {
      description: 'A dialog asks for the cancellation reason or the remark; close sends nothing.',
      tags: ['ready', 'dialog'],
      initial: 'cancel',
      on: {
        'order.close': { target: 'ready', actions: assign({ fieldError: undefined, error: undefined }) },
      },
      states: {
        cancel: {
          description: 'Cancel needs a reason: confirm is refused while it is blank.',
          on: {
            'order.confirm': {
              guard: 'textGiven',
              target: '#order.submitting',
              actions: assign({
                pending: ({ context, event }) => ({
                  kind: 'cancel' as const,
                  orderId: context.orderId,
                  version: context.order?.version ?? 0,
                  reason: event.text.trim(),
                }),
              }),
            },
          },
        },
        remark: {
          description: 'The merchant remark (may be emptied).',
          on: {
            'order.confirm': {
              target: '#order.submitting',
              actions: assign({
                pending: ({ context, event }) => ({
                  kind: 'remark' as const,
                  orderId: context.orderId,
                  version: context.order?.version ?? 0,
                  remark: event.text.trim(),
                }),
              }),
            },
          },
        },
      },
    },
    submitting: {
      description: 'The step goes to the server with the version the page loaded.',
      tags: ['busy', 'ready'],
      invoke: {
        src: 'writeOrder',
        input: ({ context }) => context.pending as OrderWrite,
        onDone: [
          {
            guard: 'changedStatus',
            target: 'loading',
            actions: [
              assign({
                notice: ({ context }) => (context.pending?.kind === 'ship' ? 'shipped' : 'cancelled'),
                fieldError: undefined,
              }),
              'countsChanged',
            ],
          },
          { target: 'loading', actions: assign({ notice: 'remarkSaved', fieldError: undefined }) },
        ],
        onError: [
          {
            // Changed in another tab, or the step is no longer allowed: reload and say why.
            guard: { type: 'isConflict', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'loading',
            actions: [assign({ notice: 'conflict', fieldError: undefined }), 'countsChanged'],
          },
          { guard: 'pendingCancel', target: 'asking.cancel', actions: 'keepError' },
          { guard: 'pendingRemark', target: 'asking.remark', actions: 'keepError' },
          { target: 'ready', actions: 'keepError' },
        ],
      },
    },
  },
})
