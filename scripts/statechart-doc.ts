// Turns an XState machine, or a lifecycle table of contract/lifecycles, into a Markdown page
// with a Mermaid statechart, for analysts (docs/machines/, written by scripts/machines.ts).
// Pure: no file system, so the unit tests can render any machine.
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import type { Lifecycle } from '../contract/lifecycles/lifecycle.ts'

export interface DocSource {
  /** Page name: docs/machines/<name>.md. */
  name: string
  /** Repository path of the file that defines it. */
  file: string
  /** The export that holds it. */
  exportName: string
  /** The purpose, from an exported `description` or the file's leading comment. */
  purpose: string | undefined
}

interface Edge {
  from: string
  to: string | undefined
  /** What moves it: an event type, or a readable label for automatic steps. */
  label: string
  guard: string | undefined
  /** An event from outside (listed under Events), not an automatic step. */
  external: boolean
  eventType: string
}

type AnyTransition = {
  eventType: string
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
  reenter?: boolean
}

/** A Mermaid-safe id for a state node: its path joined with underscores. */
function chartId(node: AnyStateNode): string {
  return node.path.length === 0 ? 'root' : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_')
}

/** The path of a state as analysts write it: `confirming.accept`. */
function dotted(node: AnyStateNode): string {
  return node.path.join('.')
}

function guardLabel(guard: unknown, index: number): string | undefined {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  if (typeof guard === 'function') {
    const named = guard as { name?: string; type?: string }
    // Combinators (not/and/or) carry a readable type; inline guards are anonymous functions.
    if (named.type && !named.type.startsWith('xstate.')) return named.type
    if (named.name && named.name !== 'guard' && named.name !== 'anonymous') return named.name
  }
  return `condition ${index + 1}`
}

function invokeSrc(node: AnyStateNode, id: string): string {
  for (const inv of node.invoke) if (inv.id === id) return typeof inv.src === 'string' ? inv.src : inv.id
  return id
}

function transitionLabel(node: AnyStateNode, eventType: string): { label: string; external: boolean } {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done?.[1]) return { label: `${invokeSrc(node, done[1])} done`, external: false }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error?.[1]) return { label: `${invokeSrc(node, error[1])} failed`, external: false }
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after?.[1])
    return { label: `after ${/^\d+$/.test(after[1]) ? `${after[1]} ms` : after[1]}`, external: false }
  if (eventType.startsWith('xstate.done.state.')) return { label: 'done', external: false }
  if (eventType === '*') return { label: 'any event', external: true }
  return { label: eventType, external: true }
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>)
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...children(node).flatMap(allNodes)]
}

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = []
  const from = chartId(node)
  const add = (t: AnyTransition, index: number, label: string, external: boolean) => {
    const targets = t.target && t.target.length > 0 ? t.target : [undefined]
    for (const target of targets)
      edges.push({
        from,
        to: target ? chartId(target) : undefined,
        label,
        guard: guardLabel(t.guard, index),
        external,
        eventType: t.eventType,
      })
  }
  for (const [eventType, list] of node.transitions as Map<string, AnyTransition[]>) {
    const { label, external } = transitionLabel(node, eventType)
    list.forEach((t, i) => {
      add(t, list.length > 1 ? i : 0, label, external)
    })
  }
  const always = (node.always ?? []) as AnyTransition[]
  always.forEach((t, i) => {
    add(t, always.length > 1 ? i : 0, 'always', false)
  })
  return edges
}

const ANY = 'any_state'

function escapeLabel(text: string): string {
  // Mermaid reads `:`, `;` and `#` specially inside a transition label.
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim()
}

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
}

function edgeLine(edge: Edge, indent: string): string {
  const label = edge.guard ? `${edge.label} [${edge.guard}]` : edge.label
  return `${indent}${edge.from} --> ${edge.to ?? edge.from} : ${escapeLabel(label)}`
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const id = chartId(node)
  const kids = children(node)
  if (kids.length === 0) {
    if (id !== node.key) lines.push(`${indent}state "${node.key}" as ${id}`)
    return
  }
  lines.push(`${indent}state "${node.key}" as ${id} {`)
  renderRegion(node, `${indent}  `, lines)
  lines.push(`${indent}}`)
}

