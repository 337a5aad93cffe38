import { describe, expect, it } from 'vitest'
import { canTransition, nextState } from './lifecycle.ts'
import { repairLifecycle } from './repair.lifecycle.ts'

describe('repair lifecycle', () => {
  it('runs a job from acceptance to settlement, through a confirmed quote', () => {
    let s: string | undefined = repairLifecycle.initial
    for (const e of [
      'repair.accepted',
      'repair.assigned',
      'repair.started',
      'repair.quoted',
      'repair.quoteConfirmed',
      'repair.finished',
      'repair.settled',
    ])
      s = s === undefined ? undefined : nextState(repairLifecycle, s, e)
    expect(s).toBe('SETTLED')
  })

  it('can hand an assigned job to another staff member, but not a finished one', () => {
    expect(nextState(repairLifecycle, 'ASSIGNED', 'repair.assigned')).toBe('ASSIGNED')
    expect(canTransition(repairLifecycle, 'FINISHED', 'repair.assigned')).toBe(false)
  })

  it('cannot cancel a job once the repair has started', () => {
    expect(canTransition(repairLifecycle, 'REPAIRING', 'repair.cancelled')).toBe(false)
  })
})
