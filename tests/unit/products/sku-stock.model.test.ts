// A SKU's stock page machine: the summary loads (a SKU of no one's is "not found", a failure
// retries), a saved threshold replaces it, the merchant's default reloads it; the export walks
// the movements newest first by beforeId, stops at a short page or at the export limit, writes
// once, and a failed page or a cancel writes nothing.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { STOCK_HISTORY_EXPORT_MAX } from '../../../contract/stock.constants.ts'
import type { SkuStockSummary, StockMovementRow } from '../../../contract/stock.schema.ts'
import {
  STOCK_EXPORT_PAGE,
  type StockExportPageInput,
  skuStockMachine,
} from '../../../src/machines/products/sku-stock.machine.ts'
import {
  thresholdOf,
  validateDefaultThreshold,
  validateOwnThreshold,
} from '../../../src/machines/products/stock-form.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const summary = (over: Partial<SkuStockSummary> = {}): SkuStockSummary => ({
  skuId: '7',
  skuCode: 'SP00079-1',
  spec: '颜色:红',
  productId: '79',
  productNo: 'SP00079',
  productName: 'Kettle',
  mainImageUrl: '',
  onHand: 20,
  reserved: 5,
  available: 15,
  ownThreshold: null,
  merchantThreshold: 10,
  threshold: 10,
  isLow: false,
  ...over,
})

let nextId = 100_000
const row = (): StockMovementRow => ({
  movementId: String(nextId--),
  at: '2026-11-25T02:00:00.000Z',
  kind: 'SHIPPED',
  onHandChange: -1,
  reservedChange: -1,
  onHandAfter: 10,
  reservedAfter: 0,
  sourceType: 'ORDER',
  sourceId: '5',
  sourceNo: 'SO1',
  reason: '',
  actorKind: 'USER',
  actorName: 'tradebase',
})
const pageOf = (n: number, total: number): Page<StockMovementRow> => ({
  list: Array.from({ length: n }, row),
  total,
  page: 1,
  pageSize: STOCK_EXPORT_PAGE,
})

const events = [
  { type: 'stock.reload' },
  { type: 'stock.retry' },
  { type: 'stock.thresholdSaved', summary: summary({ ownThreshold: 3, threshold: 3 }) },
  { type: 'stock.export', filters: { kind: 'SHIPPED' } },
  { type: 'stock.exportCancel' },
] as const

describe('SKU stock page (model)', () => {
  const paths = modelPaths(skuStockMachine, {
    events,
    input: { skuId: '7' },
    outcomes: {
      loadSummary: {
        done: [summary()],
        error: [
          { code: ResultCode.notFound, message: 'No such SKU' },
          { code: null, message: 'offline' },
        ],
      },
      fetchPage: {
        done: [pageOf(3, 3), pageOf(STOCK_EXPORT_PAGE, STOCK_EXPORT_PAGE + 1)],
        error: [{ code: 50000, message: 'boom' }],
      },
      save: { done: [undefined], error: [new Error('disk full')] },
    },
    strategy: 'transitions',
  })
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(skuStockMachine, paths)
    expectEventsAccepted(skuStockMachine, events)
  })
  it.each(paths.map((p) => [pathName(p, skuStockMachine), p] as const))('replays %s', (_n, path) => {
    replayPath(skuStockMachine, path, { input: { skuId: '7' } })
  })
})

function live(fetchPage: (input: StockExportPageInput) => Promise<Page<StockMovementRow>>) {
  const saved: StockMovementRow[][] = []
  const actor = createActor(
    skuStockMachine.provide({
      actors: {
        loadSummary: fromPromise(async () => summary()),
        fetchPage: fromPromise(({ input }) => fetchPage(input)),
        save: fromPromise(async ({ input }) => {
          saved.push(input.rows)
        }),
      },
    }),
    { input: { skuId: '7' } },
  ).start()
  return { actor, saved }
}

