// Building blocks of an area's `validate` (form.machine.ts): each check names the limit it
// enforces, so the form can say "At most 100 characters" or "Between 0 and 100" at the field.
// Input is never cut or clamped to fit: what the user typed stays, refused, until changed.
import type { FieldErrors } from './form.machine.ts'
import { fenToYuan, parseYuan } from '../../../contract/format/yuan.ts'

export interface Range {
  min: number
  max: number
}

/** A text of at most `max` characters after trimming (as the contract's `.trim().max()`); `required` refuses ''. */
export function checkText(errors: FieldErrors, field: string, value: string, max: number, required = false) {
  const text = value.trim()
  if (required && text === '') errors[field] = { reason: 'required' }
  else if (text.length > max) errors[field] = { reason: 'tooLong', max }
}

/** A whole number within `range`; null is refused only when `required`. */
export function checkInteger(
  errors: FieldErrors,
  field: string,
  value: number | null | undefined,
  range: Range,
  required = true,
) {
  if (value === null || value === undefined) {
    if (required) errors[field] = { reason: 'required' }
  } else if (!Number.isInteger(value)) errors[field] = { reason: 'integer' }
  else if (value < range.min || value > range.max)
    errors[field] = { reason: 'range', min: range.min, max: range.max }
}

/**
 * An amount typed in yuan, sent in fen within `fen` (the contract's money limits); the limit is
 * named in yuan, as the user types it. '' is refused only when `required`.
 */
export function checkYuan(errors: FieldErrors, field: string, text: string, fen: Range, required = true) {
  if (text.trim() === '') {
    if (required) errors[field] = { reason: 'required' }
    return
  }
  const value = parseYuan(text)
  if (value === undefined) errors[field] = { reason: 'money' }
  else if (value < fen.min || value > fen.max)
    errors[field] = { reason: 'range', min: fenToYuan(fen.min), max: fenToYuan(fen.max) }
}
