// The architecture rules of docs/architecture-rules.md are lint rules in biome.json. This
// test copies the repository's biome.json into a fresh temporary directory, writes probe files
// there in the repository's folder layout (src/machines, src/services, contract, server, ...),
// lints them, and checks that each reversed import and each misnamed file fails with the rule
// that forbids it, while the allowed directions pass. Nothing is written inside the
// repository, so a type check, `npm run machines` or a test that walks src/ running at the
// same time never sees a probe.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome')
const WORK = mkdtempSync(join(tmpdir(), 'lint-boundaries-'))

const IMPORTS = 'lint/style/noRestrictedImports'
const FILE_NAMES = 'lint/style/useFilenamingConvention'

interface Probe {
  // Folder of the layer under test, as in the repository; the probe sits one level below.
  layer: string
  file: string
  specifier?: string
  /** Written in the layer folder itself rather than a `probe/` folder below it. */
  direct?: boolean
}

// Specifiers are written as the real files would write them: relative to the probe's folder.
const forbidden: Record<string, Probe> = {
  'machines -> views': {
    layer: 'src/machines',
    file: 'reversed.ts',
    specifier: '../../views/shared/page-toast.tsx',
  },
  'machines -> root-context': { layer: 'src/machines', file: 'root.ts', specifier: '../../root-context.tsx' },
  'services -> machines': {
    layer: 'src/services',
    file: 'reversed.ts',
    specifier: '../../machines/shared/paged-list.machine.ts',
  },
  'services -> views': {
    layer: 'src/services',
    file: 'views.ts',
    specifier: '../../views/shared/page-toast.tsx',
  },
  'routes -> views': {
    layer: 'src/routes',
    file: 'views.ts',
    specifier: '../../views/shell/page-loaders.ts',
  },
  'routes -> machines': {
    layer: 'src/routes',
    file: 'machines.ts',
    specifier: '../../machines/shell/routing.machine.ts',
  },
  'views -> server': { layer: 'src/views', file: 'server.ts', specifier: '../../../server/app.ts' },
  'src -> mock-server': {
    layer: 'src',
    file: 'mock.ts',
    specifier: '../../mock-server/create-mock-server.ts',
  },
  'contract -> src': {
    layer: 'contract',
    file: 'reversed.ts',
    specifier: '../../src/locales/en/format.json',
  },
  'contract -> server': { layer: 'contract', file: 'server.ts', specifier: '../../server/app.ts' },
  'server -> src': { layer: 'server', file: 'reversed.ts', specifier: '../../src/services/http.ts' },
  'server -> mock-server': { layer: 'server', file: 'mock.ts', specifier: '../../mock-server/mock-deps.ts' },
  'tests/contract -> mock-server': {
    layer: 'tests/contract',
    file: 'mock.ts',
    specifier: '../../../mock-server/mock-deps.ts',
  },
}

const allowed: Record<string, Probe> = {
  'views -> machines': {
    layer: 'src/views',
    file: 'machines.tsx',
    specifier: '../../machines/shared/record-load.machine.ts',
  },
  'views -> services': { layer: 'src/views', file: 'services.tsx', specifier: '../../services/http.ts' },
  'machines -> contract': {
    layer: 'src/machines',
    file: 'contract.ts',
    specifier: '../../../contract/codes.ts',
  },
  'services -> contract': {
    layer: 'src/services',
    file: 'contract.ts',
    specifier: '../../../contract/codes.ts',
  },
  'machines -> routes': {
    layer: 'src/machines',
    file: 'routes.ts',
    specifier: '../../routes/route-table.ts',
  },
  'server -> contract': { layer: 'server', file: 'contract.ts', specifier: '../../contract/codes.ts' },
  'a package whose path ends in server': {
    layer: 'src/views',
    file: 'package.ts',
    specifier: 'react-dom/server',
  },
  'a kebab-case name with role suffixes': { layer: 'src/machines', file: 'probe-flow.machine.test.ts' },
  'a migration named YYYY_MM_DD_HH_MM_SS_name': {
    layer: 'server/db/migrations',
    file: '2026_11_23_00_00_00_probe_table.ts',
    direct: true,
  },
}

const misnamed: Record<string, Probe> = {
  'a PascalCase name': { layer: 'src/views', file: 'BadName.tsx' },
  'a camelCase name': { layer: 'src/machines', file: 'badName.machine.ts' },
  'a snake_case name': { layer: 'server', file: 'bad_name.routes.ts' },
  'a migration with a PascalCase name': {
    layer: 'server/db/migrations',
    file: '2026_11_23_00_00_00_ProbeTable.ts',
    direct: true,
  },
  'a snake_case helper beside the migrations': {
    layer: 'server/db/migrations',
    file: 'probe_helper.ts',
    direct: true,
  },
}

const pathOf = (probe: Probe) =>
  probe.direct ? join(probe.layer, probe.file) : join(probe.layer, 'probe', probe.file)
const probes = [...Object.values(forbidden), ...Object.values(allowed), ...Object.values(misnamed)]

interface Diagnostic {
  category: string
  message: string
  location: { path: string }
}
let diagnostics: Diagnostic[] = []
let checkedFiles = 0

const rulesFor = (probe: Probe) =>
  diagnostics.filter((d) => d.location.path === pathOf(probe)).map((d) => d.category)

beforeAll(() => {
  try {
    for (const probe of probes) {
      const path = join(WORK, pathOf(probe))
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(
        path,
        probe.specifier
          ? `import * as target from '${probe.specifier}'\n\nexport const probe = target\n`
          : 'export const probe = 1\n',
      )
    }
    copyFileSync(join(ROOT, 'biome.json'), join(WORK, 'biome.json'))
    // The temporary directory is no git work tree, so Biome's VCS integration is off there.
    const run = spawnSync(
      process.execPath,
      [BIOME, 'lint', '--reporter=json', '--max-diagnostics=none', '--vcs-enabled=false', '.'],
      { cwd: WORK, encoding: 'utf8' },
    )
    const report = JSON.parse(run.stdout) as {
      summary: { changed: number; unchanged: number }
      diagnostics: Diagnostic[]
    }
    diagnostics = report.diagnostics
    checkedFiles = report.summary.changed + report.summary.unchanged
  } finally {
    rmSync(WORK, { recursive: true, force: true })
  }
})

// Also in afterAll: the directory must never outlive the run, whatever failed above.
afterAll(() => rmSync(WORK, { recursive: true, force: true }))

describe('import directions (noRestrictedImports in biome.json)', () => {
  it('lints every probe (a pass below is a real pass, not a skipped file)', () => {
    // Biome checks the copied biome.json too.
    expect(checkedFiles).toBe(probes.length + 1)
  })

  it.each(Object.entries(forbidden))('%s fails lint', (_, probe) => {
    expect(rulesFor(probe)).toEqual([IMPORTS])
  })

  it.each(Object.entries(allowed))('%s passes lint', (_, probe) => {
    expect(rulesFor(probe)).toEqual([])
  })

  it('tells the reader which rule was broken and where it is written down', () => {
    const message = diagnostics.find(
      (d) => d.location.path === pathOf(forbidden['machines -> views']!),
    )?.message
    expect(message).toContain('machines never import views')
    expect(message).toContain('docs/architecture-rules.md')
  })
})

describe('file names (useFilenamingConvention in biome.json)', () => {
  it.each(Object.entries(misnamed))('%s fails lint', (_, probe) => {
    expect(rulesFor(probe)).toEqual([FILE_NAMES])
  })
})
