// The code a page opened cold needs, named for the server (issue 37). A page's code used to start
// only after the entry had run and the signed-in frame's chunk had arrived (the frame holds the
// page loaders): on a phone's link, two round trips and the entry's start-up before a page's
// chunks were asked for. The Node server names them in the HTML it sends to a browser that holds
// a session (server/web-preloads.ts), so they load beside the entry.
//
// This build step writes dist/preloads.json: for every built page's path, the chunks and styles
// of the signed-in frame and of the page that the entry does not already load:
//   { "frame": ["/assets/signed-in-app-….js", …], "pages": { "/product-management/productList": [...] } }
// The pages come from the route table and the page loaders (src/views/shell/page-loaders.ts,
// whose `id: () => import('…')` lines are read here: a loader written otherwise fails the build).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rolldown } from 'vite'
import type { PagePreloads } from '../server/web-preloads.ts'
import { pagesOf } from '../src/routes/route-access.ts'
import { BUILT_PAGE_IDS, ROUTE_TABLE } from '../src/routes/route-table.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FRAME_MODULES = ['src/views/shell/signed-in-app.tsx', 'src/views/shared/calendar-locale.ts']
const PAGE_LOADERS = 'src/views/shell/page-loaders.ts'

/** Each built page's id and the module its loader imports (absolute path). */
export function pageModules(source: string, from: string): Map<string, string> {
  const modules = new Map<string, string>()
  for (const [, id, path] of source.matchAll(/^\s+(\w+): \(\) =>\s*import\('([^']+)'\)/gm))
    if (id && path) modules.set(id, resolve(dirname(from), path))
  const missing = BUILT_PAGE_IDS.filter((id) => !modules.has(id))
  if (missing.length > 0)
    throw new Error(`page-preloads: no \`id: () => import('…')\` loader read for ${missing.join(', ')}`)
  return modules
}

export function pagePreloadsPlugin(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    // Once the bundle is final: Vite drops the chunks that held only styles after generateBundle.
    writeBundle(options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]))
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into
        into.add(chunk.fileName)
        const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss
        for (const file of css ?? []) into.add(file)
        for (const file of chunk.imports) {
          const next = byFile.get(file)
          if (next) closure(next, into)
        }
        return into
      }
      const entryFiles = new Set<string>()
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entryFiles)
      const filesOf = (module: string, also = new Set<string>()): string[] => {
        const chunk = byModule.get(module)
        if (!chunk) throw new Error(`page-preloads: no chunk for ${module}`)
        return [...closure(chunk)].filter((f) => !entryFiles.has(f) && !also.has(f)).map((f) => `/${f}`)
      }
      const frameFiles = new Set<string>()
      for (const module of FRAME_MODULES)
        for (const file of filesOf(resolve(ROOT, module))) frameFiles.add(file.slice(1))
      const loaders = resolve(ROOT, PAGE_LOADERS)
      const modules = pageModules(readFileSync(loaders, 'utf8'), loaders)
      const pages: Record<string, string[]> = {}
      for (const { route } of pagesOf(ROUTE_TABLE)) {
        const module = route.built ? modules.get(route.id) : undefined
        if (module) pages[route.path] = filesOf(module, frameFiles)
      }
      const preloads: PagePreloads = { frame: [...frameFiles].map((f) => `/${f}`), pages }
      writeFileSync(join(options.dir ?? 'dist', 'preloads.json'), JSON.stringify(preloads))
    },
  }
}
