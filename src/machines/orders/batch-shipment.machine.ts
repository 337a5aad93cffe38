// Batch shipping (waitShipmentOrder): the rows are checked by the server first (a problem per
// bad row, nothing written); only then can the user ship, and each row's result is shown. Too
// many rows are refused before anything is sent; editing the rows after a check starts over.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { MAX_BATCH_SHIPMENT_ROWS } from '../../../contract/orders.constants.ts'
import type { BatchShipmentAnswer, BatchShipmentRow } from '../../../contract/orders.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface BatchShipmentContext {
  rows: BatchShipmentRow[]
  preview: BatchShipmentAnswer | undefined
  result: BatchShipmentAnswer | undefined
  error: ListError | undefined
  /** The rows were refused before sending (none, or more than the limit). */
  tooMany: boolean
}

export type BatchShipmentEvent =
  | { type: 'batch.check'; rows: BatchShipmentRow[] }
  | { type: 'batch.ship' }
  | { type: 'batch.edit' }
  | { type: 'batch.restart' }

export const batchShipmentMachine = setup({
  types: {
    context: {} as BatchShipmentContext,
    events: {} as BatchShipmentEvent,
    tags: {} as 'busy' | 'preview' | 'result' | 'error',
  },
  actors: {
    preview: fromPromise<BatchShipmentAnswer, BatchShipmentRow[]>(async () => {
      throw new Error('preview actor not provided')
    }),
    ship: fromPromise<BatchShipmentAnswer, BatchShipmentRow[]>(async () => {
      throw new Error('ship actor not provided')
    }),
  },
  actions: {
    // Filled in by the view: the waiting-to-ship badge moves after shipping.
    countsChanged: () => {},
  },
  guards: {
    sizeOk: ({ event }) => {
      assertEvent(event, 'batch.check')
      return event.rows.length > 0 && event.rows.length <= MAX_BATCH_SHIPMENT_ROWS
    },
    anyGood: ({ context }) => (context.preview?.okCount ?? 0) > 0,
  },
}).createMachine({
  id: 'batchShipment',
  context: { rows: [], preview: undefined, result: undefined, error: undefined, tooMany: false },
  initial: 'editing',
  states: {
    editing: {
      description: 'The user types or imports rows; check sends them for a preview.',
      on: {
        'batch.check': [
          {
            guard: 'sizeOk',
            target: 'checking',
            actions: assign({ rows: ({ event }) => event.rows, tooMany: false, error: undefined }),
          },
          { actions: assign({ tooMany: true }) },
        ],
      },
    },
    checking: {
      description: 'The server checks every row and writes nothing.',
      tags: ['busy'],
      invoke: {
        src: 'preview',
        input: ({ context }) => context.rows,
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    previewed: {
      description: 'Each row with its problem; ship sends the rows when at least one is good.',
      tags: ['preview'],
      on: {
        'batch.ship': { guard: 'anyGood', target: 'shipping' },
        'batch.edit': { target: 'editing', actions: assign({ preview: undefined }) },
      },
    },
    shipping: {
      description: 'The rows ship, one transaction per order; a failing row never loses the others.',
      tags: ['busy', 'preview'],
      invoke: {
        src: 'ship',
        input: ({ context }) => context.rows,
        onDone: {
          target: 'shipped',
          actions: [assign({ result: ({ event }) => event.output }), 'countsChanged'],
        },
        onError: { target: 'previewed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    shipped: {
      description: "Each row's result: shipped, or why not.",
      tags: ['result'],
      on: {
        'batch.restart': {
          target: 'editing',
          actions: assign({ rows: [], preview: undefined, result: undefined, error: undefined }),
        },
      },
    },
  },
})
