// A page looks the same however it was reached: opened cold (a bookmark, a reload, a new tab)
// or after other pages loaded their chunks' CSS. Every built page of the route table is opened
// in the running app after all the others, then cold on its own URL, and the computed styles
// of its heading and of its content container must agree. Catches CSS that only some page
// chunks import (docs/decisions.md, "Page styles do not depend on what was opened before").
import type { Page } from '@playwright/test'
import { pagesOf } from '../../src/routes/route-access.ts'
import { ROUTE_TABLE } from '../../src/routes/route-table.ts'
import { expect, test, waitForMock } from './fixtures.ts'
import { mainMenu, navigateInApp, routeTitle } from './shell-helpers.ts'

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

/** Waits for the page's title and heading, then reads the styles of both parts. */
async function measure(page: Page, id: string): Promise<{ heading: Styles; container: Styles }> {
  // Generous: a page's chunk loads on first use, and the test machine may be busy.
  await expect(page).toHaveTitle(new RegExp(`^${routeTitle(id)} - `), { timeout: 30_000 })
  const heading = page.locator('#main-content h1').filter({ visible: true }).first()
  await expect(heading).toBeVisible({ timeout: 30_000 })
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

/**
 * Each test loads every page's styles first (a walk through all built pages, the costly part),
 * then compares its own share; four shares keep the walks few while both workers take part.
 */
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
      await page.goto('/dashboard')
      await waitForMock(page)
      await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 })
      // Every page once, so that every page's styles are loaded when this part is measured.
      for (const route of BUILT) {
        await navigateInApp(page, route.path)
        await expect(page).toHaveTitle(new RegExp(`^${routeTitle(route.id)} - `), { timeout: 30_000 })
      }
      const warm = new Map<string, Awaited<ReturnType<typeof measure>>>()
      for (const route of part) {
        await navigateInApp(page, route.path)
        warm.set(route.id, await measure(page, route.id))
      }

      // Cold: a new document on the page's URL, without saved tabs (a cached tab would load its chunk).
      const differing: string[] = []
      for (const route of part) {
        await page.evaluate(() => {
          for (const key of Object.keys(localStorage))
            if (key.startsWith('tabs:')) localStorage.removeItem(key)
        })
        await page.goto(route.path)
        const cold = await measure(page, route.id)
        const diff = differences(cold, warm.get(route.id) as Awaited<ReturnType<typeof measure>>)
        if (diff.length > 0) differing.push(`${route.path}: ${diff.join('; ')}`)
      }
      expect(differing, 'pages whose styles depend on what was opened before').toEqual([])
    })
  }
})
