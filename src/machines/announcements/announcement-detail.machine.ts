// The announcement detail page (/business-opportunities/announcementDetail?infoId=).
import { assign, fromPromise, setup } from 'xstate'
import type { AnnouncementDetail } from '../../../contract/announcements.schema.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export const announcementDetailMachine = setup({
  types: {
    context: {} as {
      infoId: string
      detail: AnnouncementDetail | undefined
      error: ListError | undefined
    },
    input: {} as { infoId: string },
    events: {} as { type: 'detail.retry' },
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    load: fromPromise<AnnouncementDetail, { infoId: string }>(async () => {
      throw new Error('load actor not provided')
    }),
  },
}).createMachine({
  id: 'announcementDetail',
  context: ({ input }) => ({ infoId: input.infoId, detail: undefined, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the announcement named by infoId.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ infoId: context.infoId }),
        onDone: {
          target: 'ready',
          actions: assign({ detail: ({ event }) => event.output, error: undefined }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    ready: { description: 'The announcement is shown.', tags: ['ready'] },
    failed: {
      description: 'The announcement could not be loaded: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading' } },
    },
  },
})
