// Relative time (SPEC.md section 8): under 30 s '刚刚', then minutes ago, hours ago, '1天前'
// and beyond. Split in two so it stays pure and localizable (docs/decisions.md):
// `relativeTime` answers a structured value, `formatRelativeTime` renders it through a
// translate function over the `format` namespace (src/locales/<lng>/format.json).
import { formatInstant, toEpochMs } from './date-time.ts'

export type RelativeTime =
  | { unit: 'justNow'; count: 0 }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  /** Older than DAYS_LIMIT days, or in the future beyond the clock skew: show the date. */
  | { unit: 'date'; count: 0; date: Date }

/** Past this many days, a date reads better than "n days ago". */
export const DAYS_LIMIT = 30
const JUST_NOW_SECONDS = 30
/** A time slightly ahead of the clock (skew between machines) still reads as just now. */
const FUTURE_SKEW_SECONDS = 60

export function relativeTime(time: number | string | Date, now: number | Date): RelativeTime {
  const at = toEpochMs(time)
  const nowMs = now instanceof Date ? now.getTime() : now
  if (!Number.isFinite(at)) throw new RangeError(`not a time: ${String(time)}`)
  const seconds = (nowMs - at) / 1000
  if (seconds < -FUTURE_SKEW_SECONDS) return { unit: 'date', count: 0, date: new Date(at) }
  if (seconds < JUST_NOW_SECONDS) return { unit: 'justNow', count: 0 }
  // Rounded up, as the original helper did: 31 s is "1 minute ago", 61 min "2 hours ago".
  if (seconds < 3600) return { unit: 'minutes', count: Math.ceil(seconds / 60) }
  if (seconds < 86_400) return { unit: 'hours', count: Math.ceil(seconds / 3600) }
  const days = Math.floor(seconds / 86_400)
  if (days <= DAYS_LIMIT) return { unit: 'days', count: days }
  return { unit: 'date', count: 0, date: new Date(at) }
}

/** The subset of i18next's `t` the formatter needs (bound to the `format` namespace). */
export type TranslateFn = (key: string, options?: { count?: number; date?: string }) => string

/** Renders a RelativeTime; `language` (a BCP 47 tag) formats the date of old times. */
export function formatRelativeTime(value: RelativeTime, t: TranslateFn, language: string): string {
  switch (value.unit) {
    case 'justNow':
      return t('relativeTime.justNow')
    case 'date':
      return t('relativeTime.date', { date: formatInstant(value.date, language) })
    default:
      return t(`relativeTime.${value.unit}`, { count: value.count })
  }
}
