#!/usr/bin/env node
// The production bundle must carry no mock server: no Mirage/Pretender, sql.js, faker,
// Hono, Kysely or zod (DESIGN.md, Mock server), none of mock-server/ and no prebuilt mock
// database. Scans every emitted file of dist/.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// `--expect-all <dir>` checks the checker: every marker must be found in a mock build, so a
// marker that no longer matches its library cannot make the production check pass silently.
const expectAll = process.argv.includes('--expect-all')
const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist'
// Strings that appear in those libraries' code and nowhere in ours.
const markers = {
  mirage: 'Mirage:',
  pretender: 'pretender',
  'sql.js': 'sql-wasm',
  faker: 'faker',
  hono: 'Hono',
  kysely: 'kysely',
  zod: 'ZodError',
  // mock-server/ itself: start-in-page.ts, overrides.ts, persistence.ts.
  'mock-server': '__mockError',
  'mock overrides': 'mock.overrides',
  'mock persistence': 'merchant-mock',
  // The offline inspector (?inspect): development and mock builds only.
  'offline inspector': 'inspector-root',
  'react flow': 'react-flow__node',
  elkjs: 'org.eclipse.elk',
}
// Development-only tools: absent from the production AND the mock build (both are builds).
// `--expect-all` checks these markers against the library's own file instead.
const devOnly = {
  'stately inspector': ['stately.ai/inspect', 'node_modules/@statelyai/inspect/dist/index.mjs'],
}
const files = readdirSync(dist, { recursive: true }).filter((f) =>
  /\.(js|css|html|wasm|sqlite)$/.test(String(f)),
)
const found = []
const devFound = []
for (const file of files) {
  if (/\.(wasm|sqlite)$/.test(String(file))) {
    found.push(`${file} (a ${String(file).split('.').pop()} file)`)
    continue
  }
  const text = readFileSync(join(dist, String(file)), 'utf8')
  for (const [lib, marker] of Object.entries(markers))
    if (text.includes(marker)) found.push(`${lib} in ${file}`)
  for (const [lib, [marker]] of Object.entries(devOnly))
    if (text.includes(marker)) devFound.push(`${lib} in ${file}`)
}
if (expectAll) {
  const missing = Object.keys(markers).filter((lib) => !found.some((f) => f.startsWith(`${lib} in `)))
  if (!found.some((f) => f.endsWith('(a sqlite file)'))) missing.push('the prebuilt database')
  for (const [lib, [marker, libraryFile]] of Object.entries(devOnly))
    if (!readFileSync(libraryFile, 'utf8').includes(marker))
      missing.push(`${lib} (its marker left ${libraryFile})`)
  if (devFound.length) {
    console.error(`bundle check: ${dist} holds development-only code:\n  ${devFound.join('\n  ')}`)
    process.exit(1)
  }
  if (missing.length) {
    console.error(`bundle check: ${dist} should hold the mock but shows no ${missing.join(', ')}`)
    process.exit(1)
  }
  console.log(`bundle check recognises the mock in ${dist}: ${Object.keys(markers).join(', ')}`)
  process.exit(0)
}
found.push(...devFound)
if (found.length) {
  console.error(`production bundle contains mock or server code:\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `bundle clean: ${files.length} files, none holds ${[...Object.keys(markers), ...Object.keys(devOnly)].join(', ')}`,
)
