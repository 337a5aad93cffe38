// What the offline inspector knows: every actor the app created while `?inspect` was on, its
// latest snapshot and the events it received, fed by XState's inspection events
// (src/browser/inspection.ts). Kept in the page; nothing is sent anywhere.
import type { AnyActor, AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate'

export interface LoggedEvent {
  /** ms since the page loaded. */
  at: number
  type: string
  /** The sending actor's id, when an actor sent it. */
  from: string | undefined
}

export interface InspectedActor {
  ref: AnyActorRef
  /** Unique per actor in the page. */
  sessionId: string
  /** The machine's id (`order`), or the actor's id for other logic. */
  name: string
  /** The machine, when the actor runs one (only machines are listed). */
  machine: AnyStateMachine | undefined
  log: LoggedEvent[]
}

const LOG_LIMIT = 100
/** XState's ProcessingStatus.Running: a revived (StrictMode) actor is running again. */
const RUNNING = 1

function machineOf(ref: AnyActorRef): AnyStateMachine | undefined {
  const logic = (ref as AnyActor).logic as Partial<AnyStateMachine> | undefined
  return logic && 'root' in logic && logic.root ? (logic as AnyStateMachine) : undefined
}

export class InspectorRegistry {
  readonly #actors = new Map<string, InspectedActor>()
  readonly #listeners = new Set<() => void>()
  #version = 0

  receive = (event: InspectionEvent): void => {
    const ref = event.actorRef as AnyActorRef
    let entry = this.#actors.get(ref.sessionId)
    if (!entry) {
      const machine = machineOf(ref)
      if (!machine) return
      const added: InspectedActor = { ref, sessionId: ref.sessionId, name: machine.id, machine, log: [] }
      this.#actors.set(ref.sessionId, added)
      entry = added
    }
    if (event.type === '@xstate.event') {
      const type = (event.event as { type: string }).type
      entry.log = [
        { at: Math.round(performance.now()), type, from: (event.sourceRef as AnyActorRef | undefined)?.id },
        ...entry.log,
      ].slice(0, LOG_LIMIT)
    }
    if (event.type === '@xstate.actor' || event.type === '@xstate.event' || event.type === '@xstate.snapshot')
      this.#changed()
  }

  /** The running machine actors, oldest first. */
  live(): InspectedActor[] {
    return [...this.#actors.values()].filter((a) => {
      const status = (a.ref as unknown as { _processingStatus?: number })._processingStatus
      return status === RUNNING && a.ref.getSnapshot().status === 'active'
    })
  }

  get(sessionId: string): InspectedActor | undefined {
    return this.#actors.get(sessionId)
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  version = (): number => this.#version

  #scheduled = false

  /** Tells the panel, at most once a frame: a page start sends hundreds of inspection events. */
  #changed(): void {
    this.#version += 1
    if (this.#scheduled) return
    this.#scheduled = true
    setTimeout(() => {
      this.#scheduled = false
      for (const l of this.#listeners) l()
    }, 16)
  }
}
