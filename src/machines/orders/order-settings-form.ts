// The seller's order settings (getOrderSettings, saveOrderSettings; the order list's "Order
// settings"): how long a placed order waits for its payment, typed as a whole number of minutes
// or hours. The browser checks the contract's bounds (15 minutes .. 15 days) at the field; the
// server checks again and names the same field (payTimeoutMinutes).
import { PAY_TIMEOUT_MINUTES, type PayTimeoutUnit } from '../../../contract/orders.constants.ts'
import type { OrderSettings, SaveOrderSettingsRequest } from '../../../contract/orders.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

/** The amount as typed (in `unit`), under the server's field name so its errors land there. */
export type OrderSettingsDraft = { payTimeoutMinutes: string; unit: PayTimeoutUnit }

const MINUTES_PER: Record<PayTimeoutUnit, number> = { MINUTES: 1, HOURS: 60 }

/** Whole hours show in hours, anything else in minutes. */
export function toOrderSettingsDraft(settings: Pick<OrderSettings, 'payTimeoutMinutes'>): OrderSettingsDraft {
  const m = settings.payTimeoutMinutes
  return m % 60 === 0
    ? { payTimeoutMinutes: String(m / 60), unit: 'HOURS' }
    : { payTimeoutMinutes: String(m), unit: 'MINUTES' }
}

/** The minutes the draft stands for; undefined when it is not a whole number. */
export function draftMinutes(v: OrderSettingsDraft): number | undefined {
  const text = v.payTimeoutMinutes.trim()
  if (!/^\d{1,6}$/.test(text)) return undefined
  return Number(text) * MINUTES_PER[v.unit]
}

export function validateOrderSettings(v: OrderSettingsDraft): FieldErrors {
  const errors: FieldErrors = {}
  const text = v.payTimeoutMinutes.trim()
  const minutes = draftMinutes(v)
  if (text === '') errors.payTimeoutMinutes = { reason: 'required' }
  else if (minutes === undefined) errors.payTimeoutMinutes = { reason: 'integer' }
  else if (minutes < PAY_TIMEOUT_MINUTES.min || minutes > PAY_TIMEOUT_MINUTES.max)
    errors.payTimeoutMinutes = { reason: 'payTimeoutRange' }
  return errors
}

export function toOrderSettingsRequest(v: OrderSettingsDraft): SaveOrderSettingsRequest {
  return { payTimeoutMinutes: draftMinutes(v) ?? Number.NaN }
}
