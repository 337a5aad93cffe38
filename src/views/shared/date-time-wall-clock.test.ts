import { describe, expect, it } from 'vitest'
import { instantOfWallClock, wallClockOf } from './date-time.ts'

describe('the date-time field shows business wall-clock time (Asia/Shanghai) in any browser zone', () => {
  it('reads an instant as its Shanghai time of day', () => {
    const wall = wallClockOf('2026-11-23T16:30:00.000Z') as Date
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual(
      [2026, 10, 24, 0, 30],
    )
  })

  it('turns a picked wall-clock time back into the same instant', () => {
    expect(instantOfWallClock(new Date(2026, 10, 24, 0, 30))).toBe('2026-11-23T16:30:00.000Z')
    const iso = '2027-01-31T23:59:00.000Z'
    expect(instantOfWallClock(wallClockOf(iso) as Date)).toBe(iso)
  })

  it('shows nothing for no value or an unreadable one', () => {
    expect(wallClockOf('')).toBeNull()
    expect(wallClockOf('tomorrow')).toBeNull()
  })
})
