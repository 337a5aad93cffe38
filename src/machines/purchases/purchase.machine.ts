// One of the buyer's orders (purchaseDetails): loads the record from the buyer's view, offers the
// buyer's steps its state allows (pay and cancel while unpaid, confirm receipt once shipped, an
// after-sale on a line that shipped), asks what each step needs (the cancel reason, the receipt
// confirmation, the after-sale form) and sends it with the version it loaded. A refused step
// (40900: the seller moved the order on, another tab, or payment through the provider) reloads
// the record and says why; a refused field (40000) stays in the dialog at the field.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { canTransition } from '../../../contract/lifecycles/lifecycle.ts'
import { orderLifecycle } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { PurchaseAction, PurchaseAfterSaleKind } from '../../../contract/purchases.constants.ts'
import type { PurchaseChanged, PurchaseDetail } from '../../../contract/purchases.schema.ts'
import { isConflict } from '../shared/conflict.ts'
import {
  isNotFound,
  type OrderRecordContext,
  orderRecordLoadStates,
  stepErrorOf,
} from '../shared/order-record.ts'

/** What the page offers the buyer for an order: the lifecycle and the lines decide. */
export function offeredPurchaseActions(order: Pick<PurchaseDetail, 'status' | 'lines'>): PurchaseAction[] {
  const out: PurchaseAction[] = []
  if (canTransition(orderLifecycle, order.status, 'order.paid')) out.push('pay', 'cancel')
  if (canTransition(orderLifecycle, order.status, 'order.received')) out.push('confirmReceipt')
  if (order.lines.some((l) => l.afterSaleQuantityLeft > 0 && l.afterSaleAmountLeft > 0))
    out.push('requestAfterSale')
  return out
}

export interface AfterSaleValues {
  orderLineId: string
  afterSaleKind: PurchaseAfterSaleKind
  quantity: number
  /** Fen. */
  refundAmount: number
  reason: string
}

export type PurchaseWrite =
  | { kind: 'pay'; orderId: string; version: number }
  | { kind: 'cancel'; orderId: string; version: number; reason: string }
  | { kind: 'confirmReceipt'; orderId: string; version: number }
  | ({ kind: 'afterSale'; orderId: string; version: number } & AfterSaleValues)

/** Why the record was reloaded: a step went through, or the server refused it. */
export type PurchaseNotice = 'paid' | 'cancelled' | 'received' | 'afterSaleRequested' | 'conflict'

export interface PurchaseContext extends OrderRecordContext<PurchaseDetail> {
  notice: PurchaseNotice | undefined
  /** The message of the last refusal (40900) the page says after reloading. */
  conflictMessage: string | undefined
  pending: PurchaseWrite | undefined
}

export type PurchaseMachineEvent =
  | { type: 'purchase.reload' }
  | { type: 'purchase.pay' }
  | { type: 'purchase.cancel' }
  | { type: 'purchase.confirmReceipt' }
  | { type: 'purchase.requestAfterSale' }
  | { type: 'purchase.confirm'; text: string }
  | { type: 'purchase.submitAfterSale'; values: AfterSaleValues }
  | { type: 'purchase.close' }
  | { type: 'purchase.dismiss' }

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : undefined

const NOTICE_OF: Record<PurchaseWrite['kind'], PurchaseNotice> = {
  pay: 'paid',
  cancel: 'cancelled',
  confirmReceipt: 'received',
  afterSale: 'afterSaleRequested',
}

const offers = (context: PurchaseContext, action: PurchaseAction) =>
  !!context.order && offeredPurchaseActions(context.order).includes(action)

/**
 * One of the buyer's orders (purchaseDetails), and the buyer's side of the order lifecycle
 * (order.lifecycle.md): while WAIT_PAY the buyer pays (`order.paid`, WAIT_PAY → WAIT_SHIP; with
 * the signed provider the provider's notification pays instead) or cancels with a reason
 * (`order.cancelled`, → CANCELLED, the reservation released); the seller ships (PART_SHIPPED,
 * SHIPPED); once SHIPPED the buyer confirms receipt (`order.received`, → COMPLETED, and
 * `order.completed` books the seller's ORDER line); on a line that shipped (PART_SHIPPED,
 * SHIPPED, COMPLETED) the buyer asks for an after-sale, which waits for the seller's audit. The
 * page loads the order, offers what its state allows, asks what a step needs, sends it with the
 * version it loaded; a refusal (40900) reloads and says why, a refused field stays at the field.
 */
