// A signed-in page opened cold: the HTML names the code the page will ask for (issue 37). The
// entry used to run, check the session and load the signed-in frame before the page's own
// chunks were asked for, one round trip after another on a phone's link. The build lists each
// built page's chunks and styles (scripts/page-preloads-plugin.ts, dist/preloads.json); a
// browser that sends a session cookie gets them as preload links in the HTML, fetched beside the
// entry. The cookie is not checked here: with a stale one the app signs the user in first,
// and the links have cost only their downloads.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** dist/preloads.json: the signed-in frame's files, and each built page's (paths from the site root). */
export interface PagePreloads {
  frame: readonly string[]
  pages: Readonly<Record<string, readonly string[]>>
}

/** The build's list, or none (a build without it, or the dev server). */
export function readPagePreloads(distDir: string): PagePreloads | undefined {
  const file = join(distDir, 'preloads.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : undefined
}

/** The built page at `path` (a trailing slash ignored), or undefined: the frame's links only. */
export function builtPage(preloads: PagePreloads, path: string): string | undefined {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(preloads.pages, page) ? page : undefined
}

/**
 * `html` with the preload links of the frame and of `page` at the end of its head. Scripts as
 * module preloads with the CORS mode Vite's loader uses (so the loader finds them and adds no
 * link of its own); styles as preloads only, so the page's stylesheets still apply in the order
 * the app adds them. At low priority: the entry's own chunks go first, so the first paint (the
 * loading notice) is not held back by the page's code; at high priority Lighthouse's phone saw it
 * 1.9 s later (docs/decisions/platform.md).
 */
export function withPreloadLinks(html: string, preloads: PagePreloads, page: string | undefined): string {
  const files = new Set([...preloads.frame, ...(page ? (preloads.pages[page] ?? []) : [])])
  const links = [...files].map((href) =>
    href.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}">`
      : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  )
  return html.replace('</head>', `${links.join('')}</head>`)
}
