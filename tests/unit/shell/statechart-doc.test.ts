import { describe, expect, it } from 'vitest'
import { assign, createMachine, fromPromise, setup } from 'xstate'
import { cooperationLifecycle } from '../../../contract/lifecycles/application.lifecycle.ts'
import {
  coverageSection,
  exportComment,
  guardRules,
  leadingComment,
  lifecycleDoc,
  lifecycleJson,
  machineDoc,
  machineJson,
  machineSize,
  machineSteps,
  ruleText,
  stepCalls,
} from '../../../scripts/statechart-doc.ts'

const source = {
  name: 'probe.machine',
  file: 'src/machines/probe.machine.ts',
  exportName: 'probeMachine',
  purpose: 'A probe.',
}

const probe = setup({
  actors: { save: fromPromise(async () => 1) },
  guards: { isReady: () => true },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing happens.',
      on: { 'probe.start': { guard: 'isReady', target: 'editing.form' } },
    },
    editing: {
      initial: 'form',
      states: {
        form: { tags: ['ready'], on: { 'probe.save': 'saving' } },
        saving: {
          invoke: { src: 'save', onDone: '#probe.done', onError: 'form' },
        },
      },
      after: { 1500: 'idle' },
      on: { 'probe.note': { actions: assign({}) } },
    },
    done: { type: 'final' },
  },
})

describe('statechart pages', () => {
  const page = machineDoc(probe, source)

  it('draws nested states, guards, invoked actors, delays, targetless and final steps', () => {
    expect(page).toContain('```mermaid\nstateDiagram-v2\n  [*] --> idle')
    expect(page).toContain('idle --> editing__form : probe.start [isReady]')
    expect(page).toContain('state "editing" as editing {')
    expect(page).toContain('    [*] --> editing__form')
    expect(page).toContain('editing__saving --> done : save done')
    expect(page).toContain('editing__saving --> editing__form : save failed')
    expect(page).toContain('editing --> idle : after 1500 ms')
    expect(page).toContain('editing --> editing : probe.note')
    expect(page).toContain('done --> [*]')
  })

  it('lists each state with its tags and meaning, and each event with its moves', () => {
    expect(page).toContain('| `idle` | initial |  | Nothing happens. |')
    expect(page).toContain('| `editing.form` | initial | ready | _(no description)_ |')
    expect(page).toContain('| `probe.start` | idle → editing.form [isReady] |')
    expect(page).toContain('| `save` | `editing.saving` |')
    expect(page).toContain('A probe.')
  })

  it('draws a lifecycle table with its terminal states', () => {
    const doc = lifecycleDoc(cooperationLifecycle, { ...source, name: 'cooperation.lifecycle' })
    expect(doc).toContain('PENDING --> OPENED : cooperation.opened')
    expect(doc).toContain('REJECTED --> [*]')
    expect(doc).toContain('| `PENDING` | initial |')
  })

  it('a machine without descriptions still gets a page that says so', () => {
    const bare = machineDoc(createMachine({ id: 'bare', initial: 'a', states: { a: {} } }), {
      ...source,
      purpose: undefined,
    })
    expect(bare).toContain('_No description yet')
  })
})

describe('purpose of a file', () => {
  it('is the comment lines at the top, before the first import', () => {
    expect(leadingComment('// Sign-in and\n// sign-out.\nimport x from "y"\n// not this')).toBe(
      'Sign-in and sign-out.',
    )
    expect(leadingComment('/**\n * A block.\n */\nexport const a = 1')).toBe('A block.')
    expect(leadingComment('import x from "y"')).toBeUndefined()
  })

  it('or the doc comment right above the export', () => {
    const text = '/** First. */\nexport const a = 1\n/** Second. */\nexport const bMachine = 2'
    expect(exportComment(text, 'bMachine')).toBe('Second.')
    expect(exportComment(text, 'a')).toBe('First.')
    expect(exportComment(text, 'c')).toBeUndefined()
  })
})

describe('what an analyst takes away besides the chart', () => {
  it('exports the definition as JSON for Stately Studio, code replaced by names', () => {
    const json = JSON.parse(machineJson(probe)) as Record<string, unknown>
    expect(json).toMatchObject({
      id: 'probe',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing happens.',
          on: { 'probe.start': { guard: 'isReady', target: 'editing.form' } },
        },
        editing: { states: { saving: { invoke: { src: 'save', onDone: '#probe.done' } } } },
        done: { type: 'final' },
      },
    })
    expect(json).not.toHaveProperty('context')
    const lifecycle = JSON.parse(lifecycleJson(cooperationLifecycle)) as {
      initial: string
      states: Record<string, unknown>
    }
    expect(lifecycle.initial).toBe(cooperationLifecycle.initial)
    expect(Object.keys(lifecycle.states)).toEqual([...cooperationLifecycle.states])
  })

  it('writes guards as the rule their code states', () => {
    expect(guardRules(probe)).toEqual([
      { from: 'idle', event: 'probe.start', guard: 'isReady', rule: 'true' },
    ])
    expect(ruleText(({ context }: { context: { n: number } }) => context.n > 2)).toBe('context.n > 2')
  })

  it('says which model test covers it, or that none does', () => {
    const size = machineSize(probe)
    expect(size).toEqual({ states: 5, transitions: 6 })
    expect(coverageSection(size, { tests: [] }).join('\n')).toContain('No model-based test walks it yet')
    expect(
      coverageSection(size, { tests: [{ file: 'tests/unit/probe.model.test.ts', except: "['x']" }] }).join(
        '\n',
      ),
    ).toContain("every state (5) and transition (6), except ['x']")
  })
})

describe('which /control call a step sends', () => {
  it('names the calls a user event sends through the actor of the state it enters', () => {
    const steps = machineSteps(probe, new Map([['save', new Set(['saveProbe'])]]))
    expect(steps).toEqual([
      {
        from: 'editing.form',
        event: 'probe.save',
        guard: undefined,
        enters: ['editing.saving'],
        actor: 'save',
        calls: ['saveProbe'],
      },
    ])
    // An actor that makes no known call adds no step.
    expect(machineSteps(probe, new Map())).toEqual([])
  })

  it('narrows an actor of several calls by the state the step leaves, then by the event', () => {
    const writes = ['cancelOrder', 'saveOrderRemark', 'shipOrder']
    expect(stepCalls(writes, ['asking', 'cancel'], 'order.confirm')).toEqual(['cancelOrder'])
    expect(stepCalls(writes, ['ready'], 'order.ship')).toEqual(['shipOrder'])
    // A word every call has narrows nothing: all of them, one of which is sent.
    expect(stepCalls(writes, ['failed'], 'order.retry')).toEqual(writes)
  })

  it('keeps every call of an actor that two pages provide with different calls', () => {
    const calls = new Map([['save', new Set(['saveProbe', 'saveProbeDraft'])]])
    expect(machineSteps(probe, calls)[0]?.calls).toEqual(['saveProbe', 'saveProbeDraft'])
    expect(machineSteps(probe, calls, new Set(['save']))[0]?.calls).toEqual(['saveProbe', 'saveProbeDraft'])
    const writes = new Map([['save', new Set(['deleteProbe', 'saveProbe'])]])
    expect(machineSteps(probe, writes)[0]?.calls).toEqual(['saveProbe'])
    expect(machineSteps(probe, writes, new Set(['save']))[0]?.calls).toEqual(['deleteProbe', 'saveProbe'])
  })
})
