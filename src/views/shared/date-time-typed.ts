// Reading a date and time as a merchant types it (the date-and-time field's calendar chunk
// only: not in the shell's bundle, which formats dates through date-time.ts).

const FULL_WIDTH_DIGIT = /[０-９]/g

/** The month number (1-12) of a month name or abbreviation in `language`, or undefined. */
function monthOfName(name: string, language: string): number | undefined {
  const wanted = name.toLowerCase().replace(/\.$/, '')
  for (const month of ['long', 'short'] as const) {
    const f = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' })
    for (let m = 0; m < 12; m++) {
      const written = f
        .format(new Date(Date.UTC(2023, m, 1)))
        .toLowerCase()
        .replace(/\.$/, '')
      if (written === wanted) return m + 1
    }
  }
  return undefined
}

/**
 * A date and time as a merchant types it → a Date whose local fields are that wall-clock time
 * (what Calendar edits), or null when it is not one. Accepted: the interface's own way of writing
 * it (formatDateTime: "2026年11月27日 00:00", "Nov 27, 2026, 12:00 AM", "27 nov 2026, 0:00",
 * "2026/11/27 0:00"), the calendar's ("2026-11-27 00:00", "11/27/2026 00:00") and ISO; a date
 * without a time is its midnight. Year first is always year-month-day; otherwise English puts
 * the month first and the other languages the day.
 */
export function parseTypedDateTime(typed: string, language: string): Date | null {
  let text = typed
    .trim()
    .replace(FULL_WIDTH_DIGIT, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/[：]/g, ':')
    .replace(/(\d)T(\d)/, '$1 $2')
  // Morning/afternoon markers (en, zh, ja) become a 24-hour offset.
  let pm: boolean | undefined
  const marker = /\s*(AM|PM|a\.\s?m\.|p\.\s?m\.|上午|下午|午前|午後)\s*/i
  const found = text.match(marker)
  if (found?.[1]) {
    pm = /^(PM|p\.|下午|午後)/i.test(found[1])
    text = text.replace(marker, ' ')
  }
  const time = text.match(/(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/)
  let hour = 0
  let minute = 0
  if (time) {
    hour = Number(time[1])
    minute = Number(time[2])
    text = text.slice(0, time.index)
  }
  if (pm !== undefined) {
    if (hour < 1 || hour > 12) return null
    hour = (hour % 12) + (pm ? 12 : 0)
  }
  const parts = text
    .replace(/[年月]/g, ' ')
    .replace(/日/g, ' ')
    .split(/[\s,/.-]+/)
    .filter((p) => p !== '' && p.toLowerCase() !== 'de')
  if (parts.length !== 3) return null
  let year: number
  let month: number | undefined
  let day: number
  const named = parts.findIndex((p) => !/^\d+$/.test(p))
  const numbers = parts.map(Number)
  if (named >= 0) {
    month = monthOfName(parts[named] ?? '', language)
    const rest = numbers.filter((_, i) => i !== named)
    const y = rest.findIndex((n) => n >= 1000)
    if (month === undefined || y < 0) return null
    year = rest[y] ?? 0
    day = rest[1 - y] ?? 0
  } else if ((parts[0] ?? '').length === 4) {
    ;[year, month, day] = numbers as [number, number, number]
  } else if ((parts[2] ?? '').length === 4) {
    const monthFirst = language.startsWith('en')
    year = numbers[2] ?? 0
    month = monthFirst ? numbers[0] : numbers[1]
    day = (monthFirst ? numbers[1] : numbers[0]) ?? 0
  } else {
    return null
  }
  if (month === undefined || hour > 23 || minute > 59) return null
  const date = new Date(year, month - 1, day, hour, minute)
  // Reject what Date would roll over (31 February, month 13).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date
}
