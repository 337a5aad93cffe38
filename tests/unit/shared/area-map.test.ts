// The one map of areas (contract/areas.ts, docs/architecture-rules.md): `npm run lint` runs
// scripts/check-areas.ts after Biome. The repository passes it; probe trees written in a fresh
// temporary directory show what fails: an import of another area's internals, a folder that is
// no area, a camelCase locale namespace, an area without a layer the map lists. Nothing is
// written inside the repository.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { AreaDef } from '../../../contract/areas.ts'
import { checkAreas } from '../../../scripts/check-areas.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const probes: string[] = []

function probeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'area-map-'))
  probes.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return root
}

afterEach(() => {
  for (const root of probes.splice(0)) rmSync(root, { recursive: true, force: true })
})

const TWO_AREAS: Record<string, AreaDef> = {
  orders: { parts: ['after-sales'], layers: ['views', 'locales'] },
  distribution: { layers: ['views'] },
}
const base = {
  'src/views/orders/order-page.tsx': "import { useLoad } from '../shared/use-load.ts'\n",
  'src/views/shared/use-load.ts': 'export const useLoad = 1\n',
  'src/views/distribution/members-page.tsx': 'export const page = 1\n',
  'src/locales/en/orders.json': '{}',
  'src/locales/en/after-sales.json': '{}',
}

describe('the area map', () => {
  it('holds for the repository', () => {
    expect(checkAreas(ROOT)).toEqual([])
  })

  it('passes a tree that follows it', () => {
    expect(checkAreas(probeTree(base), TWO_AREAS)).toEqual([])
  })

  it('refuses an import of another area’s internals, and allows it once the area uses it', () => {
    const root = probeTree({
      ...base,
      'src/views/orders/order-page.tsx': "import { page } from '../distribution/members-page.tsx'\n",
    })
    expect(checkAreas(root, TWO_AREAS)).toEqual([
      expect.stringContaining(
        'src/views/orders/order-page.tsx: the orders area imports src/views/distribution/members-page.tsx of the distribution area',
      ),
    ])
    const allowed = { ...TWO_AREAS, orders: { ...TWO_AREAS.orders, uses: { distribution: 'a reason' } } }
    expect(checkAreas(root, allowed as Record<string, AreaDef>)).toEqual([])
  })

  it('refuses shared code that imports an area', () => {
    const root = probeTree({
      ...base,
      'src/views/shared/use-load.ts': "import { page } from '../distribution/members-page.tsx'\n",
    })
    expect(checkAreas(root, TWO_AREAS)).toEqual([expect.stringContaining('shared code imports')])
  })

  it('refuses a folder that is no area, a camelCase namespace and a missing layer', () => {
    const root = probeTree({
      ...base,
      'src/views/businessFriends/friend-page.tsx': 'export const page = 1\n',
      'src/locales/en/afterSales.json': '{}',
    })
    const map = { ...TWO_AREAS, distribution: { layers: ['views', 'machines'] } } as Record<string, AreaDef>
    expect(checkAreas(root, map)).toEqual([
      'src/views/businessFriends/: "businessFriends" is not an area of contract/areas.ts',
      'src/locales/en/afterSales.json: a locale namespace is kebab-case (spelled "after-sales" elsewhere)',
      'area "distribution": the map lists the machines layer, which it lacks',
    ])
  })

  it('makes `npm run lint`’s area step fail on a cross-area import', () => {
    const root = probeTree({
      'src/views/orders/order-page.tsx': "import { page } from '../repair/repair-page.tsx'\n",
      'src/views/repair/repair-page.tsx': 'export const page = 1\n',
    })
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/check-areas.ts'), root], {
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'the orders area imports src/views/repair/repair-page.tsx of the repair area; import shared code, or list "repair" under uses of "orders"',
    )
  })
})
