// A SKU's stock page (stockHistory?skuId=…): its stock now with the threshold that applies
// (loaded, kept current after a threshold is saved, reloaded after the merchant's default
// changes), and the export of its movements to a spreadsheet, which runs beside the page (the
// page stays usable; one export at a time): pages of the filtered movements are read newest
// first, each asking for those older than the last one read (beforeId), up to
// STOCK_HISTORY_EXPORT_MAX, then written. A failed page stops the export and writes nothing;
// cancel stops the request under way. The movements' list is the shared paged list; the
// threshold forms are the shared form pattern. `loadSummary`, `fetchPage` and `save` are
// provided by the view over services/stock.api.ts and the spreadsheet writer.
import { assign, fromPromise, setup } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { STOCK_HISTORY_EXPORT_MAX, type StockMovementKind } from '../../../contract/stock.constants.ts'
import type { SkuStockSummary, StockMovementRow } from '../../../contract/stock.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

/** What the history is filtered by; the export writes the same movements. */
export type StockHistoryFilter = {
  kind?: StockMovementKind | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

/** Movements per getSkuStockHistory call of the export (the largest page the server gives). */
export const STOCK_EXPORT_PAGE = MAX_PAGE_SIZE

export interface StockExportPageInput {
  skuId: string
  filters: StockHistoryFilter
  /** The oldest movement read so far; none for the first page (which also answers the total). */
  beforeId: string | undefined
  pageSize: number
}

export interface SkuStockContext {
  skuId: string
  summary: SkuStockSummary | undefined
  error: ListError | undefined
  /** The export's filters (the list's, when it started), what it has read and how many in all. */
  exportFilters: StockHistoryFilter
  rows: StockMovementRow[]
  total: number
  beforeId: string | undefined
  /** The last export's outcome, for the page's toast. */
  outcome: { kind: 'exported'; count: number } | { kind: 'failed'; error: ListError } | undefined
}

export type SkuStockEvent =
  | { type: 'stock.reload' }
  | { type: 'stock.retry' }
  /** A threshold was saved: the summary the save answered. */
  | { type: 'stock.thresholdSaved'; summary: SkuStockSummary }
  | { type: 'stock.export'; filters: StockHistoryFilter }
  | { type: 'stock.exportCancel' }

function codeOf(error: unknown): number | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'number'
    ? error.code
    : null
}

