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
import { assign, fromPromise, setup } from 'xstate'
import type { Page } from '../../../contract/paging.schema.ts'

export type SortOrder = 'asc' | 'desc'

/** What the list asks the server for; `filters` is the list's own filter object. */
export interface ListQuery<F extends object = Record<string, unknown>> {
  page: number
  pageSize: number
  sortField?: string | undefined
  sortOrder?: SortOrder | undefined
  filters: F
}

export interface ListError {
  code: number | null
  message: string
}

export interface PagedListContext<T = unknown, F extends object = Record<string, unknown>> {
  query: ListQuery<F>
  list: T[]
  total: number
  error: ListError | undefined
}

export type PagedListEvent<F extends object = Record<string, unknown>> =
  | { type: 'list.page'; page: number; pageSize?: number }
  | { type: 'list.sort'; sortField: string | undefined; sortOrder: SortOrder | undefined }
  /** New filters: back to page 1. */
  | { type: 'list.filter'; filters: F }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }

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
    setPage: assign(({ context }, params: { page: number; pageSize?: number | undefined }) => ({
      query: {
        ...context.query,
        page: params.page,
        pageSize: params.pageSize ?? context.query.pageSize,
      },
    })),
    setSort: assign(
      ({ context }, params: { sortField: string | undefined; sortOrder: SortOrder | undefined }) => ({
        query: { ...context.query, sortField: params.sortField, sortOrder: params.sortOrder, page: 1 },
      }),
    ),
    setFilters: assign(({ context }, params: { filters: Record<string, unknown> }) => ({
      query: { ...context.query, filters: params.filters, page: 1 },
    })),
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
    error: undefined,
  }),
  initial: 'loading',
  // Every change re-enters loading, from any state; the running request is dropped.
  on: {
    'list.page': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setPage', params: ({ event }) => ({ page: event.page, pageSize: event.pageSize }) },
    },
    'list.sort': {
      target: '.loading',
      reenter: true,
      actions: {
        type: 'setSort',
        params: ({ event }) => ({ sortField: event.sortField, sortOrder: event.sortOrder }),
      },
    },
    'list.filter': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) },
    },
    'list.refresh': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            list: event.output.list,
            total: event.output.total,
            error: undefined,
          })),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ready: { tags: ['ready'] },
    error: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading' } },
    },
  },
})

export type PagedListActorLogic = typeof pagedListMachine

/** The request a list call sends: the paging fields plus the filters, empty filters left out. */
export function toListRequest<F extends object>(query: ListQuery<F>): Record<string, unknown> {
  const out: Record<string, unknown> = { page: query.page, pageSize: query.pageSize }
  if (query.sortField) {
    out.sortField = query.sortField
    out.sortOrder = query.sortOrder ?? 'asc'
  }
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value
  }
  return out
}
