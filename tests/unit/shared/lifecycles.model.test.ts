// Model-based tests of every lifecycle in contract/lifecycles (picked up by file name, no list
// to maintain): xstate/graph walks each table as a machine; every path is replayed against
// nextState(), the check the server runs before a status step.
import { describe, expect, it } from 'vitest'
import { canTransition, eventsFrom, type Lifecycle, nextState } from '../../../contract/lifecycles/lifecycle.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  lifecycleEvents,
  lifecycleMachine,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from './model-paths.ts'

const modules = import.meta.glob<Record<string, unknown>>('../../../contract/lifecycles/*.lifecycle.ts', {
  eager: true,
})
const lifecycles = Object.values(modules)
  .flatMap((m) => Object.values(m))
  .filter(
    (v): v is Lifecycle<string, string> =>
      typeof v === 'object' && v !== null && 'transitions' in v && 'subject' in v,
  )

describe('lifecycles are found', () => {
  it('by scanning contract/lifecycles', () => {
    expect(lifecycles.map((l) => l.subject).sort()).toEqual(
      expect.arrayContaining(['AFTER_SALE', 'APPLY', 'CATALOGUE_ORDER', 'COOPERATION', 'ORDER', 'REPAIR']),
    )
  })
})

// Steps SPEC.md names outright (section 4): a table that loses one fails here even though
// every state would still be reachable.
const SPEC_STEPS: Record<string, Array<[from: string, event: string, to: string]>> = {
  COOPERATION: [
    ['PENDING', 'cooperation.opened', 'OPENED'],
    ['PENDING', 'cooperation.rejected', 'REJECTED'],
  ],
  APPLY: [
    ['PENDING', 'apply.accepted', 'ACCEPTED'],
    ['PENDING', 'apply.rejected', 'REJECTED'],
  ],
}

describe.each(lifecycles.map((lc) => [lc.subject, lc] as const))('%s lifecycle, model-based', (_, lc) => {
  const machine = lifecycleMachine(lc)
  const events = lifecycleEvents(lc)
  const shortest = modelPaths(machine, { events })
  const simple = modelPaths(machine, { events, strategy: 'simple' })

  it('every state is reachable and every step of the table is taken by some path', () => {
    expect(machineStates(machine)).toEqual([...lc.states].sort())
    expectFullCoverage(machine, modelPaths(machine, { events, strategy: 'transitions' }))
    expectEventsAccepted(machine, events)
  })

  it('takes the steps SPEC.md names', () => {
    for (const [from, event, to] of SPEC_STEPS[lc.subject] ?? []) expect(nextState(lc, from, event)).toBe(to)
  })

  it('every state has a description for analysts', () => {
    for (const s of lc.states) expect(lc.descriptions?.[s], s).toBeTruthy()
  })

  it.each(simple.map((p) => [pathName(p), p] as const))(
    'path %s: each step is legal on the server',
    (_n, path) => {
      replayPath(machine, path)
      let at: string = lc.initial
      for (const step of path.steps.filter((s) => s.event.type !== 'xstate.init')) {
        expect(canTransition(lc, at, step.event.type), `${at} --${step.event.type}-->`).toBe(true)
        at = nextState(lc, at, step.event.type) as string
        expect(at).toBe(step.state.value)
      }
    },
  )

  it('every state refuses the events its row does not list, and terminal states refuse all', () => {
    for (const path of shortest) {
      const at = String(path.state.value)
      for (const { type } of events)
        expect(canTransition(lc, at, type)).toBe(eventsFrom(lc, at).includes(type as never))
      if (lc.terminal.includes(at)) expect(eventsFrom(lc, at)).toEqual([])
    }
  })
})
