// Model-based test of a statistics report page (statistics-report.machine.ts): every state and
// transition walked, then what the user sees: a range the browser can tell is wrong asks nothing,
// a range the server refuses shows as a range problem (not a failure), any other failure offers a
// retry.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import {
  type DateRange,
  type Report,
  statisticsReportMachine,
} from '../../../src/machines/statistics/statistics-report.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const report = { startDate: '2026-11-01', endDate: '2026-11-27' } as unknown as Report
const good: DateRange = { startDate: '2026-11-01', endDate: '2026-11-27' }
const empty: DateRange = { startDate: '', endDate: '2026-11-27' }
const refused = {
  code: ResultCode.invalidInput,
  message: 'bad range',
  data: { field: 'endDate', reason: 'rangeTooLong' },
}

const model = {
  events: [
    { type: 'range.apply', range: good },
    { type: 'range.apply', range: empty },
    { type: 'range.reset' },
    { type: 'report.retry' },
  ],
  outcomes: {
    loadReport: { done: [report], error: [refused, { code: 50000, message: 'down' }] },
  },
} as const

describe('statistics report machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(statisticsReportMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(statisticsReportMachine)).toEqual(['failed', 'loading', 'ready'])
    expectFullCoverage(statisticsReportMachine, paths)
    expectEventsAccepted(statisticsReportMachine, model.events)
  })

  it('refuses a wrong range at once, shows a server refusal as a range problem, retries a failure', async () => {
    const asked: (DateRange | null)[] = []
    const answers: Array<() => Report> = [
      () => report,
      () => {
        throw refused
      },
      () => {
        throw Object.assign(new Error('down'), { code: 50000 })
      },
      () => report,
    ]
    const actor = createActor(
      statisticsReportMachine.provide({
        actors: {
          loadReport: fromPromise<Report, DateRange | null>(async ({ input }) => {
            asked.push(input)
            return (answers.shift() as () => Report)()
          }),
        },
      }),
      { input: {} },
    ).start()
    // The page opens with the server's default range.
    let s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(asked).toEqual([null])
    expect(s.context.range).toEqual(good)

    actor.send({ type: 'range.apply', range: { startDate: '2026-11-27', endDate: '2026-11-01' } })
    expect(actor.getSnapshot().context.rangeProblem).toBe('beforeStart')
    expect(asked).toHaveLength(1)

    // A range the browser accepts and the server refuses (its answer says which field and why).
    actor.send({ type: 'range.apply', range: { startDate: '2026-01-01', endDate: '2026-11-27' } })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(s.context).toMatchObject({ rangeProblem: 'rangeTooLong', error: null })

    actor.send({ type: 'range.apply', range: good })
    s = await waitFor(actor, (x) => x.hasTag('error'))
    expect(s.context.error).toEqual({ code: 50000, message: 'down' })
    actor.send({ type: 'report.retry' })
    s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(s.context).toMatchObject({ report, error: null })
    expect(asked).toHaveLength(4)
    actor.stop()
  })

  const paths = modelPaths(statisticsReportMachine, model)
  it.each(paths.map((p) => [pathName(p, statisticsReportMachine), p] as const))(
    'replays %s',
    (_name, path) => {
      replayPath(statisticsReportMachine, path)
    },
  )
})
