// The threshold forms of a SKU's stock page: the SKU's own low-stock threshold (empty: the shop
// default applies) and the shop default. Typed as text, sent as whole units within
// LOW_STOCK_THRESHOLD (contract/stock.constants.ts), refused at the field otherwise.
import { LOW_STOCK_THRESHOLD } from '../../../contract/stock.constants.ts'
import { checkInteger } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface OwnThresholdDraft extends Record<string, unknown> {
  /** '' : the SKU follows the shop default. */
  threshold: string
}

export interface DefaultThresholdDraft extends Record<string, unknown> {
  lowStockThreshold: string
}

/** The typed threshold as a number: null for '', NaN for what is not a number. */
export function thresholdOf(text: string): number | null {
  const t = text.trim()
  if (t === '') return null
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN
}

function checkThreshold(errors: FieldErrors, field: string, text: string, required: boolean) {
  const value = thresholdOf(text)
  if (Number.isNaN(value)) errors[field] = { reason: 'integer' }
  else checkInteger(errors, field, value, LOW_STOCK_THRESHOLD, required)
}

export function validateOwnThreshold(v: OwnThresholdDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkThreshold(errors, 'threshold', v.threshold, false)
  return errors
}

export function validateDefaultThreshold(v: DefaultThresholdDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkThreshold(errors, 'lowStockThreshold', v.lowStockThreshold, true)
  return errors
}
