// One open after-sales request (the detail on the orderAfterSales page): loads it, offers the
// steps its status and kind allow (after-sale-actions.ts, from the after-sale lifecycle), and
// drives the step's dialog: a confirmation (approve, receive, refund), a required reason
// (reject, refuse the returned goods; cancel sends nothing), or the exchange shipment
// (carrier and tracking number). The server answers the request as it is after the step; a
// refusal as illegal or stale (40900) reloads the request and says why.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  type AfterSaleAction,
  MAX_AFTER_SALE_REASON_LENGTH,
  MAX_CARRIER_NAME_LENGTH,
  TRACKING_NO_PATTERN,
} from '../../../contract/after-sales.constants.ts'
import type { AfterSaleConflict, AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import { isConflict } from '../shared/conflict.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'
import { allowedActions, REASON_ACTIONS } from './after-sale-actions.ts'

export interface AfterSaleStepInput {
  action: AfterSaleAction
  afterSaleId: number
  version: number
  reason?: string
  carrierName?: string
  trackingNo?: string
}

/** What the shipment dialog sends; the machine checks it before anything is sent. */
export interface ShipmentValues {
  carrierName: string
  trackingNo: string
}

export type ShipmentProblems = Partial<Record<keyof ShipmentValues, 'required' | 'tooLong' | 'format'>>

/** The exchange shipment's checks, the same as the server's (contract/after-sales.schema.ts). */
export function checkShipment(values: ShipmentValues): ShipmentProblems {
  const problems: ShipmentProblems = {}
  const carrier = values.carrierName.trim()
  const tracking = values.trackingNo.trim()
  if (carrier === '') problems.carrierName = 'required'
  else if (carrier.length > MAX_CARRIER_NAME_LENGTH) problems.carrierName = 'tooLong'
  if (tracking === '') problems.trackingNo = 'required'
  else if (!TRACKING_NO_PATTERN.test(tracking)) problems.trackingNo = 'format'
  return problems
}

export interface AfterSaleContext {
  afterSaleId: number
  record: AfterSaleDetail | undefined
  action: AfterSaleAction | undefined
  /** The step's values, kept for a retry. */
  values: { reason?: string; carrierName?: string; trackingNo?: string }
  error: ListError | undefined
  /** Why the last step was refused (the record was reloaded). */
  conflict: AfterSaleConflict['reason'] | undefined
}

export type AfterSaleMachineEvent =
  | { type: 'afterSale.approve' }
  | { type: 'afterSale.reject' }
  | { type: 'afterSale.receive' }
  | { type: 'afterSale.refuseReceipt' }
  | { type: 'afterSale.refund' }
  | { type: 'afterSale.shipExchange' }
  /** Confirms the open dialog, with the reason or the shipment it asks for. */
  | { type: 'afterSale.confirm'; reason?: string; carrierName?: string; trackingNo?: string }
  | { type: 'afterSale.cancel' }
  | { type: 'afterSale.retry' }
  | { type: 'afterSale.reload' }
  | { type: 'afterSale.dismiss' }

function dialogOf(action: AfterSaleAction) {
  if (REASON_ACTIONS.includes(action)) return '#afterSale.ready.reason' as const
  return action === 'shipExchange'
    ? ('#afterSale.ready.shipment' as const)
    : ('#afterSale.ready.confirm' as const)
}

const open = (action: AfterSaleAction) =>
  ({
    guard: { type: 'offers', params: { action } },
    target: dialogOf(action),
    actions: { type: 'startStep', params: { action } },
  }) as const

function conflictOf(error: unknown): AfterSaleConflict['reason'] | undefined {
  if (!isConflict(error)) return undefined
  const reason = ((error as { data?: unknown }).data as { reason?: unknown } | null)?.reason
  return reason === 'stale' ? 'stale' : 'illegal'
}

export const afterSaleMachine = setup({
  types: {
    context: {} as AfterSaleContext,
    events: {} as AfterSaleMachineEvent,
    input: {} as { afterSaleId: number },
    /** `busy`: a call runs; `dialog`: a step's dialog is open (`confirm`, `reason`, `shipment`);
     * `error`: a failure is shown; `ready`: the request is shown. */
    tags: {} as 'busy' | 'dialog' | 'confirm' | 'reason' | 'shipment' | 'error' | 'ready' | 'loading',
  },
  actors: {
    load: fromPromise<AfterSaleDetail, { afterSaleId: number }>(async () => {
      throw new Error('load actor not provided')
    }),
    step: fromPromise<AfterSaleDetail, AfterSaleStepInput>(async () => {
      throw new Error('step actor not provided')
    }),
  },
  actions: {
    startStep: assign((_, params: { action: AfterSaleAction }) => ({
      action: params.action,
      values: {},
      error: undefined,
      conflict: undefined,
    })),
    // Placeholders the view fills: a toast, the menu badges and the list reloaded.
    notifyDone: () => {},
    countsChanged: () => {},
  },
  guards: {
    offers: ({ context }, params: { action: AfterSaleAction }) =>
      context.record !== undefined &&
      allowedActions(context.record.status, context.record.kind).includes(params.action),
    reasonGiven: ({ event }) => {
      assertEvent(event, 'afterSale.confirm')
      const reason = (event.reason ?? '').trim()
      return reason !== '' && reason.length <= MAX_AFTER_SALE_REASON_LENGTH
    },
    shipmentValid: ({ event }) => {
      assertEvent(event, 'afterSale.confirm')
      return (
        Object.keys(
          checkShipment({ carrierName: event.carrierName ?? '', trackingNo: event.trackingNo ?? '' }),
        ).length === 0
      )
    },
    isConflict: ({ event }) => conflictOf((event as { error?: unknown }).error) !== undefined,
  },
}).createMachine({
  id: 'afterSale',
  context: ({ input }) => ({
    afterSaleId: input.afterSaleId,
    record: undefined,
    action: undefined,
    values: {},
    error: undefined,
    conflict: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the request (with its order line and timeline).',
      tags: ['busy', 'loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ afterSaleId: context.afterSaleId }),
        onDone: {
          target: 'ready',
          actions: assign({ record: ({ event }) => event.output, error: undefined }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The request could not be loaded (or is not this merchant’s): the error with retry.',
      tags: ['error'],
      on: { 'afterSale.retry': { target: 'loading', actions: assign({ error: undefined }) } },
    },
    ready: {
      description: 'The request is shown with the steps its status and kind allow.',
      tags: ['ready'],
      initial: 'idle',
      on: { 'afterSale.reload': { target: 'reloading', actions: assign({ conflict: undefined }) } },
      states: {
        idle: {
          description: 'No dialog: the page offers the allowed steps as buttons.',
          on: {
            'afterSale.approve': open('approve'),
            'afterSale.reject': open('reject'),
            'afterSale.receive': open('receive'),
            'afterSale.refuseReceipt': open('refuseReceipt'),
            'afterSale.refund': open('refund'),
            'afterSale.shipExchange': open('shipExchange'),
            'afterSale.dismiss': { actions: assign({ conflict: undefined }) },
          },
        },
        confirm: {
          description: 'Approve, receive or refund asks for confirmation; cancel sends nothing.',
          tags: ['dialog', 'confirm'],
          on: {
            'afterSale.confirm': { target: '#afterSale.submitting' },
            'afterSale.cancel': 'idle',
          },
        },
        reason: {
          description:
            'Reject or refuse the goods needs a reason: confirm is refused while it is blank; cancel sends nothing.',
          tags: ['dialog', 'reason'],
          on: {
            'afterSale.confirm': {
              guard: 'reasonGiven',
              target: '#afterSale.submitting',
              actions: assign({ values: ({ event }) => ({ reason: (event.reason ?? '').trim() }) }),
            },
            'afterSale.cancel': 'idle',
          },
        },
        shipment: {
          description: 'Ship the exchange needs a carrier and a valid tracking number; cancel sends nothing.',
          tags: ['dialog', 'shipment'],
          on: {
            'afterSale.confirm': {
              guard: 'shipmentValid',
              target: '#afterSale.submitting',
              actions: assign({
                values: ({ event }) => ({
                  carrierName: (event.carrierName ?? '').trim(),
                  trackingNo: (event.trackingNo ?? '').trim(),
                }),
              }),
            },
            'afterSale.cancel': 'idle',
          },
        },
      },
    },
    submitting: {
      description:
        'The step goes to the server with the version loaded; it answers the request as it is now.',
      tags: ['busy', 'dialog'],
      invoke: {
        src: 'step',
        input: ({ context }) => ({
          action: context.action ?? 'approve',
          afterSaleId: context.afterSaleId,
          version: context.record?.version ?? 0,
          ...context.values,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ record: ({ event }) => event.output, error: undefined }),
            'notifyDone',
            'countsChanged',
          ],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'reloading',
            actions: assign({ conflict: ({ event }) => conflictOf(event.error) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
        ],
      },
    },
    failed: {
      description: 'The step failed (not a conflict): the error in the dialog with retry and cancel.',
      tags: ['dialog', 'error'],
      on: {
        'afterSale.retry': { target: 'submitting', actions: assign({ error: undefined }) },
        'afterSale.cancel': { target: 'ready', actions: assign({ error: undefined }) },
      },
    },
    reloading: {
      description:
        'Refused as stale or illegal (40900), or asked to: the request is loaded again and the page says why.',
      tags: ['busy'],
      entry: 'countsChanged',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ afterSaleId: context.afterSaleId }),
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
  },
})
