// The audit of a catalogue order (catalogueOrderAuditLifecycle, contract/lifecycles/
// application.lifecycle.ts): only a PENDING order may be decided; approve asks for
// confirmation, reject asks for a required reason (the confirm button says reject; cancel
// closes it and nothing is sent). The server checks the same lifecycle and answers the order
// as it now is; a failure (someone decided first: 40900) shows with retry and cancel.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CatalogueOrderDetail } from '../../../contract/catalogue.schema.ts'
import {
  type CatalogueOrderAuditEvent,
  catalogueOrderAuditLifecycle,
} from '../../../contract/lifecycles/application.lifecycle.ts'
import { canTransition } from '../../../contract/lifecycles/lifecycle.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

/** The order the decision is about, as the list or detail showed it. */
export interface AuditTarget {
  id: number
  orderNo: string
  auditStatus: string
  version: number
}

export interface AuditRequest {
  id: number
  version: number
  event: CatalogueOrderAuditEvent
  rejectText?: string
}

export interface CatalogueOrderAuditContext {
  target: AuditTarget | undefined
  event: CatalogueOrderAuditEvent | undefined
  rejectText: string | undefined
  result: CatalogueOrderDetail | undefined
  error: ListError | undefined
}

export type CatalogueOrderAuditMachineEvent =
  | { type: 'audit.approve'; target: AuditTarget }
  | { type: 'audit.reject'; target: AuditTarget }
  /** Confirms the dialog on screen; a rejection carries its reason. */
  | { type: 'audit.confirm'; rejectText?: string }
  | { type: 'audit.cancel' }
  | { type: 'audit.retry' }

const APPROVE: CatalogueOrderAuditEvent = 'catalogueOrder.approved'
const REJECT: CatalogueOrderAuditEvent = 'catalogueOrder.rejected'

const start = {
  'audit.approve': {
    guard: { type: 'allowed', params: { event: APPROVE } },
    target: '#catalogueOrderAudit.confirming.approve',
    actions: { type: 'start', params: { event: APPROVE } },
  },
  'audit.reject': {
    guard: { type: 'allowed', params: { event: REJECT } },
    target: '#catalogueOrderAudit.confirming.reject',
    actions: { type: 'start', params: { event: REJECT } },
  },
} as const

export const catalogueOrderAuditMachine = setup({
  types: {
    context: {} as CatalogueOrderAuditContext,
    events: {} as CatalogueOrderAuditMachineEvent,
    /** `dialog`: a dialog is open; `approve` / `reject`: which confirmation asks; `error`: the
     * failure with retry. While `busy`, `context.event` says which decision was sent. */
    tags: {} as 'busy' | 'dialog' | 'approve' | 'reject' | 'error',
  },
  actors: {
    decide: fromPromise<CatalogueOrderDetail, AuditRequest>(async () => {
      throw new Error('decide actor not provided')
    }),
  },
  actions: {
    start: assign(({ event }, params: { event: CatalogueOrderAuditEvent }) => {
      assertEvent(event, ['audit.approve', 'audit.reject'])
      return { target: event.target, event: params.event, rejectText: undefined, error: undefined }
    }),
    // Placeholders the view fills (toast, menu badge, list and counts reload).
    notifyApproved: () => {},
    notifyRejected: () => {},
    changed: () => {},
  },
  guards: {
    /** The lifecycle allows the step from the order's audit status (only PENDING is decided). */
    allowed: ({ event }, params: { event: CatalogueOrderAuditEvent }) => {
      assertEvent(event, ['audit.approve', 'audit.reject'])
      return canTransition(catalogueOrderAuditLifecycle, event.target.auditStatus, params.event)
    },
    reasonGiven: ({ event }) => {
      assertEvent(event, 'audit.confirm')
      return (event.rejectText ?? '').trim() !== ''
    },
    wasApprove: ({ context }) => context.event === APPROVE,
  },
}).createMachine({
  id: 'catalogueOrderAudit',
  context: {
    target: undefined,
    event: undefined,
    rejectText: undefined,
    result: undefined,
    error: undefined,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog: each pending order offers approve and reject.',
      on: start,
    },
    confirming: {
      description: 'A confirmation dialog is open; cancel closes it and sends nothing.',
      tags: ['dialog'],
      on: { 'audit.cancel': { target: 'idle' } },
      initial: 'approve',
      states: {
        approve: {
          description: 'Approve asks for confirmation only.',
          tags: ['approve'],
          on: { 'audit.confirm': { target: '#catalogueOrderAudit.submitting' } },
        },
        reject: {
          description: 'Reject needs a reason: confirm is refused while the reason is blank.',
          tags: ['reject'],
          on: {
            'audit.confirm': {
              guard: 'reasonGiven',
              target: '#catalogueOrderAudit.submitting',
              actions: assign({ rejectText: ({ event }) => event.rejectText?.trim() }),
            },
          },
        },
      },
    },
    submitting: {
      description: 'The decision goes to the server, which checks the lifecycle and the version.',
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          id: context.target?.id ?? 0,
          version: context.target?.version ?? 0,
          event: context.event ?? APPROVE,
          ...(context.event === REJECT ? { rejectText: context.rejectText ?? '' } : {}),
        }),
        onDone: [
          {
            guard: 'wasApprove',
            target: 'approved',
            actions: assign({ result: ({ event }) => event.output }),
          },
          { target: 'rejected', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    approved: {
      description:
        'Approved (the sales order is created): a toast says so; the badge, counts and list reload.',
      entry: ['notifyApproved', 'changed'],
      on: start,
    },
    rejected: {
      description: 'Rejected with the reason: a toast says so; the badge, counts and list reload.',
      entry: ['notifyRejected', 'changed'],
      on: start,
    },
    failed: {
      description: 'The call failed: the error is shown with retry and cancel.',
      // Someone else may have decided meanwhile (40900): show the list as it is now.
      entry: 'changed',
      tags: ['dialog', 'error'],
      on: {
        'audit.retry': { target: 'submitting', actions: assign({ error: undefined }) },
        'audit.cancel': { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
})
