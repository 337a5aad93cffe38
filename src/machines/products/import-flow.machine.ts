// One spreadsheet import (inventoryImport, priceImport, disPriceImport): read the file in the
// browser (in a worker), find its columns by their headers in any language or let the user map
// them, check every row (the browser what it can, the server the rest, a preview that writes
// nothing, chunk by chunk), then apply it chunk by chunk and show the result. Apply is offered
// only when no row has a problem; the rows with problems can be downloaded with their reasons,
// fixed and imported again. Reading, checking and applying are actors the view provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ImportKind } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview } from '../../../contract/product-setup.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'
import type { ImportOutcome } from './import-chunks.ts'
import { type CheckedRows, checkRows, type ImportColumns, type ImportSheet } from './import-rows.ts'

export type ImportProblem =
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; count: number }
  | { kind: 'unreadable' }
  | { kind: 'legacyXls' }

/** What the read actor answers: the sheet, and its columns when the header names them. */
export interface ReadAnswer {
  sheet: ImportSheet
  columns: ImportColumns | undefined
}

export interface ImportFlowContext {
  kind: ImportKind
  fileName: string
  file: File | undefined
  sheet: ImportSheet | undefined
  columns: ImportColumns | undefined
  checked: CheckedRows | undefined
  preview: ImportPreview | undefined
  result: ImportOutcome | undefined
  error: ListError | undefined
  problem: ImportProblem | undefined
}

export type ImportFlowEvent =
  | { type: 'import.file'; file: File }
  | { type: 'import.map'; columns: ImportColumns }
  | { type: 'import.apply' }
  | { type: 'import.retry' }

const readProblem = (error: unknown): ImportProblem => {
  const e = error as { reason?: string; count?: number }
  if (e.reason === 'legacyXls') return { kind: 'legacyXls' }
  if (e.reason === 'tooManyRows') return { kind: 'tooManyRows', count: e.count ?? 0 }
  return { kind: 'unreadable' }
}

export const importFlowMachine = setup({
  types: {
    context: {} as ImportFlowContext,
    input: {} as { kind: ImportKind },
    events: {} as ImportFlowEvent,
    tags: {} as
      | 'busy'
      | 'reading'
      | 'mapping'
      | 'checking'
      | 'applying'
      | 'ready'
      | 'blocked'
      | 'done'
      | 'failed',
  },
  actors: {
    read: fromPromise<ReadAnswer, { kind: ImportKind; file: File }>(async () => {
      throw new Error('read actor not provided')
    }),
    preview: fromPromise<ImportPreview, { kind: ImportKind; checked: CheckedRows }>(async () => {
      throw new Error('preview actor not provided')
    }),
    apply: fromPromise<ImportOutcome, { kind: ImportKind; checked: CheckedRows }>(async () => {
      throw new Error('apply actor not provided')
    }),
  },
  guards: {
    noRows: ({ event }) =>
      !(event as unknown as { output: ReadAnswer }).output.sheet.body.some((r) => r.some((c) => c !== '')),
    named: ({ event }) => (event as unknown as { output: ReadAnswer }).output.columns !== undefined,
    clean: ({ context }) => (context.preview?.errorCount ?? 1) === 0,
    hasRows: ({ context }) => context.checked !== undefined,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'import.file')
      return {
        file: event.file,
        fileName: event.file.name,
        sheet: undefined,
        columns: undefined,
        checked: undefined,
        preview: undefined,
        result: undefined,
        error: undefined,
        problem: undefined,
      }
    }),
    check: assign({
      checked: ({ context }) =>
        context.sheet && context.columns
          ? checkRows(context.kind, context.sheet, context.columns)
          : undefined,
    }),
  },
}).createMachine({
  id: 'importFlow',
  context: ({ input }) => ({
    kind: input.kind,
    fileName: '',
    file: undefined,
    sheet: undefined,
    columns: undefined,
    checked: undefined,
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
      description:
        'Reads the file in a worker into text cells and finds its columns by their headers; a legacy .xls or a file over the row limit is refused before its cells are read.',
      tags: ['busy', 'reading'],
      invoke: {
        src: 'read',
        input: ({ context }) => ({ kind: context.kind, file: context.file as File }),
        onDone: [
          { guard: 'noRows', target: 'failed', actions: assign({ problem: { kind: 'noRows' } }) },
          {
            guard: 'named',
            target: 'checking',
            actions: [
              assign({
                sheet: ({ event }) => event.output.sheet,
                columns: ({ event }) => event.output.columns,
              }),
              'check',
            ],
          },
          {
            target: 'mapping',
            actions: assign({ sheet: ({ event }) => event.output.sheet, columns: undefined }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => readProblem(event.error) }),
        },
      },
    },
    mapping: {
      description:
        'The headers name no known column: the user says which column is the SKU code and which the value.',
      tags: ['mapping'],
      on: {
        'import.map': {
          target: 'checking',
          actions: [assign({ columns: ({ event }) => event.columns }), 'check'],
        },
      },
    },
    checking: {
      description:
        'The server checks the rows chunk by chunk and answers their problems; nothing is written.',
      tags: ['busy', 'checking'],
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ kind: context.kind, checked: context.checked as CheckedRows }),
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
          description:
            'Some rows have problems: the user downloads them with their reasons, fixes them and chooses the file again.',
          tags: ['blocked'],
        },
      },
    },
    applying: {
      description: 'Writes the rows chunk by chunk, each chunk in one transaction on the server.',
      tags: ['busy', 'applying'],
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ kind: context.kind, checked: context.checked as CheckedRows }),
        onDone: {
          target: 'applied',
          actions: assign({ result: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    applied: {
      description: 'The import is written (or written up to a failed chunk); the result is shown.',
      tags: ['done'],
    },
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
