// The filter draft of a list page with a selection (members, salesmen): the bar edits a draft,
// search applies it to the list, reset empties it and shows everything; either way the
// selection is cleared, since the rows it named may no longer be shown. The page machine names
// `clearSelection` and `applyFilters` (filled by its view) and spreads these transitions in its
// root `on`.
import { assign, type EventObject } from 'xstate'

export type FilterDraftEvent<D> =
  | { type: 'filters.edit'; draft: Partial<D> }
  | { type: 'filters.search' }
  | { type: 'filters.reset' }

export function filterDraftTransitions<D extends object, F, C extends { draft: D }, E extends EventObject>(
  empty: D,
  toFilters: (draft: D) => F,
) {
  return {
    'filters.edit': {
      actions: assign<C, Extract<E, { type: 'filters.edit' }>, undefined, E, never>(
        ({ context, event }) =>
          ({
            draft: {
              ...context.draft,
              ...(event as Extract<E, { type: 'filters.edit' }> & { draft: Partial<D> }).draft,
            },
          }) as Partial<C>,
      ),
    },
    'filters.search': {
      actions: [
        'clearSelection' as const,
        {
          type: 'applyFilters' as const,
          params: ({ context }: { context: C }) => ({ filters: toFilters(context.draft) }),
        },
      ],
    },
    'filters.reset': {
      actions: [
        assign<C, Extract<E, { type: 'filters.reset' }>, undefined, E, never>(
          () => ({ draft: empty }) as Partial<C>,
        ),
        'clearSelection' as const,
        { type: 'applyFilters' as const, params: { filters: {} as Partial<F> } },
      ],
    },
  }
}
