// The calendar of the date-and-time field, in its own chunk: PrimeReact's Calendar and the four
// calendar locales load with the first form that shows a date and time, not with every page
// that imports the field (route chunk budget, DESIGN.md).
import i18next from 'i18next'
import { Calendar } from 'primereact/calendar'
import { nameCalendars } from './calendar-locale.ts'
import { instantOfWallClock, wallClockOf } from './date-time.ts'
import { parseTypedDateTime } from './date-time-typed.ts'

// Month and day names in the interface language before the first calendar is drawn.
nameCalendars()

export default function DateTimeCalendar(props: {
  id: string
  value: string
  onChange: (iso: string) => void
  invalid?: boolean
}) {
  return (
    <Calendar
      // Calendar names its input through these props only (FormField's aria-* reach its wrapper).
      inputId={`${props.id}-input`}
      ariaLabelledBy={`${props.id}-label`}
      value={wallClockOf(props.value)}
      invalid={props.invalid}
      showTime
      hourFormat="24"
      showIcon
      // Typed text is read the way the interface writes dates (and the calendar's own way);
      // PrimeReact's parser knows only its dateFormat and dropped "2026年11月27日 00:00".
      parseDateTime={(text) => {
        const date = parseTypedDateTime(text, i18next.resolvedLanguage ?? 'en')
        if (!date) throw new Error('not a date and time')
        return date
      }}
      onChange={(e) => props.onChange(e.value instanceof Date ? instantOfWallClock(e.value) : '')}
    />
  )
}
