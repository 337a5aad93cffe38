// A form without a draft in the machine (a dialog that hands its values over at submit): the
// same formMachine as useForm, so submit, client checks and server field errors work alike, and
// a call refused because the page's record changed elsewhere (40900) goes to `onRecordChanged`.
import { useActorRef, useSelector } from './actors.ts'
import { useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { type FieldError, formMachine } from '../../machines/shared/form.machine.ts'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'

export function useFormSubmit<V extends Record<string, unknown>, R = unknown>(
  submit: (values: V) => Promise<R>,
  onSubmitted: (result: R) => void,
  onRecordChanged?: (error: ListError) => void,
) {
  // The latest callbacks, so a dialog can submit for whichever row it shows.
  const latest = useRef({ submit, onSubmitted, onRecordChanged })
  latest.current = { submit, onSubmitted, onRecordChanged }
  const [logic] = useState(() =>
    formMachine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input as V)) },
      actions: {
        submitted: ({ context }) => latest.current.onSubmitted(context.result as R),
        recordChanged: ({ context }) => {
          if (context.error) latest.current.onRecordChanged?.(context.error)
        },
      },
    }),
  )
  const ref = useActorRef(logic, { input: {} })
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors)
  const error = useSelector(ref, (s) => s.context.error)
  // Stable functions: views may list them as effect dependencies.
  const commands = useMemo(
    () => ({
      send: (values: V) => ref.send({ type: 'form.submit', values }),
      edit: (field: string) => ref.send({ type: 'form.edit', field }),
      check: (errors: Record<string, string | FieldError>) =>
        ref.send({ type: 'form.fieldErrors', fieldErrors: errors }),
      reset: () => ref.send({ type: 'form.reset' }),
    }),
    [ref],
  )
  return { ref, busy, fieldErrors, error, ...commands }
}
