// `npm run machines`: every XState machine in src/machines/<area>/*.machine.ts and every lifecycle in
// contract/lifecycles/*.lifecycle.ts as a Mermaid statechart page under docs/machines/, for
// analysts (docs/machines/README.md says how a machine documents itself), with beside it the
// definition as JSON for Stately Studio (<name>.json). Each page says which /control calls its
// invoked actors make and who may make them (the call catalogue), its guards as rules, and its
// Coverage: the model-based tests that walk it. `--check` writes nothing and fails when a page or
// JSON is missing, stale or left over: `npm test` runs it.
//
// Machine files are loaded through Vite's SSR loader rather than plain Node, because browser
// modules may read `import.meta.env` (the route table does) and Node leaves that undefined.
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { createServer } from 'vite'
import type { AnyStateMachine } from 'xstate'
import { ALL_CALLS } from '../contract/all-calls.ts'
import type { CallDef } from '../contract/calls.ts'
import type { Lifecycle } from '../contract/lifecycles/lifecycle.ts'
import * as roleLists from '../contract/roles.ts'
import { AREA_ROLES, type Area } from '../contract/roles.ts'
import { COMMITTED, readCommitted, readLastRun, type ReachedStates, serialise } from './e2e-reached.ts'
import {
  type CoverageSource,
  coverageSection,
  type DocSource,
  exportComment,
  guardRules,
  leadingComment,
  lifecycleDoc,
  lifecycleJson,
  machineDoc,
  machineJson,
  machineSize,
  machineSteps,
} from './statechart-doc.ts'

const ROOT = resolve(import.meta.dirname, '..')
const OUT = join(ROOT, 'docs/machines')
const check = process.argv.includes('--check')

// The states the end-to-end journeys reached: the last e2e run's files when there are some (they
// refresh the committed copy), else the committed copy. `--check` reads only the committed copy, so
// it never depends on whether an e2e run happened before it (docs/decisions/platform.md).
const lastRun = check ? undefined : readLastRun(ROOT)
const e2eReached: ReachedStates = lastRun ?? readCommitted(ROOT)

/**
 * Every state of a machine a page can rest in, as a dotted path, parents included, root excluded.
 * A state that always leaves at once (an unguarded `always`) never shows in a snapshot, so no
 * journey can be seen reaching it.
 */
function statePaths(node: AnyStateMachine['root']): string[] {
  return Object.values(node.states).flatMap((child) => [
    ...((child.always ?? []).some((t) => !t.guard) ? [] : [child.path.join('.')]),
    ...statePaths(child),
  ])
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'provide' in value &&
    typeof (value as { transition?: unknown }).transition === 'function'
  )
}

function isLifecycle(value: unknown): value is Lifecycle<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'subject' in value &&
    'initial' in value &&
    'transitions' in value &&
    Array.isArray((value as { states?: unknown }).states)
  )
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** Files ending in `suffix` under `dir`, area folders included (src/machines/<area>/). */
function filesIn(dir: string, suffix: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .sort((a, b) => basename(a).localeCompare(basename(b)))
    .map((f) => join(ROOT, dir, f))
}

const rel = (file: string) => relative(ROOT, file)

