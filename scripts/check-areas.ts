// The area rules of docs/architecture-rules.md ("One map of areas"), checked against
// contract/areas.ts: every layer spells each area the same way, every area has the layers the
// map lists, locale namespaces are kebab-case, e2e tags name areas, and no file imports another
// area's internals unless its area `uses` that area. Part of `npm run lint`.
//
//   npx tsx scripts/check-areas.ts [root]     exits 1 and prints one line per problem
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { AREA_MAP, type AreaDef, type Layer, SHARED_AREA, SHARED_USES } from '../contract/areas.ts'

/** Folders of a folder layer that are not areas: the plumbing every area uses. */
const INFRASTRUCTURE: Readonly<Record<string, readonly string[]>> = {
  server: ['db', 'events', 'http', 'middleware', 'payments', 'security', 'storage'],
  'src/machines': [],
  'src/views': [],
  'tests/unit': [],
}
/**
 * Code that composes every area, as the shell does in the browser: the demo seed, the tables'
 * types, and the merge of every area's call catalogue (contract/all-calls.ts).
 */
const COMPOSITION_ROOTS = ['server/db/seed/', 'server/db/schema.ts', 'contract/all-calls.ts']
/** Contract files every area may use (codes, roles, paging, the call catalogue's shape...), besides `shared.*`. */
const SHARED_CONTRACT = [
  'all-calls',
  'areas',
  'business-time',
  'calls',
  'codes',
  'list-query',
  'paging',
  // The sub-account permission keys (issue 33): read where roles are (the session guard, the routes).
  'permissions',
  'record-id',
  'roles',
  'uploads',
]
/** Locale namespaces that belong to no area: the entry's texts and the route titles. */
const SHARED_NAMESPACES = ['common', 'format', 'routes']
/** E2E tags that name a concern rather than an area. */
const CONCERN_TAGS = ['a11y', 'demo', 'errors', 'locale', 'mock', 'qa', 'roles', 'screens', 'smoke']
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const LANGUAGES = ['en', 'zh', 'es', 'ja']

type AreaMap = Readonly<Record<string, AreaDef>>

