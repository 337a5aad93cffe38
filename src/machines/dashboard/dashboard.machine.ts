// The dashboard page: the caller's figures, then the two trend charts for a date range.
// Figures and charts fail separately: a chart error keeps the figures on screen. A new
// date range cancels a chart load under way and loads again (the last range wins).
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { addDays, daysBetween, isIsoDate } from '../../../contract/business-time.ts'
import type { ChartSeries, DashboardData } from '../../../contract/dashboard.schema.ts'

/** The range the charts open with: the 30 days up to today. */
export const DEFAULT_RANGE_DAYS = 30
/** Mirrors MAX_CHART_RANGE_DAYS of the contract (a value, so zod stays out of the bundle). */
export const MAX_RANGE_DAYS = 366

export interface DateRange {
  startDate: string
  endDate: string
}

export type RangeProblem = 'invalidDate' | 'beforeStart' | 'rangeTooLong'

/** Why a range cannot be asked for, or null when it can (the server checks the same). */
export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return 'invalidDate'
  const span = daysBetween(range.startDate, range.endDate)
  if (span < 0) return 'beforeStart'
  if (span + 1 > MAX_RANGE_DAYS) return 'rangeTooLong'
  return null
}

export function lastDays(today: string, days: number): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today }
}

/** What the user is told when a call fails: the server's message, and its code if any. */
export interface LoadError {
  code: number | null
  message: string
}

export function toLoadError(error: unknown): LoadError {
  const code = (error as { code?: unknown } | null)?.code
  return {
    code: typeof code === 'number' ? code : null,
    message: error instanceof Error ? error.message : String(error),
  }
}

export interface Charts {
  sale: ChartSeries
  orders: ChartSeries
}

export interface DashboardContext {
  data: DashboardData | null
  range: DateRange | null
  /** The range the user typed last, kept even when it is refused, so the inputs show it. */
  draft: DateRange | null
  rangeProblem: RangeProblem | null
  charts: Charts | null
  error: LoadError | null
  chartError: LoadError | null
}

export type DashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'dashboard.refresh' }
  | { type: 'range.change'; range: DateRange }
  | { type: 'range.lastDays'; days: number }
  | { type: 'charts.retry' }

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as { range?: DateRange } | undefined,
    tags: {} as 'loading' | 'ready' | 'error' | 'chartsLoading' | 'chartsReady' | 'chartsError',
  },
  actors: {
    loadDashboard: fromPromise<DashboardData>(async () => {
      throw new Error('loadDashboard actor not provided')
    }),
    loadCharts: fromPromise<Charts, DateRange>(async () => {
      throw new Error('loadCharts actor not provided')
    }),
  },
  guards: {
    rangeIsAcceptable: ({ event }) => {
      assertEvent(event, 'range.change')
      return rangeProblem(event.range) === null
    },
  },
  actions: {
    takeRange: assign(({ event }) => {
      assertEvent(event, 'range.change')
      return { range: event.range, draft: event.range, rangeProblem: null }
    }),
    refuseRange: assign(({ event }) => {
      assertEvent(event, 'range.change')
      return { draft: event.range, rangeProblem: rangeProblem(event.range) }
    }),
    takeLastDays: assign(({ context, event }) => {
      assertEvent(event, 'range.lastDays')
      if (!context.data) return {}
      const range = lastDays(context.data.today, event.days)
      return { range, draft: range, rangeProblem: null }
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    data: null,
    range: input?.range ?? null,
    draft: input?.range ?? null,
    rangeProblem: null,
    charts: null,
    error: null,
    chartError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getDashboardData is on its way: the figures show as loading.',
      tags: ['loading'],
      invoke: {
        src: 'loadDashboard',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const range = context.range ?? lastDays(event.output.today, DEFAULT_RANGE_DAYS)
            return { data: event.output, error: null, range, draft: context.draft ?? range }
          }),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => toLoadError(event.error) }) },
      },
    },
    error: {
      description: 'The figures could not be loaded: the message and a retry button.',
      tags: ['error'],
      on: { 'dashboard.retry': 'loading' },
    },
    ready: {
      description: 'The figure cards are shown; the trend charts load for the chosen date range.',
      tags: ['ready'],
      initial: 'chartsLoading',
      states: {
        chartsLoading: {
          description: 'The sale and order trend calls are on their way for the date range.',
          tags: ['chartsLoading'],
          invoke: {
            src: 'loadCharts',
            input: ({ context }) => context.range as DateRange,
            onDone: {
              target: 'chartsReady',
              actions: assign({ charts: ({ event }) => event.output, chartError: null }),
            },
            onError: {
              target: 'chartsError',
              actions: assign({ chartError: ({ event }) => toLoadError(event.error) }),
            },
          },
        },
        chartsReady: { description: 'Both trend charts are drawn.', tags: ['chartsReady'] },
        chartsError: {
          description: 'The charts could not be loaded (the figures stay): the message and a retry button.',
          tags: ['chartsError'],
          on: { 'charts.retry': 'chartsLoading' },
        },
      },
      on: {
        'dashboard.refresh': 'loading',
        'range.change': [
          // Re-entering cancels a load under way (its signal aborts), so the last range wins.
          { guard: 'rangeIsAcceptable', target: '.chartsLoading', reenter: true, actions: 'takeRange' },
          { actions: 'refuseRange' },
        ],
        'range.lastDays': { target: '.chartsLoading', reenter: true, actions: 'takeLastDays' },
      },
    },
  },
})
