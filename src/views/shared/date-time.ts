// How views write a date or time: the one formatter (contract/format/date-time.ts: Intl in the
// business time zone) keyed on i18next's language unless a caller passes one. Components that
// call it re-render on a language change through their useTranslation.
import i18next from 'i18next'
import { type DateTimeStyle, formatInstant } from '../../../contract/format/date-time.ts'

export function formatDateTime(
  time: string | number | Date | null | undefined,
  language: string = i18next.resolvedLanguage ?? 'en',
  style: DateTimeStyle = 'dateTime',
): string {
  return formatInstant(time, language, style)
}
