// The session actor as views knew it before the root actor: SessionActor.useSelector and
// SessionActor.useActorRef now read the root actor's `session` child.
import { useSelector } from '@xstate/react'
import type { SessionSnapshot } from './root-context.tsx'
import { useSessionRef } from './root-context.tsx'

export const SessionActor = {
  useSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useSessionRef(), selector, compare)
  },
  useActorRef: useSessionRef,
}
