// The one form pattern's machine (docs/decisions.md, One form machine). It holds the draft
// (given as input, or fetched by a provided `load` actor), checks it with the area's `validate`
// before sending, sends it through a provided `submit` actor, and puts a 40000 answer's
// `{ field, reason, min?, max? }` back at the field it names. A limit error (too long, out of
// range) shows while the user types; the other checks show at submit. The draft is dirty while
// it differs from what was loaded or last saved (the unsaved-input guard reads that).
// A save refused as stale (40900, conflict.ts) reloads the record: through `load` when the form
// loaded it (the edits to fields that did not change elsewhere are kept, and `notice` says the
// record changed elsewhere), else through whoever handed the form its values (`recordChanged`).
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { isConflict } from './conflict.ts'
import { type ListError, toListError } from './paged-list.machine.ts'

export type FormValues = Record<string, unknown>

/** Why a field is refused: a reason key (translated by the view) and the limit it broke. */
export interface FieldError {
  reason: string
  min?: number
  max?: number
}
/** field (dot path for nested values, e.g. `skus.0.disPrice`) -> why it is refused. */
export type FieldErrors = Record<string, FieldError>
/** The area's client checks: the same rules as its contract schema, with the same limits. */
export type Validate<V> = (values: V) => FieldErrors

export interface FormInput<V extends FormValues = FormValues> {
  /** The draft to start from (a form may also be handed its values only at submit). */
  values?: V
  /** Fetch the draft first, with the provided `load` actor (an edit page). */
  load?: boolean
  validate?: Validate<V>
  /**
   * Unsaved input kept from an earlier visit of the page (src/browser/form-drafts.ts): the draft
   * and what it was edited from. It goes on top of the given or loaded values, as a reload after
   * a refused save does (keepEdits): the user's edits win unless the record changed under them.
   */
  restore?: { base: V; values: V }
}

export interface FormContext {
  values: FormValues
  /** What was loaded or last saved: the draft is dirty while it differs from this. */
  saved: FormValues
  loadFirst: boolean
  /** Handed its values only at submit (a dialog): a reset empties it again. */
  draftless: boolean
  validate: Validate<FormValues>
  fieldErrors: FieldErrors
  error: ListError | undefined
  result: unknown
  /** Why the draft was reloaded: a save was refused because the record changed elsewhere. */
  notice: 'changedElsewhere' | undefined
  /** The 40900 answer of the save, kept while the record loads again. */
  refusal: ListError | undefined
  /**
   * The field a server refusal (40000) named: its message is also the form's `error`, so it
   * reaches the user even when the page shows no such field (a rank price by its position);
   * editing that field (or a list holding it) clears both.
   */
  refusedField: string | undefined
  /** The kept draft still to put on the loaded record (input.restore), until it loads. */
  restore: { base: FormValues; values: FormValues } | undefined
}

export type FormEvent =
  | { type: 'form.change'; values: FormValues }
  | { type: 'form.edit'; field: string }
  | { type: 'form.submit'; values?: FormValues }
  | { type: 'form.fieldErrors'; fieldErrors: Record<string, string | FieldError> }
  | { type: 'form.reset'; values?: FormValues }
  | { type: 'form.retry' }

const noChecks: Validate<FormValues> = () => ({})

/** The limit of a field error, when it has one (the errors that show while typing). */
export function isLimitError(e: FieldError | undefined): boolean {
  return e !== undefined && (e.min !== undefined || e.max !== undefined)
}

function toFieldError(e: string | FieldError): FieldError {
  return typeof e === 'string' ? { reason: e } : e
}

/** The field error of a 40000 answer (`data.field`, `data.reason`, and `data.min` / `data.max` when given). */
export function serverFieldError(error: unknown): { field: string; error: FieldError } | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { code?: unknown; data?: unknown }
  if (e.code !== ResultCode.invalidInput || !e.data || typeof e.data !== 'object') return undefined
  const d = e.data as { field?: unknown; reason?: unknown; min?: unknown; max?: unknown }
  if (typeof d.field !== 'string' || typeof d.reason !== 'string') return undefined
  const fe: FieldError = { reason: d.reason }
  if (typeof d.min === 'number') fe.min = d.min
  if (typeof d.max === 'number') fe.max = d.max
  return { field: d.field, error: fe }
}

