// What the two machines over one open order share: the seller's (orders/order.machine.ts) and the
// buyer's (purchases/purchase.machine.ts) see the same record from either side and take different
// steps on it, but they load it and keep a refused step by the same rules. Loading: the server's
// not found is the final `missing` state (the page shows record-not-found), any other failure is
// `loadFailed` with a retry. A refused step: a refused field (40000) stays at its field in the open
// dialog, anything else is the page's (or the dialog's) error.
import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { type ListError, toListError } from './paged-list.machine.ts'

/** The field a 40000 answer names, and why (with the limit when it gives one). */
export interface FieldProblem {
  field: string
  reason: string
  min?: number
  max?: number
}

/** The part of the context both machines keep the same way. */
export interface OrderRecordContext<TOrder> {
  orderId: string
  order: TOrder | undefined
  error: ListError | undefined
  fieldError: FieldProblem | undefined
}

export function fieldProblemOf(error: unknown): FieldProblem | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { code?: unknown; data?: unknown }
  if (e.code !== ResultCode.invalidInput || !e.data || typeof e.data !== 'object') return undefined
  const d = e.data as FieldProblem
  return typeof d.field === 'string' && typeof d.reason === 'string' ? d : undefined
}

/** A refused step: a refused field stays at its field; any other failure is the error shown. */
export function stepErrorOf(error: unknown): Pick<OrderRecordContext<unknown>, 'fieldError' | 'error'> {
  const fieldError = fieldProblemOf(error)
  return { fieldError, error: fieldError ? undefined : toListError(error) }
}

export function isNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === ResultCode.notFound
}

/**
 * The `loading`, `missing` and `loadFailed` states of a machine over one order: `load` names its
 * load actor (input `{ orderId }`), `reload` its retry event; the machine names an `isNotFound`
 * guard (params: the error) and has a `ready` state.
 */
export function orderRecordLoadStates<
  C extends OrderRecordContext<unknown>,
  E extends EventObject,
  TLoad extends string,
  TReload extends E['type'],
>(load: TLoad, reload: TReload) {
  return {
    loading: {
      description: 'The order is read from the server (first open, after a step, after a refusal).',
      tags: 'busy' as const,
      invoke: {
        src: load,
        input: ({ context }: { context: C }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          actions: assign<C, DoneActorEvent<C['order']>, undefined, E, never>(
            ({ event }) => ({ order: event.output, error: undefined }) as Partial<C>,
          ),
        },
        onError: [
          {
            guard: {
              type: 'isNotFound' as const,
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'missing',
          },
          {
            target: 'loadFailed',
            actions: assign<C, ErrorActorEvent, undefined, E, never>(
              ({ event }) => ({ error: toListError(event.error) }) as Partial<C>,
            ),
          },
        ],
      },
    },
    missing: {
      description: 'No such order on this side for this merchant: the page shows record-not-found.',
      tags: 'missing' as const,
      type: 'final' as const,
    },
    loadFailed: {
      description: 'The order could not be read: the error with retry.',
      tags: 'error' as const,
      on: { [reload]: 'loading' } as Record<TReload, 'loading'>,
    },
  }
}
