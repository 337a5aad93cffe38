// The one form pattern's machine (docs/decisions.md, Shared browser list pattern): submit
// values through a provided `submit` actor; a 40000 answer puts its reason at the field it
// names, any other failure is a form-level error; editing a field clears its error.
import { assign, fromPromise, setup } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { type ListError, toListError } from './paged-list.machine.ts'

export interface FormSubmitContext {
  values: Record<string, unknown> | undefined
  /** field -> reason code (translated by the view). */
  fieldErrors: Record<string, string>
  error: ListError | undefined
  result: unknown
}

export type FormSubmitEvent =
  | { type: 'form.submit'; values: Record<string, unknown> }
  | { type: 'form.edit'; field: string }
  | { type: 'form.fieldErrors'; fieldErrors: Record<string, string> }
  | { type: 'form.reset' }

function fieldErrorOf(error: unknown): { field: string; reason: string } | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { code?: unknown; data?: { field?: unknown; reason?: unknown } | null }
  if (e.code !== ResultCode.invalidInput || !e.data) return undefined
  return typeof e.data.field === 'string' && typeof e.data.reason === 'string'
    ? { field: e.data.field, reason: e.data.reason }
    : undefined
}

export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
    tags: {} as 'busy',
  },
  actors: {
    submit: fromPromise<unknown, Record<string, unknown>>(async () => {
      throw new Error('submit actor not provided')
    }),
  },
  actions: {
    /** Filled by the view (navigate away, show a toast, refresh a list); the answer is context.result. */
    submitted: () => {},
  },
}).createMachine({
  id: 'formSubmit',
  context: { values: undefined, fieldErrors: {}, error: undefined, result: undefined },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign({ values: ({ event }) => event.values, error: undefined, fieldErrors: {} }),
        },
        'form.edit': {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _, ...rest } = context.fieldErrors
              return rest
            },
          }),
        },
        // Checks the browser makes before sending (required fields) use the same display.
        'form.fieldErrors': { actions: assign({ fieldErrors: ({ event }) => event.fieldErrors }) },
        'form.reset': { actions: assign({ values: undefined, fieldErrors: {}, error: undefined }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values ?? {},
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output }), 'submitted'],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const field = fieldErrorOf(event.error)
            return field
              ? { fieldErrors: { [field.field]: field.reason }, error: undefined }
              : { fieldErrors: {}, error: toListError(event.error) }
          }),
        },
      },
    },
    done: {
      on: {
        'form.reset': {
          target: 'editing',
          actions: assign({ values: undefined, fieldErrors: {}, error: undefined }),
        },
      },
    },
  },
})
