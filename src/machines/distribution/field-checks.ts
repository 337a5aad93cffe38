// The field checks the distribution forms share, with the contract's limits: a refused value
// carries its limit so the message names it ("At most 100 characters", "Between 1 and 1000").
// Text is measured as the server measures it: trimmed.
import type { FieldErrors } from '../shared/form.machine.ts'

export function checkText(
  errors: FieldErrors,
  field: string,
  value: string,
  limit: { required?: boolean; max: number },
): void {
  const text = value.trim()
  if (limit.required && text === '') errors[field] = { reason: 'required' }
  else if (text.length > limit.max) errors[field] = { reason: 'tooLong', max: limit.max }
}

export function checkWholeNumber(
  errors: FieldErrors,
  field: string,
  value: number | null | undefined,
  limit: { min: number; max: number },
): void {
  if (value === null || value === undefined || Number.isNaN(value)) errors[field] = { reason: 'required' }
  else if (value < limit.min || value > limit.max)
    errors[field] = { reason: 'outOfRange', min: limit.min, max: limit.max }
  else if (!Number.isInteger(value)) errors[field] = { reason: 'integer' }
}
