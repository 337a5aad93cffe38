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

declare global {
  interface Window {
    /**
     * Set by the end-to-end fixtures (tests/e2e/fixtures.ts, a Playwright binding) to learn which
     * states of which machines a journey reaches: called once per machine id and state path the
     * page first enters. Never present outside a test run.
     */
    __recordMachineState?: (machine: string, state: string) => void
  }
}

/** The e2e fixtures' state recorder, when this is a development or mock build under test. */
const recordState: ((machine: string, state: string) => void) | undefined =
  (import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true') &&
  typeof window.__recordMachineState === 'function'
    ? window.__recordMachineState
    : undefined

/** `{ a: { b: 'c' } }` -> a, a.b, a.b.c: every state a snapshot value has active. */
function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => [
    prefix + key,
    ...statePaths(child, `${prefix}${key}.`),
  ])
}

const recorded = new Set<string>()

/** Hands each machine state the page enters for the first time to the e2e recorder. */
function record(event: InspectionEvent): void {
  if (!recordState || event.type !== '@xstate.snapshot') return
  const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id
  const value = (event.snapshot as { value?: unknown }).value
  if (typeof id !== 'string' || value === undefined) return
  for (const state of statePaths(value)) {
    const key = `${id}\u0000${state}`
    if (recorded.has(key)) continue
    recorded.add(key)
    recordState(id, state)
  }
}

/**
 * The observer every actor is created with when the offline panel is on or an e2e run records
 * the states reached; else undefined.
 */
export const inspect: Observer<InspectionEvent> | undefined =
  inspectMode === 'panel' || recordState
    ? {
        next: (event) => {
          record(event)
          if (inspectMode !== 'panel') return
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
