// The state a merchant sees, from the stored status and the clock (server/marketing).
import { stateOf } from '../../../server/marketing/promotion-state.ts'
import { describe, expect, it } from 'vitest'
import { effectiveLimit } from '../../../server/marketing/purchase-limits.ts'

const START = '2026-11-20T00:00:00.000Z'
const END = '2026-11-21T00:00:00.000Z'

describe('a promotion’s state', () => {
  it('runs from its start (included) to its end (excluded)', () => {
    expect(stateOf('ACTIVE', START, END, '2026-11-19T23:59:59.999Z')).toBe('NOT_STARTED')
    expect(stateOf('ACTIVE', START, END, START)).toBe('RUNNING')
    expect(stateOf('ACTIVE', START, END, '2026-11-20T23:59:59.999Z')).toBe('RUNNING')
    expect(stateOf('ACTIVE', START, END, END)).toBe('ENDED')
  })

  it('shows a stopped one as stopped and a draft as not started until its end', () => {
    expect(stateOf('CANCELLED', START, END, START)).toBe('STOPPED')
    expect(stateOf('CANCELLED', START, END, END)).toBe('STOPPED')
    expect(stateOf('DRAFT', START, END, START)).toBe('NOT_STARTED')
    expect(stateOf('DRAFT', START, END, END)).toBe('ENDED')
    expect(stateOf('ENDED', START, END, START)).toBe('ENDED')
  })

  it('takes a product’s own limit before the rule’s', () => {
    expect(effectiveLimit(0, 5)).toBe(5)
    expect(effectiveLimit(2, 5)).toBe(2)
  })
})
