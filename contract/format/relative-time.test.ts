import { describe, expect, it } from 'vitest'
import { toEpochMs } from './date-time.ts'
import { relativeTime } from './relative-time.ts'

const NOW = Date.parse('2026-11-20T02:00:00.000Z')
const ago = (seconds: number) => NOW - seconds * 1000

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'justNow', count: 0 }],
    [29, { unit: 'justNow', count: 0 }],
    [29.999, { unit: 'justNow', count: 0 }],
    [30, { unit: 'minutes', count: 1 }],
    [60, { unit: 'minutes', count: 1 }],
    [61, { unit: 'minutes', count: 2 }],
    [3599, { unit: 'minutes', count: 60 }],
    [3600, { unit: 'hours', count: 1 }],
    [3601, { unit: 'hours', count: 2 }],
    [86_399, { unit: 'hours', count: 24 }],
    [86_400, { unit: 'days', count: 1 }],
    [2 * 86_400 - 1, { unit: 'days', count: 1 }],
    [2 * 86_400, { unit: 'days', count: 2 }],
    [30 * 86_400, { unit: 'days', count: 30 }],
  ])('%d s ago → %o', (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toEqual(expected)
  })

  it('shows the date beyond 30 days and for times well in the future', () => {
    expect(relativeTime(ago(31 * 86_400), NOW)).toEqual({
      unit: 'date',
      count: 0,
      date: new Date(ago(31 * 86_400)),
    })
    expect(relativeTime(ago(-3600), NOW).unit).toBe('date')
    // A little clock skew still reads as just now.
    expect(relativeTime(ago(-20), NOW)).toEqual({ unit: 'justNow', count: 0 })
  })

  it('treats 10-digit timestamps as seconds, numbers or strings', () => {
    const seconds = Math.floor(ago(120) / 1000)
    expect(String(seconds)).toHaveLength(10)
    expect(relativeTime(seconds, NOW)).toEqual({ unit: 'minutes', count: 2 })
    expect(relativeTime(String(seconds), NOW)).toEqual({ unit: 'minutes', count: 2 })
    expect(toEpochMs(seconds)).toBe(seconds * 1000)
  })

  it('treats 13-digit timestamps as milliseconds, and reads ISO strings and Dates', () => {
    expect(relativeTime(ago(7200), NOW)).toEqual({ unit: 'hours', count: 2 })
    expect(relativeTime(String(ago(7200)), NOW)).toEqual({ unit: 'hours', count: 2 })
    expect(relativeTime(new Date(ago(7200)).toISOString(), NOW)).toEqual({ unit: 'hours', count: 2 })
    expect(relativeTime(new Date(ago(7200)), new Date(NOW))).toEqual({ unit: 'hours', count: 2 })
  })

  it('refuses what is not a time', () => {
    expect(() => relativeTime('yesterday-ish', NOW)).toThrow(RangeError)
  })
})
