// The export of the filtered order list to a spreadsheet (salesOrder): the rows come in chunks
// from exportOrderList (keyed by time and id, so 100,000 orders read in steady steps); after
// each chunk the page shows how many of how many are read; then the rows are written as an
// xlsx. A failed chunk stops the export and says why; nothing is written. Cancel stops the
// request under way (its signal aborts) and writes nothing.
import { assign, fromPromise, setup } from 'xstate'
import type {
  ExportOrderListRequest,
  OrderExportChunk,
  OrderExportRow,
} from '../../../contract/orders.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

/** Rows per exportOrderList call. */
export const EXPORT_CHUNK = 2000

/** The list's filters the export reads (the page's, when it started). */
export type ExportFilters = Omit<ExportOrderListRequest, 'cursor' | 'limit'>

export interface ExportChunkInput {
  filters: ExportFilters
  /** The last chunk's cursor; none for the first chunk (which also answers the total). */
  cursor: string | undefined
  limit: number
}

export interface OrderExportContext {
  filters: ExportFilters
  rows: OrderExportRow[]
  /** How many rows the export will have (the first chunk's count; never less than read). */
  total: number
  cursor: string | undefined
  /** The last export's outcome, for the page's toast. */
  outcome: { kind: 'exported'; count: number } | { kind: 'failed'; error: ListError } | undefined
}

export type OrderExportEvent = { type: 'export.start'; filters: ExportFilters } | { type: 'export.cancel' }

/** The progress bar's value, 0–100, for `done` of `total` rows. */
export function exportPercent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0
}

export const orderExportMachine = setup({
  types: {
    context: {} as OrderExportContext,
    events: {} as OrderExportEvent,
    /** `busy`: an export is under way (the page shows the progress instead of the button). */
    tags: {} as 'busy',
  },
  actors: {
    /** One chunk of the filtered list (the view binds the filters). */
    fetchChunk: fromPromise<OrderExportChunk, ExportChunkInput>(async () => {
      throw new Error('fetchChunk actor not provided')
    }),
    /** Writes the rows as the spreadsheet download. */
    save: fromPromise<void, { rows: OrderExportRow[] }>(async () => {
      throw new Error('save actor not provided')
    }),
  },
}).createMachine({
  id: 'orderExport',
  context: { filters: {}, rows: [], total: 0, cursor: undefined, outcome: undefined },
  initial: 'idle',
  states: {
    idle: {
      description: 'The export button is offered; the last outcome (count or error) is kept for the toast.',
      on: {
        'export.start': {
          target: 'reading',
          actions: assign(({ event }) => ({
            filters: event.filters,
            rows: [],
            total: 0,
            cursor: undefined,
            outcome: undefined,
          })),
        },
      },
    },
    reading: {
      description:
        'A chunk of the filtered list is on its way; the page shows "n of total" read and the progress bar.',
      tags: ['busy'],
      invoke: {
        src: 'fetchChunk',
        input: ({ context }) => ({ filters: context.filters, cursor: context.cursor, limit: EXPORT_CHUNK }),
        onDone: [
          {
            guard: ({ event }) => event.output.nextCursor !== null,
            target: 'reading',
            reenter: true,
            actions: assign(({ context, event }) => {
              const rows = [...context.rows, ...event.output.rows]
              const total = event.output.total ?? context.total
              return {
                rows,
                total: Math.max(total, rows.length),
                cursor: event.output.nextCursor ?? undefined,
              }
            }),
          },
          {
            target: 'saving',
            actions: assign(({ context, event }) => {
              const rows = [...context.rows, ...event.output.rows]
              // The last chunk: whatever the first count said, the export has exactly these rows.
              return { rows, total: rows.length, cursor: undefined }
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            rows: [],
            outcome: ({ event }) => ({ kind: 'failed' as const, error: toListError(event.error) }),
          }),
        },
      },
      on: { 'export.cancel': { target: 'idle', actions: assign({ rows: [], total: 0, cursor: undefined }) } },
    },
    saving: {
      description: 'Every row is read (the bar is full); the spreadsheet is written and downloaded.',
      tags: ['busy'],
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
        onError: {
          target: 'idle',
          actions: assign({
            rows: [],
            outcome: ({ event }) => ({ kind: 'failed' as const, error: toListError(event.error) }),
          }),
        },
      },
    },
  },
})
