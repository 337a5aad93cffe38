import { describe, expect, it } from 'vitest'
import { countDateFormatters } from '../../tests/unit/shared/count-date-formatters.ts'
import { formatInstant, prepareFormatter, toEpochMs } from './date-time.ts'

// 17:32 UTC is 01:32 the next day in China Standard Time (UTC+8), the business time zone.
const INSTANT = '2026-11-17T17:32:00.000Z'

describe('formatInstant', () => {
  it.each([
    ['en', 'Nov 18, 2026, 01:32'],
    ['zh', '2026年11月18日 01:32'],
    ['es', '18 nov 2026, 1:32'],
    ['ja', '2026/11/18 1:32'],
  ])('writes the business wall time in %s: %s', (language, text) => {
    expect(formatInstant(INSTANT, language)).toBe(text)
  })

  it('reads every form the server sends as the same instant', () => {
    const ms = Date.parse(INSTANT)
    const expected = formatInstant(INSTANT, 'en')
    expect(formatInstant(ms, 'en')).toBe(expected)
    expect(formatInstant(ms / 1000, 'en')).toBe(expected)
    expect(formatInstant(String(ms / 1000), 'en')).toBe(expected)
    expect(formatInstant(new Date(ms), 'en')).toBe(expected)
    // No zone written: the server's times are UTC, never the browser's local time.
    expect(formatInstant('2026-11-17 17:32:00', 'en')).toBe(expected)
    expect(formatInstant('2026-11-17T17:32', 'en')).toBe(expected)
    expect(toEpochMs('2026-11-17T17:32:00Z')).toBe(ms)
  })

  it('adds seconds or drops the time when asked', () => {
    expect(formatInstant('2026-11-17T17:32:05Z', 'en', 'dateTimeSeconds')).toBe('Nov 18, 2026, 01:32:05')
    expect(formatInstant(INSTANT, 'zh', 'date')).toBe('2026年11月18日')
  })

  it('writes nothing for a missing or unreadable time', () => {
    expect(formatInstant(null, 'en')).toBe('')
    expect(formatInstant(undefined, 'en')).toBe('')
    expect(formatInstant('', 'en')).toBe('')
    expect(formatInstant('not a time', 'en')).toBe('')
  })

  // The signed-in frame prepares the interface language's formatter while a page waits for its
  // data; the first rows then write their dates with it instead of building one.
  it('writes with the formatter prepared beforehand, building none of its own', async () => {
    expect(await countDateFormatters(() => prepareFormatter('ja-JP'))).toBe(1)
    expect(await countDateFormatters(() => formatInstant(INSTANT, 'ja-JP'))).toBe(0)
    expect(formatInstant(INSTANT, 'ja-JP')).toBe('2026/11/18 1:32')
    expect(await countDateFormatters(() => prepareFormatter('ja-JP'))).toBe(0)
  })
})