/** The inside of a compound or parallel node (or the root): initial arrow, children, edges. */
function renderRegion(node: AnyStateNode, indent: string, lines: string[]): void {
  const kids = children(node)
  if (node.type === 'parallel') {
    kids.forEach((kid, i) => {
      if (i > 0) lines.push(`${indent}--`)
      renderNode(kid, indent, lines)
    })
    return
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) lines.push(`${indent}[*] --> ${chartId(initial)}`)
  for (const kid of kids) renderNode(kid, indent, lines)
  for (const kid of kids) {
    for (const edge of edgesOf(kid)) lines.push(edgeLine(edge, indent))
    if (kid.type === 'final') lines.push(`${indent}${chartId(kid)} --> [*]`)
  }
}

function header(title: string, source: DocSource): string[] {
  return [
    `# ${title}`,
    '',
    `<!-- Generated by \`npm run machines\` from ${source.file}; do not edit by hand. -->`,
    '',
    source.purpose ??
      `_No description yet: start ${source.file} with a comment that says what the flow is for (docs/machines/README.md)._`,
    '',
    `Source: [\`${source.file}\`](../../${source.file}), export \`${source.exportName}\`.`,
    '',
  ]
}

/** The Markdown page of one XState machine. */
export function machineDoc(machine: AnyStateMachine, source: DocSource): string {
  const root = machine.root as AnyStateNode
  const lines = [...header(`${machine.id} (machine)`, source)]
  if (root.description) lines.push(root.description, '')

  const chart = ['stateDiagram-v2']
  renderRegion(root, '  ', chart)
  // Transitions on the machine itself apply in every state: drawn from one "(any state)" box.
  const rootEdges = edgesOf(root).map((e) => ({ ...e, from: ANY, to: e.to === 'root' || !e.to ? ANY : e.to }))
  if (rootEdges.length) chart.push(`  state "(any state)" as ${ANY}`)
  for (const edge of rootEdges) chart.push(edgeLine(edge, '  '))
  lines.push('```mermaid', ...chart, '```', '')

  const nodes = allNodes(root).slice(1)
  lines.push('## States', '', '| state | kind | tags | meaning |', '| --- | --- | --- | --- |')
  for (const node of nodes) {
    const kind = node.type === 'atomic' ? '' : node.type
    const initialMark = node.parent?.initial?.target?.[0] === node ? 'initial ' : ''
    lines.push(
      `| \`${dotted(node)}\` | ${`${initialMark}${kind}`.trim()} | ${node.tags.join(', ')} | ${cell(node.description) || '_(no description)_'} |`,
    )
  }
  lines.push('')

  const byEvent = new Map<string, string[]>()
  const nodeById = new Map(allNodes(root).map((n) => [chartId(n), n]))
  const name = (id: string | undefined) => {
    const n = id ? nodeById.get(id) : undefined
    return n ? (n.path.length ? dotted(n) : '(any state)') : '(stays)'
  }
  for (const node of allNodes(root))
    for (const edge of edgesOf(node)) {
      if (!edge.external) continue
      const step = `${name(edge.from)} → ${edge.to ? name(edge.to) : '(stays)'}${edge.guard ? ` [${edge.guard}]` : ''}`
      byEvent.set(edge.label, [...(byEvent.get(edge.label) ?? []), step])
    }
  lines.push('## Events', '')
  if (byEvent.size === 0) lines.push('_None: it moves on its own (automatic steps and invoked actors)._', '')
  else {
    lines.push('| event | moves |', '| --- | --- |')
    for (const [event, steps] of [...byEvent].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`| \`${event}\` | ${cell(steps.join('; '))} |`)
    lines.push('')
  }

  const invokes = allNodes(root).flatMap((node) =>
    node.invoke.map((inv) => ({ node, src: typeof inv.src === 'string' ? inv.src : inv.id })),
  )
  if (invokes.length > 0) {
    lines.push('## Invoked actors', '', '| actor | while in |', '| --- | --- |')
    for (const { node, src } of invokes) lines.push(`| \`${src}\` | \`${dotted(node) || machine.id}\` |`)
    lines.push('')
  }
  return `${lines.join('\n')}`
}