/** Same values, compared by content (drafts are plain JSON data). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The draft after a save was refused and the record loaded again: `base` is what the draft was
 * loaded from, `mine` the draft, `theirs` the record as it is now. The user's edits are kept on
 * top of the new record when they touch none of the fields changed elsewhere; when both changed
 * a field, the new record wins whole (fields depend on each other, e.g. specifications and SKUs,
 * and a half-merged draft could be neither side's).
 */
export function keepEdits(base: FormValues, mine: FormValues, theirs: FormValues): FormValues {
  const fields = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])
  const edited = [...fields].filter((f) => !sameValues(mine[f], base[f]))
  if (edited.some((f) => !sameValues(theirs[f], base[f]))) return theirs
  const kept = { ...theirs }
  for (const f of edited) kept[f] = mine[f]
  return kept
}

function without(errors: FieldErrors, fields: string[]): FieldErrors {
  const next = { ...errors }
  for (const f of fields) {
    delete next[f]
    // Editing a list drops the errors of its items too (`skus` clears `skus.0.disPrice`).
    for (const k of Object.keys(next)) if (k.startsWith(`${f}.`)) delete next[k]
  }
  return next
}

/** The refusal's summary goes once the user edits the field it named (or a list holding it). */
function answeredRefusal(
  context: FormContext,
  fields: string[],
): Partial<Pick<FormContext, 'error' | 'refusedField'>> {
  const refused = context.refusedField
  if (refused === undefined || !fields.some((f) => refused === f || refused.startsWith(`${f}.`))) return {}
  return { error: undefined, refusedField: undefined }
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput | undefined,
    tags: {} as 'loading' | 'loadFailed' | 'ready' | 'busy' | 'done',
  },
  actors: {
    load: fromPromise<FormValues, void>(async () => {
      throw new Error('load actor not provided')
    }),
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error('submit actor not provided')
    }),
  },
  guards: {
    loadsFirst: ({ context }) => context.loadFirst,
    /** A 40900 to the save of a record this form loaded itself: it loads it again. */
    staleLoadedRecord: ({ context, event }) =>
      context.loadFirst && isConflict((event as { error?: unknown }).error),
    /** A 40900 to the save of a record the form was handed: its holder loads it again. */
    staleHandedRecord: ({ event }) => isConflict((event as { error?: unknown }).error),
    draftPassesChecks: ({ context, event }) => {
      assertEvent(event, 'form.submit')
      return Object.keys(context.validate(event.values ?? context.values)).length === 0
    },
  },
  actions: {
    takeDraftOfSubmit: assign(({ context, event }) => {
      assertEvent(event, 'form.submit')
      return {
        values: event.values ?? context.values,
        error: undefined,
        refusedField: undefined,
        notice: undefined,
      }
    }),
    /** The changed fields' old messages go; a broken limit shows at once. */
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change')
      const values = { ...context.values, ...event.values }
      const fields = Object.keys(event.values)
      const fieldErrors = without(context.fieldErrors, fields)
      const checks = context.validate(values)
      for (const [field, e] of Object.entries(checks)) {
        if (isLimitError(e) && fields.some((f) => field === f || field.startsWith(`${f}.`)))
          fieldErrors[field] = e
      }
      return { values, fieldErrors, ...answeredRefusal(context, fields) }
    }),
    clearFieldError: assign(({ context, event }) => {
      assertEvent(event, 'form.edit')
      return {
        fieldErrors: without(context.fieldErrors, [event.field]),
        ...answeredRefusal(context, [event.field]),
      }
    }),
    showChecks: assign(({ context }) => ({ fieldErrors: context.validate(context.values) })),
    showGivenFieldErrors: assign(({ event }) => {
      assertEvent(event, 'form.fieldErrors')
      return {
        fieldErrors: Object.fromEntries(
          Object.entries(event.fieldErrors).map(([k, e]) => [k, toFieldError(e)]),
        ),
      }
    }),
    resetDraft: assign(({ context, event }) => {
      assertEvent(event, 'form.reset')
      const base = event.values ?? context.saved
      return {
        values: base,
        saved: base,
        fieldErrors: {},
        error: undefined,
        result: undefined,
        notice: undefined,
      }
    }),
    /** Filled by the view (navigate away, show a toast, refresh a list); the answer is context.result. */
    submitted: () => {},
    /**
     * Filled by the view: the record this form was handed (a dialog over a page's record) changed
     * elsewhere (40900, in context.error); whoever holds it loads it again and says why.
     */
    recordChanged: () => {},
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    // A draft-less form (values given at submit) keeps `undefined` until it has one.
    values:
      input?.values && input.restore
        ? keepEdits(input.restore.base, input.restore.values, input.values)
        : (input?.values as FormValues),
    saved: input?.values as FormValues,
    loadFirst: input?.load === true,
    draftless: input?.values === undefined && input?.load !== true,
    validate: (input?.validate as Validate<FormValues> | undefined) ?? noChecks,
    fieldErrors: {},
    error: undefined,
    result: undefined,
    notice: undefined,
    refusal: undefined,
    refusedField: undefined,
    restore: input?.load === true ? input.restore : undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Loads the draft first when asked to, else edits the given one.',
      always: [{ guard: 'loadsFirst', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      description: 'Fetches the record to edit through the provided load actor.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            values: context.restore
              ? keepEdits(context.restore.base, context.restore.values, event.output)
              : event.output,
            saved: event.output,
            restore: undefined,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The record could not be loaded; the user may try again.',
      tags: ['loadFailed'],
      on: { 'form.retry': { target: 'loading', actions: assign({ error: undefined }) } },
    },
    editing: {
      description: 'The user edits the draft; limit errors show while typing, other checks at submit.',
      tags: ['ready'],
      on: {
        'form.change': { actions: 'applyChange' },
        'form.edit': { actions: 'clearFieldError' },
        // The area's client checks run on the draft first; a refused draft is never sent.
        'form.submit': [
          {
            guard: 'draftPassesChecks',
            target: 'submitting',
            actions: ['takeDraftOfSubmit', assign({ fieldErrors: {} })],
          },
          { actions: ['takeDraftOfSubmit', 'showChecks'] },
        ],
        // Checks a view makes itself (a dialog without a draft here) use the same display.
        'form.fieldErrors': { actions: 'showGivenFieldErrors' },
        'form.reset': { actions: 'resetDraft' },
      },
    },
    submitting: {
      description: 'The draft goes to the server through the provided submit actor.',
      tags: ['busy', 'ready'],
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: {
          target: 'done',
          actions: [
            assign({
              result: ({ event }) => event.output,
              saved: ({ context }) => (context.draftless ? context.saved : context.values),
            }),
            'submitted',
          ],
        },
        onError: [
          {
            guard: 'staleLoadedRecord',
            target: 'reloading',
            actions: assign({ fieldErrors: {}, refusal: ({ event }) => toListError(event.error) }),
          },
          {
            guard: 'staleHandedRecord',
            target: 'editing',
            actions: [
              assign({ fieldErrors: {}, error: ({ event }) => toListError(event.error) }),
              'recordChanged',
            ],
          },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const field = serverFieldError(event.error)
              return field
                ? {
                    fieldErrors: { [field.field]: field.error },
                    error: toListError(event.error),
                    refusedField: field.field,
                  }
                : { fieldErrors: {}, error: toListError(event.error), refusedField: undefined }
            }),
          },
        ],
      },
    },
    reloading: {
      description:
        'The save was refused as stale (40900): the record is loaded again. Edits to fields that did not change elsewhere are kept; a record that did change says so, one that did not shows the refusal as any failed save.',
      tags: ['busy', 'ready'],
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const changed = !sameValues(event.output, context.saved)
            return {
              values: keepEdits(context.saved, context.values, event.output),
              saved: event.output,
              notice: changed ? ('changedElsewhere' as const) : undefined,
              error: changed ? undefined : context.refusal,
              refusal: undefined,
            }
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error), refusal: undefined }),
        },
      },
    },
    done: {
      description: 'Saved. A new change edits on from the saved draft; reset starts over.',
      tags: ['done', 'ready'],
      on: {
        'form.change': { target: 'editing', actions: 'applyChange' },
        'form.reset': { target: 'editing', actions: 'resetDraft' },
      },
    },
  },
})

/** True while the draft differs from what was loaded or last saved. */
export function isDirty(context: Pick<FormContext, 'values' | 'saved'>): boolean {
  return context.values !== undefined && !sameValues(context.values, context.saved)
}
