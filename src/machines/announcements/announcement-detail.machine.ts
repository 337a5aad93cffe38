// The announcement detail page (/business-opportunities/announcementDetail?infoId=).
import { assign, fromPromise, setup } from 'xstate'
import type { AnnouncementDetail } from '../../../contract/announcements.schema.ts'

export const announcementDetailMachine = setup({
  types: {
    context: {} as {
      infoId: string
      detail: AnnouncementDetail | undefined
      error: { code: number | null; message: string } | undefined
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
          actions: assign({
            error: ({ event }) => {
              const e = event.error as { code?: number | null; message?: string }
              return { code: e?.code ?? null, message: e?.message ?? String(event.error) }
            },
          }),
        },
      },
    },
    ready: { tags: ['ready'] },
    failed: { tags: ['error'], on: { 'detail.retry': { target: 'loading' } } },
  },
})
