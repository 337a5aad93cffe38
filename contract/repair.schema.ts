// Request and response schemas of the repair service calls (SPEC.md section 2,
// /repair-management: repairList, repairDetails, repairSetting). The server validates with
// these at run time; the browser imports the types only (values from repair.constants.ts).
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { repairLifecycle } from './lifecycles/repair.lifecycle.ts'
import { pageRequest } from './paging.schema.ts'
import {
  MAX_REPAIR_ITEM_NAME_LENGTH,
  MAX_REPAIR_ITEMS,
  MAX_REPAIR_KEYWORD_LENGTH,
  MAX_REPAIR_NOTICE_LENGTH,
  MAX_REPAIR_REASON_LENGTH,
  MAX_REPAIR_RESULT_LENGTH,
  REASON_STEP_EVENTS,
  REPAIR_FEE,
  REPAIR_ITEM_KINDS,
  REPAIR_QUANTITY,
  REPAIR_STEP_EVENTS,
  REPAIR_UNIT_PRICE,
  REPAIR_WARRANTY_DAYS,
  TIME_OF_DAY_PATTERN,
} from './repair.constants.ts'

const statusEnum = z.enum(repairLifecycle.states, { error: 'unknownStatus' })
const repairId = recordId()
const isoTime = z.iso.datetime({ error: 'notAnIsoTime' })
const flag = z.coerce.number().int().min(0).max(1, { error: 'flag' })
const bit = z.union([z.literal(0), z.literal(1)])

export const repairIdRequest = z.object({ repairId })

/** Filters of the list and of the counts per status. */
const repairFilters = {
  /** Created at or after. */
  dateFrom: isoTime.optional(),
  /** Created before. */
  dateTo: isoTime.optional(),
  /** Customer name or phone, or the repair number. */
  customer: z.string().trim().max(MAX_REPAIR_KEYWORD_LENGTH, { error: 'tooLong' }).optional(),
}

export const repairListRequest = pageRequest.extend({ status: statusEnum.optional(), ...repairFilters })
export type RepairListRequest = z.input<typeof repairListRequest>
export const repairCountRequest = z.object(repairFilters)
export type RepairCountRequest = z.input<typeof repairCountRequest>

export const repairRow = z.object({
  repairId: z.number().int(),
  repairNo: z.string(),
  status: statusEnum,
  customerName: z.string(),
  customerPhone: z.string(),
  productName: z.string(),
  brandName: z.string(),
  faultDescription: z.string(),
  assigneeName: z.string().nullable(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type RepairRow = z.infer<typeof repairRow>

export const repairItem = z.object({
  kind: z.enum(REPAIR_ITEM_KINDS, { error: 'unknownKind' }),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_REPAIR_ITEM_NAME_LENGTH, { error: 'tooLong' }),
  unitPrice: z.coerce
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(REPAIR_UNIT_PRICE.min, { error: 'tooSmall' })
    .max(REPAIR_UNIT_PRICE.max, { error: 'tooLarge' }),
  quantity: z.coerce
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(REPAIR_QUANTITY.min, { error: 'tooSmall' })
    .max(REPAIR_QUANTITY.max, { error: 'tooLarge' }),
})
export type RepairItemInput = z.input<typeof repairItem>

export const repairItemLine = repairItem.extend({ amount: z.number().int() })
export type RepairItemLine = z.infer<typeof repairItemLine>

export const repairHistoryEntry = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  userName: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
})
export type RepairHistoryEntry = z.infer<typeof repairHistoryEntry>

export const repairDetail = repairRow.extend({
  /** What the client sends back with a step; a step on another version is refused (40900). */
  version: z.number().int(),
  merchantName: z.string(),
  region: z.string(),
  address: z.string(),
  model: z.string(),
  serialNo: z.string(),
  images: z.array(z.string()),
  assigneeUserLoginId: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  laborAmount: z.number().int(),
  partsAmount: z.number().int(),
  result: z.string(),
  rejectReason: z.string(),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  warrantyDays: z.number().int(),
  items: z.array(repairItemLine),
  history: z.array(repairHistoryEntry),
})
export type RepairDetail = z.infer<typeof repairDetail>

