// The one form pattern for a page: formMachine holds the draft, the checks, the submit and the
// server's field errors; the page renders `form.values` and sends `form.change(...)`.
// See docs/decisions.md (One form machine) for how a page uses it. An edit page puts the form in
// the record frame (`<RecordFrame loaded={form.loaded}>`) and shows what its saves came to with
// SaveNotice: a save refused because the record changed elsewhere (40900) reloads it in the machine.
import { useActorRef, useSelector } from './actors.ts'
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { draftKey, dropDraft, readDraft, writeDraft } from '../../browser/form-drafts.ts'
import {
  type FieldErrors,
  type FormValues,
  formMachine,
  isDirty,
  type Validate,
} from '../../machines/shared/form.machine.ts'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'
import { useTabsRef } from '../../root-context.tsx'
import { PageContext, useDirtyForm } from '../shell/page-context.ts'
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
  /**
   * The draft holds a secret (a password): it survives switching tabs in memory but is never
   * written to the browser's storage, so not a reload either.
   */
  secret?: boolean
}

/**
 * Where this page form's unsaved draft is kept while its tab is open (src/browser/form-drafts.ts):
 * the signed-in user, the tab, the record it edits (the query) and which form of the page it is:
 * its field names, or `load` for a form that loads its record (useId would not do: without
 * hydration React numbers ids in mount order, so a page shown again gets new ones). The pages
 * with two forms (account, stock history) have one of each kind. A dialog's form or a form
 * outside a tab keeps none.
 */
function useDraftKey(keep: boolean, values: FormValues | undefined): string | undefined {
  const page = useContext(PageContext)
  const userKey = useSelector(useTabsRef(), (s) => s.context.userKey)
  const search = useSearch()
  if (!keep || !page || !userKey) return undefined
  const form = values ? Object.keys(values).sort().join(',') : 'load'
  return draftKey(userKey, page.tabPath, search, form)
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
  const keepDraft = options.guardUnsaved !== false
  const key = useDraftKey(keepDraft, options.values)
  const [restore] = useState(() => (key ? readDraft(key) : undefined))
  const ref = useActorRef(logic, {
    input: {
      ...(restore ? { restore } : {}),
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
  useDirtyForm(keepDraft && dirty, () => keepDraft && isDirty(ref.getSnapshot().context))
  // The unsaved draft is kept while it differs from the record (once there is one to edit); a
  // save or a reset puts the form back in step and the kept draft goes.
  const secret = options.secret === true
  useEffect(() => {
    if (!key) return
    const sub = ref.subscribe((s) => {
      if (!s.hasTag('ready')) return
      if (isDirty(s.context)) writeDraft(key, { base: s.context.saved, values: s.context.values }, secret)
      else dropDraft(key)
    })
    return () => sub.unsubscribe()
  }, [ref, key, secret])
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
