// Starts one paged list for a view: the shared machine with this list's fetch call.
import { useActorRef } from './actors.ts'
import { useState } from 'react'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { Page } from '../../../contract/paging.schema.ts'
import {
  type ListQuery,
  type PagedListInput,
  pagedListMachine,
} from '../../machines/shared/paged-list.machine.ts'
import { settleUnlessAborted } from '../../machines/shared/settle-unless-aborted.ts'

export type FetchPage<T, F extends object> = (query: ListQuery<F>, signal: AbortSignal) => Promise<Page<T>>

/** The shared list machine over one fetch call (also what a machine that spawns a list is given). */
export function pagedListLogic<T, F extends object>(fetchPage: FetchPage<T, F>) {
  return pagedListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input: query, signal }) =>
        settleUnlessAborted(signal, fetchPage(query as ListQuery<F>, signal) as Promise<Page<unknown>>),
      ),
    },
  })
}

export function usePagedList<T, F extends object>(fetchPage: FetchPage<T, F>, input: PagedListInput<F> = {}) {
  // The logic is fixed for the life of the view; a new fetch function later is ignored.
  const [logic] = useState(() => pagedListLogic(fetchPage))
  return useActorRef(logic, { input: input as PagedListInput })
}

export type PagedListRef = ActorRefFrom<typeof pagedListMachine>
