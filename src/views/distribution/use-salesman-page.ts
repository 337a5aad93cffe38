// The salesmen page machine for the view, with the live batch call and the view's effects.
import { useActorRef } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  type SalesmanFilters,
  salesmanPageMachine,
} from '../../machines/distribution/salesman-page.machine.ts'
import * as api from '../../services/distribution.api.ts'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export function useSalesmanPage(
  list: PagedListRef,
  effects: { refresh: () => void; batchDone: (updated: number) => void; deleted: () => void },
) {
  const latest = useRef(effects)
  latest.current = effects
  const [logic] = useState(() =>
    salesmanPageMachine.provide({
      actors: {
        updateBatch: fromPromise(({ input }) => api.updateSalesmanBatch(input.salesmanIds, input.enabled)),
      },
      actions: {
        applyFilters: (_, params) => list.send({ type: 'list.filter', filters: { ...params.filters } }),
        refreshList: () => latest.current.refresh(),
        notifyBatchDone: (_, params) => latest.current.batchDone(params.updated),
        notifyDeleted: () => latest.current.deleted(),
      },
    }),
  )
  const filters = list.getSnapshot().context.query.filters as SalesmanFilters
  return useActorRef(logic, { input: { filters } })
}

export type SalesmanPageRef = ReturnType<typeof useSalesmanPage>