/** The Markdown page of one lifecycle table (contract/lifecycles). */
export function lifecycleDoc(lifecycle: Lifecycle<string, string>, source: DocSource): string {
  const lines = [...header(`${lifecycle.subject} (lifecycle)`, source)]
  const id = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_')
  const chart = ['stateDiagram-v2', `  [*] --> ${id(lifecycle.initial)}`]
  const byEvent = new Map<string, string[]>()
  for (const from of lifecycle.states) {
    const row = lifecycle.transitions[from] as Record<string, string | undefined>
    for (const [event, to] of Object.entries(row)) {
      if (!to) continue
      chart.push(`  ${id(from)} --> ${id(to)} : ${escapeLabel(event)}`)
      byEvent.set(event, [...(byEvent.get(event) ?? []), `${from} → ${to}`])
    }
  }
  for (const s of lifecycle.terminal) chart.push(`  ${id(s)} --> [*]`)
  lines.push('```mermaid', ...chart, '```', '')
  lines.push('## States', '', '| state | kind | meaning |', '| --- | --- | --- |')
  for (const s of lifecycle.states) {
    const kind = s === lifecycle.initial ? 'initial' : lifecycle.terminal.includes(s) ? 'terminal' : ''
    lines.push(`| \`${s}\` | ${kind} | ${cell(lifecycle.descriptions?.[s]) || '_(no description)_'} |`)
  }
  lines.push('', '## Events', '', '| event | moves |', '| --- | --- |')
  for (const [event, steps] of [...byEvent].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`| \`${event}\` | ${steps.join('; ')} |`)
  lines.push(
    '',
    'The server refuses any step the table does not list (40900 conflict) and records each step in `status_history`.',
    '',
  )
  return lines.join('\n')
}

/**
 * A file's purpose: the comment lines at its very top (before the first import or code).
 * `//` lines or one `/** … *\/` block; blank lines inside a `//` run end the paragraph.
 */
export function leadingComment(text: string): string | undefined {
  const body = text.replace(/^#!.*\n/, '')
  const block = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(body)
  if (block?.[1]) {
    const inner = block[1]
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim()
    return inner || undefined
  }
  const lines: string[] = []
  for (const line of body.split('\n')) {
    const m = /^\s*\/\/\s?(.*)$/.exec(line)
    if (!m) break
    lines.push(m[1] ?? '')
  }
  const text2 = lines.join(' ').replace(/\s+/g, ' ').trim()
  return text2 || undefined
}

/** The JSDoc block right above `export const <name>`, if any. */
export function exportComment(text: string, exportName: string): string | undefined {
  const m = new RegExp(`/\\*\\*([^]*?)\\*/\\s*export const ${exportName}\\b`).exec(text)
  if (!m?.[1]) return undefined
  const inner = m[1]
  // Only the block directly attached: a later `/**` would be inside the match otherwise.
  const last = inner.lastIndexOf('/**')
  return (last >= 0 ? inner.slice(last + 3) : inner)
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim()
}

/** A function's code as a rule: the expression after its arrow, or its body, on one line. */
export function ruleText(fn: unknown): string {
  if (typeof fn !== 'function') return '_(not a function)_'
  // Vite's SSR loader renames imports (`__vite_ssr_import_1__.isConflict`, `(0, f)(x)`): undone.
  const text = String(fn)
    .replace(/\s+/g, ' ')
    .replace(/\(0,\s*(__vite_ssr_import_\d+__\.[\w$]+)\)/g, '$1')
    .replace(/__vite_ssr_import_\d+__\./g, '')
    .trim()
  const arrow = /^(?:async\s*)?(?:\([^)]*\)|[\w$]+)\s*=>\s*([\s\S]*)$/.exec(text)
  const body = (arrow?.[1] ?? text).trim()
  return body.startsWith('{') && body.endsWith('}') ? body.slice(1, -1).trim() : body
}

