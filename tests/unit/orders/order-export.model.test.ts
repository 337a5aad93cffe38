// Model-based test of the order export (order-export.machine.ts): every state and transition
// walked, then what the user sees: chunks read until the cursor ends, then one spreadsheet with
// every row; a failed chunk or a cancel writes nothing.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OrderExportChunk, OrderExportRow } from '../../../contract/orders.schema.ts'
import {
  EXPORT_CHUNK,
  type ExportChunkInput,
  exportPercent,
  orderExportMachine,
} from '../../../src/machines/orders/order-export.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const row = (n: number) => ({ orderNo: `SO${n}` }) as unknown as OrderExportRow
const more = { rows: [row(1)], nextCursor: 'c1', total: 2 } as unknown as OrderExportChunk
const last = { rows: [row(2)], nextCursor: null, total: null } as unknown as OrderExportChunk

const model = {
  events: [{ type: 'export.start', filters: { orderNo: 'SO' } }, { type: 'export.cancel' }],
  outcomes: {
    fetchChunk: { done: [more, last], error: [{ code: 50000, message: 'down' }] },
    save: { done: [undefined], error: [new Error('disk full')] },
  },
  // Each chunk adds its rows: count the rows, not the rows themselves, so the graph closes.
  serializeState: (s: { value: unknown; context: unknown }) => {
    const c = s.context as { rows: unknown[]; outcome?: { kind: string } }
    return JSON.stringify([s.value, Math.min(c.rows.length, 2), c.outcome?.kind])
  },
} as const

describe('order export machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(orderExportMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(orderExportMachine)).toEqual(['idle', 'reading', 'saving'])
    expectFullCoverage(orderExportMachine, paths)
    expectEventsAccepted(orderExportMachine, model.events)
  })

  it('reads chunk after chunk with progress, then writes every row once', async () => {
    const asked: ExportChunkInput[] = []
    const saved: OrderExportRow[][] = []
    const actor = createActor(
      orderExportMachine.provide({
        actors: {
          fetchChunk: fromPromise<OrderExportChunk, ExportChunkInput>(async ({ input }) => {
            asked.push(input)
            return input.cursor ? last : more
          }),
          save: fromPromise<void, { rows: OrderExportRow[] }>(async ({ input }) => {
            saved.push(input.rows)
          }),
        },
      }),
    ).start()
    actor.send({ type: 'export.start', filters: { orderNo: 'SO' } })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.outcome !== undefined)
    expect(done.context.outcome).toEqual({ kind: 'exported', count: 2 })
    expect(saved).toEqual([[row(1), row(2)]])
    expect(asked).toEqual([
      { filters: { orderNo: 'SO' }, cursor: undefined, limit: EXPORT_CHUNK },
      { filters: { orderNo: 'SO' }, cursor: 'c1', limit: EXPORT_CHUNK },
    ])
    expect(exportPercent(1, 2)).toBe(50)
    actor.stop()
  })

  it('a failed chunk says why and writes nothing; a cancel writes nothing either', async () => {
    const saved: unknown[] = []
    const actor = createActor(
      orderExportMachine.provide({
        actors: {
          fetchChunk: fromPromise<OrderExportChunk, ExportChunkInput>(async ({ input }) => {
            if (input.cursor) throw { code: 50000, message: 'down' }
            return more
          }),
          save: fromPromise<void, { rows: OrderExportRow[] }>(async ({ input }) => {
            saved.push(input.rows)
          }),
        },
      }),
    ).start()
    actor.send({ type: 'export.start', filters: {} })
    const failed = await waitFor(actor, (s) => s.context.outcome?.kind === 'failed')
    expect(failed.context.rows).toEqual([])
    actor.send({ type: 'export.start', filters: {} })
    actor.send({ type: 'export.cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    await new Promise((r) => setTimeout(r, 0))
    expect(saved).toEqual([])
    actor.stop()
  })

  const paths = modelPaths(orderExportMachine, model)
  it.each(paths.map((p) => [pathName(p, orderExportMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(orderExportMachine, path)
  })
})
