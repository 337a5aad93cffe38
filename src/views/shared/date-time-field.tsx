// The one date-and-time input (announcement publish window, activity start and end): PrimeReact's
// Calendar with its time picker, drawn in the interface language (calendar-locale.ts), showing
// and taking the wall-clock time of the merchant's business time zone (contract/business-time.ts),
// whatever zone the browser is in. The value is an ISO instant, '' for none. The calendar loads
// in its own chunk (date-time-calendar.tsx); until then the field shows the value, read-only.
import { InputText } from 'primereact/inputtext'
import { lazy, Suspense } from 'react'
import type { FormValues } from '../../machines/shared/form.machine.ts'
import { formatDateTime } from './date-time.ts'
import { type DraftForm, FormField, type StringKey } from './form-field.tsx'

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

/**
 * A draft's date-and-time value in its labelled field, on the one form pattern. The FormField and
 * the calendar must share one id (the calendar's input is named by `${id}-label`), and the value,
 * its error and its change all go by the one draft key, which is easy to get wrong apart.
 */
export function DateTimeFormField<V extends FormValues>({
  form,
  field,
  id,
  label,
}: {
  form: DraftForm<V>
  field: StringKey<V>
  id: string
  label: string
}) {
  return (
    <FormField id={id} label={label} error={form.message(field)}>
      <DateTimeField
        id={id}
        value={form.values[field] as string}
        onChange={(iso) => form.change({ [field]: iso } as Partial<V>)}
      />
    </FormField>
  )
}
