// One instant, every place that shows a time, four languages: the same wall time, the
// merchant's (China Standard Time), whatever the machine's own zone. The bell, the message
// centre, the announcements, the distribution pages and the error log all call
// formatDateTime; old relative times ("on {{date}}") go through the same formatter.
import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatInstant } from '../../../contract/format/date-time.ts'
import { formatRelativeTime, relativeTime } from '../../../contract/format/relative-time.ts'
import { resources } from '../../locales/resources.ts'
import { formatDateTime } from './date-time.ts'

// 17:32 UTC: 01:32 on the 18th in Shanghai, 09:32 on the 17th in Los Angeles, 18:32 in Madrid.
const INSTANT = '2026-11-17T17:32:00.000Z'
const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const
const savedZone = process.env.TZ

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources, fallbackLng: 'en', interpolation: { escapeValue: false } })
})
afterAll(() => {
  process.env.TZ = savedZone
})

/** The hour:minute and the day of the month a text shows. */
function wallTime(text: string): { time: string; day: string } {
  const time = /(\d{1,2}):(\d{2})/.exec(text)
  const day = /\b18\b|18日|17日|\b17\b/.exec(text.replace(/2026/g, ''))
  return {
    time: time ? `${time[1]?.padStart(2, '0')}:${time[2]}` : '',
    day: day?.[0].replace('日', '') ?? '',
  }
}

describe.each(['Europe/Madrid', 'America/Los_Angeles', 'Asia/Shanghai', 'UTC'])(
  'on a machine in %s',
  (zone) => {
    beforeAll(() => {
      process.env.TZ = zone
    })

    it.each(LANGUAGES)('every formatter shows 01:32 on the 18th in %s', async (language) => {
      await i18next.changeLanguage(language)
      const old = relativeTime(INSTANT, Date.parse('2027-01-30T00:00:00Z'))
      const shown = [
        formatInstant(INSTANT, language),
        formatDateTime(INSTANT),
        formatDateTime(INSTANT, language),
        formatDateTime(INSTANT, language, 'dateTimeSeconds'),
        formatRelativeTime(old, i18next.getFixedT(language, 'format'), language),
      ]
      for (const text of shown) expect(wallTime(text), text).toEqual({ time: '01:32', day: '18' })
    })
  },
)