export const skuStockMachine = setup({
  types: {
    context: {} as SkuStockContext,
    events: {} as SkuStockEvent,
    input: {} as { skuId: string },
    tags: {} as 'loading' | 'ready' | 'missing' | 'error' | 'exporting',
  },
  actors: {
    loadSummary: fromPromise<SkuStockSummary, { skuId: string }>(async () => {
      throw new Error('loadSummary actor not provided')
    }),
    /** One page of the filtered movements, newest first, older than `beforeId`. */
    fetchPage: fromPromise<Page<StockMovementRow>, StockExportPageInput>(async () => {
      throw new Error('fetchPage actor not provided')
    }),
    /** Writes the movements as the spreadsheet download. */
    save: fromPromise<void, { rows: StockMovementRow[] }>(async () => {
      throw new Error('save actor not provided')
    }),
  },
  actions: {
    noteExportFailure: assign({
      rows: [],
      outcome: ({ event }) => ({
        kind: 'failed' as const,
        error: toListError((event as { error?: unknown }).error),
      }),
    }),
    keepSummary: assign({
      summary: (_, summary: SkuStockSummary) => summary,
      error: undefined,
    }),
  },
  guards: {
    /**
     * The page was full, the server counts more older than it, and the export has room: read
     * the next, older page (the count of the first page bounds the walk).
     */
    morePages: ({ context }, page: Page<StockMovementRow>) => {
      const read = context.rows.length + page.list.length
      const all = context.total || page.total
      return (
        page.list.length === STOCK_EXPORT_PAGE &&
        page.list.length < page.total &&
        read < Math.min(all, STOCK_HISTORY_EXPORT_MAX)
      )
    },
    /** No such SKU for this merchant (or an id the server refuses as one). */
    isNoSuchSku: (_, error: unknown) => {
      const code = codeOf(error)
      return code === ResultCode.notFound || code === ResultCode.invalidInput
    },
  },
}).createMachine({
  id: 'skuStock',
  context: ({ input }) => ({
    skuId: input.skuId,
    summary: undefined,
    error: undefined,
    exportFilters: {},
    rows: [],
    total: 0,
    beforeId: undefined,
    outcome: undefined,
  }),
  type: 'parallel',
  states: {
    summary: {
      description: 'The SKU’s stock now and the threshold that applies.',
      initial: 'loading',
      on: { 'stock.reload': { target: '.loading' } },
      states: {
        loading: {
          description:
            'The SKU’s stock is read (first open, after the merchant’s default changed); what was shown stays.',
          tags: ['loading'],
          invoke: {
            src: 'loadSummary',
            input: ({ context }) => ({ skuId: context.skuId }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepSummary', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: {
                  type: 'isNoSuchSku',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'missing',
              },
              { target: 'loadFailed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
            ],
          },
        },
        ready: {
          description: 'The header shows on hand, reserved, available and the thresholds.',
          tags: ['ready'],
          on: {
            'stock.thresholdSaved': {
              actions: { type: 'keepSummary', params: ({ event }) => event.summary },
            },
          },
        },
        loadFailed: {
          description: 'The SKU’s stock could not be read: the error with retry.',
          tags: ['error'],
          on: { 'stock.retry': 'loading' },
        },
        missing: {
          description: 'No such SKU for this merchant: the page shows record-not-found.',
          tags: ['missing'],
        },
      },
    },
    export: {
      description: 'The export of the movements to a spreadsheet.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'The export button is offered; the last outcome (count or error) is kept for the toast.',
          on: {
            'stock.export': {
              target: 'reading',
              actions: assign(({ event }) => ({
                exportFilters: event.filters,
                rows: [],
                total: 0,
                beforeId: undefined,
                outcome: undefined,
              })),
            },
          },
        },
        reading: {
          description:
            'A page of movements older than the last one read is on its way; the page shows "n of total" read.',
          tags: ['exporting'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({
              skuId: context.skuId,
              filters: context.exportFilters,
              beforeId: context.beforeId,
              pageSize: STOCK_EXPORT_PAGE,
            }),
            onDone: [
              {
                guard: { type: 'morePages', params: ({ event }) => event.output },
                target: 'reading',
                reenter: true,
                actions: assign(({ context, event }) => {
                  const rows = [...context.rows, ...event.output.list]
                  return {
                    rows,
                    total: Math.max(context.total || event.output.total, rows.length),
                    beforeId: event.output.list.at(-1)?.movementId,
                  }
                }),
              },
              {
                target: 'saving',
                actions: assign(({ context, event }) => {
                  const rows = [...context.rows, ...event.output.list].slice(0, STOCK_HISTORY_EXPORT_MAX)
                  return { rows, total: rows.length, beforeId: undefined }
                }),
              },
            ],
            onError: { target: 'idle', actions: 'noteExportFailure' },
          },
          on: {
            'stock.exportCancel': {
              target: 'idle',
              actions: assign({ rows: [], total: 0, beforeId: undefined }),
            },
          },
        },
        saving: {
          description: 'Every movement is read; the spreadsheet is written and downloaded.',
          tags: ['exporting'],
          invoke: {
            src: 'save',
            input: ({ context }) => ({ rows: context.rows }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                outcome: { kind: 'exported' as const, count: context.rows.length },
                rows: [],
              })),
            },
            onError: { target: 'idle', actions: 'noteExportFailure' },
          },
        },
      },
    },
  },
})
