// One statistics report page (monthly, daily, or a ranking by client, product or salesman):
// load the report for a range of business days, show it, and load again when the user applies
// another range. A range the browser can tell is wrong (not a date, end before start, longer
// than MAX_REPORT_RANGE_DAYS) is refused at the range and nothing is asked; a range the server
// refuses comes back the same way. A new range cancels a load under way (the last one wins).
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { daysBetween, isIsoDate } from '../../../contract/business-time.ts'
import { ResultCode } from '../../../contract/codes.ts'
import type { PeriodReport, Ranking } from '../../../contract/statistics.schema.ts'
import { MAX_REPORT_RANGE_DAYS } from '../../../contract/statistics.constants.ts'

export interface DateRange {
  startDate: string
  endDate: string
}

export type Report = PeriodReport | Ranking

export const RANGE_PROBLEMS = ['invalidDate', 'format', 'required', 'beforeStart', 'rangeTooLong'] as const
export type RangeProblem = (typeof RANGE_PROBLEMS)[number]

/** Why a range cannot be asked for, or null when it can (the server checks the same). */
export function rangeProblem(range: DateRange): RangeProblem | null {
  if (range.startDate === '' || range.endDate === '') return 'required'
  if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return 'invalidDate'
  const span = daysBetween(range.startDate, range.endDate)
  if (span < 0) return 'beforeStart'
  if (span + 1 > MAX_REPORT_RANGE_DAYS) return 'rangeTooLong'
  return null
}

export interface LoadError {
  code: number | null
  message: string
}

/** A server refusal of the range (invalidInput on startDate or endDate), as a range problem. */
export function serverRangeProblem(error: unknown): RangeProblem | null {
  const e = error as { code?: unknown; data?: { field?: unknown; reason?: unknown } } | null
  if (e?.code !== ResultCode.invalidInput) return null
  const { field, reason } = e.data ?? {}
  if (field !== 'startDate' && field !== 'endDate') return null
  return (RANGE_PROBLEMS as readonly unknown[]).includes(reason) ? (reason as RangeProblem) : 'invalidDate'
}

export function toLoadError(error: unknown): LoadError {
  const code = (error as { code?: unknown } | null)?.code
  return {
    code: typeof code === 'number' ? code : null,
    message: error instanceof Error ? error.message : String(error),
  }
}

export interface ReportContext {
  /**
   * The range of the report shown or being loaded; null asks the server for its default range
   * (the page opens that way: "today" is the server's business day, not the browser's).
   */
  range: DateRange | null
  rangeProblem: RangeProblem | null
  report: Report | null
  error: LoadError | null
}

export type ReportEvent =
  | { type: 'range.apply'; range: DateRange }
  | { type: 'range.reset' }
  | { type: 'report.retry' }

export const statisticsReportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as { range?: DateRange | null } | undefined,
    tags: {} as 'busy' | 'ready' | 'error',
  },
  actors: {
    loadReport: fromPromise<Report, DateRange | null>(async () => {
      throw new Error('loadReport actor not provided')
    }),
  },
  guards: {
    rangeIsAcceptable: ({ event }) => {
      assertEvent(event, 'range.apply')
      return rangeProblem(event.range) === null
    },
    refusedByServer: ({ event }) => serverRangeProblem((event as { error?: unknown }).error) !== null,
  },
  actions: {
    takeRange: assign(({ event }) => {
      assertEvent(event, 'range.apply')
      return { range: event.range, rangeProblem: null }
    }),
    refuseRange: assign(({ event }) => {
      assertEvent(event, 'range.apply')
      return { rangeProblem: rangeProblem(event.range) }
    }),
    takeDefaultRange: assign({ range: null, rangeProblem: null }),
  },
}).createMachine({
  id: 'statisticsReport',
  context: ({ input }) => ({
    range: input?.range ?? null,
    rangeProblem: null,
    report: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'range.apply': [
      { guard: 'rangeIsAcceptable', target: '.loading', actions: 'takeRange', reenter: true },
      { actions: 'refuseRange' },
    ],
    'range.reset': { target: '.loading', actions: 'takeDefaultRange', reenter: true },
  },
  states: {
    loading: {
      description:
        'The report call is on its way for the range; the last report stays on screen, marked busy.',
      tags: ['busy'],
      invoke: {
        src: 'loadReport',
        input: ({ context }) => context.range,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            report: event.output,
            range: { startDate: event.output.startDate, endDate: event.output.endDate },
            error: null,
          })),
        },
        onError: [
          {
            guard: 'refusedByServer',
            target: 'ready',
            actions: assign(({ event }) => ({ rangeProblem: serverRangeProblem(event.error), error: null })),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toLoadError(event.error) }) },
        ],
      },
    },
    ready: {
      description: 'The report of the range is shown: totals, chart, table; export is possible.',
      tags: ['ready'],
    },
    failed: {
      description: 'The report could not be loaded: the message and a retry button.',
      tags: ['error'],
      on: { 'report.retry': 'loading' },
    },
  },
})
