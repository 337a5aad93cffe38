// A form's submit actor for a view (the one form pattern: formSubmitMachine + FormField).
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { formSubmitMachine } from '../../machines/shared/form-submit.machine.ts'

export function useFormSubmit<V extends Record<string, unknown>, R = unknown>(
  submit: (values: V) => Promise<R>,
  onSubmitted: (result: R) => void,
) {
  // The latest callbacks, so a dialog can submit for whichever row it shows.
  const latest = useRef({ submit, onSubmitted })
  latest.current = { submit, onSubmitted }
  const [logic] = useState(() =>
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input as V)) },
      actions: { submitted: ({ context }) => latest.current.onSubmitted(context.result as R) },
    }),
  )
  const ref = useActorRef(logic)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors)
  const error = useSelector(ref, (s) => s.context.error)
  // Stable functions: views may list them as effect dependencies.
  const commands = useMemo(
    () => ({
      send: (values: V) => ref.send({ type: 'form.submit', values }),
      edit: (field: string) => ref.send({ type: 'form.edit', field }),
      check: (errors: Record<string, string>) => ref.send({ type: 'form.fieldErrors', fieldErrors: errors }),
      reset: () => ref.send({ type: 'form.reset' }),
    }),
    [ref],
  )
  return { ref, busy, fieldErrors, error, ...commands }
}
