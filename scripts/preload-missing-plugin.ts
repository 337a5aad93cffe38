// Vite lists, beside every dynamic import(), the chunks to preload with it (__vite__mapDeps):
// all of the imported chunk's static imports, including those the importing chunk has already
// loaded (React, PrimeReact's core, the i18n chunk...) since a chunk runs only once its own
// static imports have. For the signed-in frame's hundred page loaders those lists were about a
// tenth of its gzip size, within the dashboard's 300 kB budget (DESIGN.md). This plugin keeps
// the bundle's chunk graph at generateBundle (it runs before Vite's import analysis, a post
// plugin) so that `resolveDependencies` can drop what the importer's own static imports hold.
import type { Plugin } from 'vite'

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string }) => string[]

export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let imports = new Map<string, readonly string[]>()
  const loaded = new Map<string, Set<string>>()
  const staticClosure = (host: string): Set<string> => {
    const known = loaded.get(host)
    if (known) return known
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const next of imports.get(file) ?? []) visit(next)
    }
    visit(host)
    loaded.set(host, seen)
    return seen
  }
  return {
    plugin: {
      name: 'preload-only-what-is-missing',
      apply: 'build',
      generateBundle(_, bundle) {
        imports = new Map()
        loaded.clear()
        for (const [file, output] of Object.entries(bundle))
          if (output.type === 'chunk') imports.set(file, output.imports)
      },
    },
    // Without the graph (another Vite order of hooks) every dependency stays listed, as before.
    resolveDependencies: (_file, deps, { hostId }) => {
      if (!imports.has(hostId)) return deps
      const already = staticClosure(hostId)
      return deps.filter((dep) => !already.has(dep))
    },
  }
}
