// The one date-and-time input (announcement publish window, activity start and end): PrimeReact's
// Calendar with its time picker, drawn in the interface language (calendar-locale.ts), showing
// and taking the wall-clock time of the merchant's business time zone (contract/business-time.ts),
// whatever zone the browser is in. The value is an ISO instant, '' for none.
import './calendar-locale.ts'
import { Calendar } from 'primereact/calendar'
import { instantOfWallClock, wallClockOf } from './date-time.ts'

export function DateTimeField(props: {
  /** The FormField id: the input gets `${id}-input` and is named by `${id}-label`. */
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
      onChange={(e) => props.onChange(e.value instanceof Date ? instantOfWallClock(e.value) : '')}
    />
  )
}
