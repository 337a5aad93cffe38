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

test.describe('page styles', () => {
  // admin opens every route.
  test.use({ signedInAs: 'admin' })
  test.describe.configure({ timeout: 240_000 })

  test('every built page looks the same opened cold and after other pages @shell', async ({ page }) => {
    expect(BUILT.length).toBeGreaterThan(1)
    await page.goto('/dashboard')
    await waitForMock(page)
    await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 })

    // In the running app: load every page's chunk first, then measure each after all the others.
    for (const route of BUILT) {
      await navigateInApp(page, route.path)
      await measure(page, route.id)
    }
    const warm = new Map<string, Awaited<ReturnType<typeof measure>>>()
    for (const route of BUILT) {
      await navigateInApp(page, route.path)
      warm.set(route.id, await measure(page, route.id))
    }

    // Cold: a new document on the page's URL, without saved tabs (a cached tab would load its chunk).
    const differing: string[] = []
    for (const route of BUILT) {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('tabs:')) localStorage.removeItem(key)
      })
      await page.goto(route.path)
      const cold = await measure(page, route.id)
      const diff = differences(cold, warm.get(route.id) as Awaited<ReturnType<typeof measure>>)
      if (diff.length > 0) differing.push(`${route.path}: ${diff.join('; ')}`)
    }
    expect(differing, 'pages whose styles depend on what was opened before').toEqual([])
  })
})
