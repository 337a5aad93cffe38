// The order export machine: what the page shows while an export runs (n of total read, the bar's
// percentage), in chunk order with each chunk's cursor; a failed chunk or a stop writes nothing.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OrderExportChunk, OrderExportRow } from '../../../contract/orders.schema.ts'
import {
  EXPORT_CHUNK,
  type ExportChunkInput,
  exportPercent,
  orderExportMachine,
} from './order-export.machine.ts'

const rowsOf = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({ orderNo: `SL${from + i}` }) as OrderExportRow)

/** A fake exportOrderList whose answers the test releases one at a time. */
function harness() {
  const asked: ExportChunkInput[] = []
  const signals: AbortSignal[] = []
  const pending: { resolve: (c: OrderExportChunk) => void; reject: (e: unknown) => void }[] = []
  const saved: OrderExportRow[][] = []
  const actor = createActor(
    orderExportMachine.provide({
      actors: {
        fetchChunk: fromPromise<OrderExportChunk, ExportChunkInput>(({ input, signal }) => {
          asked.push(input)
          signals.push(signal)
          return new Promise((resolve, reject) => pending.push({ resolve, reject }))
        }),
        save: fromPromise<void, { rows: OrderExportRow[] }>(async ({ input }) => {
          saved.push(input.rows)
        }),
      },
    }),
  ).start()
  /** What the page shows: busy, "done of total" and the bar. */
  const shown = () => {
    const s = actor.getSnapshot()
    const done = s.context.rows.length
    return {
      busy: s.hasTag('busy'),
      done,
      total: s.context.total,
      percent: exportPercent(done, s.context.total),
    }
  }
  const answer = async (chunk: OrderExportChunk) => {
    const n = asked.length
    pending[n - 1]?.resolve(chunk)
    await waitFor(actor, (s) => asked.length > n || !s.matches('reading'))
  }
  return { actor, asked, signals, pending, saved, shown, answer }
}

describe('order export machine', () => {
  it('shows n of total after every chunk, follows the cursors, then writes every row once', async () => {
    const h = harness()
    const filters = { buyer: '商贸', statuses: ['WAIT_SHIP' as const] }
    h.actor.send({ type: 'export.start', filters })
    expect(h.shown()).toEqual({ busy: true, done: 0, total: 0, percent: 0 })
    expect(h.asked).toEqual([{ filters, cursor: undefined, limit: EXPORT_CHUNK }])

    await h.answer({ rows: rowsOf(2000, 0), nextCursor: 'c1', total: 4500 })
    expect(h.shown()).toEqual({ busy: true, done: 2000, total: 4500, percent: 44 })
    expect(h.asked[1]).toEqual({ filters, cursor: 'c1', limit: EXPORT_CHUNK })

    await h.answer({ rows: rowsOf(2000, 2000), nextCursor: 'c2', total: null })
    expect(h.shown()).toEqual({ busy: true, done: 4000, total: 4500, percent: 89 })
    expect(h.asked[2]?.cursor).toBe('c2')

    h.pending[2]?.resolve({ rows: rowsOf(500, 4000), nextCursor: null, total: null })
    const end = await waitFor(h.actor, (s) => s.matches('idle'))
    expect(h.asked).toHaveLength(3)
    expect(h.saved).toHaveLength(1)
    expect(h.saved[0]?.map((r) => r.orderNo)).toEqual(rowsOf(4500, 0).map((r) => r.orderNo))
    expect(end.context.outcome).toEqual({ kind: 'exported', count: 4500 })
    expect(h.shown().busy).toBe(false)
  })

  it('never shows more read than the total: orders added meanwhile raise the total', async () => {
    const h = harness()
    h.actor.send({ type: 'export.start', filters: {} })
    await h.answer({ rows: rowsOf(2000, 0), nextCursor: 'c1', total: 1500 })
    expect(h.shown()).toEqual({ busy: true, done: 2000, total: 2000, percent: 100 })
  })

  it('a failed chunk stops the export, says why and writes nothing', async () => {
    const h = harness()
    h.actor.send({ type: 'export.start', filters: {} })
    await h.answer({ rows: rowsOf(2000, 0), nextCursor: 'c1', total: 6000 })
    h.pending[1]?.reject({ code: 50000, message: 'boom' })
    const end = await waitFor(h.actor, (s) => s.matches('idle'))
    expect(end.context.outcome).toEqual({ kind: 'failed', error: { code: 50000, message: 'boom' } })
    expect(h.saved).toEqual([])
    expect(h.shown().busy).toBe(false)
  })

  it('stop aborts the chunk under way and writes nothing; a new export starts from the first chunk', async () => {
    const h = harness()
    h.actor.send({ type: 'export.start', filters: {} })
    await h.answer({ rows: rowsOf(2000, 0), nextCursor: 'c1', total: 6000 })
    h.actor.send({ type: 'export.cancel' })
    expect(h.signals[1]?.aborted).toBe(true)
    expect(h.shown()).toEqual({ busy: false, done: 0, total: 0, percent: 0 })
    expect(h.actor.getSnapshot().context.outcome).toBeUndefined()
    h.actor.send({ type: 'export.start', filters: { orderNo: 'SL2026' } })
    expect(h.asked.at(-1)).toEqual({ filters: { orderNo: 'SL2026' }, cursor: undefined, limit: EXPORT_CHUNK })
    expect(h.saved).toEqual([])
  })

  it('an empty list exports an empty sheet', async () => {
    const h = harness()
    h.actor.send({ type: 'export.start', filters: {} })
    h.pending[0]?.resolve({ rows: [], nextCursor: null, total: 0 })
    const end = await waitFor(h.actor, (s) => s.matches('idle'))
    expect(end.context.outcome).toEqual({ kind: 'exported', count: 0 })
    expect(h.saved).toEqual([[]])
  })
})
