import { describe, expect, it } from 'vitest'
import { FixedClock } from '../server/fixed-clock.ts'
import { mockEpoch } from './mock-deps.ts'

describe('the mock clock', () => {
  it('stands still at the seed epoch until moved', async () => {
    const clock = new FixedClock(mockEpoch(20261122))
    const before = clock.now().toISOString()
    await new Promise((r) => setTimeout(r, 20))
    expect(clock.now().toISOString()).toBe(before)
  })

  it('is a fixed instant per seed, different for another seed', () => {
    expect(mockEpoch(20261122).toISOString()).toBe(mockEpoch(20261122).toISOString())
    expect(mockEpoch(1).getTime()).not.toBe(mockEpoch(2).getTime())
  })

  it('advances and jumps when told, and tells its listeners', () => {
    const clock = new FixedClock(new Date('2026-11-20T02:00:00.000Z'))
    const seen: string[] = []
    clock.onChange((now) => seen.push(now.toISOString()))
    clock.advance(90_000)
    clock.set('2027-01-01T00:00:00.000Z')
    expect(seen).toEqual(['2026-11-20T02:01:30.000Z', '2027-01-01T00:00:00.000Z'])
    expect(() => clock.advance(Number.NaN)).toThrow(TypeError)
    expect(() => clock.set('not a date')).toThrow(TypeError)
  })
})