/** The arguments of each expectFullCoverage(...) call, split at their top-level commas. */
function coverageCalls(text: string): string[][] {
  const out: string[][] = []
  for (const m of text.matchAll(/expectFullCoverage\(/g)) {
    if (text.slice(Math.max(0, (m.index ?? 0) - 16), m.index).includes('function ')) continue
    let depth = 0
    let current = ''
    const args: string[] = []
    for (const ch of text.slice((m.index ?? 0) + m[0].length)) {
      if (depth === 0 && ch === ')') break
      if ('([{'.includes(ch)) depth += 1
      if (')]}'.includes(ch)) depth -= 1
      if (depth === 0 && ch === ',') {
        args.push(current.trim())
        current = ''
      } else current += ch
    }
    if (current.trim()) args.push(current.trim())
    out.push(args)
  }
  return out
}

/**
 * Model-based tests by what they walk: a test file that imports a machine file (or a lifecycle,
 * or globs them all) and calls expectFullCoverage covers it; its third argument, when there is
 * one, names what it may leave out.
 */
function modelTests(): Map<string, CoverageSource['tests']> {
  const out = new Map<string, CoverageSource['tests']>()
  const add = (target: string, entry: CoverageSource['tests'][number]) =>
    out.set(target, [...(out.get(target) ?? []), entry])
  for (const file of filesIn('tests', '.model.test.ts')) {
    const text = readFileSync(file, 'utf8')
    const calls = coverageCalls(text)
    if (calls.length === 0) continue
    const except = calls
      .map((args) =>
        args[2]
          ?.replace(/\/\/[^\n]*/g, '')
          .replace(/\s+/g, ' ')
          .replace(/,\s*\]/, ']')
          .trim(),
      )
      .filter((e): e is string => Boolean(e))
      .join('; ')
    const entry = { file: rel(file), except: except || undefined }
    // A test walks a lifecycle only through lifecycleMachine(); importing one is not walking it.
    const walksLifecycles = text.includes('lifecycleMachine(')
    for (const m of text.matchAll(
      /from '((?:\.\.\/)+(?:src\/machines|contract\/lifecycles)\/[^']+\.(?:machine|lifecycle)\.ts)'/g,
    ))
      if (walksLifecycles || !m[1]?.endsWith('.lifecycle.ts'))
        add(rel(resolve(join(file, '..'), m[1] ?? '')), entry)
    for (const m of text.matchAll(/glob[^(]*\(\s*'((?:\.\.\/)+contract\/lifecycles)\/\*\.lifecycle\.ts'/g))
      for (const lifecycle of filesIn('contract/lifecycles', '.lifecycle.ts'))
        if (rel(resolve(join(file, '..'), m[1] ?? '')) === rel(join(lifecycle, '..')))
          add(rel(lifecycle), entry)
  }
  return out
}

/** Service function -> the /control calls it makes (`orders.api.shipOrder` -> shipOrder). */
function serviceCalls(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const file of filesIn('src/services', '.ts')) {
    if (file.includes('.test.')) continue
    const module = basename(file, '.ts')
    const text = readFileSync(file, 'utf8')
    const chunks = text.split(/\nexport /)
    for (const chunk of chunks) {
      const name = /^(?:async\s+)?function\s+(\w+)|^const\s+(\w+)/.exec(chunk)
      const fn = name?.[1] ?? name?.[2]
      if (!fn) continue
      const calls = [
        ...chunk.matchAll(
          /\b(?:control|controlFile|readEventStream|call|post|list)\w*(?:<[^>]*>)?\(\s*'(\w+)'/g,
        ),
      ]
        .map((m) => m[1] ?? '')
        // The services' own helpers (`post('name', …)`) count, for names the catalogue knows.
        .filter((c) => c in ALL_CALLS)
      if (calls.length) out.set(`${module}.${fn}`, [...new Set(calls)])
    }
  }
  return out
}

/** The source files that give a machine its live actors: they call `<export>.provide(`. */
const appSources = filesIn('src', '.ts')
  .concat(filesIn('src', '.tsx'))
  .filter((f) => !f.includes('.test.'))

/** Actors that modules provide with different calls (a page of one kind of region, a page of another). */
const providedApart = new Set<string>()

