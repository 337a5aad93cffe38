// One definition of a record id (contract/record-id.ts, issue 36): a schema that coerces an id
// by itself reads `true`, `[1]` or `"1e2"` as ids and lets ids beyond PostgreSQL's integer
// columns through. This keeps new areas on the shared one.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../../contract/', import.meta.url)

describe('record ids in the contract', () => {
  it('are read with contract/record-id.ts in every schema', () => {
    const loose = readdirSync(dir)
      .filter((f) => f.endsWith('.schema.ts'))
      .flatMap((f) =>
        readFileSync(new URL(f, dir), 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(
            ({ line }) =>
              /\b\w*(?:id|Id)\s*=\s*z\.coerce\b/.test(line) || /regex\(\/\^\\d\{1,12\}\$\//.test(line),
          )
          .map(({ f, i, line }) => `contract/${f}:${i + 1}: ${line.trim()}`),
      )
    expect(loose).toEqual([])
  })
})
