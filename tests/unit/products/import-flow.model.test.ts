// Model-based test of the spreadsheet import flow: read, preview (clean or with problems),
// apply, failures and retry; every state reached, every transition taken, every path replayed.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ImportPreview } from '../../../contract/product-setup.schema.ts'
import { importFlowMachine } from '../../../src/machines/products/import-flow.machine.ts'
import type { ImportRowTuple } from '../../../src/machines/products/import-rows.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const file = new File(['skuCode,price\nSP00001-1,12'], 'prices.csv')
const rows: ImportRowTuple[] = [[2, 'SP00001-1', '12']]
const tooMany: ImportRowTuple[] = Array.from({ length: 10_001 }, (_, i) => [i + 2, `S${i}`, '1'])
const clean: ImportPreview = { total: 1, valid: 1, errors: [], errorCount: 0, sample: [] }
const dirty: ImportPreview = {
  total: 1,
  valid: 0,
  errors: [{ line: 2, skuCode: 'SP00001-1', problem: 'badNumber' }],
  errorCount: 1,
  sample: [],
}
const events = [{ type: 'import.file', file }, { type: 'import.apply' }, { type: 'import.retry' }] as const
const model = {
  events,
  input: { kind: 'PRICE' as const },
  outcomes: {
    read: { done: [rows, [], tooMany], error: [new Error('unreadable')] },
    preview: { done: [clean, dirty], error: [{ code: 50000, message: 'down' }] },
    apply: { done: [{ updated: 1, unchanged: 0 }], error: [{ code: 40900, message: 'changed' }] },
  },
}

describe('import flow (model)', () => {
  const paths = modelPaths(importFlowMachine, { ...model, strategy: 'transitions' })
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(importFlowMachine, paths)
    expectEventsAccepted(importFlowMachine, events)
  })
  it.each(paths.map((p) => [pathName(p, importFlowMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(importFlowMachine, path, { input: { kind: 'PRICE' } })
  })
})

describe('import flow (live)', () => {
  it('offers apply only for a clean preview, and applies the rows read', async () => {
    const applied: ImportRowTuple[][] = []
    const actor = createActor(
      importFlowMachine.provide({
        actors: {
          read: fromPromise(async () => rows),
          preview: fromPromise(async () => dirty),
          apply: fromPromise(async ({ input }) => {
            applied.push(input.rows)
            return { updated: 1, unchanged: 0 }
          }),
        },
      }),
      { input: { kind: 'PRICE' } },
    ).start()
    actor.send({ type: 'import.file', file })
    await waitFor(actor, (s) => s.hasTag('blocked'))
    actor.send({ type: 'import.apply' })
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true)
    expect(applied).toEqual([])
    actor.stop()
  })
})
