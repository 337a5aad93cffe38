import { describe, expect, it } from 'vitest'
import { canTransition, nextState } from './lifecycle.ts'
import { ORDER_AWAITING_SHIPMENT, orderLifecycle } from './order.lifecycle.ts'

describe('order lifecycle', () => {
  it('ships in parts, then completes on receipt', () => {
    expect(nextState(orderLifecycle, 'WAIT_SHIP', 'order.partiallyShipped')).toBe('PART_SHIPPED')
    expect(nextState(orderLifecycle, 'PART_SHIPPED', 'order.partiallyShipped')).toBe('PART_SHIPPED')
    expect(nextState(orderLifecycle, 'PART_SHIPPED', 'order.shipped')).toBe('SHIPPED')
    expect(nextState(orderLifecycle, 'SHIPPED', 'order.received')).toBe('COMPLETED')
  })

  it('cannot be cancelled once anything has shipped', () => {
    expect(canTransition(orderLifecycle, 'PART_SHIPPED', 'order.cancelled')).toBe(false)
    expect(canTransition(orderLifecycle, 'SHIPPED', 'order.cancelled')).toBe(false)
  })

  it('counts both unshipped states as waiting to ship', () => {
    for (const s of ORDER_AWAITING_SHIPMENT)
      expect(canTransition(orderLifecycle, s, 'order.shipped')).toBe(true)
  })
})
