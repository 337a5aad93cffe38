import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import enFormat from '../../src/locales/en/format.json'
import esFormat from '../../src/locales/es/format.json'
import jaFormat from '../../src/locales/ja/format.json'
import zhFormat from '../../src/locales/zh/format.json'
import { formatRelativeTime, relativeTime, toEpochMs } from './relative-time.ts'

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

describe('formatRelativeTime in four languages', () => {
  const i18n = i18next.createInstance()
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['format'],
      defaultNS: 'format',
      resources: {
        en: { format: enFormat },
        zh: { format: zhFormat },
        es: { format: esFormat },
        ja: { format: jaFormat },
      },
      interpolation: { escapeValue: false },
    })
  })
  const render = (lng: string, seconds: number) =>
    formatRelativeTime(relativeTime(ago(seconds), NOW), i18n.getFixedT(lng, 'format'), lng)

  it.each([
    ['zh', 10, '刚刚'],
    ['zh', 300, '5分钟前'],
    ['zh', 7200, '2小时前'],
    ['zh', 86_400, '1天前'],
    ['zh', 5 * 86_400, '5天前'],
    ['en', 10, 'just now'],
    ['en', 60, '1 minute ago'],
    ['en', 300, '5 minutes ago'],
    ['en', 3600, '1 hour ago'],
    ['en', 86_400, '1 day ago'],
    ['en', 3 * 86_400, '3 days ago'],
    ['es', 10, 'ahora mismo'],
    ['es', 300, 'hace 5 minutos'],
    ['es', 86_400, 'hace 1 día'],
    ['ja', 10, 'たった今'],
    ['ja', 300, '5分前'],
    ['ja', 7200, '2時間前'],
    ['ja', 86_400, '1日前'],
  ])('%s, %d s ago → %s', (lng, seconds, text) => {
    expect(render(lng, seconds)).toBe(text)
  })

  it('writes old times as a date in the language', () => {
    const text = render('zh', 40 * 86_400)
    expect(text).toContain('2026')
    expect(text).toContain('10')
    expect(render('en', 40 * 86_400)).toMatch(/10\/11\/2026|11\/10\/2026|2026/)
  })

  it('has the same keys in every language', () => {
    const keys = (o: object) => Object.keys((o as { relativeTime: object }).relativeTime).sort()
    expect(keys(zhFormat)).toEqual(keys(enFormat))
    expect(keys(esFormat)).toEqual(keys(enFormat))
    expect(keys(jaFormat)).toEqual(keys(enFormat))
  })
})
