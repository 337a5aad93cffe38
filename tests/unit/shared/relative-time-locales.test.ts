// The relative-time words of contract/format/relative-time.ts rendered through the locale
// files: this crosses contract/ and src/locales/, so it lives in tests/ (contract/ imports
// nothing from src/, docs/architecture-rules.md).
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTime } from '../../../contract/format/relative-time.ts'
import enFormat from '../../../src/locales/en/format.json'
import esFormat from '../../../src/locales/es/format.json'
import jaFormat from '../../../src/locales/ja/format.json'
import zhFormat from '../../../src/locales/zh/format.json'

const NOW = Date.parse('2026-11-20T02:00:00.000Z')
const ago = (seconds: number) => NOW - seconds * 1000

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
