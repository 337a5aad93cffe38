// The one layout of every statistics page (monthly and daily reports, the three rankings): the
// title and Export in the page header, the range on the filter card, the totals, the chart
// (Chart.js, a lazy chunk), the sortable table. A page supplies the call and what to show of
// its answer; the range flow is the statistics-report machine.
import './statistics.css'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { MAX_REPORT_RANGE_DAYS } from '../../../contract/statistics.constants.ts'
import { registerStatisticsLocales } from '../../locales/statistics-resources.ts'
import {
  type DateRange,
  type Report,
  statisticsReportMachine,
} from '../../machines/statistics/statistics-report.machine.ts'
import { DateRangePicker } from '../shared/date-range-picker.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar } from '../shared/filter-bar.tsx'
import type { ChartBar } from './report-chart.tsx'
import { downloadSheet, type Sheet } from './export-sheet.ts'

registerStatisticsLocales()

const ReportChart = lazy(() => import('./report-chart.tsx'))

/** What a page shows of its report. */
export interface ReportView {
  totals: { label: string; value: string }[]
  chart: { caption: string; bars: ChartBar[]; horizontal: boolean }
  table: ReactNode
  sheet: Sheet
  notes: string[]
}

export type ReportLoader<R extends Report> = (range: DateRange | null, signal: AbortSignal) => Promise<R>

export function ReportFrame<R extends Report>(props: {
  title: string
  load: ReportLoader<R>
  view: (report: R) => ReportView
}) {
  const { t } = useTranslation('statistics')
  const titleId = useId()
  const problemId = useId()
  const [machine] = useState(() =>
    statisticsReportMachine.provide({
      actors: { loadReport: fromPromise(({ input, signal }) => props.load(input, signal)) },
    }),
  )
  const actor = useActorRef(machine, { input: {} })
  const range = useSelector(actor, (s) => s.context.range)
  const problem = useSelector(actor, (s) => s.context.rangeProblem)
  const report = useSelector(actor, (s) => s.context.report) as R | null
  const error = useSelector(actor, (s) => s.context.error)
  // A loaded report is drawn in the background, in slices the browser can interrupt, as the
  // lists' rows are (paged-table.tsx): its table, totals and chart were one task of 200-230 ms
  // on the phone profile (issue 37). The page stays busy until they are drawn.
  const shown = useDeferredValue(report)
  const busy = useSelector(actor, (s) => s.hasTag('busy')) || shown !== report
  const [draft, setDraft] = useState<DateRange>({ startDate: '', endDate: '' })
  const [exportError, setExportError] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)

  // The range the report covers (the server's default at first) shows in the fields.
  useEffect(() => {
    if (range) setDraft(range)
  }, [range])

  const view = shown ? props.view(shown) : null
  const exportSheet = async () => {
    if (!view) return
    setExportError(null)
    setExporting(true)
    try {
      await downloadSheet(view.sheet)
    } catch (e) {
      setExportError(t('errors.export', { message: e instanceof Error ? e.message : String(e) }))
    } finally {
      setExporting(false)
    }
  }

  return (
    <section className="page statistics-page" aria-labelledby={titleId}>
      <header className="page-header">
        <h1 id={titleId}>{props.title}</h1>
        <Button
          label={t('actions.export')}
          icon="pi pi-file-excel"
          disabled={!view || busy}
          loading={exporting}
          onClick={exportSheet}
        />
      </header>
      <FilterBar
        label={t('range.label')}
        onSearch={() => actor.send({ type: 'range.apply', range: draft })}
        onReset={() => actor.send({ type: 'range.reset' })}
      >
        <div className="statistics-range">
          <DateRangePicker
            value={draft}
            onChange={setDraft}
            invalid={problem !== null}
            describedBy={problemId}
          />
          {problem && (
            <small id={problemId} className="field-error" role="alert">
              {t(`range.problems.${problem}`, { max: MAX_REPORT_RANGE_DAYS })}
            </small>
          )}
        </div>
      </FilterBar>
      <ErrorNotice
        text={error ? t('errors.load', { message: error.message }) : undefined}
        onRetry={error ? () => actor.send({ type: 'report.retry' }) : undefined}
        retryLabel={t('actions.retry')}
      />
      <ErrorNotice text={exportError ?? undefined} />
      {busy && !view && (
        <p role="status">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
        </p>
      )}
      {view && (
        <div className={busy ? 'statistics-busy' : undefined} aria-busy={busy}>
          <dl className="statistics-totals" aria-label={t('totals.label')}>
            {view.totals.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          {view.chart.bars.length > 0 && (
            <figure className="card statistics-chart">
              <figcaption>{view.chart.caption}</figcaption>
              <Suspense fallback={<div className="statistics-chart__canvas" />}>
                <ReportChart
                  bars={view.chart.bars}
                  horizontal={view.chart.horizontal}
                  label={t('chart.label', {
                    title: view.chart.caption,
                    start: shown?.startDate,
                    end: shown?.endDate,
                  })}
                />
              </Suspense>
            </figure>
          )}
          <div className="card statistics-table">
            {view.table}
            {view.notes.map((note) => (
              <p key={note} className="statistics-note">
                {note}
              </p>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
