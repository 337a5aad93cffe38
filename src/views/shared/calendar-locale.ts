// PrimeReact's own locale, registered for en, zh, es and ja and switched with i18next's language
// (STACK-NOTES.md: addLocale + locale from primereact/api). Two parts:
// - its calendars (month and day names, first day of week, date format, button texts): the names
//   come from Intl so they are spelt as each language spells them, added when a language first
//   becomes the interface language; the button texts from the `format` namespace;
// - every other text PrimeReact writes itself, screen-reader labels included (paginator, row
//   checkboxes, dropdown filters, password toggles...): src/locales/primereact/<lng>.json, one
//   chunk per language, so neither the entry nor the shell carries them; the signed-in frame
//   waits for all four (sign-in-preload.ts), so a language switch finds its texts there (the
//   tables redraw their memoized cells on a switch: the texts must be in before it).
// PrimeReact's English labels its row checkboxes with states ("Row Selected" on a row that is
// not selected, since it shows the label of what a click would do); ours name the action the
// same whether checked or not, the checkbox itself telling the state (aria-checked).
import i18next from 'i18next'
import { addLocale, locale, updateLocaleOptions } from 'primereact/api'
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

/** A language's calendar convention and button texts: cheap, registered for every language. */
function calendarBasics(language: LanguageCode) {
  const t = i18next.getFixedT(language, 'format')
  const buttons = Object.fromEntries(BUTTONS.map((key) => [key, t(`calendar.${key}`)]))
  return { ...CONVENTIONS[language], ...buttons }
}

/** The options PrimeReact's addLocale takes for one language. */
export function calendarLocale(language: LanguageCode) {
  return { ...calendarBasics(language), ...calendarNames(language) }
}

/**
 * A language's month and day names, from Intl. Each formatter costs milliseconds (its locale's
 * data loads with the first), so they are read for the interface language only, when it
 * becomes that: all four at once were 45 ms of a signed-in page's first task on a fast machine,
 * 180 ms on a phone (issue 37). Only a calendar shows them, so they are read once a calendar's
 * chunk loads (nameCalendars): the one language's five formatters were still 68 ms of a long
 * task of every signed-in page's start on a phone.
 */
function calendarNames(language: LanguageCode) {
  return {
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

/** PrimeReact's texts besides the calendar's, one JSON per language, each its own chunk. */
const TEXTS = import.meta.glob<Record<string, unknown>>('../../locales/primereact/*.json', {
  import: 'default',
})

const loaded = new Map<LanguageCode, Promise<void>>()

/** Loads a language's texts once and adds them to its PrimeReact locale. */
export function loadPrimeReactTexts(language: LanguageCode): Promise<void> {
  let done = loaded.get(language)
  if (!done) {
    const load = TEXTS[`../../locales/primereact/${language}.json`]
    if (!load) throw new Error(`no PrimeReact texts for ${language}`)
    done = load().then((texts) => updateLocaleOptions(texts, language))
    // A failed chunk (network) is tried again at the next switch instead of being remembered.
    done.catch(() => loaded.delete(language))
    loaded.set(language, done)
  }
  return done
}

let current: Promise<void> = Promise.resolve()

/** The languages whose names are read: none until a calendar's chunk loads (nameCalendars). */
const named = new Set<LanguageCode>()

function nameIn(code: LanguageCode): void {
  if (named.has(code)) return
  named.add(code)
  updateLocaleOptions(calendarNames(code), code)
}

function follow(language: string | undefined): void {
  const code = calendarLanguage(language)
  // Once a calendar has asked for names, each new interface language gets its own.
  if (named.size > 0) nameIn(code)
  locale(code)
  current = loadPrimeReactTexts(code)
}

/**
 * Month and day names for the calendars, in the interface language from now on: called by each
 * chunk that draws PrimeReact's Calendar, before it draws one.
 */
export function nameCalendars(): void {
  nameIn(calendarLanguage(i18next.resolvedLanguage))
}

/** Loads the four languages' texts (the signed-in frame waits for them). */
export function loadAllPrimeReactTexts(): Promise<void> {
  return Promise.all(LANGUAGE_CODES.map(loadPrimeReactTexts)).then(() => undefined)
}

/** Resolves once the interface language's PrimeReact texts are in place. */
export function primeReactLocaleReady(): Promise<void> {
  return current
}

for (const language of LANGUAGE_CODES) addLocale(language, calendarBasics(language))
follow(i18next.resolvedLanguage)
i18next.on('languageChanged', follow)
