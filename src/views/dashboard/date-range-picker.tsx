import { Button } from 'primereact/button'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange, RangeProblem } from '../../machines/dashboard/dashboard.machine.ts'
import { DateRangePicker as RangeFields } from '../shared/date-range-picker.tsx'

const PRESETS = [7, 30, 90] as const

/** The dashboard's range: presets, the shared date-range picker, and Apply. */
export function DateRangePicker(props: {
  range: DateRange | null
  problem: RangeProblem | null
  busy: boolean
  onApply: (range: DateRange) => void
  onLastDays: (days: number) => void
}) {
  const { t } = useTranslation('dashboard')
  const problemId = useId()
  const [draft, setDraft] = useState<DateRange>({
    startDate: props.range?.startDate ?? '',
    endDate: props.range?.endDate ?? '',
  })
  // A preset or a reload replaces the range: show it in the fields.
  useEffect(() => {
    setDraft({ startDate: props.range?.startDate ?? '', endDate: props.range?.endDate ?? '' })
  }, [props.range?.startDate, props.range?.endDate])

  function submit(e: FormEvent) {
    e.preventDefault()
    props.onApply(draft)
  }

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
        <RangeFields
          value={draft}
          onChange={setDraft}
          invalid={props.problem !== null}
          describedBy={problemId}
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
