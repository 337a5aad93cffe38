#!/usr/bin/env node
// Checks the production build against the budgets of DESIGN.md (scripts/budgets.json):
// the JS + CSS (gzip) each page loads, following the Vite manifest's static imports.
// Run after `npm run build`; exits non-zero when a budget is broken.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`budgets: ${manifestPath} not found; run \`npm run build\` first`)
  process.exit(2)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'))
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

/** Every file a set of entries loads before rendering: JS, static imports, CSS. */
function filesOf(entries) {
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`budgets: no manifest entry ${key}`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imp of chunk.imports ?? []) visit(imp)
  }
  for (const e of entries) visit(e)
  return [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css'))
}

let failed = false
for (const page of budgets.pages) {
  const files = filesOf(page.entries)
  const kb = files.reduce((sum, f) => sum + gzipKb(f), 0)
  const ok = kb <= page.maxKb
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${page.name}: ${kb.toFixed(1)} kB gzip (budget ${page.maxKb} kB, ${files.length} files)`,
  )
}

// Any lazily loaded route chunk: its own JS + CSS beyond what is already loaded when a route
// can open: the entry and, once signed in, the signed-in frame (budgets.json routeBaseline).
const entryFiles = new Set(filesOf(budgets.routeBaseline ?? ['index.html']))
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue
  const own = filesOf([key]).filter((f) => !entryFiles.has(f))
  const kb = own.reduce((sum, f) => sum + gzipKb(f), 0)
  const ok = kb <= budgets.routeChunkMaxKb
  failed ||= !ok
  if (!ok)
    console.log(`FAIL route chunk ${key}: ${kb.toFixed(1)} kB gzip (budget ${budgets.routeChunkMaxKb} kB)`)
}
if (failed) {
  console.error('budgets: a performance budget is broken')
  process.exit(1)
}
console.log('budgets: all within budget')
