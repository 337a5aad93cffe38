// The one date-range picker (docs/decisions.md, "One localized date-range picker"): two labelled
// date fields that take a typed 'YYYY-MM-DD' (keyboards, screen readers and Playwright's
// getByLabel().fill() handle text best) and a button that opens PrimeReact's Calendar in range
// mode, drawn in the interface language (calendar-locale.ts: month and day names, first day of
// the week). Dates are calendar dates of the business day, never instants: no time zone applies.
import './date-range-picker.css'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { OverlayPanel } from 'primereact/overlaypanel'
import { lazy, Suspense, useId, useRef } from 'react'
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
  const { value, onChange, invalid = false } = props
  const start = dateOfIso(value.startDate)
  const end = dateOfIso(value.endDate)
  const fieldClass = `p-inputtext-sm${invalid ? ' p-invalid' : ''}`
  const minDate = props.min ? (dateOfIso(props.min) ?? undefined) : undefined
  const maxDate = props.max ? (dateOfIso(props.max) ?? undefined) : undefined

  return (
    <div className="date-range-picker">
      <label htmlFor={fromId}>{t('dateRange.from')}</label>
      <InputText
        id={fromId}
        className={fieldClass}
        value={value.startDate}
        placeholder={t('dateRange.placeholder')}
        inputMode="numeric"
        maxLength={10}
        size={10}
        aria-invalid={invalid}
        aria-describedby={invalid ? props.describedBy : undefined}
        onChange={(e) => onChange({ ...value, startDate: e.target.value.trim() })}
      />
      <label htmlFor={toId}>{t('dateRange.to')}</label>
      <InputText
        id={toId}
        className={fieldClass}
        value={value.endDate}
        placeholder={t('dateRange.placeholder')}
        inputMode="numeric"
        maxLength={10}
        size={10}
        aria-invalid={invalid}
        aria-describedby={invalid ? props.describedBy : undefined}
        onChange={(e) => onChange({ ...value, endDate: e.target.value.trim() })}
      />
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
