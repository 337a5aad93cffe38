// PrimeReact's own locale for its calendars (month and day names, first day of week, date
// format, button texts), registered for en, zh, es and ja and switched with i18next's language
// (STACK-NOTES.md: addLocale + locale from primereact/api). Imported by every view that draws a
// Calendar; the names come from Intl so they are spelt as each language spells them, the button
// texts from the `format` namespace.
import i18next from 'i18next'
import { addLocale, locale } from 'primereact/api'
import { LANGUAGE_CODES, type LanguageCode } from '../../machines/shell/settings.machine.ts'

/**
 * Each locale's convention: the United States and Japan start the week on Sunday, China and
 * Spain on Monday (ISO 8601). Date formats in PrimeReact's notation (yy = four-digit year).
 */
const CONVENTIONS: Record<
  LanguageCode,
  { firstDayOfWeek: number; dateFormat: string; showMonthAfterYear: boolean }
> = {
  en: { firstDayOfWeek: 0, dateFormat: 'mm/dd/yy', showMonthAfterYear: false },
  zh: { firstDayOfWeek: 1, dateFormat: 'yy-mm-dd', showMonthAfterYear: true },
  es: { firstDayOfWeek: 1, dateFormat: 'dd/mm/yy', showMonthAfterYear: false },
  ja: { firstDayOfWeek: 0, dateFormat: 'yy/mm/dd', showMonthAfterYear: true },
}

const BUTTONS = [
  'today',
  'clear',
  'weekHeader',
  'chooseDate',
  'chooseMonth',
  'chooseYear',
  'prevMonth',
  'nextMonth',
  'prevYear',
  'nextYear',
  'prevDecade',
  'nextDecade',
] as const

// A fixed UTC week and year to read the names from: 2023-01-01 was a Sunday.
const names = (language: string, options: Intl.DateTimeFormatOptions, dates: Date[]) => {
  const f = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
  return dates.map((d) => f.format(d))
}
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i)))
const YEAR = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2023, i, 1)))

/** The options PrimeReact's addLocale takes for one language. */
export function calendarLocale(language: LanguageCode) {
  const t = i18next.getFixedT(language, 'format')
  const buttons = Object.fromEntries(BUTTONS.map((key) => [key, t(`calendar.${key}`)]))
  return {
    ...CONVENTIONS[language],
    ...buttons,
    dayNames: names(language, { weekday: 'long' }, WEEK),
    dayNamesShort: names(language, { weekday: 'short' }, WEEK),
    dayNamesMin: names(language, { weekday: 'narrow' }, WEEK),
    // Chinese date pickers head the month as "11月"; Intl's long form "十一月" reads as literary.
    monthNames: names(language, { month: language === 'zh' ? 'short' : 'long' }, YEAR),
    monthNamesShort: names(language, { month: 'short' }, YEAR),
  }
}

/** The PrimeReact locale for an i18next language ('zh-CN' → 'zh'; unknown → 'en'). */
export function calendarLanguage(language: string | undefined): LanguageCode {
  const base = (language ?? 'en').slice(0, 2) as LanguageCode
  return LANGUAGE_CODES.includes(base) ? base : 'en'
}

function follow(language: string | undefined): void {
  locale(calendarLanguage(language))
}

for (const language of LANGUAGE_CODES) addLocale(language, calendarLocale(language))
follow(i18next.resolvedLanguage)
i18next.on('languageChanged', follow)
