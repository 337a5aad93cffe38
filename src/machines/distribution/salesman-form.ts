// The salesman form's rules (createSalesman, updateSalesman) for the one form machine: the
// draft and the checks, with the limits of contract/distribution.constants.ts.
import { NAME_MAX, PHONE_MAX, REMARK_MAX } from '../../../contract/distribution.constants.ts'
import type { SalesmanCreateRequest, SalesmanItem } from '../../../contract/distribution.schema.ts'
import { checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export type SalesmanDraft = SalesmanCreateRequest & Record<string, unknown>

export const emptySalesman: SalesmanDraft = { name: '', phone: '', enabled: 1, isDefault: 0, remark: '' }

export function salesmanDraft(s: SalesmanItem): SalesmanDraft {
  return { name: s.name, phone: s.phone, enabled: s.enabled, isDefault: s.isDefault, remark: s.remark }
}

/** The same rules as salesmanCreateRequest. */
export function validateSalesman(d: SalesmanDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', d.name, NAME_MAX, true)
  checkText(errors, 'phone', d.phone, PHONE_MAX, true)
  if (!errors.phone && !/^[0-9+\-\s]{5,32}$/.test(d.phone.trim())) errors.phone = { reason: 'phone' }
  checkText(errors, 'remark', d.remark, REMARK_MAX)
  return errors
}
