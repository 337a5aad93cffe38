// The offline payment form's checks hold the contract's rules: a known method, a reference of at
// most MAX_PAYMENT_REFERENCE_LENGTH characters (trimmed); the request carries the loaded version.
import { describe, expect, it } from 'vitest'
import { MAX_PAYMENT_REFERENCE_LENGTH } from '../../../contract/orders.constants.ts'
import { recordOrderPaymentRequest } from '../../../contract/orders.schema.ts'
import {
  EMPTY_ORDER_PAYMENT,
  toOrderPaymentRequest,
  validateOrderPayment,
} from '../../../src/machines/orders/order-payment-form.ts'

describe('the offline payment form', () => {
  it('accepts a bank transfer with or without a reference, as the server does', () => {
    expect(validateOrderPayment(EMPTY_ORDER_PAYMENT)).toEqual({})
    const draft = {
      method: 'BANK_TRANSFER' as const,
      reference: `  ${'R'.repeat(MAX_PAYMENT_REFERENCE_LENGTH)}  `,
    }
    expect(validateOrderPayment(draft)).toEqual({})
    const request = toOrderPaymentRequest({ orderId: '42', version: 3 }, draft)
    expect(request).toEqual({ orderId: '42', version: 3, method: 'BANK_TRANSFER', reference: 'R'.repeat(64) })
    expect(recordOrderPaymentRequest.safeParse(request).success).toBe(true)
  })

  it('refuses a missing method and a reference one character too long, as the server does', () => {
    expect(validateOrderPayment({ method: '', reference: '' })).toEqual({ method: { reason: 'required' } })
    const long = { method: 'CASH' as const, reference: 'R'.repeat(MAX_PAYMENT_REFERENCE_LENGTH + 1) }
    expect(validateOrderPayment(long)).toEqual({ reference: { reason: 'tooLong', max: 64 } })
    expect(recordOrderPaymentRequest.safeParse({ orderId: '42', version: 3, ...long }).success).toBe(false)
  })
})
