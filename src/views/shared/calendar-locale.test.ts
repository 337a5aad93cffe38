// PrimeReact's calendars speak the interface language: month and day names, the first day of
// the week and the button texts follow i18next's language.
import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { type LocaleOptions, addLocale, ariaLabel, locale, localeOptions } from 'primereact/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { countDateFormatters } from '../../../tests/unit/shared/count-date-formatters.ts'
import { resources } from '../../locales/resources.ts'

let calendarLocale: typeof import('./calendar-locale.ts').calendarLocale
let primeReactLocaleReady: typeof import('./calendar-locale.ts').primeReactLocaleReady
/** Intl date formatters made while the module loaded and the language changed, before any calendar. */
let formattersBeforeCalendars = 0

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources, fallbackLng: 'en', interpolation: { escapeValue: false } })
  // PrimeReact's own English, kept aside before ours replaces it: addLocale copies 'en'.
  addLocale('en-primereact-defaults', {})
  formattersBeforeCalendars = await countDateFormatters(async () => {
    ;({ calendarLocale, primeReactLocaleReady } = await import('./calendar-locale.ts'))
    await i18next.changeLanguage('zh')
    await i18next.changeLanguage('en')
  })
  // What the calendars' chunks do before they draw one.
  ;(await import('./calendar-locale.ts')).nameCalendars()
})

describe('calendar locales', () => {
  // A signed-in page's start loads this module (the frame waits for PrimeReact's texts); the
  // names cost a phone 68 ms of a long task, and only a calendar shows them.
  it('reads no month or day names until a calendar asks for them', () => {
    expect(formattersBeforeCalendars).toBe(0)
  })

  it.each([
    ['en', 'January', 'Sunday', 'S', 0, 'Today'],
    ['zh', '1月', '星期日', '日', 1, '今天'],
    ['es', 'enero', 'domingo', 'D', 1, 'Hoy'],
    ['ja', '1月', '日曜日', '日', 0, '今日'],
  ] as const)(
    '%s: month and day names, first day of the week, button texts, once it is the interface language',
    async (lng, january, sunday, sundayMin, firstDay, today) => {
      await i18next.changeLanguage(lng)
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

// PrimeReact's other texts, screen-reader labels included, in the interface language (issue 35:
// the Chinese interface read "Row Selected" and "Jump to Page Dropdown").
describe('PrimeReact texts', () => {
  const dir = new URL('../../locales/primereact/', import.meta.url)
  const read = (lng: string) => JSON.parse(readFileSync(new URL(`${lng}.json`, dir), 'utf8'))
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix]

  it('has every text PrimeReact writes, the same keys in the four languages', () => {
    const calendarKeys = new Set(Object.keys(calendarLocale('en')))
    // PrimeReact's English (registered before any of ours) is the list of what it writes.
    const primeKeys = keys(localeOptions('en-primereact-defaults')).filter(
      (k) => !calendarKeys.has(k.split('.')[0] ?? '') && !k.startsWith('fileSizeTypes'),
    )
    const en = keys(read('en')).sort()
    expect(en).toEqual(primeKeys.sort())
    for (const lng of ['zh', 'es', 'ja']) expect(keys(read(lng)).sort()).toEqual(en)
  })

  it.each(['zh', 'ja'])('%s has no English words left', (lng) => {
    const values = keys(read(lng)).map((k) => k.split('.').reduce((o, p) => o[p], read(lng)))
    for (const v of values) expect(String(v).replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{2,}/)
  })

  it.each([
    ['zh', '跳转到页', '选择行', '每页行数'],
    ['ja', 'ページへ移動', '行を選択', '1ページの行数'],
    ['es', 'Ir a la página', 'Seleccionar fila', 'Filas por página'],
    ['en', 'Go to page', 'Select row', 'Rows per page'],
  ])(
    '%s: the paginator and row checkbox labels once the language is chosen',
    async (lng, jump, row, rows) => {
      await i18next.changeLanguage(lng)
      await primeReactLocaleReady()
      expect(ariaLabel('jumpToPageDropdownLabel', {})).toBe(jump)
      expect(ariaLabel('rowsPerPageLabel', {})).toBe(rows)
      // A row checkbox names the action whether or not the row is selected: its state is
      // aria-checked, so an unselected row is never read as "selected".
      expect(ariaLabel('selectRow', {})).toBe(row)
      expect(ariaLabel('unselectRow', {})).toBe(row)
      // The calendar's part is kept beside them.
      expect((localeOptions(lng) as LocaleOptions).monthNames).toHaveLength(12)
    },
  )
})
