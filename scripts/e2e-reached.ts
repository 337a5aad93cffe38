// The machine states the end-to-end journeys reach (issue 38): the e2e fixtures (tests/e2e/
// fixtures.ts) hear every state a page's machines enter through the inspector hook
// (src/browser/inspection.ts) and each Playwright worker writes what it heard to
// test-results/e2e-states/<worker>.json at its end. `npm run machines` merges the last run's files
// into docs/machines/e2e-reached.json (committed, so `--check` never depends on an e2e run:
// docs/decisions/platform.md) and shows them on each machine's page.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What one worker, or a whole run once merged, reached: machine id -> state paths. */
export interface ReachedStates {
  /** End-to-end tests that opened a mock page. */
  tests: number
  machines: Record<string, string[]>
}

/** Where the workers of the last e2e run wrote (Playwright empties test-results/ as a run starts). */
export const RUN_DIR = 'test-results/e2e-states'
/** The merged, committed copy the statechart pages are generated from. */
export const COMMITTED = 'docs/machines/e2e-reached.json'

/** Machines and states sorted, so the committed file only changes when what was reached changes. */
export function normalise(reached: ReachedStates): ReachedStates {
  const machines: Record<string, string[]> = {}
  for (const id of Object.keys(reached.machines).sort())
    machines[id] = [...new Set(reached.machines[id])].sort()
  return { tests: reached.tests, machines }
}

export function serialise(reached: ReachedStates): string {
  return `${JSON.stringify(normalise(reached), null, 2)}\n`
}

/** The last e2e run's worker files merged, or undefined when there are none. */
export function readLastRun(root: string): ReachedStates | undefined {
  const dir = join(root, RUN_DIR)
  if (!existsSync(dir)) return undefined
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  if (files.length === 0) return undefined
  const merged: ReachedStates = { tests: 0, machines: {} }
  for (const file of files) {
    const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReachedStates
    merged.tests += part.tests
    for (const [id, states] of Object.entries(part.machines))
      merged.machines[id] = [...(merged.machines[id] ?? []), ...states]
  }
  return normalise(merged)
}

/** The committed copy, or nothing reached when there is none yet. */
export function readCommitted(root: string): ReachedStates {
  const file = join(root, COMMITTED)
  if (!existsSync(file)) return { tests: 0, machines: {} }
  return normalise(JSON.parse(readFileSync(file, 'utf8')) as ReachedStates)
}
