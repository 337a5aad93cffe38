// The repair settings form: the draft (fees in fen, typed in yuan by the money input), its checks (the limits of
// contract/repair.constants.ts, as the server checks them) and the request it sends.
import {
  MAX_REPAIR_NOTICE_LENGTH,
  REPAIR_FEE,
  REPAIR_WARRANTY_DAYS,
  TIME_OF_DAY_PATTERN,
} from '../../../contract/repair.constants.ts'
import type { RepairSetting, RepairSettingInput } from '../../../contract/repair.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { fenToYuan } from '../../../contract/format/yuan.ts'

export interface RepairSettingDraft {
  [key: string]: unknown
  accepting: boolean
  autoAccept: boolean
  serviceHoursStart: string
  serviceHoursEnd: string
  /** Fen. */
  baseLaborFee: number | null
  visitFee: number | null
  warrantyDays: number | null
  notice: string
}

export function settingDraft(s: RepairSetting): RepairSettingDraft {
  return {
    accepting: s.accepting === 1,
    autoAccept: s.autoAccept === 1,
    serviceHoursStart: s.serviceHoursStart,
    serviceHoursEnd: s.serviceHoursEnd,
    baseLaborFee: s.baseLaborFee,
    visitFee: s.visitFee,
    warrantyDays: s.warrantyDays,
    notice: s.notice,
  }
}

export function settingRequest(d: RepairSettingDraft): RepairSettingInput {
  return {
    accepting: d.accepting ? 1 : 0,
    autoAccept: d.autoAccept ? 1 : 0,
    serviceHoursStart: d.serviceHoursStart.trim(),
    serviceHoursEnd: d.serviceHoursEnd.trim(),
    baseLaborFee: d.baseLaborFee ?? 0,
    visitFee: d.visitFee ?? 0,
    warrantyDays: d.warrantyDays ?? 0,
    notice: d.notice,
  }
}

export function validateSetting(d: RepairSettingDraft): FieldErrors {
  const errors: FieldErrors = {}
  const start = d.serviceHoursStart.trim()
  const end = d.serviceHoursEnd.trim()
  if (!TIME_OF_DAY_PATTERN.test(start)) errors.serviceHoursStart = { reason: 'format' }
  if (!TIME_OF_DAY_PATTERN.test(end)) errors.serviceHoursEnd = { reason: 'format' }
  else if (TIME_OF_DAY_PATTERN.test(start) && end <= start)
    errors.serviceHoursEnd = { reason: 'endBeforeStart' }
  for (const field of ['baseLaborFee', 'visitFee'] as const) {
    const v = d[field]
    if (v === null) errors[field] = { reason: 'required' }
    else if (v < REPAIR_FEE.min || v > REPAIR_FEE.max)
      errors[field] = { reason: 'between', min: fenToYuan(REPAIR_FEE.min), max: fenToYuan(REPAIR_FEE.max) }
  }
  const days = d.warrantyDays
  if (days === null) errors.warrantyDays = { reason: 'required' }
  else if (!Number.isInteger(days) || days < REPAIR_WARRANTY_DAYS.min || days > REPAIR_WARRANTY_DAYS.max)
    errors.warrantyDays = { reason: 'between', min: REPAIR_WARRANTY_DAYS.min, max: REPAIR_WARRANTY_DAYS.max }
  if (d.notice.length > MAX_REPAIR_NOTICE_LENGTH)
    errors.notice = { reason: 'tooLong', max: MAX_REPAIR_NOTICE_LENGTH }
  return errors
}
