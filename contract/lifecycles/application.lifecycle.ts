// Decisions on applications: cooperation (dis_cooperation_application), friend
// (busi_friend_apply), card exchange (exchange_application) and catalogue order audit
// (catalogue_order.audit_status). Each is decided once; deciding again is a conflict.
import { defineLifecycle, type EventOf, type StateOf } from './lifecycle.ts'

/** SPEC.md section 4: option OPENED (accept) or REJECTED (reject, reason in tip). */
export const cooperationLifecycle = defineLifecycle({
  subject: 'COOPERATION',
  initial: 'PENDING',
  states: ['PENDING', 'OPENED', 'REJECTED'],
  terminal: ['OPENED', 'REJECTED'],
  transitions: {
    PENDING: { 'cooperation.opened': 'OPENED', 'cooperation.rejected': 'REJECTED' },
    OPENED: {},
    REJECTED: {},
  },
  descriptions: {
    PENDING:
      'A dealer applied to cooperate; waiting for the supplier’s decision (counts in the cooperation badge).',
    OPENED: 'Accepted (option OPENED): the dealer is a distribution member.',
    REJECTED: 'Rejected with a reason (option REJECTED, reason in tip).',
  },
})
export type CooperationStatus = StateOf<typeof cooperationLifecycle>
export type CooperationEvent = EventOf<typeof cooperationLifecycle>

/** Friend and card-exchange applications. */
export const applyLifecycle = defineLifecycle({
  subject: 'APPLY',
  initial: 'PENDING',
  states: ['PENDING', 'ACCEPTED', 'REJECTED'],
  terminal: ['ACCEPTED', 'REJECTED'],
  transitions: {
    PENDING: { 'apply.accepted': 'ACCEPTED', 'apply.rejected': 'REJECTED' },
    ACCEPTED: {},
    REJECTED: {},
  },
  descriptions: {
    PENDING: 'Sent; waiting for the other merchant to accept or reject.',
    ACCEPTED: 'Accepted (isSuccess Y): the merchants are friends, or the cards are exchanged.',
    REJECTED: 'Rejected with a free-text reason.',
  },
})
export type ApplyStatus = StateOf<typeof applyLifecycle>
export type ApplyEvent = EventOf<typeof applyLifecycle>

/** The supplier’s audit of an order placed from a catalogue (the order audit list). */
export const catalogueOrderAuditLifecycle = defineLifecycle({
  subject: 'CATALOGUE_ORDER',
  initial: 'PENDING',
  states: ['PENDING', 'APPROVED', 'REJECTED'],
  terminal: ['APPROVED', 'REJECTED'],
  transitions: {
    PENDING: { 'catalogueOrder.approved': 'APPROVED', 'catalogueOrder.rejected': 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
  descriptions: {
    PENDING: 'A catalogue order waits for the supplier’s audit (counts in the catalogue badge).',
    APPROVED: 'Approved: the order goes ahead.',
    REJECTED: 'Refused at audit.',
  },
})
export type CatalogueOrderAuditStatus = StateOf<typeof catalogueOrderAuditLifecycle>
export type CatalogueOrderAuditEvent = EventOf<typeof catalogueOrderAuditLifecycle>
