// The after-sales information form's rules (afterSaleInfo) for the one form machine: the draft
// (the return period as typed), the browser's checks with the contract's limits, the request.
import {
  AFTER_SALE_ADDRESS_MAX,
  AFTER_SALE_CONTACT_MAX,
  AFTER_SALE_PHONE_MAX,
  AFTER_SALE_POLICY_MAX,
  RETURN_DAYS,
} from '../../../contract/products.constants.ts'
import type { AfterSaleInfo, AfterSaleInfoInput } from '../../../contract/products.schema.ts'
import { checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface AfterSaleDraft extends Record<string, unknown> {
  returnDays: string
  contactName: string
  contactPhone: string
  provinceId: string | null
  cityId: string | null
  countyId: string | null
  address: string
  policy: string
}

export function afterSaleDraft(a: AfterSaleInfo): AfterSaleDraft {
  return {
    returnDays: String(a.returnDays),
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceId: a.provinceId,
    cityId: a.cityId,
    countyId: a.countyId,
    address: a.address,
    policy: a.policy,
  }
}

const PHONE = /^[0-9+\- ]{5,32}$/

export function validateAfterSale(d: AfterSaleDraft): FieldErrors {
  const errors: FieldErrors = {}
  const days = d.returnDays.trim()
  if (days === '') errors.returnDays = { reason: 'required' }
  else if (/^-\d+$/.test(days)) errors.returnDays = { reason: 'min0' }
  else if (!/^\d+$/.test(days)) errors.returnDays = { reason: 'integer' }
  else if (Number(days) > RETURN_DAYS.max) errors.returnDays = { reason: 'range', ...RETURN_DAYS }
  checkText(errors, 'contactName', d.contactName, AFTER_SALE_CONTACT_MAX)
  checkText(errors, 'contactPhone', d.contactPhone, AFTER_SALE_PHONE_MAX)
  const phone = d.contactPhone.trim()
  if (!errors.contactPhone && phone !== '' && !PHONE.test(phone)) errors.contactPhone = { reason: 'phone' }
  checkText(errors, 'address', d.address, AFTER_SALE_ADDRESS_MAX)
  if (d.policy.length > AFTER_SALE_POLICY_MAX)
    errors.policy = { reason: 'tooLong', max: AFTER_SALE_POLICY_MAX }
  if (d.countyId && !d.cityId) errors.cityId = { reason: 'required' }
  if (d.cityId && !d.provinceId) errors.provinceId = { reason: 'required' }
  return errors
}

export function afterSaleRequest(d: AfterSaleDraft): AfterSaleInfoInput {
  return {
    returnDays: Number(d.returnDays.trim()),
    contactName: d.contactName.trim(),
    contactPhone: d.contactPhone.trim(),
    provinceId: d.provinceId,
    cityId: d.cityId,
    countyId: d.countyId,
    address: d.address.trim(),
    policy: d.policy,
  }
}
