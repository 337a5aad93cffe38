// The one date-range picker (docs/decisions.md, "One localized date-range picker"): two labelled
// date fields that take a typed 'YYYY-MM-DD' (keyboards, screen readers and Playwright's
// getByLabel().fill() handle text best) and a button that opens PrimeReact's Calendar in range
// mode, drawn in the interface language (calendar-locale.ts: month and day names, first day of
// the week). Dates are calendar dates of the business day, never instants: no time zone applies.
import './date-range-picker.css'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { OverlayPanel } from 'primereact/overlaypanel'
import { lazy, Suspense, useCallback, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isIsoDate } from '../../../contract/business-time.ts'

// The Calendar and its locales load when the picker first opens (date-range-calendar.tsx).
const DateRangeCalendar = lazy(() => import('./date-range-calendar.tsx'))

export interface DateRangeValue {
  startDate: string
  endDate: string
}

/** 'YYYY-MM-DD' → that day at local midnight, the way Calendar holds a date; else null. */
export function dateOfIso(text: string): Date | null {
  if (!isIsoDate(text)) return null
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** A Calendar date (local midnight) → 'YYYY-MM-DD'. */
export function isoOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function DateRangePicker(props: {
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
  /** Marks both fields invalid and points them at the message with this id. */
  invalid?: boolean
  describedBy?: string
  /** The smallest and largest dates that may be picked, 'YYYY-MM-DD'. */
  min?: string
  max?: string
}) {
  const { t } = useTranslation('format')
  const fromId = useId()
  const toId = useId()
  const panel = useRef<OverlayPanel>(null)
  // On the next frame: the calendar's own layout is then done, and the panel is measured whole.
  const realign = useCallback(() => void requestAnimationFrame(() => panel.current?.align()), [])
  const { value, onChange, invalid = false } = props
  const start = dateOfIso(value.startDate)
  const end = dateOfIso(value.endDate)
  // What both typed fields share: the invalid mark, its message, and how an edit lands.
  const field = (key: keyof DateRangeValue) => ({
    invalid,
    describedBy: invalid ? props.describedBy : undefined,
    placeholder: t('dateRange.placeholder'),
    onChange: (text: string) => onChange({ ...value, [key]: text.trim() }),
  })
  const minDate = props.min ? (dateOfIso(props.min) ?? undefined) : undefined
  const maxDate = props.max ? (dateOfIso(props.max) ?? undefined) : undefined

  return (
    <div className="date-range-picker">
      <DateField id={fromId} label={t('dateRange.from')} value={value.startDate} {...field('startDate')} />
      <DateField id={toId} label={t('dateRange.to')} value={value.endDate} {...field('endDate')} />
      <Button
        type="button"
        size="small"
        text
        icon="pi pi-calendar"
        aria-label={t('dateRange.pick')}
        aria-haspopup="dialog"
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel}>
        <div role="dialog" aria-label={t('dateRange.calendar')}>
          <Suspense fallback={<span className="pi pi-spin pi-spinner" aria-hidden="true" />}>
            <DateRangeCalendar
              start={start}
              end={end}
              minDate={minDate}
              maxDate={maxDate}
              // The first open placed the panel around the spinner; the calendar is wider, and
              // ran off the right of a narrow screen until the panel was placed again.
              onDrawn={realign}
              onPick={(from, to) => {
                onChange({ startDate: from ? isoOfDate(from) : '', endDate: to ? isoOfDate(to) : '' })
                // The second click completes the range.
                if (from && to) panel.current?.hide()
              }}
            />
          </Suspense>
        </div>
      </OverlayPanel>
    </div>
  )
}

/** One typed 'YYYY-MM-DD' field of the range, with its label. */
function DateField(props: {
  id: string
  label: string
  value: string
  placeholder: string
  invalid: boolean
  describedBy: string | undefined
  onChange: (text: string) => void
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <InputText
        id={props.id}
        className={`p-inputtext-sm${props.invalid ? ' p-invalid' : ''}`}
        value={props.value}
        placeholder={props.placeholder}
        inputMode="numeric"
        maxLength={10}
        size={10}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  )
}
