// A detail page's record, through the shared record-load machine.
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useState } from 'react'
import { fromPromise } from 'xstate'
import { recordLoadMachine } from '../../machines/shared/record-load.machine.ts'

/** `load` is read once, when the page mounts (detail pages remount for another id). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [logic] = useState(() =>
    recordLoadMachine.provide({ actors: { load: fromPromise<unknown, void>(({ signal }) => load(signal)) } }),
  )
  const ref = useActorRef(logic)
  const data = useSelector(ref, (s) => s.context.data) as T | undefined
  const error = useSelector(ref, (s) => s.context.error)
  const reload = useCallback(() => ref.send({ type: 'record.reload' }), [ref])
  const retry = useCallback(() => ref.send({ type: 'record.retry' }), [ref])
  return { data, error, reload, retry }
}
