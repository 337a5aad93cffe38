// Batch shipping: the rows read from typed text and from a sheet, and the batch machine walked
// through every state and transition (check, preview with bad rows, ship, results, restart).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BatchShipmentAnswer, BatchShipmentRow } from '../../../contract/orders.schema.ts'
import { parseTypedRows, rowsFromSheet, rowsToText } from '../../../src/machines/orders/batch-rows.ts'
import { batchShipmentMachine as liveBatch } from '../../../src/machines/orders/batch-shipment.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const row = (orderNo: string): BatchShipmentRow => ({
  orderNo,
  carrierCode: 'SF',
  trackingNo: 'SF1234567890',
})
const answer = (ok: number, errors: number): BatchShipmentAnswer => ({
  rows: [
    ...Array.from({ length: ok }, (_, i) => ({
      index: i,
      ...row(`SO${i}`),
      ok: true,
      problem: null,
      status: 'WAIT_SHIP' as const,
    })),
    ...Array.from({ length: errors }, (_, i) => ({
      index: ok + i,
      ...row(`X${i}`),
      ok: false,
      problem: 'unknownOrder' as const,
      status: null,
    })),
  ],
  okCount: ok,
  errorCount: errors,
})

describe('batch rows', () => {
  it('reads typed lines split by commas, tabs or spaces, skipping blank lines', () => {
    expect(
      parseTypedRows('SO1, SF, SF1234567890\n\n SO2\tzto\t7300000000008 \nSO3 YTO YT0000000001\nSO4'),
    ).toEqual([
      { orderNo: 'SO1', carrierCode: 'SF', trackingNo: 'SF1234567890' },
      { orderNo: 'SO2', carrierCode: 'zto', trackingNo: '7300000000008' },
      { orderNo: 'SO3', carrierCode: 'YTO', trackingNo: 'YT0000000001' },
      { orderNo: 'SO4', carrierCode: '', trackingNo: '' },
    ])
  })

  it('reads a sheet, skipping a heading row and empty rows, and writes rows back as text', () => {
    const rows = rowsFromSheet([
      ['订单编号', '物流公司', '运单号'],
      ['SO1', 'SF', 12345678901],
      ['', '', ''],
      ['SO2', 'JD', 'JDV000000001', 'extra'],
    ])
    expect(rows).toEqual([
      { orderNo: 'SO1', carrierCode: 'SF', trackingNo: '12345678901' },
      { orderNo: 'SO2', carrierCode: 'JD', trackingNo: 'JDV000000001' },
    ])
    expect(rowsFromSheet([['SO9', 'SF', 'SF1234567890']])).toHaveLength(1)
    expect(parseTypedRows(rowsToText(rows))).toEqual(rows)
  })
})

const machine = liveBatch.provide({ actions: { countsChanged: () => {} } })
const model = {
  events: [
    { type: 'batch.check', rows: [row('SO1'), row('SO2')] },
    { type: 'batch.check', rows: [] },
    { type: 'batch.ship' },
    { type: 'batch.edit' },
    { type: 'batch.restart' },
  ],
  outcomes: {
    preview: { done: [answer(1, 1), answer(0, 2)], error: [{ code: 40000, message: 'too many' }] },
    ship: { done: [answer(1, 1)], error: [{ code: null, message: 'fetch failed' }] },
  },
} as const

describe('batch shipment machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(machine, { ...model, strategy: 'transitions' })
    expectFullCoverage(machine, paths)
    expectEventsAccepted(machine, model.events)
  })

  it('checks first, ships only with a good row, then shows the results and moves the badges', async () => {
    const previews: BatchShipmentRow[][] = []
    const shipped: BatchShipmentRow[][] = []
    const calls: string[] = []
    let preview = answer(0, 2)
    const actor = createActor(
      liveBatch.provide({
        actors: {
          preview: fromPromise(async ({ input }: { input: BatchShipmentRow[] }) => {
            previews.push(input)
            return preview
          }),
          ship: fromPromise(async ({ input }: { input: BatchShipmentRow[] }) => {
            shipped.push(input)
            return answer(1, 1)
          }),
        },
        actions: { countsChanged: () => void calls.push('countsChanged') },
      }),
    ).start()
    actor.send({ type: 'batch.check', rows: Array.from({ length: 501 }, (_, i) => row(`SO${i}`)) })
    expect(actor.getSnapshot().context.tooMany).toBe(true)
    expect(previews).toEqual([])
    actor.send({ type: 'batch.check', rows: [row('X0'), row('X1')] })
    await waitFor(actor, (s) => s.matches('previewed'))
    actor.send({ type: 'batch.ship' })
    expect(actor.getSnapshot().value).toBe('previewed')
    actor.send({ type: 'batch.edit' })
    preview = answer(1, 1)
    actor.send({ type: 'batch.check', rows: [row('SO0'), row('X0')] })
    await waitFor(actor, (s) => s.matches('previewed'))
    expect(shipped).toEqual([])
    actor.send({ type: 'batch.ship' })
    const done = await waitFor(actor, (s) => s.matches('shipped'))
    expect(shipped).toEqual([[row('SO0'), row('X0')]])
    expect(done.context.result?.okCount).toBe(1)
    expect(calls).toEqual(['countsChanged'])
    actor.send({ type: 'batch.restart' })
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], preview: undefined, result: undefined })
  })

  const paths = modelPaths(machine, model)
  it.each(paths.map((p) => [pathName(p, machine), p] as const))('replays %s', (_name, path) => {
    replayPath(machine, path)
  })
})
