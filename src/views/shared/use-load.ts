// A detail page's record, through the shared record-load machine. A write on it refused because
// it changed elsewhere (40900) is handed to `changedElsewhere(error)`: the record loads again and
// `notice` keeps why, for the page to show, until the next reload.
import { useActorRef, useSelector } from './actors.ts'
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
  const notice = useSelector(ref, (s) => s.context.notice)
  const reload = useCallback(() => ref.send({ type: 'record.reload' }), [ref])
  const retry = useCallback(() => ref.send({ type: 'record.retry' }), [ref])
  const changedElsewhere = useCallback(
    (why: unknown) => ref.send({ type: 'record.changedElsewhere', error: why }),
    [ref],
  )
  return { data, error, reload, retry, changedElsewhere, notice }
}
