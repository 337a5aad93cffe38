import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import { type BatchUpdate, type SalesmanFilters, salesmanPageMachine } from './salesman-page.machine.ts'

function salesman(salesmanId: number, memberCount = 0): SalesmanItem {
  return {
    salesmanId,
    name: `业务员${salesmanId}`,
    phone: `1390000000${salesmanId}`,
    enabled: 1,
    isDefault: 0,
    remark: '',
    userLoginId: null,
    memberCount,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

function harness(updateBatch: (b: BatchUpdate) => Promise<{ updated: number }>) {
  const applied: SalesmanFilters[] = []
  const calls: string[] = []
  const sent: BatchUpdate[] = []
  const actor = createActor(
    salesmanPageMachine.provide({
      actors: {
        updateBatch: fromPromise(({ input }) => {
          sent.push(input)
          return updateBatch(input)
        }),
      },
      actions: {
        applyFilters: (_, params) => void applied.push(params.filters),
        refreshList: () => void calls.push('refreshList'),
        notifyBatchDone: (_, params) => void calls.push(`batchDone ${params.updated}`),
        notifyDeleted: () => void calls.push('notifyDeleted'),
      },
    }),
    { input: {} },
  ).start()
  return { actor, applied, calls, sent }
}

describe('salesman page machine', () => {
  it('sends keyword and status on search, "all" left out', () => {
    const { actor, applied } = harness(async () => ({ updated: 0 }))
    actor.send({ type: 'filters.edit', draft: { keyword: ' 周 ', enabled: 0 } })
    actor.send({ type: 'filters.search' })
    actor.send({ type: 'filters.reset' })
    expect(applied).toEqual([{ keyword: '周', enabled: 0 }, {}])
    expect(actor.getSnapshot().context.draft).toEqual({ keyword: '', enabled: '' })
  })

  it('does nothing on a batch change with nothing selected', () => {
    const { actor, sent } = harness(async () => ({ updated: 0 }))
    actor.send({ type: 'salesmen.setEnabled', enabled: 0 })
    expect(actor.getSnapshot().matches('browsing')).toBe(true)
    expect(sent).toEqual([])
  })

  it('disables the selected salesmen, says how many, clears the selection and refreshes', async () => {
    const { actor, sent, calls } = harness(async (b) => ({ updated: b.salesmanIds.length }))
    actor.send({ type: 'selection.change', salesmen: [salesman(1), salesman(2)] })
    actor.send({ type: 'salesmen.setEnabled', enabled: 0 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(sent).toEqual([{ salesmanIds: [1, 2], enabled: 0 }])
    expect(calls).toEqual(['batchDone 2', 'refreshList'])
    expect(actor.getSnapshot().context.selection).toEqual([])
  })

  it('keeps the selection and shows the error when the batch call fails', async () => {
    const { actor } = harness(async () => {
      throw { code: 50000, message: 'boom' }
    })
    actor.send({ type: 'selection.change', salesmen: [salesman(1)] })
    actor.send({ type: 'salesmen.setEnabled', enabled: 1 })
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.batchError).toEqual({ code: 50000, message: 'boom' })
    expect(actor.getSnapshot().context.selection).toHaveLength(1)
  })

  it('opens the delete dialog for one salesman; deleted says so and refreshes', () => {
    const { actor, calls } = harness(async () => ({ updated: 0 }))
    actor.send({ type: 'salesman.delete', salesman: salesman(3, 5) })
    expect(actor.getSnapshot().context.deleting?.salesmanId).toBe(3)
    actor.send({ type: 'salesman.cancel' })
    expect(actor.getSnapshot().context.deleting).toBeUndefined()
    actor.send({ type: 'salesman.delete', salesman: salesman(3, 5) })
    actor.send({ type: 'salesman.deleted' })
    expect(actor.getSnapshot().matches('browsing')).toBe(true)
    expect(calls).toEqual(['notifyDeleted', 'refreshList'])
  })
})
