// A lifecycle is a pure table of states and the events that move between them. The server
// refuses a step the table does not allow (40900 conflict); client machines read the same
// table. Pure constants: no zod, no I/O, safe for the browser bundle.

export interface Lifecycle<S extends string, E extends string> {
  /** The subject, as written in status_history.subject_type. */
  readonly subject: string
  readonly initial: S
  readonly states: readonly S[]
  /** States no event leaves. */
  readonly terminal: readonly S[]
  /** from state -> event -> to state. A missing entry is an illegal step. */
  readonly transitions: { readonly [F in S]: { readonly [V in E]?: S } }
  /** What each state means, for analysts (docs/machines, `npm run machines`). */
  readonly descriptions?: { readonly [F in S]?: string }
}

/** Identity with inference, so a lifecycle's state and event names become literal types. */
export function defineLifecycle<const S extends string, const E extends string>(
  lifecycle: Lifecycle<S, E>,
): Lifecycle<S, E> {
  return lifecycle
}

export type StateOf<L> = L extends Lifecycle<infer S, string> ? S : never
export type EventOf<L> = L extends Lifecycle<string, infer E> ? E : never

/** The state `event` leads to from `from`, or undefined when the step is illegal. */
export function nextState<S extends string, E extends string>(
  lifecycle: Lifecycle<S, E>,
  from: string,
  event: string,
): S | undefined {
  if (!Object.hasOwn(lifecycle.transitions, from)) return undefined
  const row = lifecycle.transitions[from as S] as Record<string, S | undefined>
  return Object.hasOwn(row, event) ? row[event] : undefined
}

/** True when `event` is a legal step from `from` (unknown states and events are not). */
export function canTransition<S extends string, E extends string>(
  lifecycle: Lifecycle<S, E>,
  from: string,
  event: string,
): boolean {
  return nextState(lifecycle, from, event) !== undefined
}

/** The events allowed from `from`, in table order (what buttons a detail page offers). */
export function eventsFrom<S extends string, E extends string>(
  lifecycle: Lifecycle<S, E>,
  from: string,
): E[] {
  if (!Object.hasOwn(lifecycle.transitions, from)) return []
  return Object.keys(lifecycle.transitions[from as S]) as E[]
}