/** Every guarded transition: where, on what, the guard's name and its rule (the code it runs). */
export function guardRules(
  machine: AnyStateMachine,
): { from: string; event: string; guard: string; rule: string }[] {
  const named = (machine.implementations.guards ?? {}) as Record<string, unknown>
  const out: { from: string; event: string; guard: string; rule: string }[] = []
  for (const node of allNodes(machine.root as AnyStateNode)) {
    const lists: [string, AnyTransition[]][] = [
      ...(node.transitions as Map<string, AnyTransition[]>),
      ['always', (node.always ?? []) as AnyTransition[]],
    ]
    for (const [eventType, list] of lists)
      list.forEach((t, i) => {
        if (!t.guard) return
        const label = guardLabel(t.guard, list.length > 1 ? i : 0) ?? ''
        const guard = t.guard as { type?: string; params?: unknown } | ((...a: unknown[]) => unknown)
        const type = typeof guard === 'string' ? guard : typeof guard === 'object' ? guard.type : undefined
        const rule =
          typeof guard === 'function' && !(guard as { type?: string }).type
            ? ruleText(guard)
            : type && type in named
              ? ruleText(named[type])
              : typeof guard === 'function'
                ? `${(guard as { type?: string }).type} of other guards`
                : '_(not found)_'
        const params =
          typeof guard === 'object' && guard.params !== undefined && typeof guard.params !== 'function'
            ? ` with ${JSON.stringify(guard.params)}`
            : ''
        out.push({
          from: dotted(node) || '(any state)',
          event: eventType === 'always' ? 'always' : transitionLabel(node, eventType).label,
          guard: label,
          rule: `${rule}${params}`,
        })
      })
  }
  return out
}

/** A value of a machine's config as plain JSON: functions become their name (or `inline`). */
function plain(value: unknown): unknown {
  if (typeof value === 'function') {
    const f = value as { type?: string; name?: string }
    return { type: f.type && !f.type.startsWith('xstate.') ? f.type : f.name || 'inline' }
  }
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, plain(v)]),
    )
  return value
}

/**
 * The machine's definition as JSON for Stately Studio's import: its config (states, events,
 * targets, guards, actions and invoked actors by name, descriptions, tags); code (inline guards
 * and actions, the context factory) is replaced by names.
 */
export function machineJson(machine: AnyStateMachine): string {
  const { context: _context, ...config } = machine.config as Record<string, unknown>
  return `${JSON.stringify(plain(config), null, 2)}\n`
}

/** A lifecycle table as a machine definition for Stately Studio. */
export function lifecycleJson(lifecycle: Lifecycle<string, string>): string {
  const states = Object.fromEntries(
    lifecycle.states.map((s) => {
      const row = lifecycle.transitions[s] as Record<string, string | undefined>
      const on = Object.fromEntries(Object.entries(row).filter(([, to]) => to))
      return [
        s,
        {
          ...(lifecycle.descriptions?.[s] ? { description: lifecycle.descriptions[s] } : {}),
          ...(lifecycle.terminal.includes(s) ? { type: 'final' } : {}),
          ...(Object.keys(on).length ? { on } : {}),
        },
      ]
    }),
  )
  return `${JSON.stringify({ id: lifecycle.subject, initial: lifecycle.initial, states }, null, 2)}\n`
}

/** The counts a model test's full coverage amounts to. */
export function machineSize(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = allNodes(machine.root as AnyStateNode)
  return { states: nodes.length - 1, transitions: nodes.flatMap(edgesOf).length }
}

export interface CoverageSource {
  /** Model tests that walk it: file, and the states/transitions it may leave out. */
  tests: { file: string; except: string | undefined }[]
  /**
   * What the end-to-end journeys of the last recorded run reached (docs/machines/e2e-reached.json):
   * how many tests ran, the machine's states (dotted paths) and those the journeys entered.
   * Absent for lifecycles, which live on the server.
   */
  e2e?: { tests: number; states: string[]; reached: readonly string[] }
}

/** The Coverage section of a page. */
export function coverageSection(
  size: { states: number; transitions: number },
  coverage: CoverageSource,
): string[] {
  const lines = ['## Coverage', '']
  if (coverage.tests.length === 0)
    lines.push(
      `_No model-based test walks it yet: its ${size.states} states and ${size.transitions} transitions are covered only by example tests, if any._`,
      '',
    )
  else {
    lines.push('| model test | covers |', '| --- | --- |')
    for (const t of coverage.tests)
      lines.push(
        `| [\`${t.file}\`](../../${t.file}) | every state (${size.states}) and transition (${size.transitions})${t.except ? `, except ${cell(t.except)}` : ''}: \`expectFullCoverage\` fails the test otherwise |`,
      )
    lines.push('')
  }
  if (coverage.e2e) lines.push(...e2eLines(coverage.e2e), '')
  return lines
}

