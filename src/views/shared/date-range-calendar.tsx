// The calendar half of the date-range picker, in its own chunk: PrimeReact's Calendar and the
// four calendar locales load the first time a user opens the picker, not with every page that
// shows a date range (the dashboard's budget, DESIGN.md).
import { Calendar } from 'primereact/calendar'
import { useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarLanguage, nameCalendars } from './calendar-locale.ts'

// Month and day names in the interface language before the first calendar is drawn.
nameCalendars()

export default function DateRangeCalendar(props: {
  start: Date | null
  end: Date | null
  minDate: Date | undefined
  maxDate: Date | undefined
  onPick: (from: Date | null, to: Date | null) => void
  /** Called once the calendar is drawn: the first open placed its panel around a spinner. */
  onDrawn?: () => void
}) {
  const { i18n } = useTranslation()
  const { onDrawn } = props
  useLayoutEffect(() => onDrawn?.(), [onDrawn])
  return (
    <Calendar
      inline
      selectionMode="range"
      // A new language must redraw the month and day names.
      key={i18n.resolvedLanguage}
      locale={calendarLanguage(i18n.resolvedLanguage)}
      value={props.start ? [props.start, props.end] : null}
      minDate={props.minDate}
      maxDate={props.maxDate}
      onChange={(e) => {
        const [from, to] = (e.value ?? []) as (Date | null)[]
        props.onPick(from ?? null, to ?? null)
      }}
    />
  )
}