/** Invoked actor -> the /control calls its live implementation makes, read from the providing files. */
function actorCalls(
  exportName: string,
  actors: string[],
  services: Map<string, string[]>,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const file of appSources) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(`${exportName}.provide(`)) continue
    // How the file names the services: `* as api` or named imports.
    const aliases = new Map<string, string>()
    for (const m of text.matchAll(/import \* as (\w+) from '[^']*services\/([\w.-]+)\.ts'/g))
      aliases.set(m[1] ?? '', m[2] ?? '')
    const named = new Map<string, string>()
    for (const m of text.matchAll(/import \{([^}]+)\} from '[^']*services\/([\w.-]+)\.ts'/g))
      for (const n of (m[1] ?? '').split(',')) {
        const id = n
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)
        if (id[0]) named.set((id[1] ?? id[0]).trim(), `${m[2]}.${id[0].trim()}`)
      }
    const localFns = new Map<string, string>()
    for (const m of text.matchAll(
      /\n(?:export )?(?:async )?function (\w+)[\s\S]*?(?=\n(?:export |function |async function |const |\/\/)|$)/g,
    ))
      localFns.set(m[1] ?? '', m[0])
    const callsIn = (segment: string, depth = 0): Set<string> => {
      const found = new Set<string>()
      // Called (`api.shipOrder(…)`) or handed to a factory (`cooperationDecide(api.confirm)`).
      for (const m of segment.matchAll(/\b(\w+)\.(\w+)\b/g)) {
        const module = aliases.get(m[1] ?? '')
        for (const c of (module && services.get(`${module}.${m[2]}`)) || []) found.add(c)
      }
      for (const [id, fn] of named)
        if (new RegExp(`\\b${id}\\b`).test(segment)) for (const c of services.get(fn) ?? []) found.add(c)
      for (const m of segment.matchAll(/\b(\w+)\(/g)) {
        const id = m[1] ?? ''
        const local = localFns.get(id)
        if (local && depth < 2) for (const c of callsIn(local, depth + 1)) found.add(c)
      }
      return found
    }
    for (const actor of actors) {
      const at = text.search(new RegExp(`\\b${actor}: (?:from\\w+|\\w+\\()`))
      if (at < 0) continue
      const rest = text.slice(at + actor.length + 2)
      const end = rest.search(
        /\n\s*\w+: (?:from\w+|\w+\()|\n\s*\},\n\s*(?:actions|guards|delays)\b|\n\s*\}\),?\n\s*\)/,
      )
      const calls = callsIn(rest.slice(0, end < 0 ? 1500 : end))
      if (calls.size) {
        // Another module providing the actor with other calls: the page's alternatives, not steps.
        if (out.has(actor) && [...calls].some((c) => !out.get(actor)?.has(c))) providedApart.add(actor)
        out.set(actor, new Set([...(out.get(actor) ?? []), ...calls]))
      }
    }
  }
  return out
}

/** The named role lists of contract/roles.ts (`CATALOGUE_BUYER_ROLES`...), by name. */
const NAMED_ROLE_LISTS = (Object.entries(roleLists) as [string, unknown][]).filter(
  (e): e is [string, readonly string[]] => e[0].endsWith('_ROLES') && Array.isArray(e[1]),
)
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((r) => b.includes(r))

/**
 * The contract's name for a list of roles, and whether it names the buyer's side (a list called
 * `…BUYER…`: the purchases area's roles are CATALOGUE_BUYER_ROLES), so a page can tell a step the
 * buying merchant takes from one the selling merchant takes.
 */
function roleListLabel(roles: readonly string[]): string {
  const named = NAMED_ROLE_LISTS.filter(([, list]) => sameRoles(list, roles)).map(([n]) => n)
  const buyer = named.some((n) => n.includes('BUYER'))
  const name = named.find((n) => n !== 'ROLES')
  return [name ? `\`${name}\`` : '', buyer ? 'the buyer' : ''].filter(Boolean).join(', ')
}

/**
 * Areas whose roles the contract names a buyer's list (`CATALOGUE_BUYER_ROLES = AREA_ROLES.purchases`):
 * read from contract/roles.ts, since other areas may hold the same roles.
 */
const BUYER_AREAS = new Set(
  [
    ...readFileSync(join(ROOT, 'contract/roles.ts'), 'utf8').matchAll(
      /export const \w*BUYER\w*[^=]*=\s*AREA_ROLES\.([\w]+)\s*$/gm,
    ),
  ].map((m) => m[1] ?? ''),
)

