// Model-based test of the salesmen page (salesman-page.machine.ts): every state and transition
// walked, then what the user sees: the batch switch only with a selection, the ids it sends,
// and the delete dialog of one salesman.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import {
  type BatchUpdate,
  type SalesmanFilters,
  salesmanPageMachine,
} from '../../../src/machines/distribution/salesman-page.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const salesman = (salesmanId: number) => ({ salesmanId, name: `s${salesmanId}` }) as unknown as SalesmanItem

const model = {
  events: [
    { type: 'filters.edit', draft: { enabled: 1 } },
    { type: 'filters.search' },
    { type: 'filters.reset' },
    { type: 'selection.change', salesmen: [salesman(1), salesman(2)] },
    { type: 'salesmen.setEnabled', enabled: 0 },
    { type: 'salesman.delete', salesman: salesman(1) },
    { type: 'salesman.cancel' },
    { type: 'salesman.deleted' },
  ],
  outcomes: { updateBatch: { done: [{ updated: 2 }], error: [{ code: 50000, message: 'down' }] } },
  input: {},
} as const

describe('salesman page machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(salesmanPageMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(salesmanPageMachine)).toEqual(['browsing', 'deleting', 'updating'])
    expectFullCoverage(salesmanPageMachine, paths)
    expectEventsAccepted(salesmanPageMachine, model.events)
  })

  it('switches the selected salesmen, reports how many, clears the selection and refreshes', async () => {
    const sent: BatchUpdate[] = []
    const done: number[] = []
    const applied: SalesmanFilters[] = []
    let refreshed = 0
    const actor = createActor(
      salesmanPageMachine.provide({
        actors: {
          updateBatch: fromPromise<{ updated: number }, BatchUpdate>(async ({ input }) => {
            sent.push(input)
            return { updated: input.salesmanIds.length }
          }),
        },
        actions: {
          applyFilters: (_, params) => {
            applied.push(params.filters)
          },
          refreshList: () => {
            refreshed += 1
          },
          notifyBatchDone: (_, params) => {
            done.push(params.updated)
          },
        },
      }),
      { input: { filters: { enabled: 0 } } },
    ).start()
    expect(actor.getSnapshot().context.draft).toEqual({ keyword: '', enabled: 0 })
    // Nothing selected: the switch does nothing.
    actor.send({ type: 'salesmen.setEnabled', enabled: 1 })
    expect(actor.getSnapshot().value).toBe('browsing')
    actor.send({ type: 'selection.change', salesmen: [salesman(4), salesman(5)] })
    actor.send({ type: 'salesmen.setEnabled', enabled: 1 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const after = await waitFor(actor, (s) => s.matches('browsing'))
    expect(sent).toEqual([{ salesmanIds: [4, 5], enabled: 1 }])
    expect(done).toEqual([2])
    expect(after.context.selection).toEqual([])
    expect(refreshed).toBe(1)

    actor.send({ type: 'salesman.delete', salesman: salesman(4) })
    expect(actor.getSnapshot().context.deleting).toEqual(salesman(4))
    actor.send({ type: 'salesman.deleted' })
    expect(actor.getSnapshot().context.deleting).toBeUndefined()
    expect(refreshed).toBe(2)
    actor.send({ type: 'filters.edit', draft: { keyword: ' 李 ' } })
    actor.send({ type: 'filters.search' })
    expect(applied).toEqual([{ keyword: '李', enabled: 0 }])
    actor.stop()
  })

  const paths = modelPaths(salesmanPageMachine, model)
  it.each(paths.map((p) => [pathName(p, salesmanPageMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(salesmanPageMachine, path, { input: {} })
  })
})
