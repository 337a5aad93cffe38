// Model-based test of the spreadsheet import flow: read, preview (clean or with problems),
// apply, failures and retry; every state reached, every transition taken, every path replayed.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ImportKind } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview } from '../../../contract/product-setup.schema.ts'
import type { ImportOutcome } from '../../../src/machines/products/import-chunks.ts'
import { importFlowMachine, type ReadAnswer } from '../../../src/machines/products/import-flow.machine.ts'
import type { CheckedRows } from '../../../src/machines/products/import-rows.ts'
import { SpreadsheetReadError } from '../../../src/browser/spreadsheet-cells.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const file = new File(['skuCode,price\nSP00001-1,12'], 'prices.csv')
const sheet = { header: ['SKU code', 'Price (yuan)'], firstLine: 2, body: [['SP00001-1', '12']] }
const named: ReadAnswer = { sheet, columns: { sku: 0, value: 1 } }
const unnamed: ReadAnswer = { sheet: { ...sheet, header: ['code', 'new'] }, columns: undefined }
const empty: ReadAnswer = { sheet: { ...sheet, body: [['', '']] }, columns: { sku: 0, value: 1 } }
const applied: ImportOutcome = {
  updated: 1,
  unchanged: 0,
  appliedRows: 1,
  stoppedAtLine: undefined,
  failure: undefined,
  refused: [],
}
const clean: ImportPreview = { total: 1, valid: 1, errors: [], errorCount: 0, sample: [] }
const dirty: ImportPreview = {
  total: 1,
  valid: 0,
  errors: [{ line: 2, skuCode: 'SP00001-1', problem: 'badNumber' }],
  errorCount: 1,
  sample: [],
}
const events = [
  { type: 'import.file', file },
  { type: 'import.map', columns: { sku: 0, value: 1 } },
  { type: 'import.apply' },
  { type: 'import.retry' },
] as const
const model = {
  events,
  input: { kind: 'PRICE' as const },
  outcomes: {
    read: {
      done: [named, unnamed, empty],
      error: [new SpreadsheetReadError('legacyXls'), new SpreadsheetReadError('tooManyRows', 100_001)],
    },
    preview: { done: [clean, dirty], error: [{ code: 50000, message: 'down' }] },
    apply: { done: [applied], error: [{ code: 40900, message: 'changed' }] },
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
    const sent: CheckedRows[] = []
    const actor = createActor(
      importFlowMachine.provide({
        actors: {
          read: fromPromise(async () => named),
          preview: fromPromise(async () => dirty),
          apply: fromPromise(async ({ input }) => {
            sent.push(input.checked)
            return applied
          }),
        },
      }),
      { input: { kind: 'PRICE' } },
    ).start()
    actor.send({ type: 'import.file', file })
    await waitFor(actor, (s) => s.hasTag('blocked'))
    actor.send({ type: 'import.apply' })
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true)
    expect(sent).toEqual([])
    actor.stop()
  })

  it('asks for the columns when the headers name none, then checks the rows of the mapped columns', async () => {
    const actor = createActor(
      importFlowMachine.provide({
        actors: {
          read: fromPromise(async () => unnamed),
          preview: fromPromise(async () => clean),
          apply: fromPromise(async () => applied),
        },
      }),
      { input: { kind: 'PRICE' } },
    ).start()
    actor.send({ type: 'import.file', file })
    await waitFor(actor, (s) => s.hasTag('mapping'))
    actor.send({ type: 'import.map', columns: { sku: 0, value: 1 } })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.checked?.send).toEqual([[2, 'SP00001-1', '12']])
    actor.stop()
  })

  it('says why a file is refused: a legacy .xls, or more rows than the limit', async () => {
    for (const [error, problem] of [
      [new SpreadsheetReadError('legacyXls'), { kind: 'legacyXls' }],
      [new SpreadsheetReadError('tooManyRows', 100_001), { kind: 'tooManyRows', count: 100_001 }],
    ] as const) {
      const actor = createActor(
        importFlowMachine.provide({
          actors: {
            read: fromPromise<ReadAnswer, { kind: ImportKind; file: File }>(async () => {
              throw error
            }),
          },
        }),
        { input: { kind: 'INVENTORY' } },
      ).start()
      actor.send({ type: 'import.file', file })
      await waitFor(actor, (s) => s.hasTag('failed'))
      expect(actor.getSnapshot().context.problem).toEqual(problem)
      actor.stop()
    }
  })
})