/** Who may make a call, as the catalogue says: the area's roles and admin, or the session's user. */
function whoMayCall(call: string): string {
  const def = (ALL_CALLS as Record<string, CallDef>)[call]
  if (!def) return '_(not in the catalogue)_'
  const a = def.access as unknown
  if (a === 'public') return 'anyone (no session)'
  if (a === 'session') return 'any signed-in user'
  const roles = (area: string) => {
    const list = AREA_ROLES[area as Area] ?? []
    const buyer = BUYER_AREAS.has(area) ? ' (the buyer)' : ''
    return `${area}${buyer}: ${list.join(', ')}, admin`
  }
  if (typeof a === 'string') return roles(a)
  const o = a as {
    area?: string | readonly string[]
    roles?: readonly string[]
    merchantAccountOnly?: boolean
  }
  const areas = o.area === undefined ? [] : typeof o.area === 'string' ? [o.area] : o.area
  return [
    ...areas.map(roles),
    o.roles
      ? `only ${o.roles.join(', ')}${roleListLabel(o.roles) ? ` (${roleListLabel(o.roles)})` : ''}`
      : '',
    o.merchantAccountOnly ? 'merchant accounts only (no sub-users)' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

function callsSection(machine: AnyStateMachine, calls: Map<string, Set<string>>): string[] {
  const invoked = new Set<string>()
  const walk = (node: AnyStateMachine['root']) => {
    for (const inv of node.invoke) if (typeof inv.src === 'string') invoked.add(inv.src)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  const rows = [...invoked]
    .sort()
    .flatMap((actor) =>
      [...(calls.get(actor) ?? [])]
        .sort()
        .map((call) => `| \`${actor}\` | [\`${call}\`](../api.md) | ${whoMayCall(call)} |`),
    )
  const lines = ['## Calls and who may make them', '']
  if (rows.length === 0) lines.push('_Its invoked actors make no /control call (or it invokes none)._', '')
  else
    lines.push(
      'What each invoked actor sends, and who the server lets make the call (contract/*.calls.ts); a step that invokes the actor is taken by that user.',
      '',
      '| invoked actor | /control call | who may make it |',
      '| --- | --- | --- |',
      ...rows,
      '',
    )
  return lines
}

/**
 * What each step a user (or the page) asks for sends to the server (statechart-doc's
 * machineSteps), with who may make each call. The step's guard, if any, is in "Guards as rules".
 */
function stepsSection(machine: AnyStateMachine, calls: Map<string, Set<string>>): string[] {
  const rows = machineSteps(machine, calls, providedApart).map((step) => {
    const links = step.calls.map((call) => `[\`${call}\`](../api.md)`).join(', ')
    const who = [...new Set(step.calls.map(whoMayCall))]
    return `| \`${step.from || '(any)'}\` | \`${step.event}\`${step.guard ? ` [${step.guard}]` : ''} | \`${step.enters.join(', ')}\` | \`${step.actor}\` | ${links} | ${who.length === 1 ? who[0] : step.calls.map((c) => `\`${c}\`: ${whoMayCall(c)}`).join('; ')} |`
  })
  if (rows.length === 0) return []
  return [
    '## Which /control call each step sends',
    '',
    'A user event (a click, a confirmation) that enters a state invoking an actor makes that actor’s calls: the user who takes the step must be one the server lets make the call. Several calls in a row: the actor makes them all, or the one the step asks for, or (an actor that pages provide differently) the one of the page it runs in.',
    '',
    '| in | on | enters | invokes | /control call | who may make it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...new Set(rows)],
    '',
  ]
}

function guardsSection(machine: AnyStateMachine): string[] {
  const rules = guardRules(machine)
  if (rules.length === 0) return []
  const code = (t: string) => `\`${t.replace(/\|/g, '\\|').replace(/`/g, "'")}\``
  return [
    '## Guards as rules',
    '',
    'A guarded step is taken only when its rule holds (the code the guard runs).',
    '',
    '| in | on | guard | rule |',
    '| --- | --- | --- | --- |',
    ...rules.map((r) => `| \`${r.from}\` | \`${r.event}\` | ${r.guard} | ${code(r.rule)} |`),
    '',
  ]
}

interface ServerChunk {
  file: string
  name: string
  text: string
}

/** The top-level declarations of the server's modules (tests and the demo seed left out). */
const serverChunks: ServerChunk[] = filesIn('server', '.ts')
  .filter((f) => !f.includes('.test.') && !f.includes('/seed/'))
  .flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const starts = [...text.matchAll(/^(?:export )?(?:async )?(?:function\*? ?|const |let )(\w+)/gm)]
    return starts.map((m, i) => ({
      file: rel(file),
      name: m[1] ?? '',
      text: text.slice(m.index, starts[i + 1]?.index ?? text.length),
    }))
  })
