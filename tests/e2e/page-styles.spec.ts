// A page looks the same however it was reached: opened cold (a bookmark, a reload, a new tab)
// or after other pages loaded their chunks' CSS. Catches CSS that only some page chunks import
// (docs/decisions.md, "Page styles do not depend on what was opened before").
//
// How, without a page load per page: the stylesheets a cold load of a page has are the ones the
// build's manifest gives the entry, the signed-in frame and the page's own module, with their
// static imports (every one of them must be in the document). Every stylesheet of the build is
// added to one document; each built page is opened inside it, as a menu link would, and its
// heading and content container are measured twice: with only its cold stylesheets enabled,
// then with all of them. Opening every page cold instead took four minutes of browser time.
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pagesOf } from '../../src/routes/route-access.ts'
import { ROUTE_TABLE } from '../../src/routes/route-table.ts'
import { expect, test, waitForMock } from './fixtures.ts'
import { openPageInApp, routeTitle } from './shell-helpers.ts'

const BUILT = pagesOf(ROUTE_TABLE)
  .map((p) => p.route)
  .filter((r) => r.built)

const PROPERTIES = [
  'font-size',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
] as const

type Styles = Record<string, string>

/** Every stylesheet the mock build holds: the entry's and every chunk's. */
const STYLESHEETS = readdirSync('dist-mock/assets')
  .filter((f) => f.endsWith('.css'))
  .map((f) => `/assets/${f}`)

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
const MANIFEST: Record<string, ManifestChunk> = JSON.parse(
  readFileSync('dist-mock/.vite/manifest.json', 'utf8'),
)

