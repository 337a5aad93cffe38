// PrimeReact's calendars speak the interface language: month and day names, the first day of
// the week and the button texts follow i18next's language.
import i18next from 'i18next'
import { type LocaleOptions, locale, localeOptions } from 'primereact/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../locales/resources.ts'

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources, fallbackLng: 'en', interpolation: { escapeValue: false } })
  await import('./calendar-locale.ts')
})

describe('calendar locales', () => {
  it.each([
    ['en', 'January', 'Sunday', 'S', 0, 'Today'],
    ['zh', '1月', '星期日', '日', 1, '今天'],
    ['es', 'enero', 'domingo', 'D', 1, 'Hoy'],
    ['ja', '1月', '日曜日', '日', 0, '今日'],
  ] as const)(
    '%s: month and day names, first day of the week, button texts',
    (lng, january, sunday, sundayMin, firstDay, today) => {
      const options = localeOptions(lng) as LocaleOptions
      expect(options.monthNames?.[0]).toBe(january)
      expect(options.dayNames?.[0]).toBe(sunday)
      expect(options.dayNamesMin?.[0]).toBe(sundayMin)
      expect(options.firstDayOfWeek).toBe(firstDay)
      expect(options.today).toBe(today)
      expect(options.monthNames).toHaveLength(12)
      expect(options.dayNames).toHaveLength(7)
    },
  )

  // locale('') reads the current one (a name sets it).
  it('switches with the interface language', async () => {
    await i18next.changeLanguage('zh')
    expect(locale('').locale).toBe('zh')
    await i18next.changeLanguage('ja')
    expect(locale('').locale).toBe('ja')
    await i18next.changeLanguage('en')
    expect(locale('').locale).toBe('en')
  })
})
