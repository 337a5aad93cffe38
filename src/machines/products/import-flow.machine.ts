// One spreadsheet import (inventoryImport, priceImport, disPriceImport): read the file in the
// browser, let the server check every row (a preview that writes nothing), then apply it in
// one transaction and show the result. Apply is offered only when no row has a problem; a new
// file starts over. Reading, checking and applying are actors the view provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type ImportKind, MAX_IMPORT_ROWS } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportResult } from '../../../contract/product-setup.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'
import type { ImportRowTuple } from './import-rows.ts'

export type ImportProblem =
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; count: number }
  | { kind: 'unreadable' }

export interface ImportFlowContext {
  kind: ImportKind
  fileName: string
  file: File | undefined
  rows: ImportRowTuple[]
  preview: ImportPreview | undefined
  result: ImportResult | undefined
  error: ListError | undefined
  problem: ImportProblem | undefined
}

export const importFlowMachine = setup({
  types: {
    context: {} as ImportFlowContext,
    input: {} as { kind: ImportKind },
    events: {} as { type: 'import.file'; file: File } | { type: 'import.apply' } | { type: 'import.retry' },
    tags: {} as 'busy' | 'reading' | 'checking' | 'applying' | 'ready' | 'blocked' | 'done' | 'failed',
  },
  actors: {
    read: fromPromise<ImportRowTuple[], { kind: ImportKind; file: File }>(async () => {
      throw new Error('read actor not provided')
    }),
    preview: fromPromise<ImportPreview, { kind: ImportKind; rows: ImportRowTuple[] }>(async () => {
      throw new Error('preview actor not provided')
    }),
    apply: fromPromise<ImportResult, { kind: ImportKind; rows: ImportRowTuple[] }>(async () => {
      throw new Error('apply actor not provided')
    }),
  },
  guards: {
    noRows: ({ event }) => (event as unknown as { output: ImportRowTuple[] }).output.length === 0,
    tooMany: ({ event }) =>
      (event as unknown as { output: ImportRowTuple[] }).output.length > MAX_IMPORT_ROWS,
    clean: ({ context }) => (context.preview?.errorCount ?? 1) === 0,
    hasRows: ({ context }) => context.rows.length > 0,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'import.file')
      return {
        file: event.file,
        fileName: event.file.name,
        rows: [],
        preview: undefined,
        result: undefined,
        error: undefined,
        problem: undefined,
      }
    }),
  },
}).createMachine({
  id: 'importFlow',
  context: ({ input }) => ({
    kind: input.kind,
    fileName: '',
    file: undefined,
    rows: [],
    preview: undefined,
    result: undefined,
    error: undefined,
    problem: undefined,
  }),
  initial: 'idle',
  on: { 'import.file': { target: '.reading', actions: 'takeFile' } },
  states: {
    idle: { description: 'No file chosen yet: the template can be downloaded.' },
    reading: {
      description: 'Reads the file in the browser into rows (the spreadsheet library loads on first use).',
      tags: ['busy', 'reading'],
      invoke: {
        src: 'read',
        input: ({ context }) => ({ kind: context.kind, file: context.file as File }),
        onDone: [
          { guard: 'noRows', target: 'failed', actions: assign({ problem: { kind: 'noRows' } }) },
          {
            guard: 'tooMany',
            target: 'failed',
            actions: assign({
              problem: ({ event }) => ({ kind: 'tooManyRows', count: event.output.length }),
            }),
          },
          { target: 'checking', actions: assign({ rows: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ problem: { kind: 'unreadable' } }) },
      },
    },
    checking: {
      description: 'The server checks every row and answers the problems; nothing is written.',
      tags: ['busy', 'checking'],
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ kind: context.kind, rows: context.rows }),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    previewed: {
      description: 'The preview is shown; apply is possible only without problems.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Chooses ready or blocked from the preview.',
          always: [{ guard: 'clean', target: 'ready' }, { target: 'blocked' }],
        },
        ready: {
          description: 'Every row is fine: the user may apply.',
          tags: ['ready'],
          on: { 'import.apply': { target: '#importFlow.applying' } },
        },
        blocked: {
          description: 'Some rows have problems: fix the file and choose it again.',
          tags: ['blocked'],
        },
      },
    },
    applying: {
      description: 'Writes every row in one transaction on the server.',
      tags: ['busy', 'applying'],
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ kind: context.kind, rows: context.rows }),
        onDone: {
          target: 'applied',
          actions: assign({ result: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    applied: { description: 'The import is written; the result is shown.', tags: ['done'] },
    failed: {
      description:
        'The file could not be read or a call failed; a retry checks the rows read again (a new file starts over).',
      tags: ['failed'],
      on: {
        'import.retry': { guard: 'hasRows', target: 'checking' },
      },
    },
  },
})