function e2eLines(e2e: NonNullable<CoverageSource['e2e']>): string[] {
  const code = (states: string[]) => states.map((s) => `\`${s}\``).join(', ')
  if (e2e.tests === 0)
    return ['_No end-to-end run has been recorded yet (docs/machines/README.md, "Coverage")._']
  const run = `last recorded run: ${e2e.tests} tests, [e2e-reached.json](e2e-reached.json)`
  const reached = e2e.states.filter((s) => e2e.reached.includes(s))
  const missed = e2e.states.filter((s) => !e2e.reached.includes(s))
  if (reached.length === 0) return [`Reached by the end-to-end journeys (${run}): none of its states.`]
  return [
    `Reached by the end-to-end journeys (${run}): ${reached.length} of the ${e2e.states.length} states it can rest in: ${code(reached)}.`,
    ...(missed.length ? ['', `Not reached by them: ${code(missed)}.`] : []),
  ]
}

/** The states a transition into `target` enters: the target, then its initial (or, parallel, every) child, down. */
function entered(target: AnyStateNode): AnyStateNode[] {
  const kids = children(target)
  if (kids.length === 0) return [target]
  if (target.type === 'parallel') return [target, ...kids.flatMap(entered)]
  const initial = (target.initial as { target?: readonly AnyStateNode[] } | undefined)?.target ?? []
  return [target, ...initial.flatMap(entered)]
}

/**
 * The calls of an actor that a step sends: an actor that makes several (one per kind of write)
 * is narrowed by the first word, of the state the step leaves (deepest first) then of the event
 * (last first), that names some of the calls but not all (`asking.cancel` -> cancelOrder,
 * `purchase.pay` -> payPurchase). When no word does, every call is listed as one of them.
 */
export function stepCalls(calls: readonly string[], source: readonly string[], eventType: string): string[] {
  if (calls.length < 2) return [...calls]
  const words = (names: readonly string[]) =>
    names.flatMap((n) => n.split(/[.\-_]|(?=[A-Z])/).reverse()).map((w) => w.toLowerCase())
  for (const word of [...words([...source].reverse()), ...words(eventType.split('.').reverse())]) {
    if (word.length < 3) continue
    const hits = calls.filter((c) => c.toLowerCase().includes(word))
    if (hits.length > 0 && hits.length < calls.length) return hits
  }
  return [...calls]
}

export interface MachineStep {
  /** The state the step leaves ('' for the machine's root). */
  from: string
  event: string
  guard: string | undefined
  enters: string[]
  /** The invoked actor that makes the calls, and the calls this step sends through it. */
  actor: string
  calls: string[]
}

/**
 * Steps on outside events (not automatic ones) that enter a state invoking an actor known to make
 * /control calls (`calls`: actor -> its calls), each with the calls it sends.
 */
export function machineSteps(
  machine: AnyStateMachine,
  calls: ReadonlyMap<string, ReadonlySet<string>>,
  /** Actors whose calls are alternatives of different providers: never narrowed. */
  providedApart: ReadonlySet<string> = new Set(),
): MachineStep[] {
  const steps: MachineStep[] = []
  for (const node of allNodes(machine.root as AnyStateNode))
    for (const [eventType, list] of node.transitions as Map<string, AnyTransition[]>) {
      if (eventType.startsWith('xstate.')) continue
      list.forEach((t, i) => {
        const targets = (t.target ?? []) as AnyStateNode[]
        const actors = new Set(
          targets
            .flatMap(entered)
            .flatMap((n) => n.invoke)
            .map((inv) => (typeof inv.src === 'string' ? inv.src : ''))
            .filter((src) => calls.has(src)),
        )
        for (const actor of [...actors].sort())
          steps.push({
            from: node.path.join('.'),
            event: eventType,
            guard: guardLabel(t.guard, list.length > 1 ? i : 0),
            enters: targets.map((n) => n.path.join('.')),
            actor,
            calls: providedApart.has(actor)
              ? [...(calls.get(actor) ?? [])].sort()
              : stepCalls([...(calls.get(actor) ?? [])].sort(), node.path, eventType),
          })
      })
    }
  return steps
}