const serverTexts = new Map(
  [...new Set(serverChunks.map((c) => c.file))].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]),
)

/** Whether code in `file` can call `target` by its name: the same module, or one that imports it. */
function reaches(file: string, target: ServerChunk): boolean {
  if (file === target.file) return true
  const stem = basename(target.file, '.ts')
  return new RegExp(
    `import[^;]*\\b${target.name}\\b[^;]*from '[^']*${stem.replace(/\./g, '\\.')}\\.ts'`,
  ).test(serverTexts.get(file) ?? '')
}

/** The routes of the server: each `.post('/name'`/`.get('/name'` with the code up to the next one. */
const serverRoutes = [...serverTexts].flatMap(([file, text]) => {
  const starts = [...text.matchAll(/\.(?:post|get)\(\s*'\/(\w+)'/g)]
  return starts.map((m, i) => ({
    file,
    call: m[1] ?? '',
    text: text.slice(m.index, starts[i + 1]?.index ?? text.length),
  }))
})

/**
 * How a lifecycle's event happens: the /control calls whose route reaches, through the server's
 * own functions, code that names the event; and the server jobs that do (no user takes those).
 */
function eventTakers(event: string): { calls: string[]; jobs: string[]; modules: string[] } {
  const literal = `'${event}'`
  // Code that takes a step reads the lifecycle table; code that only reacts to the event (the books
  // consuming the outbox) does not import it.
  // A comparison (`event === 'x'`) reads the event rather than choosing it.
  const uses = (text: string) =>
    [...text.matchAll(new RegExp(literal.replace(/\./g, '\\.'), 'g'))].filter(
      (m) => !/[!=]==\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 6), m.index)),
    )
  const marked = serverChunks.filter(
    (c) => uses(c.text).length > 0 && /from '[^']*lifecycles\//.test(serverTexts.get(c.file) ?? ''),
  )
  const modules = [...new Set(marked.map((c) => c.file))].sort()
  // An event chosen by a switch over the step asked for (`case 'approve': return 'x.approved'`)
  // is taken only by the routes that ask for that step.
  const keys = marked.flatMap((c) =>
    uses(c.text).map((m) => {
      const before = c.text.slice(Math.max(0, (m.index ?? 0) - 200), m.index)
      const cases = [...before.matchAll(/case '(\w+)':/g)]
      return cases.at(-1)?.[1]
    }),
  )
  const keyed = keys.length > 0 && keys.every(Boolean) ? keys.map((k) => `'${k}'`) : undefined
  for (let depth = 0; depth < 6; depth += 1) {
    const more = serverChunks.filter(
      (c) =>
        !marked.includes(c) &&
        marked.some((m) => m !== c && reaches(c.file, m) && new RegExp(`\\b${m.name}\\(`).test(c.text)),
    )
    if (more.length === 0) break
    marked.push(...more)
  }
  const calls = serverRoutes
    .filter(
      (r) =>
        r.text.includes(literal) ||
        (marked.some((m) => reaches(r.file, m) && new RegExp(`\\b${m.name}\\(`).test(r.text)) &&
          (!keyed || keyed.some((k) => r.text.includes(k)))),
    )
    .map((r) => r.call)
  const jobs = marked.filter((c) => /\.(?:job|consumer)\.ts$/.test(c.file)).map((c) => c.file)
  return { calls: [...new Set(calls)].sort(), jobs: [...new Set(jobs)].sort(), modules }
}

