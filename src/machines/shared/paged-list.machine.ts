// The one list pattern (docs/decisions.md, Shared browser list pattern): a server-side paged,
// sorted and filtered list. Each list provides its own `fetchPage` actor over its
// services/<area>.api.ts call:
//
//   const membersList = pagedListMachine.provide({
//     actors: { fetchPage: fromPromise(({ input, signal }) => api.getMemberData(input, signal)) },
//   })
//
// Any change of page, sort or filter while a request is under way re-enters `loading`,
// which stops the old request's actor (its signal aborts): a stale answer never lands.
// A machine with more to do than list (the message centre's tabs) spawns this one as a child
// and talks to it with the same events.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ListQuery, SortOrder } from '../../../contract/list-query.ts'
import type { Page } from '../../../contract/paging.schema.ts'

// The query shape and its request body live in contract/ (services use them too).
export type { ListQuery, SortOrder } from '../../../contract/list-query.ts'
export { toListRequest } from '../../../contract/list-query.ts'

export interface ListError {
  code: number | null
  message: string
}

export interface PagedListContext<T = unknown, F extends object = Record<string, unknown>> {
  query: ListQuery<F>
  list: T[]
  total: number
  /** The server stopped counting at `total` (Page.totalIsCapped): there are more. */
  totalIsCapped: boolean
  error: ListError | undefined
}

export type PagedListEvent<F extends object = Record<string, unknown>> =
  | { type: 'list.page'; page: number; pageSize?: number | undefined }
  | { type: 'list.sort'; sortField: string | undefined; sortOrder: SortOrder | undefined }
  /** New filters: back to page 1. */
  | { type: 'list.filter'; filters: F }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  /**
   * The caller changed rows on the server and knows how (a message marked read): the rows whose
   * `key` is one of `ids` (every row when `ids` is left out) take `changes`, without a reload.
   */
  | {
      type: 'list.patch'
      key: string
      ids?: ReadonlyArray<unknown> | undefined
      changes: Record<string, unknown>
    }

export interface PagedListInput<F extends object = Record<string, unknown>> {
  filters?: F
  pageSize?: number
  sortField?: string
  sortOrder?: SortOrder
}

export function toListError(error: unknown): ListError {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { code?: number | null; message: string }
    return { code: typeof e.code === 'number' ? e.code : null, message: e.message }
  }
  return { code: null, message: String(error) }
}

export { settleUnlessAborted } from './settle-unless-aborted.ts'

export const DEFAULT_PAGE_SIZE = 20

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as PagedListInput,
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    fetchPage: fromPromise<Page<unknown>, ListQuery>(async () => {
      throw new Error('fetchPage actor not provided')
    }),
  },
  actions: {
    setPage: assign(({ context, event }) => {
      assertEvent(event, 'list.page')
      return {
        query: {
          ...context.query,
          page: Math.max(1, event.page),
          pageSize: event.pageSize ?? context.query.pageSize,
        },
      }
    }),
    setSort: assign(({ context, event }) => {
      assertEvent(event, 'list.sort')
      return {
        query: { ...context.query, sortField: event.sortField, sortOrder: event.sortOrder, page: 1 },
      }
    }),
    setFilters: assign(({ context, event }) => {
      assertEvent(event, 'list.filter')
      return { query: { ...context.query, filters: event.filters, page: 1 } }
    }),
    patchRows: assign(({ context, event }) => {
      assertEvent(event, 'list.patch')
      const { key, ids, changes } = event
      return {
        list: context.list.map((row) => {
          const value = (row as Record<string, unknown>)[key]
          return ids === undefined || ids.includes(value) ? { ...(row as object), ...changes } : row
        }),
      }
    }),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    query: {
      page: 1,
      pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      sortField: input.sortField,
      sortOrder: input.sortOrder,
      filters: input.filters ?? {},
    },
    list: [],
    total: 0,
    totalIsCapped: false,
    error: undefined,
  }),
  initial: 'loading',
  // Every change re-enters loading, from any state; the running request is dropped.
  on: {
    'list.page': { target: '.loading', reenter: true, actions: 'setPage' },
    'list.sort': { target: '.loading', reenter: true, actions: 'setSort' },
    'list.filter': { target: '.loading', reenter: true, actions: 'setFilters' },
    'list.refresh': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      description:
        'The page asked for is on its way; the table shows a loading overlay over the rows it had.',
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            list: event.output.list,
            total: event.output.total,
            totalIsCapped: event.output.totalIsCapped === true,
            error: undefined,
          })),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ready: {
      description:
        'The rows of the current page are shown, or the empty state when there are none; rows the caller changed are patched in place.',
      tags: ['ready'],
      on: { 'list.patch': { actions: 'patchRows' } },
    },
    error: {
      description: 'The page could not be loaded: the error is shown with a retry button; the query is kept.',
      tags: ['error'],
      on: { 'list.retry': { target: 'loading' } },
    },
  },
})

export type PagedListActorLogic = typeof pagedListMachine
