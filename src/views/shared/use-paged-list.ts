// Starts one paged list for a view: the shared machine with this list's fetch call.
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { Page } from '../../../contract/paging.schema.ts'
import { type ListQuery, type PagedListInput, pagedListMachine } from '../../machines/shared/paged-list.machine.ts'

export type FetchPage<T, F extends object> = (query: ListQuery<F>, signal: AbortSignal) => Promise<Page<T>>

export function usePagedList<T, F extends object>(fetchPage: FetchPage<T, F>, input: PagedListInput<F> = {}) {
  // The logic is fixed for the life of the view; a new fetch function later is ignored.
  const [logic] = useState(() =>
    pagedListMachine.provide({
      actors: {
        fetchPage: fromPromise(
          ({ input: query, signal }) => fetchPage(query as ListQuery<F>, signal) as Promise<Page<unknown>>,
        ),
      },
    }),
  )
  return useActorRef(logic, { input: input as PagedListInput })
}

export type PagedListRef = ReturnType<typeof usePagedList>
