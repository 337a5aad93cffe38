// The states the end-to-end journeys reached (scripts/e2e-reached.ts) as `npm run machines` reads
// them and shows them in a page's Coverage section (docs/machines/README.md).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readCommitted, readLastRun, RUN_DIR } from '../../../scripts/e2e-reached.ts'
import { coverageSection } from '../../../scripts/statechart-doc.ts'

function runWith(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'e2e-reached-'))
  mkdirSync(join(root, RUN_DIR), { recursive: true })
  for (const [name, body] of Object.entries(files))
    writeFileSync(join(root, RUN_DIR, name), JSON.stringify(body))
  return root
}

describe('e2e reached states', () => {
  it("merges the workers' files: tests summed, states of a machine once each and sorted", () => {
    const root = runWith({
      'mock-0-1.json': { tests: 3, machines: { order: ['loaded', 'acting'], session: ['signedIn'] } },
      'mock-1-2.json': { tests: 2, machines: { order: ['loaded', 'failed'] } },
    })
    expect(readLastRun(root)).toEqual({
      tests: 5,
      machines: { order: ['acting', 'failed', 'loaded'], session: ['signedIn'] },
    })
  })

  it('no run left files: no last run, and nothing committed reads as no run at all', () => {
    const root = mkdtempSync(join(tmpdir(), 'e2e-reached-'))
    expect(readLastRun(root)).toBeUndefined()
    expect(readLastRun(runWith({}))).toBeUndefined()
    expect(readCommitted(root)).toEqual({ tests: 0, machines: {} })
  })

  it('the Coverage section lists the states reached and those not, with the run’s size', () => {
    const lines = coverageSection(
      { states: 3, transitions: 4 },
      { tests: [], e2e: { tests: 12, states: ['idle', 'busy', 'failed'], reached: ['busy', 'idle'] } },
    ).join('\n')
    expect(lines).toContain('last recorded run: 12 tests')
    expect(lines).toContain('2 of the 3 states it can rest in: `idle`, `busy`.')
    expect(lines).toContain('Not reached by them: `failed`.')
  })

  it('a machine no journey entered, and a page before any run, say so', () => {
    const none = coverageSection(
      { states: 1, transitions: 0 },
      { tests: [], e2e: { tests: 4, states: ['a'], reached: [] } },
    )
    expect(none.join('\n')).toContain('none of its states')
    const never = coverageSection(
      { states: 1, transitions: 0 },
      { tests: [], e2e: { tests: 0, states: ['a'], reached: [] } },
    )
    expect(never.join('\n')).toContain('No end-to-end run has been recorded yet')
  })
})
