// The repair order lifecycle (repair_order.status). The repair merchant accepts and
// assigns a job to its repair staff (SUB_USER_WX); a quote above the agreed amount waits
// for the customer's confirmation; a finished job is settled through a REPAIR statement.
import { defineLifecycle, type EventOf, type StateOf } from './lifecycle.ts'

/** A repair order from submission through assignment and repair to settlement. */
export const repairLifecycle = defineLifecycle({
  subject: 'REPAIR',
  initial: 'WAIT_ACCEPT',
  states: [
    'WAIT_ACCEPT',
    'WAIT_ASSIGN',
    'ASSIGNED',
    'REPAIRING',
    'WAIT_CONFIRM',
    'FINISHED',
    'SETTLED',
    'REJECTED',
    'CANCELLED',
  ],
  terminal: ['SETTLED', 'REJECTED', 'CANCELLED'],
  transitions: {
    WAIT_ACCEPT: {
      'repair.accepted': 'WAIT_ASSIGN',
      'repair.rejected': 'REJECTED',
      'repair.cancelled': 'CANCELLED',
    },
    WAIT_ASSIGN: { 'repair.assigned': 'ASSIGNED', 'repair.cancelled': 'CANCELLED' },
    // Assigning again hands the job to another staff member.
    ASSIGNED: {
      'repair.assigned': 'ASSIGNED',
      'repair.started': 'REPAIRING',
      'repair.cancelled': 'CANCELLED',
    },
    REPAIRING: { 'repair.quoted': 'WAIT_CONFIRM', 'repair.finished': 'FINISHED' },
    WAIT_CONFIRM: { 'repair.quoteConfirmed': 'REPAIRING', 'repair.quoteRefused': 'CANCELLED' },
    FINISHED: { 'repair.settled': 'SETTLED' },
    SETTLED: {},
    REJECTED: {},
    CANCELLED: {},
  },
  descriptions: {
    WAIT_ACCEPT: 'Submitted by the customer; waiting for the repair merchant to accept it.',
    WAIT_ASSIGN: 'Accepted; waiting to be assigned to a repair staff member.',
    ASSIGNED: 'Assigned to a staff member (may be handed to another); work not started.',
    REPAIRING: 'Work in progress.',
    WAIT_CONFIRM: 'A quote above the agreed amount waits for the customer’s confirmation.',
    FINISHED: 'Repaired; waiting to be settled through a repair statement.',
    SETTLED: 'Paid out through a REPAIR statement; closed.',
    REJECTED: 'Declined by the repair merchant; closed.',
    CANCELLED: 'Cancelled, or the customer refused the quote; closed.',
  },
})

export type RepairStatus = StateOf<typeof repairLifecycle>
export type RepairEvent = EventOf<typeof repairLifecycle>
