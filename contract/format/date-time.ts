// The one date/time formatter (docs/decisions.md, "One date/time formatter"). Every displayed
// date or time goes through here: Intl.DateTimeFormat in the interface language, always in the
// merchant's business time zone (contract/business-time.ts), so the bell, the message centre,
// the lists and the server's texts show the same wall time for the same instant, whatever
// the browser's own zone. Pure (Intl only): the browser and the server use it alike.
import { BUSINESS_TIME_ZONE } from '../business-time.ts'

/** Milliseconds since the epoch; a 10-digit number (or numeric string) is in seconds. */
export function toEpochMs(time: number | string | Date): number {
  if (time instanceof Date) return time.getTime()
  if (typeof time === 'number' || /^\d+$/.test(time.trim())) {
    const n = Number(time)
    return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n
  }
  return Date.parse(time)
}

/** What to write: date and time (minutes), date and time with seconds, or the date only. */
export type DateTimeStyle = 'dateTime' | 'dateTimeSeconds' | 'date'

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  date: { dateStyle: 'medium' },
}

// Building a DateTimeFormat costs far more than using one; tables format hundreds of cells.
const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(language: string, style: DateTimeStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`
  let f = cache.get(key)
  if (!f) {
    // 24-hour clock everywhere: merchants read 18:32, never "6:32 PM" beside "18:32".
    f = new Intl.DateTimeFormat(language, {
      ...OPTIONS[style],
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
    })
    cache.set(key, f)
  }
  return f
}

/**
 * Builds (and keeps) the formatter of `language` and `style` ahead of its first use. The first
 * DateTimeFormat of a page loads its locale's data: 65 ms of the members list's first render on
 * a phone (issue 37), done in an idle moment instead (src/views/shell/signed-in-app.tsx).
 */
export function prepareFormatter(language: string, style: DateTimeStyle = 'dateTime'): void {
  formatter(language, style)
}

/**
 * An instant written in `language` (a BCP 47 tag) in the business time zone. Accepts what the
 * server sends (ISO-8601 UTC strings, epoch seconds or milliseconds) and Dates; an ISO string
 * without a zone is read as UTC, as the server stores every time in UTC. Empty or unreadable
 * input gives ''.
 */
export function formatInstant(
  time: string | number | Date | null | undefined,
  language: string,
  style: DateTimeStyle = 'dateTime',
): string {
  if (time === null || time === undefined || time === '') return ''
  const ms = toEpochMs(typeof time === 'string' ? asUtc(time) : time)
  if (!Number.isFinite(ms)) return ''
  return formatter(language, style).format(new Date(ms))
}

/** '2026-11-17 17:32:00' (SQLite's CURRENT_TIMESTAMP form) and '…T17:32' name no zone: UTC. */
function asUtc(text: string): string {
  const t = text.trim()
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(t)
  return m ? `${m[1]}T${m[2]}Z` : t
}
