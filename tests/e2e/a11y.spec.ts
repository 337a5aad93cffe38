// Accessibility: axe (WCAG 2.1 A and AA rules) on the login page, the shell, the 401/404 pages
// and every page the build has (every route marked built, not the shared coming-soon
// placeholder; the placeholder itself is checked once), with no serious or critical violation;
// and the app used with the keyboard alone: sign in, open a page from the menu, move between
// open pages in the tab bar.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import { pagesOf } from '../../src/routes/route-access.ts'
import { ROUTE_TABLE, type RouteDef } from '../../src/routes/route-table.ts'
import { expect, test, waitForMock } from './fixtures.ts'
import { mainMenu, openPageInApp, routeTitle, tabList } from './shell-helpers.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const PAGES_PER_TEST = 12

/** axe-core itself, run in the page (below). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> }
  }
}

/**
 * Serious and critical violations on the page as it is now, one line per element, labelled.
 * axe runs in the page, injected once per document, and details violations only: the
 * @axe-core/playwright builder injects it again on every check and finishes each run in a new
 * blank page, which made this file's checks about three times as slow (docs/benchmarks.md).
 */
async function violations(page: Page, label: string, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate(
    async ({ tags, scope }) => {
      if (!window.axe) throw new Error('axe-core did not load')
      const result = await window.axe.run(scope ? { include: [[scope]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return result.violations
    },
    { tags: TAGS, scope },
  )
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${label}: ${v.impact} ${v.id}: ${v.help} at ${n.target.join(' ')}`))
}

/**
 * A built page's own content: the shell around it (menu, header, tab bar) and the document-wide
 * rules are checked on the dashboard, in both themes and languages (below), not again per page.
 */
const PAGE_CONTENT = '#main-content'

async function openInApp(page: Page, route: RouteDef, language: 'en' | 'zh' = 'en'): Promise<void> {
  await openPageInApp(page, route.path, routeTitle(route.id, language))
}

/** Pages whose route is not built yet: they show the coming-soon placeholder. */
const isPlaceholder = (route: RouteDef) => !route.built
const allPages = pagesOf(ROUTE_TABLE).map((p) => p.route)
const builtPages = allPages.filter((r) => r.id !== 'dashboard' && !isPlaceholder(r))
const placeholder = allPages.find(isPlaceholder)

test.describe.configure({ timeout: 90_000 })

test('the login page has no serious or critical axe violation, in English and Chinese @a11y', async ({
  page,
}) => {
  await page.goto('/login')
  await waitForMock(page)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 })
  const problems = await violations(page, '/login (en)')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
  problems.push(...(await violations(page, '/login (zh)')))
  expect(problems).toEqual([])
  // The check itself finds what it should: an image without a text alternative.
  await page.evaluate(() =>
    document.body.append(Object.assign(document.createElement('img'), { src: '/x.png' })),
  )
  expect(await violations(page, 'probe')).toEqual([expect.stringContaining('critical image-alt')])
})

test.describe('signed in as admin', () => {
  test.use({ signedInAs: 'admin' })

  test('the shell (dashboard, the placeholder page, 401, 404) has no serious or critical violation @a11y', async ({
    page,
  }) => {
    const problems: string[] = []
    const check = async (label: string) => {
      problems.push(...(await violations(page, label)))
    }
    await page.goto('/dashboard')
    await waitForMock(page)
    await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 })
    await check('/dashboard')
    // A page's own check covers what is inside its content: an image without a text alternative
    // put there is found by it.
    await page.evaluate((scope) => {
      const probe = Object.assign(document.createElement('img'), { src: '/x.png', id: 'axe-probe' })
      document.querySelector(scope)?.append(probe)
    }, PAGE_CONTENT)
    expect(await violations(page, 'probe', PAGE_CONTENT)).toEqual([
      expect.stringContaining('critical image-alt'),
    ])
    await page.evaluate(() => document.getElementById('axe-probe')?.remove())
    if (placeholder) {
      await openInApp(page, placeholder)
      await check(`${placeholder.path} (the coming-soon page)`)
    }
    for (const path of ['/401', '/404']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await check(path)
    }
    expect(problems).toEqual([])
  })

  test('in dark mode and in Chinese, the shell and a few area pages have no serious or critical violation @a11y', async ({
    page,
  }) => {
    // Dark mode draws the theme colour lightened, with dark text on it (src/services/contrast.ts).
    await page.addInitScript(() => {
      try {
        localStorage.setItem('settings', JSON.stringify({ dark: true, language: 'zh' }))
      } catch {
        // about:blank has no localStorage; the script runs again on the app's page.
      }
    })
    await page.goto('/dashboard')
    await waitForMock(page)
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('style#app-dark-theme')).toHaveCount(1)
    const problems = await violations(page, '/dashboard (dark, zh)')
    for (const id of ['members', 'cooperation', 'messageIndex', 'createAnn']) {
      const route = builtPages.find((r) => r.id === id)
      if (!route) throw new Error(`no built page ${id}`)
      await openInApp(page, route, 'zh')
      problems.push(...(await violations(page, `${route.path} (dark, zh)`)))
    }
    expect(problems).toEqual([])
  })

  for (let i = 0; i < builtPages.length; i += PAGES_PER_TEST) {
    const part = builtPages.slice(i, i + PAGES_PER_TEST)
    test(`built pages ${part.map((r) => r.id).join(', ')} have no serious or critical violation @a11y`, async ({
      page,
    }) => {
      await page.goto('/dashboard')
      await waitForMock(page)
      await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 })
      const problems: string[] = []
      for (const route of part) {
        await openInApp(page, route)
        problems.push(...(await violations(page, route.path, PAGE_CONTENT)))
      }
      expect(problems).toEqual([])
    })
  }
})

test('keyboard only: sign in, open a page from the menu, move between tabs @a11y', async ({ page }) => {
  await page.goto('/login')
  await waitForMock(page)
  const user = page.getByLabel('User name')
  await expect(user).toBeVisible({ timeout: 30_000 })
  // Tab until the user name field has focus (the language picker may come first).
  for (let i = 0; i < 10 && !(await user.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(user).toBeFocused()
  await page.keyboard.type('tradebase')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('demo1234')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  await expect(mainMenu(page)).toBeVisible()

  // Into the menu: Tab until the Marketing group has focus, open it, follow its first link.
  const nav = mainMenu(page)
  const marketing = nav.getByRole('button', { name: /^Marketing/ })
  for (let i = 0; i < 60 && !(await marketing.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(marketing).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(marketing).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: /^Promotions/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/marketing\/promotionsList$/)

  // The tab bar: the open page's tab is the tab stop; arrows move, Enter opens.
  const tabs = tabList(page)
  const active = tabs.getByRole('tab', { selected: true })
  await expect(active).toHaveText(/Promotions/)
  for (let i = 0; i < 40 && !(await active.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(active).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: /^Dashboard/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(/Dashboard/)
})
