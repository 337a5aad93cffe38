import { describe, expect, it } from 'vitest'
import { afterSaleLifecycle, kindAllows } from './after-sale.lifecycle.ts'
import { nextState } from './lifecycle.ts'

function run(events: string[]): string | undefined {
  let s: string | undefined = afterSaleLifecycle.initial
  for (const e of events) s = s === undefined ? undefined : nextState(afterSaleLifecycle, s, e)
  return s
}

describe('after-sales lifecycle', () => {
  it('completes a return-and-refund request through return, receipt and refund', () => {
    expect(
      run([
        'afterSale.approvedReturn',
        'afterSale.returnShipped',
        'afterSale.received',
        'afterSale.refunded',
      ]),
    ).toBe('COMPLETED')
  })

  it('completes a refund-only request without a return', () => {
    expect(run(['afterSale.approvedRefund', 'afterSale.refunded'])).toBe('COMPLETED')
  })

  it('cannot refund before the request is approved', () => {
    expect(run(['afterSale.refunded'])).toBeUndefined()
  })

  it('lets only the matching kind take kind-specific events', () => {
    expect(kindAllows('REFUND_ONLY', 'afterSale.approvedRefund')).toBe(true)
    expect(kindAllows('REFUND_ONLY', 'afterSale.approvedReturn')).toBe(false)
    expect(kindAllows('EXCHANGE', 'afterSale.received')).toBe(false)
    expect(kindAllows('EXCHANGE', 'afterSale.exchangeShipped')).toBe(true)
    expect(kindAllows('RETURN_REFUND', 'afterSale.rejected')).toBe(true)
  })
})
