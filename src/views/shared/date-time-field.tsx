// The one date-and-time input (announcement publish window, activity start and end): PrimeReact's
// Calendar with its time picker, drawn in the interface language (calendar-locale.ts), showing
// and taking the wall-clock time of the merchant's business time zone (contract/business-time.ts),
// whatever zone the browser is in. The value is an ISO instant, '' for none. The calendar loads
// in its own chunk (date-time-calendar.tsx); until then the field shows the value, read-only.
import { InputText } from 'primereact/inputtext'
import { lazy, Suspense } from 'react'
import { formatDateTime } from './date-time.ts'

const DateTimeCalendar = lazy(() => import('./date-time-calendar.tsx'))

export function DateTimeField(props: {
  /** The FormField id: the input gets `${id}-input` and is named by `${id}-label`. */
  id: string
  value: string
  onChange: (iso: string) => void
  invalid?: boolean
}) {
  const loading = (
    <InputText
      id={`${props.id}-input`}
      aria-labelledby={`${props.id}-label`}
      value={props.value ? formatDateTime(props.value) : ''}
      readOnly
    />
  )
  return (
    <Suspense fallback={loading}>
      <DateTimeCalendar {...props} />
    </Suspense>
  )
}
