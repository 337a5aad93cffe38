// The one form pattern for a page: formMachine holds the draft, the checks, the submit and the
// server's field errors; the page renders `form.values` and sends `form.change(...)`.
// See docs/decisions.md (One form machine) for how a page uses it. An edit page puts the form in
// the record frame (`<RecordFrame loaded={form.loaded}>`) and shows what its saves came to with
// SaveNotice: a save refused because the record changed elsewhere (40900) reloads it in the machine.
import { useActorRef, useSelector } from './actors.ts'
import { useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  type FieldErrors,
  type FormValues,
  formMachine,
  isDirty,
  type Validate,
} from '../../machines/shared/form.machine.ts'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'
import { useDirtyForm } from '../shell/page-context.ts'
import { useFieldMessage } from './form-field.tsx'
import type { LoadedRecord } from './record-frame.tsx'

export interface UseFormOptions<V extends FormValues, R> {
  /** The draft to start from; leave it out and give `load` to fetch it. */
  values?: V
  load?: (signal: AbortSignal) => Promise<V>
  /** The area's client checks (same rules and limits as its contract schema). */
  validate?: Validate<V>
  submit: (values: V, signal: AbortSignal) => Promise<R>
  onSubmitted?: (result: R, values: V) => void
  /**
   * The record was handed to the form (`values`) by a page that holds it: a save refused because
   * it changed elsewhere (40900) goes to the page, which loads it again and says why (useLoad's
   * `changedElsewhere`). A form that loads its record (`load`) reloads it itself.
   */
  onRecordChanged?: (error: ListError) => void
  /** Mark the page's tab while the draft is unsaved (default true; false for a dialog). */
  guardUnsaved?: boolean
  /** The area's locale namespace for its own reasons (`<ns>:validation.<reason>`). */
  ns?: string
}

export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>) {
  // The latest callbacks, so the machine always calls what the page rendered last.
  const latest = useRef(options)
  latest.current = options
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        load: fromPromise(({ signal }) => {
          const load = latest.current.load
          if (!load) throw new Error('useForm: no load given')
          return load(signal)
        }),
        submit: fromPromise(({ input, signal }) => latest.current.submit(input as V, signal)),
      },
      actions: {
        submitted: ({ context }) => latest.current.onSubmitted?.(context.result as R, context.values as V),
        recordChanged: ({ context }) => {
          if (context.error) latest.current.onRecordChanged?.(context.error)
        },
      },
    }),
  )
  const ref = useActorRef(logic, {
    input: {
      ...(options.values ? { values: options.values } : {}),
      ...(options.validate ? { validate: options.validate as Validate<FormValues> } : {}),
      load: options.values === undefined && options.load !== undefined,
    },
  })
  const values = useSelector(ref, (s) => s.context.values) as V
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors) as FieldErrors
  const error = useSelector(ref, (s) => s.context.error)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const loading = useSelector(ref, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(ref, (s) => s.hasTag('loadFailed'))
  const done = useSelector(ref, (s) => s.hasTag('done'))
  const changedElsewhere = useSelector(ref, (s) => s.context.notice === 'changedElsewhere')
  const dirty = useSelector(ref, (s) => isDirty(s.context))
  useDirtyForm(options.guardUnsaved !== false && dirty)
  const fieldMessage = useFieldMessage(options.ns)
  const commands = useMemo(
    () => ({
      change: (patch: Partial<V>) => ref.send({ type: 'form.change', values: patch }),
      /** Checks, then sends the draft (or the values given, for a form without a draft). */
      submit: (given?: V) =>
        ref.send(given ? { type: 'form.submit', values: given } : { type: 'form.submit' }),
      reset: (to?: V) => ref.send(to ? { type: 'form.reset', values: to } : { type: 'form.reset' }),
      retry: () => ref.send({ type: 'form.retry' }),
    }),
    [ref],
  )
  // The record frame's view of a form that loads its record: the draft once loaded.
  const loaded = useMemo<LoadedRecord<V>>(
    () => ({
      data: loading || loadFailed ? undefined : values,
      error: loadFailed ? error : undefined,
      retry: commands.retry,
    }),
    [loading, loadFailed, values, error, commands],
  )
  return {
    ref,
    values,
    fieldErrors,
    /** The translated message of a field's error (with its limit), or undefined. */
    message: (field: string) => fieldMessage(fieldErrors[field]),
    error,
    busy,
    loading,
    loadFailed,
    done,
    dirty,
    /** The last save was refused because the record changed elsewhere: the draft was reloaded. */
    changedElsewhere,
    loaded,
    ...commands,
  }
}

export type FormApi<V extends FormValues> = ReturnType<typeof useForm<V>>