/**
 * Who takes a lifecycle's steps: per event, the moves it makes, the /control calls that take it
 * (traced through the server's code from the route to the code that names the event) and who the
 * call catalogue lets make them, the server jobs that take it, and the modules that name it.
 */
function lifecycleSteps(lifecycle: Lifecycle<string, string>): string[] {
  const moves = new Map<string, string[]>()
  for (const s of lifecycle.states)
    for (const [event, to] of Object.entries(lifecycle.transitions[s] as Record<string, string | undefined>))
      if (to) moves.set(event, [...(moves.get(event) ?? []), `${s} → ${to}`])
  const lines = [
    '## Who takes each step',
    '',
    'Per event: the /control calls that take it and who the call catalogue (contract/*.calls.ts) lets make each; a server job or outbox consumer takes a step no user asks for; the modules are where the step is written. Traced by name from each route through the server functions it calls to the code that chooses the event (in a module that reads the lifecycle table): a step function shared by several calls credits each of them, unless it picks the event by a `case` on the step asked for.',
    '',
    '| event | moves | /control call | who may make it | taken in |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const event of [...moves.keys()].sort()) {
    const { calls, jobs, modules } = eventTakers(event)
    const known = calls.filter((c) => c in ALL_CALLS)
    const takers = [
      ...known.map((c) => ({ how: `[\`${c}\`](../api.md)`, who: whoMayCall(c) })),
      ...jobs.map((j) => ({
        how: `server ${j.endsWith('.job.ts') ? 'job' : 'consumer'} \`${basename(j)}\``,
        who: 'the server itself (no user)',
      })),
    ]
    const where = modules.map((f) => `\`${f}\``).join(', ') || '_(no server module names it)_'
    const move = (moves.get(event) ?? []).join('; ')
    if (takers.length === 0)
      lines.push(`| \`${event}\` | ${move} | _(no /control call reaches it)_ |  | ${where} |`)
    for (const t of takers) lines.push(`| \`${event}\` | ${move} | ${t.how} | ${t.who} | ${where} |`)
  }
  lines.push('')
  return lines
}

const server = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})

const pages = new Map<string, string>()
/** Page name -> the model tests that walk it, for the index. */
const walkedBy = new Map<string, string[]>()
const coverage = modelTests()
const services = serviceCalls()
try {
  for (const file of filesIn('src/machines', '.machine.ts')) {
    const text = readFileSync(file, 'utf8')
    const mod = (await server.ssrLoadModule(file)) as Record<string, unknown>
    const machines = Object.entries(mod)
      .filter(([, v]) => isMachine(v))
      .sort(([a], [b]) => a.localeCompare(b))
    const base = basename(file, '.machine.ts')
    for (const [exportName, machine] of machines) {
      // One machine per file is the rule (STYLE.md); a second export gets its own page.
      const name =
        machines.length === 1 ? `${base}.machine` : `${kebab(exportName.replace(/Machine$/, ''))}.machine`
      const exported = typeof mod.description === 'string' ? mod.description : undefined
      const source: DocSource = {
        name,
        file: relative(ROOT, file),
        exportName,
        purpose: exported ?? exportComment(text, exportName) ?? leadingComment(text),
      }
      if (!source.purpose)
        console.warn(`machines: ${source.file} has no description (docs/machines/README.md)`)
      const m = machine as AnyStateMachine
      const actors = Object.keys(m.implementations.actors ?? {})
      walkedBy.set(
        `${name}.md`,
        (coverage.get(rel(file)) ?? []).map((t) => t.file),
      )
      const liveCalls = actorCalls(exportName, actors, services)
      pages.set(
        `${name}.md`,
        [
          machineDoc(m, source),
          ...callsSection(m, liveCalls),
          ...stepsSection(m, liveCalls),
          ...guardsSection(m),
          ...coverageSection(machineSize(m), {
            tests: coverage.get(rel(file)) ?? [],
            e2e: {
              tests: e2eReached.tests,
              states: statePaths(m.root),
              reached: e2eReached.machines[m.id] ?? [],
            },
          }),
        ].join('\n'),
      )
      pages.set(`${name}.json`, machineJson(m))
    }
  }
  for (const file of filesIn('contract/lifecycles', '.lifecycle.ts')) {
    const text = readFileSync(file, 'utf8')
    const mod = (await server.ssrLoadModule(file)) as Record<string, unknown>
    for (const [exportName, lifecycle] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isLifecycle(lifecycle)) continue
      const name = `${kebab(exportName.replace(/Lifecycle$/, ''))}.lifecycle`
      const source: DocSource = {
        name,
        file: relative(ROOT, file),
        exportName,
        purpose: exportComment(text, exportName) ?? leadingComment(text),
      }
      const states = lifecycle.states.length
      const transitions = lifecycle.states.reduce(
        (n, st) =>
          n +
          Object.values(lifecycle.transitions[st] as Record<string, string | undefined>).filter(Boolean)
            .length,
        0,
      )
      walkedBy.set(
        `${name}.md`,
        (coverage.get(rel(file)) ?? []).map((t) => t.file),
      )
      pages.set(
        `${name}.md`,
        [
          lifecycleDoc(lifecycle, source),
          ...lifecycleSteps(lifecycle),
          ...coverageSection({ states, transitions }, { tests: coverage.get(rel(file)) ?? [] }),
        ].join('\n'),
      )
      pages.set(`${name}.json`, lifecycleJson(lifecycle))
    }
  }
} finally {
  await server.close()
}

