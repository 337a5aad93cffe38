import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChartSeries, DashboardData } from '../../../contract/dashboard.schema.ts'
import { type Charts, type DateRange, dashboardMachine, lastDays, rangeProblem } from './dashboard.machine.ts'

const DATA: DashboardData = {
  figures: [{ key: 'ordersWaitShip', value: 3, unit: 'count', path: '/order-management/waitShipmentOrder' }],
  chartSource: 'salesOrders',
  today: '2026-11-20',
}

function series(range: DateRange, value: number): ChartSeries {
  return { source: 'salesOrders', ...range, total: value, points: [{ date: range.startDate, value }] }
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

function start(
  options: {
    loadDashboard?: () => Promise<DashboardData>
    loadCharts?: (range: DateRange, signal: AbortSignal) => Promise<Charts>
    range?: DateRange
  } = {},
) {
  const loadDashboard = vi.fn(options.loadDashboard ?? (async () => DATA))
  const loadCharts = vi.fn(
    options.loadCharts ??
      (async (range: DateRange) => ({ sale: series(range, 100), orders: series(range, 2) })),
  )
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise(() => loadDashboard()),
        loadCharts: fromPromise(({ input, signal }) => loadCharts(input, signal)),
      },
    }),
    { input: options.range ? { range: options.range } : undefined },
  ).start()
  return { actor, loadDashboard, loadCharts }
}

describe('rangeProblem', () => {
  it('accepts a range of one day up to 366 days', () => {
    expect(rangeProblem({ startDate: '2026-11-20', endDate: '2026-11-20' })).toBeNull()
    expect(rangeProblem({ startDate: '2025-11-21', endDate: '2026-11-21' })).toBeNull()
  })
  it('names what is wrong', () => {
    expect(rangeProblem({ startDate: '2026-11-21', endDate: '2026-11-20' })).toBe('beforeStart')
    expect(rangeProblem({ startDate: '2025-11-20', endDate: '2026-11-21' })).toBe('rangeTooLong')
    expect(rangeProblem({ startDate: '', endDate: '2026-11-20' })).toBe('invalidDate')
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('invalidDate')
  })
  it('counts the last days including today', () => {
    expect(lastDays('2026-11-20', 30)).toEqual({ startDate: '2026-10-22', endDate: '2026-11-20' })
    expect(lastDays('2026-11-20', 1)).toEqual({ startDate: '2026-11-20', endDate: '2026-11-20' })
  })
})

describe('dashboard machine', () => {
  it("loads the figures, then the charts for the 30 days up to the server's today", async () => {
    const { actor, loadCharts } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    const { context } = actor.getSnapshot()
    expect(context.data).toEqual(DATA)
    expect(context.range).toEqual({ startDate: '2026-10-22', endDate: '2026-11-20' })
    expect(loadCharts).toHaveBeenCalledWith(
      { startDate: '2026-10-22', endDate: '2026-11-20' },
      expect.anything(),
    )
    expect(context.charts?.sale.total).toBe(100)
  })

  it('opens with the range it is given', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-10' }
    const { actor, loadCharts } = start({ range })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadCharts).toHaveBeenCalledWith(range, expect.anything())
  })

  it('shows the error and loads again on retry', async () => {
    let fail = true
    const { actor, loadDashboard } = start({
      loadDashboard: async () => {
        if (fail) throw Object.assign(new Error('internal error'), { code: 50000 })
        return DATA
      },
    })
    await waitFor(actor, (s) => s.hasTag('error'))
    expect(actor.getSnapshot().context.error).toEqual({ code: 50000, message: 'internal error' })
    fail = false
    actor.send({ type: 'dashboard.retry' })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadDashboard).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('keeps the figures when the charts fail, and retries the charts alone', async () => {
    let fail = true
    const { actor, loadDashboard, loadCharts } = start({
      loadCharts: async (range) => {
        if (fail) throw new Error('timeout')
        return { sale: series(range, 5), orders: series(range, 1) }
      },
    })
    await waitFor(actor, (s) => s.hasTag('chartsError'))
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.chartError).toEqual({ code: null, message: 'timeout' })
    fail = false
    actor.send({ type: 'charts.retry' })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadDashboard).toHaveBeenCalledTimes(1)
    expect(loadCharts).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.chartError).toBeNull()
  })

  it('reloads the charts for a new range; the last range wins over a load under way', async () => {
    const pending: { range: DateRange; signal: AbortSignal; d: ReturnType<typeof deferred<Charts>> }[] = []
    const { actor } = start({
      loadCharts: (range, signal) => {
        const d = deferred<Charts>()
        pending.push({ range, signal, d })
        return d.promise
      },
    })
    await waitFor(actor, (s) => s.hasTag('chartsLoading'))
    const first = { startDate: '2026-11-01', endDate: '2026-11-10' }
    const second = { startDate: '2026-09-01', endDate: '2026-09-30' }
    actor.send({ type: 'range.change', range: first })
    actor.send({ type: 'range.change', range: second })
    expect(pending.map((p) => p.range)).toEqual([
      { startDate: '2026-10-22', endDate: '2026-11-20' },
      first,
      second,
    ])
    expect(pending[0]?.signal.aborted).toBe(true)
    expect(pending[1]?.signal.aborted).toBe(true)
    // A late answer of an abandoned range changes nothing.
    pending[1]?.d.resolve({ sale: series(first, 111), orders: series(first, 1) })
    pending[2]?.d.resolve({ sale: series(second, 222), orders: series(second, 2) })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(actor.getSnapshot().context.range).toEqual(second)
    expect(actor.getSnapshot().context.charts?.sale.total).toBe(222)
  })

  it('refuses a range the server would refuse, without calling it, and keeps what was typed', async () => {
    const { actor, loadCharts } = start()
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    const backwards = { startDate: '2026-11-20', endDate: '2026-11-01' }
    actor.send({ type: 'range.change', range: backwards })
    expect(actor.getSnapshot().context.rangeProblem).toBe('beforeStart')
    expect(actor.getSnapshot().context.draft).toEqual(backwards)
    expect(actor.getSnapshot().context.range).toEqual({ startDate: '2026-10-22', endDate: '2026-11-20' })
    actor.send({ type: 'range.change', range: { startDate: '2024-01-01', endDate: '2026-11-20' } })
    expect(actor.getSnapshot().context.rangeProblem).toBe('rangeTooLong')
    expect(actor.getSnapshot().hasTag('chartsReady')).toBe(true)
    expect(loadCharts).toHaveBeenCalledTimes(1)

    actor.send({ type: 'range.change', range: { startDate: '2026-11-01', endDate: '2026-11-20' } })
    expect(actor.getSnapshot().context.rangeProblem).toBeNull()
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadCharts).toHaveBeenCalledTimes(2)
  })

  it('picks the last n days up to today', async () => {
    const { actor, loadCharts } = start()
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    actor.send({ type: 'range.lastDays', days: 7 })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadCharts).toHaveBeenLastCalledWith(
      { startDate: '2026-11-14', endDate: '2026-11-20' },
      expect.anything(),
    )
  })

  it('refreshes the figures and the charts on request', async () => {
    const { actor, loadDashboard, loadCharts } = start()
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    actor.send({ type: 'dashboard.refresh' })
    await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(loadDashboard).toHaveBeenCalledTimes(2)
    expect(loadCharts).toHaveBeenCalledTimes(2)
  })
})
