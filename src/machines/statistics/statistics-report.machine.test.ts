import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { defaultReportRange } from '../../../contract/statistics.constants.ts'
import type { PeriodReport } from '../../../contract/statistics.schema.ts'
import { type DateRange, rangeProblem, statisticsReportMachine } from './statistics-report.machine.ts'

const DEFAULT: DateRange = { startDate: '2025-12-01', endDate: '2026-11-20' }

function report(range: DateRange, salesAmount: number): PeriodReport {
  const figures = { orderCount: 1, salesAmount, refundedAmount: 0, itemCount: 1 }
  return { ...range, totals: figures, rows: [{ period: range.startDate.slice(0, 7), ...figures }] }
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(load: (range: DateRange | null, signal: AbortSignal) => Promise<PeriodReport>) {
  const loadReport = vi.fn(load)
  const actor = createActor(
    statisticsReportMachine.provide({
      actors: { loadReport: fromPromise(({ input, signal }) => loadReport(input, signal)) },
    }),
    { input: {} },
  ).start()
  return { actor, loadReport }
}

const serve = async (range: DateRange | null) => report(range ?? DEFAULT, 100)

describe('rangeProblem', () => {
  it('names what is wrong with a range, as the server does', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-11-20' })).toBe('required')
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('invalidDate')
    expect(rangeProblem({ startDate: '2026-11-20', endDate: '2026-11-19' })).toBe('beforeStart')
    expect(rangeProblem({ startDate: '2025-11-20', endDate: '2026-11-20' })).toBeNull() // 366 days
    expect(rangeProblem({ startDate: '2025-11-19', endDate: '2026-11-20' })).toBe('rangeTooLong')
  })
})

describe('defaultReportRange', () => {
  it('covers the twelve months, or the thirty days, up to today', () => {
    expect(defaultReportRange('2026-11-20', 'month')).toEqual(DEFAULT)
    expect(defaultReportRange('2026-01-05', 'month')).toEqual({
      startDate: '2025-02-01',
      endDate: '2026-01-05',
    })
    expect(defaultReportRange('2026-11-20', 'day')).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-20',
    })
  })
})

describe('statisticsReportMachine', () => {
  it('opens on the server’s default range and takes the range it answered', async () => {
    const { actor, loadReport } = start(serve)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(loadReport).toHaveBeenCalledWith(null, expect.any(AbortSignal))
    expect(actor.getSnapshot().context.range).toEqual(DEFAULT)
  })

  it('refuses a wrong range at the range without asking, and keeps the report', async () => {
    const { actor, loadReport } = start(serve)
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'range.apply', range: { startDate: '2026-11-20', endDate: '2026-11-01' } })
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.rangeProblem).toBe('beforeStart')
    expect(snapshot.context.report?.startDate).toBe(DEFAULT.startDate)
    expect(loadReport).toHaveBeenCalledTimes(1)
  })

  it('loads a new range, the last one wins, and reset goes back to the default', async () => {
    const first = deferred<PeriodReport>()
    const { actor, loadReport } = start(async (range, signal) => {
      if (range?.startDate === '2026-01-01') {
        signal.addEventListener('abort', () => first.reject(new Error('aborted')))
        return first.promise
      }
      return serve(range)
    })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'range.apply', range: { startDate: '2026-01-01', endDate: '2026-01-31' } })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'range.apply', range: { startDate: '2026-02-01', endDate: '2026-02-28' } })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.report?.startDate).toBe('2026-02-01')
    actor.send({ type: 'range.reset' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(loadReport).toHaveBeenLastCalledWith(null, expect.any(AbortSignal))
    expect(actor.getSnapshot().context.range).toEqual(DEFAULT)
  })

  it('shows a server refusal of the range at the range, and any other failure with a retry', async () => {
    let fail: unknown = Object.assign(new Error('bad'), {
      code: ResultCode.invalidInput,
      data: { field: 'endDate', reason: 'rangeTooLong' },
    })
    const { actor } = start(async (range) => {
      if (fail) throw fail
      return serve(range)
    })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.rangeProblem).toBe('rangeTooLong')
    fail = Object.assign(new Error('down'), { code: ResultCode.internal })
    actor.send({ type: 'range.reset' })
    await waitFor(actor, (s) => s.hasTag('error'))
    expect(actor.getSnapshot().context.error).toEqual({ code: ResultCode.internal, message: 'down' })
    fail = null
    actor.send({ type: 'report.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.report?.totals.salesAmount).toBe(100)
  })
})