pages.set('index.md', indexPage([...pages.keys()].filter((n) => n.endsWith('.md'))))

function indexPage(names: string[]): string {
  const link = (n: string) => {
    const tests = walkedBy.get(n) ?? []
    return `- [${n.replace(/\.md$/, '')}](${n}): ${tests.length ? `model-tested (${tests.map((t) => `\`${basename(t)}\``).join(', ')})` : '_no model test_'}`
  }
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run machines`; do not edit by hand. How to read and extend: README.md. -->',
    '',
    '## Machines (src/machines)',
    '',
    ...names.filter((n) => n.endsWith('.machine.md')).map(link),
    '',
    '## Lifecycles (contract/lifecycles)',
    '',
    ...names.filter((n) => n.endsWith('.lifecycle.md')).map(link),
    '',
  ].join('\n')
}

// Files this script owns: generated pages. README.md is written by hand; e2e-reached.json is
// written from an e2e run (below), never derived from the machines.
const e2eFile = basename(COMMITTED)
const existing = existsSync(OUT)
  ? readdirSync(OUT).filter(
      (f) => (f.endsWith('.md') || f.endsWith('.json')) && f !== 'README.md' && f !== e2eFile,
    )
  : []
const stale = [...pages].filter(([name, text]) => {
  const path = join(OUT, name)
  return !existsSync(path) || readFileSync(path, 'utf8') !== text
})
const leftOver = existing.filter((f) => !pages.has(f))

if (check) {
  if (stale.length || leftOver.length) {
    for (const [name] of stale) console.error(`docs/machines/${name} is missing or stale`)
    for (const name of leftOver) console.error(`docs/machines/${name} has no machine or lifecycle any more`)
    console.error('run `npm run machines` and commit docs/machines/')
    process.exit(1)
  }
  console.log(`docs/machines: ${pages.size} pages up to date`)
} else {
  mkdirSync(OUT, { recursive: true })
  for (const [name, text] of stale) writeFileSync(join(OUT, name), text)
  for (const name of leftOver) unlinkSync(join(OUT, name))
  if (lastRun) writeFileSync(join(ROOT, COMMITTED), serialise(lastRun))
  console.log(
    `docs/machines: ${pages.size} pages, ${stale.length} written, ${leftOver.length} removed (${[...pages.keys()].join(', ')})` +
      (lastRun ? `; ${COMMITTED} from the last e2e run (${lastRun.tests} tests)` : ''),
  )
}
