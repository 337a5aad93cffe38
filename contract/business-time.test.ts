import { describe, expect, it } from 'vitest'
import {
  addDays,
  businessDate,
  businessDateOfUtcHour,
  businessDayStart,
  businessStamp,
  daysBetween,
  isIsoDate,
  monthStart,
  nextMonthStart,
} from './business-time.ts'

describe('business time (UTC+8)', () => {
  it('cuts days at midnight in China, not at UTC midnight', () => {
    expect(businessDate(new Date('2026-11-20T15:59:59.999Z'))).toBe('2026-11-20')
    expect(businessDate(new Date('2026-11-20T16:00:00.000Z'))).toBe('2026-11-21')
    expect(businessDayStart('2026-11-21')).toBe('2026-11-20T16:00:00.000Z')
    expect(businessDateOfUtcHour('2026-11-20T15')).toBe('2026-11-20')
    expect(businessDateOfUtcHour('2026-11-20T16')).toBe('2026-11-21')
  })

  it('stamps business numbers with the date and time in China', () => {
    // 00:36 on the 27th in Beijing is 16:36 on the 26th in UTC.
    const at = new Date('2026-11-26T16:36:05.000Z')
    expect(businessStamp(at)).toBe('20261127003605')
    expect(businessStamp(at, 8)).toBe('20261127')
  })

  it('walks dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2026-11-20', '2026-11-19')).toBe(-1)
    expect(monthStart('2026-11-20')).toBe('2026-11-01')
    expect(nextMonthStart('2026-11-20')).toBe('2026-12-01')
    expect(nextMonthStart('2026-12-05')).toBe('2027-01-01')
  })

  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-20')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('20261120')).toBe(false)
    expect(isIsoDate('2026-11-20T00:00')).toBe(false)
  })
})
