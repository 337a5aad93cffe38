// How views write a date or time: the one formatter (contract/format/date-time.ts: Intl in the
// business time zone) keyed on i18next's language unless a caller passes one. Components that
// call it re-render on a language change through their useTranslation.
import i18next from 'i18next'
import { type DateTimeStyle, formatInstant } from '../../../contract/format/date-time.ts'
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../contract/business-time.ts'

export function formatDateTime(
  time: string | number | Date | null | undefined,
  language: string = i18next.resolvedLanguage ?? 'en',
  style: DateTimeStyle = 'dateTime',
): string {
  return formatInstant(time, language, style)
}

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000

/**
 * An instant → a Date whose LOCAL fields read the business wall-clock time, which is what
 * Calendar shows and edits; null for '' or an unreadable value.
 */
export function wallClockOf(iso: string): Date | null {
  const time = iso ? new Date(iso).getTime() : Number.NaN
  if (Number.isNaN(time)) return null
  const b = new Date(time + OFFSET_MS)
  return new Date(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate(), b.getUTCHours(), b.getUTCMinutes())
}

/** The inverse: a Calendar Date (local fields = business wall-clock) → the ISO instant. */
export function instantOfWallClock(date: Date): string {
  const utc = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
  )
  return new Date(utc - OFFSET_MS).toISOString()
}
