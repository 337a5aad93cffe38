import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { type FilterDraftEvent, filterDraftTransitions } from './filter-draft.ts'

interface Draft {
  keyword: string
  level: number
}
interface Filters {
  keyword?: string
  level?: number
}
interface Context {
  draft: Draft
  selection: number[]
}
type Event = FilterDraftEvent<Draft> | { type: 'selection.change'; ids: number[] }

const EMPTY: Draft = { keyword: '', level: 0 }
const toFilters = (d: Draft): Filters => ({
  keyword: d.keyword.trim() || undefined,
  level: d.level || undefined,
})

function start(draft: Draft = EMPTY) {
  const applied: Filters[] = []
  const machine = setup({
    types: { context: {} as Context, events: {} as Event },
    actions: {
      applyFilters: (_, params: { filters: Filters }) => void applied.push(params.filters),
      clearSelection: assign({ selection: [] }),
    },
  }).createMachine({
    context: { draft, selection: [] },
    on: {
      ...filterDraftTransitions<Draft, Filters, Context, Event>(EMPTY, toFilters),
      'selection.change': { actions: assign({ selection: ({ event }) => event.ids }) },
    },
  })
  return { actor: createActor(machine).start(), applied }
}

describe('filter draft transitions', () => {
  it('edits merge into the draft and apply nothing until search', () => {
    const { actor, applied } = start()
    actor.send({ type: 'filters.edit', draft: { keyword: ' a ' } })
    actor.send({ type: 'filters.edit', draft: { level: 2 } })
    expect(actor.getSnapshot().context.draft).toEqual({ keyword: ' a ', level: 2 })
    expect(applied).toEqual([])
  })

  it('search applies the mapped draft and clears the selection', () => {
    const { actor, applied } = start()
    actor.send({ type: 'selection.change', ids: [1, 2] })
    actor.send({ type: 'filters.edit', draft: { keyword: ' a ', level: 2 } })
    actor.send({ type: 'filters.search' })
    expect(applied).toEqual([{ keyword: 'a', level: 2 }])
    expect(actor.getSnapshot().context.selection).toEqual([])
  })

  it('reset empties the draft, clears the selection and applies no filters', () => {
    const { actor, applied } = start({ keyword: 'x', level: 3 })
    actor.send({ type: 'selection.change', ids: [4] })
    actor.send({ type: 'filters.reset' })
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY)
    expect(actor.getSnapshot().context.selection).toEqual([])
    expect(applied).toEqual([{}])
  })
})
