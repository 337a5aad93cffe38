// The pinned home page (issue 5, Dashboard): the figures the caller's role works by, each a
// link to the page that acts on it once that page is built, and the sales and order trends
// for a date range.
import './dashboard.css'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { registerDashboardLocales } from '../../locales/dashboard-resources.ts'
import { type Charts, dashboardMachine } from '../../machines/dashboard/dashboard.machine.ts'
import { canLinkTo } from '../../routes/route-access.ts'
import { useRoutingRef } from '../../root-context.tsx'
import { getDashboardData, getOrderChart, getSaleChart } from '../../services/dashboard.api.ts'
import { SessionActor } from '../../session-context.tsx'
import { takePrefetchedDashboardData } from './dashboard-prefetch.ts'
import { DateRangePicker } from './date-range-picker.tsx'
import { FigureCards } from './figure-cards.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'

registerDashboardLocales()

const TrendCharts = lazy(() => import('./trend-charts.tsx'))

const liveDashboardMachine = dashboardMachine.provide({
  actors: {
    // Right after sign-in the figures are already on their way (dashboard-prefetch.ts).
    loadDashboard: fromPromise(({ signal }) => takePrefetchedDashboardData() ?? getDashboardData(signal)),
    loadCharts: fromPromise<Charts, { startDate: string; endDate: string }>(async ({ input, signal }) => {
      const [sale, orders] = await Promise.all([getSaleChart(input, signal), getOrderChart(input, signal)])
      return { sale, orders }
    }),
  },
})

function Loading({ text }: { text: string }) {
  return (
    <p className="dashboard-loading" role="status">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {text}
    </p>
  )
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('dashboard')
  return (
    <div className="dashboard-error">
      <ErrorNotice text={text} onRetry={onRetry} retryLabel={t('actions.retry')} />
    </div>
  )
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const actor = useActorRef(liveDashboardMachine, { input: {} })
  const name = SessionActor.useSelector((s) => s.context.user?.name ?? '')
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'dashboard.refresh' }))
  // A card links only where this user may go and the page is built (else it is a plain card).
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const ready = useSelector(actor, (s) => s.hasTag('ready'))
  const error = useSelector(actor, (s) => s.context.error)
  const data = useSelector(actor, (s) => s.context.data)
  const range = useSelector(actor, (s) => s.context.range)
  const rangeProblem = useSelector(actor, (s) => s.context.rangeProblem)
  const chartsLoading = useSelector(actor, (s) => s.hasTag('chartsLoading'))
  const chartsFailed = useSelector(actor, (s) => s.hasTag('chartsError'))
  const chartError = useSelector(actor, (s) => s.context.chartError)
  const charts = useSelector(actor, (s) => s.context.charts)

  return (
    <div className="dashboard">
      <header className="dashboard__head">
        <h1>{t('title')}</h1>
        <span className="dashboard__welcome">{t('welcome', { name })}</span>
        <Button
          type="button"
          icon="pi pi-refresh"
          text
          rounded
          aria-label={t('actions.refresh')}
          disabled={!canRefresh}
          onClick={() => actor.send({ type: 'dashboard.refresh' })}
        />
      </header>

      <section aria-label={t('figuresLabel')}>
        {loading && !data && <Loading text={t('loading')} />}
        {failed && (
          <Failure
            text={t('errors.load', { message: error?.message ?? '' })}
            onRetry={() => actor.send({ type: 'dashboard.retry' })}
          />
        )}
        {data && <FigureCards figures={data.figures} canLinkTo={(href) => canLinkTo(routes, href)} />}
      </section>

      {ready && (
        <section className="dashboard-charts" aria-label={t('charts.label')}>
          <DateRangePicker
            range={range}
            problem={rangeProblem}
            busy={chartsLoading}
            onApply={(next) => actor.send({ type: 'range.change', range: next })}
            onLastDays={(days) => actor.send({ type: 'range.lastDays', days })}
          />
          {chartsFailed && (
            <Failure
              text={t('errors.charts', { message: chartError?.message ?? '' })}
              onRetry={() => actor.send({ type: 'charts.retry' })}
            />
          )}
          {chartsLoading && !charts && <Loading text={t('charts.loading')} />}
          {charts && (
            <Suspense fallback={<Loading text={t('charts.loading')} />}>
              <div aria-busy={chartsLoading}>
                <TrendCharts charts={charts} />
              </div>
            </Suspense>
          )}
        </section>
      )}
    </div>
  )
}
