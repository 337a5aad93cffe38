import { Button } from 'primereact/button'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange, RangeProblem } from '../../machines/dashboard/dashboard.machine.ts'

const PRESETS = [7, 30, 90] as const

/**
 * Two native date inputs and presets. Native inputs keep this page light and are what
 * keyboards, screen readers and Playwright (getByLabel().fill('2026-11-01')) handle best.
 */
export function DateRangePicker(props: {
  range: DateRange | null
  problem: RangeProblem | null
  busy: boolean
  onApply: (range: DateRange) => void
  onLastDays: (days: number) => void
}) {
  const { t } = useTranslation('dashboard')
  const fromId = useId()
  const toId = useId()
  const problemId = useId()
  const [startDate, setStartDate] = useState(props.range?.startDate ?? '')
  const [endDate, setEndDate] = useState(props.range?.endDate ?? '')
  // A preset or a reload replaces the range: show it in the inputs.
  useEffect(() => {
    setStartDate(props.range?.startDate ?? '')
    setEndDate(props.range?.endDate ?? '')
  }, [props.range?.startDate, props.range?.endDate])

  function submit(e: FormEvent) {
    e.preventDefault()
    props.onApply({ startDate, endDate })
  }

  const invalid = props.problem !== null
  return (
    <form className="dashboard-range" onSubmit={submit} aria-label={t('range.label')} noValidate>
      <div className="dashboard-range__presets">
        {PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            size="small"
            outlined
            label={t(`range.last${days}`)}
            onClick={() => props.onLastDays(days)}
          />
        ))}
      </div>
      <div className="dashboard-range__fields">
        <label htmlFor={fromId}>{t('range.from')}</label>
        <input
          id={fromId}
          type="date"
          className={`p-inputtext p-component p-inputtext-sm${invalid ? ' p-invalid' : ''}`}
          value={startDate}
          max={endDate || undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(e) => setStartDate(e.target.value)}
        />
        <label htmlFor={toId}>{t('range.to')}</label>
        <input
          id={toId}
          type="date"
          className={`p-inputtext p-component p-inputtext-sm${invalid ? ' p-invalid' : ''}`}
          value={endDate}
          aria-invalid={invalid}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(e) => setEndDate(e.target.value)}
        />
        <Button type="submit" size="small" label={t('range.apply')} loading={props.busy} />
      </div>
      {props.problem && (
        <small id={problemId} className="field-error dashboard-range__problem" role="alert">
          {t(`range.problems.${props.problem}`)}
        </small>
      )}
    </form>
  )
}
