// The one way views create and read actors: @xstate/react's hooks, with the offline inspector's
// observer passed to every actor they create (src/browser/inspection.ts), so `?inspect` lists
// page machines as well as the root's actors. biome.json refuses @xstate/react elsewhere in
// src/views. Without `?inspect` (always in production) they are @xstate/react's hooks as they are.
import * as xstateReact from '@xstate/react'
import type { InspectionEvent, Observer } from 'xstate'
import { inspect } from '../../browser/inspection.ts'

type WithInspect = { inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) }

function withInspection(options: unknown): unknown {
  if (!inspect) return options
  const own = (options as WithInspect | undefined)?.inspect
  if (!own) return { ...(options as object | undefined), inspect }
  // A machine that brings its own observer keeps it; the panel hears the same events.
  const hub = inspect
  return {
    ...(options as object),
    inspect: (event: InspectionEvent) => {
      hub.next?.(event)
      if (typeof own === 'function') own(event)
      else own.next?.(event)
    },
  }
}

export const useActorRef: typeof xstateReact.useActorRef = ((
  logic: never,
  options?: unknown,
  observer?: unknown,
) => xstateReact.useActorRef(logic, withInspection(options) as never, observer as never)) as never

export const useMachine: typeof xstateReact.useMachine = ((logic: never, options?: unknown) =>
  xstateReact.useMachine(logic, withInspection(options) as never)) as never

export const useSelector = xstateReact.useSelector