export function checkAreas(root: string, map: AreaMap = AREA_MAP): string[] {
  const problems: string[] = []
  const areas = Object.keys(map)
  const partOf = new Map<string, string>()
  for (const [area, def] of Object.entries(map)) for (const part of def.parts ?? []) partOf.set(part, area)
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/')
  const list = (dir: string) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [])
  const isDir = (p: string) => statSync(path.join(root, p)).isDirectory()

  /** The area a flat name (file stem or namespace) belongs to: itself, a part, or `<area|part>-…`. */
  function areaOfName(stem: string): string | undefined {
    if (map[stem]) return stem
    if (partOf.has(stem)) return partOf.get(stem)
    const owners = [...areas, ...partOf.keys()].filter((n) => stem.startsWith(`${n}-`))
    const longest = owners.sort((a, b) => b.length - a.length)[0]
    return longest ? (partOf.get(longest) ?? longest) : undefined
  }

  // 1. Folder layers: each folder is an area, `shared`, or plumbing.
  const present = new Map<string, Set<Layer>>(areas.map((a) => [a, new Set<Layer>()]))
  const folderLayers: [string, Layer | undefined][] = [
    ['src/machines', 'machines'],
    ['src/views', 'views'],
    ['server', 'server'],
    ['tests/unit', undefined],
  ]
  for (const [dir, layer] of folderLayers) {
    for (const name of list(dir)) {
      if (!isDir(`${dir}/${name}`) || name === SHARED_AREA || INFRASTRUCTURE[dir]?.includes(name)) continue
      if (!map[name]) {
        problems.push(`${dir}/${name}/: "${name}" is not an area of contract/areas.ts${hint(name)}`)
        continue
      }
      if (layer) present.get(name)?.add(layer)
    }
  }

  // 2. Flat layers: contract files, services, locale namespaces.
  for (const file of list('contract')) {
    if (isDir(`contract/${file}`)) continue
    const stem = file.split('.')[0] ?? file
    if (stem === SHARED_AREA || SHARED_CONTRACT.includes(stem)) continue
    const area = areaOfName(stem)
    if (area) present.get(area)?.add('contract')
    else problems.push(`contract/${file}: "${stem}" names no area or part of contract/areas.ts${hint(stem)}`)
  }
  for (const file of list('src/services')) {
    if (!file.endsWith('.api.ts')) continue
    const stem = file.slice(0, -'.api.ts'.length)
    const area = areaOfName(stem)
    if (area) present.get(area)?.add('services')
    else if (stem !== SHARED_AREA)
      problems.push(`src/services/${file}: "${stem}" names no area or part of contract/areas.ts${hint(stem)}`)
  }
  for (const lng of LANGUAGES) {
    for (const file of list(`src/locales/${lng}`)) {
      const ns = file.replace(/\.json$/, '')
      if (!KEBAB.test(ns)) {
        problems.push(`src/locales/${lng}/${file}: a locale namespace is kebab-case${hint(ns)}`)
        continue
      }
      if (ns === SHARED_AREA || SHARED_NAMESPACES.includes(ns)) continue
      const area = map[ns] ? ns : partOf.get(ns)
      if (area) present.get(area)?.add('locales')
      else
        problems.push(`src/locales/${lng}/${file}: namespace "${ns}" is no area or part of contract/areas.ts`)
    }
  }
  for (const file of list('src/locales')) {
    const m = /^(.*)-resources\.ts$/.exec(file)
    if (m?.[1] && m[1] !== SHARED_AREA && !map[m[1]] && !partOf.has(m[1]))
      problems.push(`src/locales/${file}: "${m[1]}" is no area or part of contract/areas.ts${hint(m[1])}`)
  }

  // 3. Every area has exactly the layers the map lists.
  for (const [area, def] of Object.entries(map)) {
    const has = present.get(area) ?? new Set()
    for (const layer of def.layers)
      if (!has.has(layer)) problems.push(`area "${area}": the map lists the ${layer} layer, which it lacks`)
    for (const layer of has)
      if (!def.layers.includes(layer))
        problems.push(`area "${area}": has a ${layer} layer that contract/areas.ts does not list`)
  }

  // 4. E2E tags name an area, a part or a concern.
  for (const file of list('tests/e2e')) {
    if (!file.endsWith('.ts')) continue
    const src = readFileSync(path.join(root, 'tests/e2e', file), 'utf8')
    for (const title of src.matchAll(/\b(?:test|describe)(?:\.\w+)*\(\s*(['"`])(.*?)\1/g)) {
      for (const [, tag] of (title[2] ?? '').matchAll(/@([\w-]+)/g)) {
        if (tag && !map[tag] && !partOf.has(tag) && tag !== 'shell' && !CONCERN_TAGS.includes(tag))
          problems.push(`tests/e2e/${file}: tag @${tag} names no area, part or concern${hint(tag)}`)
      }
    }
  }

  // 4b. The tag table of tests/e2e/README.md names every area, part and concern, so a reader
  // finds the tag of a newer area there.
  const readme = path.join(root, 'tests/e2e/README.md')
  if (existsSync(readme)) {
    const table = readFileSync(readme, 'utf8')
    for (const tag of [...Object.keys(map), ...partOf.keys(), ...CONCERN_TAGS])
      if (!table.includes(`\`@${tag}\``))
        problems.push(`tests/e2e/README.md: the tag table lacks \`@${tag}\` (an area, part or concern)`)
  }

  // 5. Imports: an area imports itself, `shared`, plumbing and the areas it `uses`.
  const owner = (file: string): string | null | undefined => {
    const parts = file.split('/')
    for (const [dir] of folderLayers) {
      const depth = dir.split('/').length
      if (file.startsWith(`${dir}/`) && parts.length > depth + 1) {
        const name = parts[depth] ?? ''
        return map[name] ? name : null
      }
    }
    if (parts[0] === 'contract' && parts.length === 2)
      return areaOfName((parts[1] ?? '').split('.')[0] ?? '') ?? null
    if (file.startsWith('src/services/') && parts.length === 3)
      return areaOfName((parts[2] ?? '').replace(/\.api(\.test)?\.ts$/, '')) ?? null
    if (file.startsWith('src/locales/') && parts.length === 3)
      return areaOfName((parts[2] ?? '').replace(/-resources\.ts$/, '')) ?? null
    return undefined // outside the area layers: app entry, routes, browser utilities, scripts
  }
  const may = (from: string, to: string) => {
    const uses = (map[from]?.uses ?? {}) as Record<string, string>
    return from === to || '*' in uses || to in uses
  }
  for (const dir of ['contract', 'server', 'src']) {
    for (const file of walk(path.join(root, dir))) {
      const from = owner(rel(file))
      if (from === undefined || COMPOSITION_ROOTS.some((r) => rel(file).startsWith(r))) continue
      const src = readFileSync(file, 'utf8')
      for (const m of src.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = rel(path.resolve(path.dirname(file), m[1] ?? ''))
        const to = owner(target)
        if (!to || to === from) continue
        if (from === null && to in SHARED_USES) continue
        if (from === null)
          problems.push(`${rel(file)}: shared code imports ${target} of the ${to} area (move it to shared)`)
        else if (!may(from, to))
          problems.push(
            `${rel(file)}: the ${from} area imports ${target} of the ${to} area; import shared code, or list "${to}" under uses of "${from}" in contract/areas.ts with the reason`,
          )
      }
    }
  }
  return problems

  function hint(name: string): string {
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
    const near = [...areas, ...partOf.keys()].find(
      (a) => a === kebab || a === `${kebab}s` || `${a}s` === kebab,
    )
    return near && near !== name ? ` (spelled "${near}" elsewhere)` : ''
  }
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* walk(p)
    } else if (/\.(ts|tsx)$/.test(entry.name)) yield p
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkAreas(path.resolve(process.argv[2] ?? '.'))
  for (const p of problems) console.error(`× ${p}`)
  if (problems.length) {
    console.error(`\n${problems.length} area problem(s): docs/architecture-rules.md, "One map of areas"`)
    process.exit(1)
  }
  console.log('areas: every layer follows contract/areas.ts')
}
