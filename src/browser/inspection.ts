// The offline inspector's entry (docs/machines/README.md, "Inspecting a running app"): `?inspect`
// in the development and mock builds. Every actor of the app is created with `inspect` below,
// the root actor (src/main.tsx) and every page machine (src/views/shared/actors.ts), so the
// inspector sees them all. In a production build the condition is false at build time:
// `inspect` is undefined and the panel's chunk is never referenced.
import type { InspectionEvent, Observer } from 'xstate'

/** Where the inspection events go once the panel has loaded; until then they are kept. */
let sink: ((event: InspectionEvent) => void) | undefined
const early: InspectionEvent[] = []

function inspectRequested(): string | null {
  if (!(import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true')) return null
  return new URLSearchParams(window.location.search).get('inspect')
}

/** `?inspect` (the offline panel), `?inspect=stately` (the Stately inspector, online), or null. */
export const inspectMode: 'panel' | 'stately' | null = (() => {
  const requested = inspectRequested()
  if (requested === null) return null
  return requested === 'stately' ? 'stately' : 'panel'
})()

/** The observer every actor is created with when the offline panel is on; else undefined. */
export const inspect: Observer<InspectionEvent> | undefined =
  inspectMode === 'panel'
    ? {
        next: (event) => {
          if (sink) sink(event)
          else early.push(event)
        },
      }
    : undefined

/** Connects the panel: it first receives what happened before it loaded. */
export function connectInspector(receive: (event: InspectionEvent) => void): void {
  sink = receive
  for (const event of early.splice(0)) receive(event)
}
