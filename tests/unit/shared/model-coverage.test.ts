// Every statechart has a model-based test (issue 38): each machine file under src/machines and
// each lifecycle table is walked by a `*.model.test.ts` that imports it and calls
// expectFullCoverage, so its page's Coverage section (`npm run machines`) names the test. A new
// machine without one fails here, naming it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

function files(dir: string, suffix: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix) && !f.includes('node_modules'))
    .map((f) => join(ROOT, dir, f))
}

/** Machine and lifecycle files (relative to the root) that some model test imports and walks. */
function walked(): Set<string> {
  const out = new Set<string>()
  for (const test of files('tests', '.model.test.ts')) {
    const text = readFileSync(test, 'utf8')
    if (!/\bexpectFullCoverage\(/.test(text)) continue
    for (const m of text.matchAll(/from '((?:\.\.\/)+[^']+\.(?:machine|lifecycle)\.ts)'/g))
      out.add(relative(ROOT, resolve(join(test, '..'), m[1] ?? '')))
    if (/glob[^(]*\(\s*'(?:\.\.\/)+contract\/lifecycles\/\*\.lifecycle\.ts'/.test(text))
      for (const l of files('contract/lifecycles', '.lifecycle.ts')) out.add(relative(ROOT, l))
  }
  return out
}

describe('model-based coverage', () => {
  const covered = walked()

  it('walks every machine of src/machines', () => {
    const machines = files('src/machines', '.machine.ts').map((f) => relative(ROOT, f))
    expect(machines.length).toBeGreaterThan(30)
    expect(machines.filter((m) => !covered.has(m))).toEqual([])
  })

  it('walks every lifecycle table', () => {
    const lifecycles = files('contract/lifecycles', '.lifecycle.ts').map((f) => relative(ROOT, f))
    expect(lifecycles.filter((l) => !covered.has(l))).toEqual([])
  })
})
