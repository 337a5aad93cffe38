// docs/areas/ (one page per area: pages, machines, calls, server modules, tests) is written by
// `npm run areas` from the code; it must say what the code says.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

it('has docs/areas up to date with the code (npm run areas writes them)', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/area-maps.ts'), '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
})