describe('SKU stock page (live)', () => {
  it('shows the summary, then the one a threshold save answered', async () => {
    const { actor } = live(async () => pageOf(0, 0))
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.summary?.threshold).toBe(10)
    actor.send({
      type: 'stock.thresholdSaved',
      summary: summary({ ownThreshold: 30, threshold: 30, isLow: true }),
    })
    expect(actor.getSnapshot().context.summary).toMatchObject({ ownThreshold: 30, isLow: true })
  })

  it('says "not found" for a SKU the merchant does not have', async () => {
    const actor = createActor(
      skuStockMachine.provide({
        actors: {
          loadSummary: fromPromise<SkuStockSummary, { skuId: string }>(async () => {
            throw { code: ResultCode.notFound, message: 'No such SKU' }
          }),
        },
      }),
      { input: { skuId: '999' } },
    ).start()
    await waitFor(actor, (s) => s.hasTag('missing'))
  })

  it('exports page after page, each older than the last movement read, with the filters', async () => {
    const asked: StockExportPageInput[] = []
    const total = STOCK_EXPORT_PAGE * 2 + 5
    const { actor, saved } = live(async (input) => {
      asked.push(input)
      const left = total - asked.slice(0, -1).length * STOCK_EXPORT_PAGE
      return pageOf(Math.min(STOCK_EXPORT_PAGE, left), total)
    })
    actor.send({ type: 'stock.export', filters: { kind: 'SHIPPED', startDate: '2026-11-01' } })
    await waitFor(actor, (s) => s.context.outcome !== undefined)
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'exported', count: total })
    expect(saved).toHaveLength(1)
    expect(saved[0]).toHaveLength(total)
    expect(asked.map((a) => a.beforeId)).toEqual([
      undefined,
      saved[0]?.[STOCK_EXPORT_PAGE - 1]?.movementId,
      saved[0]?.[STOCK_EXPORT_PAGE * 2 - 1]?.movementId,
    ])
    expect(asked.every((a) => a.filters.kind === 'SHIPPED' && a.filters.startDate === '2026-11-01')).toBe(
      true,
    )
  })

  it('stops at the export limit', async () => {
    let calls = 0
    const { actor, saved } = live(async () => {
      calls++
      return pageOf(STOCK_EXPORT_PAGE, 50_000)
    })
    actor.send({ type: 'stock.export', filters: {} })
    await waitFor(actor, (s) => s.context.outcome !== undefined, { timeout: 10_000 })
    expect(calls).toBe(STOCK_HISTORY_EXPORT_MAX / STOCK_EXPORT_PAGE)
    expect(saved[0]).toHaveLength(STOCK_HISTORY_EXPORT_MAX)
  })

  it('writes nothing when a page fails, and says why', async () => {
    let calls = 0
    const { actor, saved } = live(async () => {
      if (++calls === 2) throw { code: 50000, message: 'boom' }
      return pageOf(STOCK_EXPORT_PAGE, 500)
    })
    actor.send({ type: 'stock.export', filters: {} })
    await waitFor(actor, (s) => s.context.outcome !== undefined)
    expect(actor.getSnapshot().context.outcome).toEqual({
      kind: 'failed',
      error: { code: 50000, message: 'boom' },
    })
    expect(saved).toEqual([])
    expect(actor.getSnapshot().context.rows).toEqual([])
  })

  it('stops the page under way on cancel and writes nothing', async () => {
    const pending = new Promise<Page<StockMovementRow>>(() => {})
    const signals: boolean[] = []
    const actor = createActor(
      skuStockMachine.provide({
        actors: {
          loadSummary: fromPromise(async () => summary()),
          fetchPage: fromPromise(({ signal }) => {
            signal.addEventListener('abort', () => signals.push(true))
            return pending
          }),
        },
      }),
      { input: { skuId: '7' } },
    ).start()
    actor.send({ type: 'stock.export', filters: {} })
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true)
    actor.send({ type: 'stock.exportCancel' })
    expect(actor.getSnapshot().hasTag('exporting')).toBe(false)
    expect(signals).toEqual([true])
    expect(actor.getSnapshot().context.outcome).toBeUndefined()
  })
})

describe('threshold forms', () => {
  it('take empty as "the shop default" for a SKU, but require the default itself', () => {
    expect(thresholdOf('')).toBeNull()
    expect(validateOwnThreshold({ threshold: '' })).toEqual({})
    expect(validateDefaultThreshold({ lowStockThreshold: '' })).toEqual({
      lowStockThreshold: { reason: 'required' },
    })
  })
  it('refuse what is not a whole number within the limits, naming them', () => {
    expect(validateOwnThreshold({ threshold: 'ten' })).toEqual({ threshold: { reason: 'integer' } })
    expect(validateOwnThreshold({ threshold: '2.5' })).toEqual({ threshold: { reason: 'integer' } })
    expect(validateOwnThreshold({ threshold: '-1' })).toEqual({
      threshold: { reason: 'range', min: 0, max: 1_000_000 },
    })
    expect(validateDefaultThreshold({ lowStockThreshold: '1000001' })).toMatchObject({
      lowStockThreshold: { reason: 'range' },
    })
    expect(validateOwnThreshold({ threshold: ' 25 ' })).toEqual({})
  })
})
