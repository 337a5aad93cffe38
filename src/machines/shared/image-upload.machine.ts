// One image field's upload: a file is chosen, sent, and the stored URL kept; a refusal
// (40000 with reason notAnImage / tooLarge / empty) stays at the field. The size is checked
// before sending too, so a big file is refused at once; the server decides the type.
import type { UploadResponse } from '../../../contract/uploads.schema.ts'
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { type ListError, toListError } from './paged-list.machine.ts'

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export interface ImageUploadContext {
  url: string
  reason: string | undefined
  error: ListError | undefined
}

export type ImageUploadEvent =
  | { type: 'image.pick'; file: File }
  | { type: 'image.clear' }
  | { type: 'image.set'; url: string }

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as { url?: string },
    tags: {} as 'busy',
  },
  actors: {
    upload: fromPromise<UploadResponse, { file: File }>(async () => {
      throw new Error('upload actor not provided')
    }),
  },
  actions: {
    /** Filled by the form: the field's value is now `context.url`. */
    changed: () => {},
  },
  guards: {
    isTooLarge: ({ event }) => {
      assertEvent(event, 'image.pick')
      return event.file.size > MAX_IMAGE_BYTES
    },
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({ url: input.url ?? '', reason: undefined, error: undefined }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Shows the current image; picking a file uploads it, a file over 2 MB is refused at once.',
      on: {
        'image.pick': [
          {
            guard: 'isTooLarge',
            actions: assign({ reason: 'tooLarge', error: undefined }),
          },
          { target: 'uploading', actions: assign({ reason: undefined, error: undefined }) },
        ],
        'image.clear': { actions: [assign({ url: '', reason: undefined, error: undefined }), 'changed'] },
        'image.set': {
          actions: assign({ url: ({ event }) => event.url, reason: undefined, error: undefined }),
        },
      },
    },
    uploading: {
      description: 'The file is sent; the stored URL becomes the value, a refusal shows its reason.',
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ event }) => {
          assertEvent(event, 'image.pick')
          return { file: event.file }
        },
        onDone: { target: 'idle', actions: [assign({ url: ({ event }) => event.output.url }), 'changed'] },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => {
            const e = event.error as { code?: number; data?: { reason?: string } }
            return e?.code === ResultCode.invalidInput && e.data?.reason
              ? { reason: e.data.reason, error: undefined }
              : { reason: undefined, error: toListError(event.error) }
          }),
        },
      },
    },
  },
})
