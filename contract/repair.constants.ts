// Limits and step rules of the repair service (route group /repair-management), without the
// schema library: repair.schema.ts validates with them on the server, and the browser's
// pages and the repair machine read them (the production bundle carries no zod).
import { type RepairEvent, type RepairStatus, repairLifecycle } from './lifecycles/repair.lifecycle.ts'

/** Every repair status, in lifecycle order (filters, counts). */
export const REPAIR_STATUSES: readonly RepairStatus[] = repairLifecycle.states

/**
 * The steps the repair area takes (updateRepairStatus). `repair.settled` is not one of them: a
 * finished job is settled when its REPAIR statement is paid, in the repair settlement area.
 */
export const REPAIR_STEP_EVENTS = [
  'repair.accepted',
  'repair.rejected',
  'repair.cancelled',
  'repair.assigned',
  'repair.started',
  'repair.quoted',
  'repair.quoteConfirmed',
  'repair.quoteRefused',
  'repair.finished',
] as const satisfies readonly RepairEvent[]
export type RepairStepEvent = (typeof REPAIR_STEP_EVENTS)[number]

/** The steps repair staff (SUB_USER_WX) take on the jobs assigned to them; the rest is the merchant's. */
export const STAFF_STEP_EVENTS: readonly RepairStepEvent[] = [
  'repair.started',
  'repair.quoted',
  'repair.quoteConfirmed',
  'repair.quoteRefused',
  'repair.finished',
]

/** Steps that need a reason (kept in the timeline; a rejection's also on the job). */
export const REASON_STEP_EVENTS: readonly RepairStepEvent[] = [
  'repair.rejected',
  'repair.cancelled',
  'repair.quoteRefused',
]

/** Line kinds of a quote or a finished job: labour and parts. */
export const REPAIR_ITEM_KINDS = ['LABOR', 'PART'] as const
export type RepairItemKind = (typeof REPAIR_ITEM_KINDS)[number]

export const MAX_REPAIR_REASON_LENGTH = 500
export const MAX_REPAIR_RESULT_LENGTH = 1000
export const MAX_REPAIR_ITEM_NAME_LENGTH = 200
export const MAX_REPAIR_ITEMS = 20
/** A line's unit price in fen (0 to ¥100,000). */
export const REPAIR_UNIT_PRICE = { min: 0, max: 10_000_000 } as const
export const REPAIR_QUANTITY = { min: 1, max: 999 } as const
/** A setting's fee in fen (0 to ¥10,000). */
export const REPAIR_FEE = { min: 0, max: 1_000_000 } as const
export const REPAIR_WARRANTY_DAYS = { min: 0, max: 3650 } as const
export const MAX_REPAIR_NOTICE_LENGTH = 1000
export const MAX_REPAIR_KEYWORD_LENGTH = 100
/** Working hours are "HH:MM" on the 24-hour clock. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
/** Statuses in which a job is with a staff member (the staff list's open jobs). */
export const REPAIR_OPEN_WORK_STATUSES: readonly RepairStatus[] = ['ASSIGNED', 'REPAIRING', 'WAIT_CONFIRM']
