// The statement's edit dialogs (remark, adjustment item) for the one form machine: the
// browser's checks with the contract's rules (an OPEN statement only; the server refuses a
// confirmed or changed one with a conflict).
import { parseYuan, REMARK_MAX } from '../../../contract/finance.constants.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface RemarkDraft extends Record<string, unknown> {
  remark: string
}

export interface AdjustmentDraft extends Record<string, unknown> {
  /** Signed yuan as typed. */
  amount: string
  remark: string
}

export function validateRemark(v: RemarkDraft): FieldErrors {
  return v.remark.trim().length > REMARK_MAX ? { remark: { reason: 'tooLong', max: REMARK_MAX } } : {}
}

export function validateAdjustment(v: AdjustmentDraft): FieldErrors {
  const errors: FieldErrors = {}
  const amount = parseYuan(v.amount, true)
  if ('reason' in amount) errors.amount = { reason: amount.reason }
  const remark = v.remark.trim()
  if (remark === '') errors.remark = { reason: 'required' }
  else if (remark.length > REMARK_MAX) errors.remark = { reason: 'tooLong', max: REMARK_MAX }
  return errors
}
