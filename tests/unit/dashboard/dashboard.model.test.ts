// Model-based test of the dashboard page (dashboard.machine.ts): every state and transition
// walked, then what the user sees: figures and charts failing apart, a refused range kept in the
// inputs without a call, and the last range winning.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { DashboardData } from '../../../contract/dashboard.schema.ts'
import {
  type Charts,
  type DateRange,
  dashboardMachine,
  MAX_RANGE_DAYS,
} from '../../../src/machines/dashboard/dashboard.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const data = { today: '2026-11-27' } as unknown as DashboardData
const charts = { sale: [], orders: [] } as unknown as Charts
const good: DateRange = { startDate: '2026-11-01', endDate: '2026-11-27' }
const backwards: DateRange = { startDate: '2026-11-27', endDate: '2026-11-01' }

const model = {
  events: [
    { type: 'dashboard.retry' },
    { type: 'dashboard.refresh' },
    { type: 'range.change', range: good },
    { type: 'range.change', range: backwards },
    { type: 'range.lastDays', days: 7 },
    { type: 'charts.retry' },
  ],
  outcomes: {
    loadDashboard: { done: [data], error: [{ code: 50000, message: 'down' }] },
    loadCharts: { done: [charts], error: [{ code: 50000, message: 'down' }] },
  },
} as const

describe('dashboard machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(dashboardMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(dashboardMachine)).toEqual([
      'error',
      'loading',
      'ready',
      'ready.chartsError',
      'ready.chartsLoading',
      'ready.chartsReady',
    ])
    expectFullCoverage(dashboardMachine, paths)
    expectEventsAccepted(dashboardMachine, model.events)
  })

  it('a chart failure keeps the figures; a refused range is kept in the inputs and asks nothing', async () => {
    const asked: DateRange[] = []
    let failCharts = true
    const actor = createActor(
      dashboardMachine.provide({
        actors: {
          loadDashboard: fromPromise(async () => data),
          loadCharts: fromPromise<Charts, DateRange>(async ({ input }) => {
            asked.push(input)
            if (failCharts) throw Object.assign(new Error('charts down'), { code: 50000 })
            return charts
          }),
        },
      }),
      { input: {} },
    ).start()
    const failed = await waitFor(actor, (s) => s.hasTag('chartsError'))
    expect(failed.context.data).toBe(data)
    expect(failed.context.chartError).toEqual({ code: 50000, message: 'charts down' })
    // The default range: the 30 days up to the server's today.
    expect(asked).toEqual([{ startDate: '2026-10-29', endDate: '2026-11-27' }])

    const tooLong: DateRange = { startDate: '2024-01-01', endDate: '2026-11-27' }
    actor.send({ type: 'range.change', range: tooLong })
    expect(actor.getSnapshot().context).toMatchObject({ draft: tooLong, rangeProblem: 'rangeTooLong' })
    expect(asked).toHaveLength(1)
    expect(MAX_RANGE_DAYS).toBe(366)

    failCharts = false
    actor.send({ type: 'range.lastDays', days: 7 })
    const ready = await waitFor(actor, (s) => s.hasTag('chartsReady'))
    expect(ready.context).toMatchObject({ chartError: null, charts, rangeProblem: null })
    expect(asked.at(-1)).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' })
    actor.stop()
  })

  const paths = modelPaths(dashboardMachine, model)
  it.each(paths.map((p) => [pathName(p, dashboardMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(dashboardMachine, path)
  })
})
