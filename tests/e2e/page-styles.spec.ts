// A page looks the same however it was reached: opened cold (a bookmark, a reload, a new tab)
// or after other pages loaded their chunks' CSS. Every built page of the route table is opened
// cold on its own URL and measured; then every stylesheet of the build is added to that same
// document (as if every other page had been opened before) and the computed styles of its
// heading and of its content container must not change. Catches CSS that only some page
// chunks import (docs/decisions.md, "Page styles do not depend on what was opened before").
// Adding the build's stylesheets replaces walking through every other page first, which cost
// a minute and a half per part.
import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pagesOf } from '../../src/routes/route-access.ts'
import { ROUTE_TABLE } from '../../src/routes/route-table.ts'
import { expect, test, waitForMock } from './fixtures.ts'
import { routeTitle } from './shell-helpers.ts'

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

/** Reads the styles of the page's heading and of its content container. */
async function measure(page: Page): Promise<{ heading: Styles; container: Styles }> {
  const heading = page.locator('#main-content h1').filter({ visible: true }).first()
  return heading.evaluate((h1, properties) => {
    const pick = (el: Element) => {
      const style = getComputedStyle(el)
      return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))
    }
    // The content container: the page's own root, the child of <main> that holds the heading.
    let container: Element = h1
    while (container.parentElement && container.parentElement.id !== 'main-content')
      container = container.parentElement
    return { heading: pick(h1), container: pick(container) }
  }, PROPERTIES)
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
const PARTS = 4
const PAGES_PER_TEST = Math.ceil(BUILT.length / PARTS)

test.describe('page styles', () => {
  test.use({ signedInAs: 'admin' })
  test.describe.configure({ timeout: 300_000 })

  test('there are built pages to compare @shell', () => {
    expect(BUILT.length).toBeGreaterThan(1)
  })

  for (let i = 0; i < BUILT.length; i += PAGES_PER_TEST) {
    const part = BUILT.slice(i, i + PAGES_PER_TEST)
    test(`${part.map((r) => r.id).join(', ')} look the same opened cold and after every other page @shell`, async ({
      page,
    }) => {
      expect(STYLESHEETS.length, 'the mock build has stylesheets').toBeGreaterThan(1)
      const differing: string[] = []
      // Cold: a new document on the page's URL, without saved tabs (a cached tab would load its chunk).
      await page.addInitScript(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('tabs:')) localStorage.removeItem(key)
      })
      for (const route of part) {
        await page.goto(route.path)
        await waitForMock(page)
        await waitForPage(page, route.id)
        const cold = await measure(page)
        expect(await loadEveryStylesheet(page), 'every stylesheet of the build is loaded').toBe(
          STYLESHEETS.length,
        )
        const warm = await measure(page)
        const diff = differences(cold, warm)
        if (diff.length > 0) differing.push(`${route.path}: ${diff.join('; ')}`)
      }
      expect(differing, 'pages whose styles depend on what was opened before').toEqual([])
    })
  }
})
