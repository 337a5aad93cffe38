import { describe, expect, it } from 'vitest'
import { afterSaleLifecycle } from './after-sale.lifecycle.ts'
import {
  applyLifecycle,
  catalogueOrderAuditLifecycle,
  cooperationLifecycle,
} from './application.lifecycle.ts'
import { canTransition, eventsFrom, type Lifecycle, nextState } from './lifecycle.ts'
import { orderLifecycle } from './order.lifecycle.ts'
import { repairLifecycle } from './repair.lifecycle.ts'

const ALL: Lifecycle<string, string>[] = [
  orderLifecycle,
  afterSaleLifecycle,
  repairLifecycle,
  cooperationLifecycle,
  applyLifecycle,
  catalogueOrderAuditLifecycle,
]

function reachable(lc: Lifecycle<string, string>): Set<string> {
  const seen = new Set([lc.initial])
  const queue = [lc.initial]
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const event of eventsFrom(lc, s)) {
      const to = nextState(lc, s, event) as string
      if (!seen.has(to)) {
        seen.add(to)
        queue.push(to)
      }
    }
  }
  return seen
}

describe.each(ALL.map((lc) => [lc.subject, lc] as const))('%s lifecycle is well formed', (_, lc) => {
  it('has a row for every state and only targets known states', () => {
    expect(Object.keys(lc.transitions).sort()).toEqual([...lc.states].sort())
    for (const s of lc.states)
      for (const e of eventsFrom(lc, s)) expect(lc.states).toContain(nextState(lc, s, e))
  })

  it('reaches every state from the initial one', () => {
    expect([...reachable(lc)].sort()).toEqual([...lc.states].sort())
  })

  it('leaves terminal states by no event, and every other state by some event', () => {
    for (const s of lc.states) expect(eventsFrom(lc, s).length === 0).toBe(lc.terminal.includes(s))
  })

  it('names events after the subject, dot-namespaced', () => {
    for (const s of lc.states)
      for (const e of eventsFrom(lc, s)) expect(e).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/)
  })
})

describe('canTransition', () => {
  it('allows the steps of the table', () => {
    expect(canTransition(orderLifecycle, 'WAIT_SHIP', 'order.shipped')).toBe(true)
    expect(nextState(orderLifecycle, 'WAIT_SHIP', 'order.shipped')).toBe('SHIPPED')
    expect(canTransition(afterSaleLifecycle, 'WAIT_AUDIT', 'afterSale.rejected')).toBe(true)
    expect(canTransition(repairLifecycle, 'FINISHED', 'repair.settled')).toBe(true)
  })

  it('refuses steps the table does not hold', () => {
    expect(canTransition(orderLifecycle, 'WAIT_PAY', 'order.shipped')).toBe(false)
    expect(canTransition(orderLifecycle, 'CANCELLED', 'order.paid')).toBe(false)
    expect(canTransition(orderLifecycle, 'SHIPPED', 'order.cancelled')).toBe(false)
    expect(canTransition(afterSaleLifecycle, 'COMPLETED', 'afterSale.refunded')).toBe(false)
    expect(canTransition(repairLifecycle, 'WAIT_ACCEPT', 'repair.finished')).toBe(false)
    expect(canTransition(cooperationLifecycle, 'OPENED', 'cooperation.rejected')).toBe(false)
  })

  it('refuses unknown states and events, including inherited object keys', () => {
    expect(canTransition(orderLifecycle, 'NOPE', 'order.paid')).toBe(false)
    expect(canTransition(orderLifecycle, 'WAIT_PAY', 'order.nope')).toBe(false)
    expect(canTransition(orderLifecycle, 'constructor', 'order.paid')).toBe(false)
    expect(canTransition(orderLifecycle, 'WAIT_PAY', 'toString')).toBe(false)
    expect(canTransition(orderLifecycle, '__proto__', 'hasOwnProperty')).toBe(false)
  })
})
