// The seller's order settings (getOrderSettings, saveOrderSettings; the order list's "Order
// settings"): how long a placed order waits for its payment, typed as a whole number of minutes
// or hours, and the delivery note's sender and footer. The browser checks the contract's bounds
// (15 minutes .. 15 days; the lengths; the delivery phone rule) at the field; the server checks
// again and names the same fields.
import {
  MAX_DELIVERY_NOTE_FOOTER_LENGTH,
  PAY_TIMEOUT_MINUTES,
  type PayTimeoutUnit,
} from '../../../contract/orders.constants.ts'
import type { OrderSettings, SaveOrderSettingsRequest } from '../../../contract/orders.schema.ts'
import {
  DELIVERY_PHONE_PATTERN,
  MAX_DELIVERY_ADDRESS_LENGTH,
  MAX_RECEIVER_NAME_LENGTH,
} from '../../../contract/shared.constants.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

/** The values as typed (the amount in `unit`), under the server's field names so its errors land there. */
export type OrderSettingsDraft = {
  payTimeoutMinutes: string
  unit: PayTimeoutUnit
  senderName: string
  senderAddress: string
  senderPhone: string
  deliveryNoteFooter: string
}

const MINUTES_PER: Record<PayTimeoutUnit, number> = { MINUTES: 1, HOURS: 60 }

/** Whole hours show in hours, anything else in minutes. */
export function toOrderSettingsDraft(
  settings: Pick<OrderSettings, 'payTimeoutMinutes'> &
    Partial<Pick<OrderSettings, 'senderName' | 'senderAddress' | 'senderPhone' | 'deliveryNoteFooter'>>,
): OrderSettingsDraft {
  const m = settings.payTimeoutMinutes
  const note = {
    senderName: settings.senderName ?? '',
    senderAddress: settings.senderAddress ?? '',
    senderPhone: settings.senderPhone ?? '',
    deliveryNoteFooter: settings.deliveryNoteFooter ?? '',
  }
  return m % 60 === 0
    ? { payTimeoutMinutes: String(m / 60), unit: 'HOURS', ...note }
    : { payTimeoutMinutes: String(m), unit: 'MINUTES', ...note }
}

/** The minutes the draft stands for; undefined when it is not a whole number. */
export function draftMinutes(v: Pick<OrderSettingsDraft, 'payTimeoutMinutes' | 'unit'>): number | undefined {
  const text = v.payTimeoutMinutes.trim()
  if (!/^\d{1,6}$/.test(text)) return undefined
  return Number(text) * MINUTES_PER[v.unit]
}

const LIMITS = {
  senderName: MAX_RECEIVER_NAME_LENGTH,
  senderAddress: MAX_DELIVERY_ADDRESS_LENGTH,
  deliveryNoteFooter: MAX_DELIVERY_NOTE_FOOTER_LENGTH,
} as const
const PHONE = new RegExp(DELIVERY_PHONE_PATTERN)

export function validateOrderSettings(v: OrderSettingsDraft): FieldErrors {
  const errors: FieldErrors = {}
  const text = v.payTimeoutMinutes.trim()
  const minutes = draftMinutes(v)
  if (text === '') errors.payTimeoutMinutes = { reason: 'required' }
  else if (minutes === undefined) errors.payTimeoutMinutes = { reason: 'integer' }
  else if (minutes < PAY_TIMEOUT_MINUTES.min || minutes > PAY_TIMEOUT_MINUTES.max)
    errors.payTimeoutMinutes = { reason: 'payTimeoutRange' }
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][])
    if (v[field].trim().length > max) errors[field] = { reason: 'tooLong', max }
  const phone = v.senderPhone.trim()
  if (phone !== '' && !PHONE.test(phone)) errors.senderPhone = { reason: 'phone' }
  return errors
}

export function toOrderSettingsRequest(v: OrderSettingsDraft): SaveOrderSettingsRequest {
  return {
    payTimeoutMinutes: draftMinutes(v) ?? Number.NaN,
    senderName: v.senderName.trim(),
    senderAddress: v.senderAddress.trim(),
    senderPhone: v.senderPhone.trim(),
    deliveryNoteFooter: v.deliveryNoteFooter.trim(),
  }
}
