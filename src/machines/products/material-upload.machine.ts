// Uploads several images one after another (material library): the progress is the share of
// files done; a file the server refuses (not an image, too large) is listed with its reason
// and the others still upload. The `upload` actor is provided by the view.
import { assertEvent, assign, fromPromise, setup } from 'xstate'

export interface UploadFailure {
  name: string
  message: string
}

export interface MaterialUploadContext {
  files: File[]
  groupId: string | undefined
  done: number
  failures: UploadFailure[]
}

function errorMessage(error: unknown): string {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message)
    : String(error)
}

export const materialUploadMachine = setup({
  types: {
    context: {} as MaterialUploadContext,
    events: {} as
      | { type: 'upload.start'; files: File[]; groupId: string | undefined }
      | { type: 'upload.dismiss' },
    tags: {} as 'busy' | 'idle',
  },
  actors: {
    upload: fromPromise<unknown, { file: File; groupId: string | undefined }>(async () => {
      throw new Error('upload actor not provided')
    }),
  },
  actions: {
    uploaded: () => {},
    next: assign({ done: ({ context }) => context.done + 1 }),
    noteFailure: assign({
      failures: ({ context, event }) => [
        ...context.failures,
        {
          name: (context.files[context.done] as File).name,
          message: errorMessage((event as { error?: unknown }).error),
        },
      ],
    }),
  },
  guards: {
    /** Another file after the one that just settled. */
    more: ({ context }) => context.done + 1 < context.files.length,
  },
}).createMachine({
  id: 'materialUpload',
  context: { files: [], groupId: undefined, done: 0, failures: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing uploading; the last batch’s failures stay listed until dismissed.',
      tags: ['idle'],
      on: {
        'upload.start': {
          guard: ({ event }) => event.files.length > 0,
          target: 'uploading',
          actions: assign(({ event }) => {
            assertEvent(event, 'upload.start')
            return { files: event.files, groupId: event.groupId, done: 0, failures: [] }
          }),
        },
        'upload.dismiss': { actions: assign({ failures: [] }) },
      },
    },
    uploading: {
      description:
        'Uploads the next file; a refusal is noted and the batch goes on until every file was tried.',
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ file: context.files[context.done] as File, groupId: context.groupId }),
        onDone: [
          { guard: 'more', target: 'uploading', reenter: true, actions: ['next', 'uploaded'] },
          { target: 'idle', actions: ['next', 'uploaded'] },
        ],
        onError: [
          { guard: 'more', target: 'uploading', reenter: true, actions: ['noteFailure', 'next'] },
          { target: 'idle', actions: ['noteFailure', 'next'] },
        ],
      },
    },
  },
})
