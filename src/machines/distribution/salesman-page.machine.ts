// The salesmen page (SPEC.md: /distribution-management/salesman): the filter draft and what
// it sends to the list, the selection and its batch enable/disable, and which salesman's
// delete dialog is open. The list is the shared paged-list machine, driven by the view
// through the `applyFilters` and `refreshList` actions.
import { assign, fromPromise, setup } from 'xstate'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import { type FilterDraftEvent, filterDraftTransitions } from '../shared/filter-draft.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

export interface SalesmanFilterDraft {
  keyword: string
  /** '' = all, 1 = enabled, 0 = disabled. */
  enabled: 0 | 1 | ''
}

export interface SalesmanFilters {
  keyword?: string | undefined
  enabled?: 0 | 1 | undefined
}

export const EMPTY_SALESMAN_FILTERS: SalesmanFilterDraft = { keyword: '', enabled: '' }

export function toSalesmanFilters(draft: SalesmanFilterDraft): SalesmanFilters {
  return {
    keyword: draft.keyword.trim() || undefined,
    enabled: draft.enabled === '' ? undefined : draft.enabled,
  }
}

export function toSalesmanFilterDraft(filters: SalesmanFilters): SalesmanFilterDraft {
  return { keyword: filters.keyword ?? '', enabled: filters.enabled ?? '' }
}

export interface BatchUpdate {
  salesmanIds: number[]
  enabled: 0 | 1
}

export interface SalesmanPageContext {
  draft: SalesmanFilterDraft
  selection: SalesmanItem[]
  deleting: SalesmanItem | undefined
  batchError: ListError | undefined
}

export type SalesmanPageEvent =
  | FilterDraftEvent<SalesmanFilterDraft>
  | { type: 'selection.change'; salesmen: SalesmanItem[] }
  | { type: 'salesmen.setEnabled'; enabled: 0 | 1 }
  | { type: 'salesman.delete'; salesman: SalesmanItem }
  | { type: 'salesman.cancel' }
  | { type: 'salesman.deleted' }

export const salesmanPageMachine = setup({
  types: {
    context: {} as SalesmanPageContext,
    events: {} as SalesmanPageEvent,
    input: {} as { filters?: SalesmanFilters },
    tags: {} as 'busy',
  },
  actors: {
    updateBatch: fromPromise<{ updated: number }, BatchUpdate>(async () => {
      throw new Error('updateBatch actor not provided')
    }),
  },
  actions: {
    /** Filled by the view: send `list.filter` with these filters. */
    applyFilters: (_, _params: { filters: SalesmanFilters }) => {},
    /** Filled by the view: refresh the list and the salesman options. */
    refreshList: () => {},
    notifyBatchDone: (_, _params: { updated: number }) => {},
    notifyDeleted: () => {},
    clearSelection: assign({ selection: [] }),
  },
  guards: {
    hasSelection: ({ context }) => context.selection.length > 0,
  },
}).createMachine({
  id: 'salesmanPage',
  context: ({ input }) => ({
    draft: toSalesmanFilterDraft(input.filters ?? {}),
    selection: [],
    deleting: undefined,
    batchError: undefined,
  }),
  initial: 'browsing',
  on: {
    ...filterDraftTransitions<SalesmanFilterDraft, SalesmanFilters, SalesmanPageContext, SalesmanPageEvent>(
      EMPTY_SALESMAN_FILTERS,
      toSalesmanFilters,
    ),
  },
  states: {
    browsing: {
      on: {
        'selection.change': { actions: assign({ selection: ({ event }) => event.salesmen }) },
        'salesmen.setEnabled': {
          guard: 'hasSelection',
          target: 'updating',
          actions: assign({ batchError: undefined }),
        },
        'salesman.delete': {
          target: 'deleting',
          actions: assign({ deleting: ({ event }) => event.salesman }),
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        src: 'updateBatch',
        input: ({ context, event }) => ({
          salesmanIds: context.selection.map((s) => s.salesmanId),
          enabled: (event as Extract<SalesmanPageEvent, { type: 'salesmen.setEnabled' }>).enabled,
        }),
        onDone: {
          target: 'browsing',
          actions: [
            { type: 'notifyBatchDone', params: ({ event }) => ({ updated: event.output.updated }) },
            'clearSelection',
            'refreshList',
          ],
        },
        onError: {
          target: 'browsing',
          actions: assign({ batchError: ({ event }) => toListError(event.error) }),
        },
      },
    },
    deleting: {
      exit: assign({ deleting: undefined }),
      on: {
        'salesman.cancel': 'browsing',
        'salesman.deleted': {
          target: 'browsing',
          actions: ['notifyDeleted', 'clearSelection', 'refreshList'],
        },
      },
    },
  },
})
