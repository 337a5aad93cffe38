// Announcement management's list (announcementList): server-side paging, search and sorting,
// and deletion with confirmation in the view.
import { assign, fromPromise, setup } from 'xstate'
import type { AnnouncementRow } from '../../../contract/announcements.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'

export interface AnnouncementQuery {
  page: number
  pageSize: number
  search: string
  sortField: string | undefined
  sortOrder: 'asc' | 'desc' | undefined
}

export interface AnnouncementListContext {
  query: AnnouncementQuery
  rows: AnnouncementRow[]
  total: number
  error: string | undefined
  deleting: string | undefined
}

export type AnnouncementListEvent =
  | { type: 'list.page'; page: number; pageSize: number }
  | { type: 'list.search'; search: string }
  | { type: 'list.sort'; sortField: string | undefined; sortOrder: 'asc' | 'desc' | undefined }
  | { type: 'list.reload' }
  | { type: 'list.delete'; infoId: string }

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const announcementListMachine = setup({
  types: {
    context: {} as AnnouncementListContext,
    events: {} as AnnouncementListEvent,
    input: {} as { pageSize?: number },
    tags: {} as 'loading' | 'ready' | 'error' | 'deleting',
  },
  actors: {
    loadPage: fromPromise<Page<AnnouncementRow>, AnnouncementQuery>(async () => {
      throw new Error('loadPage actor not provided')
    }),
    deleteOne: fromPromise<unknown, { infoId: string }>(async () => {
      throw new Error('deleteOne actor not provided')
    }),
  },
}).createMachine({
  id: 'announcementList',
  context: ({ input }) => ({
    query: {
      page: 1,
      pageSize: input.pageSize ?? 10,
      search: '',
      sortField: undefined,
      sortOrder: undefined,
    },
    rows: [],
    total: 0,
    error: undefined,
    deleting: undefined,
  }),
  initial: 'loading',
  on: {
    'list.page': {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({ ...context.query, page: event.page, pageSize: event.pageSize }),
      }),
    },
    'list.search': {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({ ...context.query, page: 1, search: event.search.trim() }),
      }),
    },
    'list.sort': {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({
          ...context.query,
          sortField: event.sortField,
          sortOrder: event.sortOrder,
        }),
      }),
    },
    'list.reload': { target: '.loading' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ event }) => event.output.list,
            total: ({ event }) => event.output.total,
            error: undefined,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'list.delete': { target: 'deleting', actions: assign({ deleting: ({ event }) => event.infoId }) },
      },
    },
    deleting: {
      tags: ['ready', 'deleting'],
      invoke: {
        src: 'deleteOne',
        input: ({ context }) => ({ infoId: context.deleting ?? '' }),
        onDone: { target: 'loading', actions: assign({ deleting: undefined }) },
        onError: {
          target: 'ready',
          actions: assign({ deleting: undefined, error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    failed: { tags: ['error'] },
  },
})
