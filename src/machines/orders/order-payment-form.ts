// The offline payment of an unpaid order (recordOrderPayment, order details): the draft, the
// browser's checks with the contract's limits (the server checks again and names the field at
// fault) and the request it sends with the version the page loaded.
import {
  MAX_PAYMENT_REFERENCE_LENGTH,
  ORDER_PAYMENT_METHODS,
  type OrderPaymentMethod,
} from '../../../contract/orders.constants.ts'
import type { RecordOrderPaymentRequest } from '../../../contract/orders.schema.ts'
import { checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export type OrderPaymentDraft = { method: OrderPaymentMethod | ''; reference: string }

export const EMPTY_ORDER_PAYMENT: OrderPaymentDraft = { method: 'BANK_TRANSFER', reference: '' }

/** The same rules and limits as contract/orders.schema.ts recordOrderPaymentRequest. */
export function validateOrderPayment(v: OrderPaymentDraft): FieldErrors {
  const errors: FieldErrors = {}
  if (!(ORDER_PAYMENT_METHODS as readonly string[]).includes(v.method)) errors.method = { reason: 'required' }
  checkText(errors, 'reference', v.reference, MAX_PAYMENT_REFERENCE_LENGTH)
  return errors
}

export function toOrderPaymentRequest(
  order: { orderId: string; version: number },
  v: OrderPaymentDraft,
): RecordOrderPaymentRequest {
  return {
    orderId: order.orderId,
    version: order.version,
    method: v.method as OrderPaymentMethod,
    reference: v.reference.trim(),
  }
}