/**
 * One lifecycle step. `version` is the job's version the client loaded; `assigneeUserLoginId`
 * goes with repair.assigned, `items` with repair.quoted (and optionally repair.finished),
 * `result` with repair.finished, `reason` with the steps of REASON_STEP_EVENTS.
 */
export const repairStepRequest = z
  .object({
    repairId,
    version: z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'tooSmall' }),
    event: z.enum(REPAIR_STEP_EVENTS, { error: 'unknownEvent' }),
    assigneeUserLoginId: z.string().trim().max(32, { error: 'tooLong' }).optional(),
    reason: z.string().trim().max(MAX_REPAIR_REASON_LENGTH, { error: 'tooLong' }).optional(),
    result: z.string().trim().max(MAX_REPAIR_RESULT_LENGTH, { error: 'tooLong' }).optional(),
    items: z.array(repairItem).max(MAX_REPAIR_ITEMS, { error: 'tooMany' }).optional(),
  })
  .superRefine((v, ctx) => {
    const need = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'required' })
    if (v.event === 'repair.assigned' && !v.assigneeUserLoginId) need('assigneeUserLoginId')
    if (REASON_STEP_EVENTS.includes(v.event) && !v.reason) need('reason')
    if (v.event === 'repair.quoted' && (!v.items || v.items.length === 0)) need('items')
    if (v.event === 'repair.finished' && !v.result) need('result')
  })
export type RepairStepRequest = z.input<typeof repairStepRequest>

export const repairStatusCounts = z.object({
  total: z.number().int(),
  counts: z.record(statusEnum, z.number().int()),
})
export type RepairStatusCounts = z.infer<typeof repairStatusCounts>

export const repairStaffMember = z.object({
  userLoginId: z.string(),
  name: z.string(),
  username: z.string(),
  mobile: z.string(),
  enabled: bit,
  /** Jobs assigned to it that are not finished. */
  openCount: z.number().int(),
})
export type RepairStaffMember = z.infer<typeof repairStaffMember>
export const repairStaffList = z.object({ list: z.array(repairStaffMember) })

const timeOfDay = z.string({ error: 'required' }).regex(TIME_OF_DAY_PATTERN, { error: 'format' })
const fee = z.coerce
  .number({ error: 'required' })
  .int({ error: 'integer' })
  .min(REPAIR_FEE.min, { error: 'tooSmall' })
  .max(REPAIR_FEE.max, { error: 'tooLarge' })

export const repairSettingRequest = z
  .object({
    accepting: flag,
    autoAccept: flag,
    serviceHoursStart: timeOfDay,
    serviceHoursEnd: timeOfDay,
    baseLaborFee: fee,
    visitFee: fee,
    warrantyDays: z.coerce
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(REPAIR_WARRANTY_DAYS.min, { error: 'tooSmall' })
      .max(REPAIR_WARRANTY_DAYS.max, { error: 'tooLarge' }),
    notice: z.string().max(MAX_REPAIR_NOTICE_LENGTH, { error: 'tooLong' }).default(''),
  })
  .refine((v) => v.serviceHoursEnd > v.serviceHoursStart, {
    error: 'endBeforeStart',
    path: ['serviceHoursEnd'],
  })
export type RepairSettingInput = z.input<typeof repairSettingRequest>

export const repairSetting = z.object({
  accepting: bit,
  autoAccept: bit,
  serviceHoursStart: z.string(),
  serviceHoursEnd: z.string(),
  baseLaborFee: z.number().int(),
  visitFee: z.number().int(),
  warrantyDays: z.number().int(),
  notice: z.string(),
  updatedAt: z.string().nullable(),
})
export type RepairSetting = z.infer<typeof repairSetting>