/** The stylesheets a set of manifest entries loads: theirs and their static imports'. */
function stylesheetsOf(entries: string[]): string[] {
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = MANIFEST[key]
    if (!chunk) throw new Error(`no manifest entry ${key}`)
    for (const file of chunk.css ?? []) css.add(`/${file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const entry of entries) visit(entry)
  return [...css]
}

/** The module of each built page (src/views/shell/page-loaders.ts), as a manifest key. */
const PAGE_MODULES = new Map(
  [
    ...readFileSync('src/views/shell/page-loaders.ts', 'utf8').matchAll(
      /^ {2}(\w+): \(\) =>\s*import\('\.\.\/([^']+)'\)/gm,
    ),
  ].map(([, id, path]) => [id as string, `src/views/${path}`]),
)

/** What a cold load of the page has: the entry's, the signed-in frame's and its module's. */
function coldStylesheets(id: string): string[] {
  const module = PAGE_MODULES.get(id)
  if (!module) throw new Error(`page ${id} has no loader in src/views/shell/page-loaders.ts`)
  return stylesheetsOf(['index.html', 'src/views/shell/signed-in-app.tsx', module])
}

/** Waits for the page's title and heading. */
async function waitForPage(page: Page, id: string): Promise<void> {
  // Generous: a page's chunk loads on first use, and the test machine may be busy.
  await expect(page).toHaveTitle(new RegExp(`^${routeTitle(id)} - `), { timeout: 30_000 })
  await expect(page.locator('#main-content h1').filter({ visible: true }).first()).toBeVisible({
    timeout: 30_000,
  })
}

/**
 * Adds every stylesheet of the build the document does not have yet, waits for them, and
 * answers how many of the build's stylesheets the document then holds.
 */
async function loadEveryStylesheet(page: Page): Promise<number> {
  return page.evaluate(async (hrefs) => {
    const present = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (l) => new URL(l.href).pathname,
      ),
    )
    await Promise.all(
      hrefs
        .filter((href) => !present.has(href))
        .map(
          (href) =>
            new Promise((resolve, reject) => {
              const link = document.createElement('link')
              link.rel = 'stylesheet'
              link.href = href
              link.onload = resolve
              link.onerror = () => reject(new Error(`stylesheet ${href} did not load`))
              document.head.append(link)
            }),
        ),
    )
    const now = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (l) => new URL(l.href).pathname,
      ),
    )
    return hrefs.filter((href) => now.has(href)).length
  }, STYLESHEETS)
}

/**
 * Reads the styles of the page's heading and of its content container, with only the given
 * stylesheets of the document enabled (all of them when `only` is undefined).
 */
async function measure(page: Page, only?: string[]): Promise<{ heading: Styles; container: Styles }> {
  const heading = page.locator('#main-content h1').filter({ visible: true }).first()
  return heading.evaluate(
    (h1, { properties, only }) => {
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        if (link.sheet) link.sheet.disabled = only !== null && !only.includes(new URL(link.href).pathname)
      }
      const pick = (el: Element) => {
        const style = getComputedStyle(el)
        return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))
      }
      // The content container: the page's own root, the child of <main> that holds the heading.
      let container: Element = h1
      while (container.parentElement && container.parentElement.id !== 'main-content')
        container = container.parentElement
      const measured = { heading: pick(h1), container: pick(container) }
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        if (link.sheet) link.sheet.disabled = false
      return measured
    },
    { properties: PROPERTIES, only: only ?? null },
  )
}

/** The differences between two measurements, as "part property: cold vs after others". */
function differences(
  cold: Awaited<ReturnType<typeof measure>>,
  warm: Awaited<ReturnType<typeof measure>>,
): string[] {
  const out: string[] = []
  for (const part of ['heading', 'container'] as const) {
    for (const p of PROPERTIES) {
      if (cold[part][p] !== warm[part][p])
        out.push(`${part} ${p}: ${cold[part][p]} cold, ${warm[part][p]} after others`)
    }
  }
  return out
}

/** Each test compares a share of the pages, so that both workers take part. */
const PARTS = 2
const PAGES_PER_TEST = Math.ceil(BUILT.length / PARTS)

/** The pages of a part that look different with their cold stylesheets and with all of them. */
async function comparePages(page: Page, routes: typeof BUILT): Promise<string[]> {
  await page.goto('/dashboard')
  await waitForMock(page)
  await waitForPage(page, 'dashboard')
  expect(await loadEveryStylesheet(page), 'every stylesheet of the build is loaded').toBe(STYLESHEETS.length)
  const differing: string[] = []
  for (const route of routes) {
    if (route.id !== 'dashboard') await openPageInApp(page, route.path, routeTitle(route.id))
    const cold = coldStylesheets(route.id)
    expect(STYLESHEETS, `${route.id}: its cold stylesheets are in the build`).toEqual(
      expect.arrayContaining(cold),
    )
    const diff = differences(await measure(page, cold), await measure(page))
    if (diff.length > 0) differing.push(`${route.path}: ${diff.join('; ')}`)
  }
  return differing
}

test.describe('page styles', () => {
  test.use({ signedInAs: 'admin' })
  test.describe.configure({ timeout: 180_000 })

  test('there are built pages to compare, each with a page module @shell', () => {
    expect(BUILT.length).toBeGreaterThan(1)
    expect(BUILT.filter((r) => !PAGE_MODULES.has(r.id)).map((r) => r.id)).toEqual([])
  })

  test('the check sees a stylesheet that only another page loads @shell', async ({ page }) => {
    await page.goto('/dashboard')
    await waitForMock(page)
    await waitForPage(page, 'dashboard')
    // A sheet outside the dashboard's cold set that moves its heading: measured cold, it is off.
    await page.evaluate(() => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = URL.createObjectURL(
        new Blob(['#main-content h1 { margin-top: 77px }'], { type: 'text/css' }),
      )
      const loaded = new Promise((resolve) => {
        link.onload = resolve
      })
      document.head.append(link)
      return loaded
    })
    const diff = differences(await measure(page, coldStylesheets('dashboard')), await measure(page))
    expect(diff).toEqual([expect.stringMatching(/^heading margin-top: .* cold, 77px after others$/)])
  })

  for (let i = 0; i < BUILT.length; i += PAGES_PER_TEST) {
    const part = BUILT.slice(i, i + PAGES_PER_TEST)
    test(`${part.map((r) => r.id).join(', ')} look the same opened cold and after every other page @shell`, async ({
      page,
    }) => {
      expect(STYLESHEETS.length, 'the mock build has stylesheets').toBeGreaterThan(1)
      expect(await comparePages(page, part), 'pages whose styles depend on what was opened before').toEqual(
        [],
      )
    })
  }
})
