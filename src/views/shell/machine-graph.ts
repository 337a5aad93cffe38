// A machine's statechart as boxes and arrows, for the offline inspector's drawing
// (statechart-view.tsx) and its tests: every state with its parent, every transition with its
// event and guard. Read from the machine's state nodes, as XState resolves them.
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export interface GraphState {
  /** The state node's id (`order.asking.cancel`). */
  id: string
  /** Its key, shown on the box (`cancel`). */
  label: string
  /** The parent state's id; undefined for top-level states. */
  parent: string | undefined
  compound: boolean
  final: boolean
  /** The state its parent enters first. */
  initial: boolean
}

export interface GraphTransition {
  id: string
  source: string
  target: string
  /** The event, as an analyst reads it: `order.cancel`, `after 30000 ms`, `loadOrder done`, `always`. */
  label: string
  guard: string | undefined
}

export interface MachineGraph {
  states: GraphState[]
  transitions: GraphTransition[]
  /** Transitions the root takes from any state (`on` at the machine's top). */
  anywhere: GraphTransition[]
}

/**
 * How an internal event type reads on the chart; `invoked` names the logic (`src`) of the actors
 * a state invokes, by their id, so `xstate.done.actor.0.order.loading` reads `loadOrder done`.
 */
export function eventLabel(type: string, invoked: ReadonlyMap<string, string> = new Map()): string {
  const after = type.match(/^xstate\.after\.(\d+)\./)
  if (after) return `after ${after[1]} ms`
  const name = (id: string) => invoked.get(id) ?? id.replace(/^\d+\./, '')
  const done = type.match(/^xstate\.done\.actor\.(.+)$/)
  if (done) return `${name(done[1] ?? '')} done`
  const failed = type.match(/^xstate\.error\.actor\.(.+)$/)
  if (failed) return `${name(failed[1] ?? '')} failed`
  if (type === '') return 'always'
  return type
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'condition'
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: GraphState[] = []
  const transitions: GraphTransition[] = []
  const anywhere: GraphTransition[] = []
  let n = 0
  const visit = (node: AnyStateNode) => {
    const isRoot = node.parent === undefined
    if (!isRoot) {
      const parentNode = node.parent as AnyStateNode
      states.push({
        id: node.id,
        label: node.key,
        parent: parentNode.parent === undefined ? undefined : parentNode.id,
        compound: Object.keys(node.states).length > 0,
        final: node.type === 'final',
        initial: parentNode.initial?.target.some((t: AnyStateNode) => t === node) ?? false,
      })
    }
    const invoked = new Map<string, string>(
      (node.invoke as { id: string; src: unknown }[]).map((i) => [
        i.id,
        typeof i.src === 'string' ? i.src : i.id,
      ]),
    )
    const all = [...node.transitions.values()].flat()
    for (const t of [...all, ...(node.always ?? [])]) {
      for (const target of (t.target ?? []) as AnyStateNode[]) {
        n += 1
        const edge = {
          id: `t${n}`,
          source: node.id,
          target: target.id,
          label: eventLabel(t.eventType, invoked),
          guard: guardName(t.guard),
        }
        if (isRoot) anywhere.push(edge)
        else transitions.push(edge)
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return { states, transitions, anywhere }
}

/** The ids of the states a snapshot is in (leaves and their ancestors). */
export function activeStateIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []
  return nodes.filter((node) => node.parent !== undefined).map((node) => node.id)
}

/** The state value as text: `ready`, `asking.remark`, `{ a: x, b: y }` for parallel states. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    // A machine without states (the root: only children and context).
    if (entries.length === 0) return '—'
    if (entries.length === 1) {
      const [key, inner] = entries[0] as [string, unknown]
      return `${key}.${stateText(inner)}`
    }
    return `{ ${entries.map(([k, v]) => `${k}: ${stateText(v)}`).join(', ')} }`
  }
  return String(value)
}

/**
 * The events the snapshot's states take (their own and their ancestors'), without XState's
 * internal ones, each with whether a plain `{ type }` would be taken now.
 */
export function offeredEvents(snapshot: unknown): { type: string; enabled: boolean }[] {
  const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []
  const types = new Set<string>()
  for (const node of nodes) for (const type of node.ownEvents as string[]) types.add(type)
  const can = (snapshot as { can?: (event: { type: string }) => boolean }).can
  return [...types]
    .filter((type) => !type.startsWith('xstate.') && type !== '*')
    .sort()
    .map((type) => {
      let enabled = false
      try {
        enabled = can?.call(snapshot, { type }) ?? false
      } catch {
        // A guard that reads the event's payload: a plain `{ type }` cannot tell; offer it.
        enabled = true
      }
      return { type, enabled }
    })
}