export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseMachineEvent,
    input: {} as { orderId: string },
    /** `busy`: a call is out; `ready`: the record is shown; `dialog`: a step asks. */
    tags: {} as 'busy' | 'ready' | 'dialog' | 'error' | 'missing',
  },
  actors: {
    loadPurchase: fromPromise<PurchaseDetail, { orderId: string }>(async () => {
      throw new Error('loadPurchase actor not provided')
    }),
    writePurchase: fromPromise<PurchaseChanged | unknown, PurchaseWrite>(async () => {
      throw new Error('writePurchase actor not provided')
    }),
  },
  actions: {
    /** A refused field stays at its field; any other failure is the dialog's or the page's error. */
    keepError: assign(({ event }) => stepErrorOf((event as { error?: unknown }).error)),
  },
  guards: {
    canPay: ({ context }) => offers(context, 'pay') && context.order?.paymentProvider === 'simulated',
    canCancel: ({ context }) => offers(context, 'cancel'),
    canConfirmReceipt: ({ context }) => offers(context, 'confirmReceipt'),
    canRequestAfterSale: ({ context }) => offers(context, 'requestAfterSale'),
    textGiven: ({ event }) => {
      assertEvent(event, 'purchase.confirm')
      return event.text.trim() !== ''
    },
    isNotFound: (_, error: unknown) => isNotFound(error),
    isConflict: (_, error: unknown) => isConflict(error),
    pendingCancel: ({ context }) => context.pending?.kind === 'cancel',
    pendingAfterSale: ({ context }) => context.pending?.kind === 'afterSale',
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    error: undefined,
    fieldError: undefined,
    notice: undefined,
    conflictMessage: undefined,
    pending: undefined,
  }),
  initial: 'loading',
  states: {
    ...orderRecordLoadStates<PurchaseContext, PurchaseMachineEvent, 'loadPurchase', 'purchase.reload'>(
      'loadPurchase',
      'purchase.reload',
    ),
    ready: {
      description:
        'The order is shown with the buyer’s steps its state allows (pay, cancel, confirm receipt, after-sale); the last outcome as a notice.',
      tags: ['ready'],
      on: {
        'purchase.reload': { target: 'loading', actions: assign({ notice: undefined }) },
        'purchase.dismiss': { actions: assign({ notice: undefined, error: undefined }) },
        'purchase.pay': {
          guard: 'canPay',
          target: 'submitting',
          actions: assign({
            notice: undefined,
            error: undefined,
            pending: ({ context }) => ({
              kind: 'pay' as const,
              orderId: context.orderId,
              version: context.order?.version ?? 0,
            }),
          }),
        },
        'purchase.cancel': {
          guard: 'canCancel',
          target: 'asking.cancel',
          actions: assign({ notice: undefined, error: undefined }),
        },
        'purchase.confirmReceipt': {
          guard: 'canConfirmReceipt',
          target: 'asking.receipt',
          actions: assign({ notice: undefined, error: undefined }),
        },
        'purchase.requestAfterSale': {
          guard: 'canRequestAfterSale',
          target: 'asking.afterSale',
          actions: assign({ notice: undefined, error: undefined }),
        },
      },
    },
    asking: {
      description: 'A dialog asks what the step needs; close sends nothing.',
      tags: ['ready', 'dialog'],
      initial: 'cancel',
      on: {
        'purchase.close': { target: 'ready', actions: assign({ fieldError: undefined, error: undefined }) },
      },
      states: {
        cancel: {
          description: 'Cancelling needs a reason: confirm is refused while it is blank.',
          on: {
            'purchase.confirm': {
              guard: 'textGiven',
              target: '#purchase.submitting',
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
        receipt: {
          description: 'The buyer confirms the goods arrived: the order completes.',
          on: {
            'purchase.confirm': {
              target: '#purchase.submitting',
              actions: assign({
                pending: ({ context }) => ({
                  kind: 'confirmReceipt' as const,
                  orderId: context.orderId,
                  version: context.order?.version ?? 0,
                }),
              }),
            },
          },
        },
        afterSale: {
          description: 'The after-sale form: line, kind, quantity, amount and reason.',
          on: {
            'purchase.submitAfterSale': {
              target: '#purchase.submitting',
              actions: assign({
                fieldError: undefined,
                error: undefined,
                pending: ({ context, event }) => ({
                  kind: 'afterSale' as const,
                  orderId: context.orderId,
                  version: context.order?.version ?? 0,
                  ...event.values,
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
        src: 'writePurchase',
        input: ({ context }) => context.pending as PurchaseWrite,
        onDone: {
          target: 'loading',
          actions: assign({
            notice: ({ context }) => NOTICE_OF[context.pending?.kind ?? 'pay'],
            fieldError: undefined,
            conflictMessage: undefined,
          }),
        },
        onError: [
          {
            // Moved on by the seller or another tab, or paid through the provider: reload, say why.
            guard: { type: 'isConflict', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'loading',
            actions: assign({
              notice: 'conflict',
              fieldError: undefined,
              conflictMessage: ({ event }) => messageOf(event.error),
            }),
          },
          { guard: 'pendingCancel', target: 'asking.cancel', actions: 'keepError' },
          { guard: 'pendingAfterSale', target: 'asking.afterSale', actions: 'keepError' },
          { target: 'ready', actions: 'keepError' },
        ],
      },
    },
  },
})
