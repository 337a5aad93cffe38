// Business days. The merchants work in China Standard Time (UTC+8, no daylight saving), so
// "today", "this month" and a chart's days are cut at midnight there, whatever the server's
// or the browser's own time zone (docs/decisions.md, Dashboard). Pure: browser and server.

export const BUSINESS_UTC_OFFSET_MINUTES = 480
/**
 * The same zone by name, for Intl: every time the app shows is written in it (the merchant's
 * wall clock), never in the browser's own zone, so two screens never disagree about an instant.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai'
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000
const DAY_MS = 86_400_000

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00.000Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text
}

/** The business date an instant falls on. */
export function businessDate(instant: Date): IsoDate {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * The business wall-clock time of an instant as digits, 'YYYYMMDDHHmmss': what business numbers
 * (orders, after-sales, payments) carry, so an order placed at 00:36 on the 27th in Beijing is
 * numbered the 27th, not the 26th (UTC). `digits` 8 gives the date alone.
 */
export function businessStamp(instant: Date, digits: 8 | 14 = 14): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, digits)
}

/** The instant (ISO-8601 UTC) a business date begins. */
export function businessDayStart(date: IsoDate): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - OFFSET_MS).toISOString()
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `start` to `end` (0 when equal, negative when end is earlier). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return Math.round((Date.parse(`${end}T00:00:00.000Z`) - Date.parse(`${start}T00:00:00.000Z`)) / DAY_MS)
}

/** The first day of the month `date` is in. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`
}

/** The first day of the month after the one `date` is in. */
export function nextMonthStart(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** The business date an ISO-8601 UTC hour prefix ('2026-11-20T17') belongs to. */
export function businessDateOfUtcHour(hour: string): IsoDate {
  return businessDate(new Date(`${hour}:00:00.000Z`))
}
