// Helpers for the shell's end-to-end tests against the mock server in the page.
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../../contract/roles.ts'
import en from '../../src/locales/en/routes.json' with { type: 'json' }
import zh from '../../src/locales/zh/routes.json' with { type: 'json' }

export const SIGN_IN_TIMEOUT = 20_000

export const routeTitle = (id: string, language: 'en' | 'zh' = 'en'): string =>
  ((language === 'zh' ? zh : en).pages as Record<string, string>)[id] ?? id
export const groupTitle = (id: string): string => (en.groups as Record<string, string>)[id] ?? id

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('User name').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Opens the app at `path`, signs in as `username` and waits for the shell. */
export async function openSignedIn(page: Page, username: string, path = '/dashboard'): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, username)
  // The mock server boots and hashes in the page: allow for a busy machine.
  await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
}

/**
 * Navigates inside the running app, as a link would. A full page load restarts the in-page
 * mock server (its database lives in the page), which ends the session.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Opens a page inside the running app (navigateInApp) and waits, in the page, until the window
 * title names it and its level-1 heading shows. The wait polls every frame: Playwright's own
 * assertions back off to a poll every 500 ms, which cost a page-by-page check (a11y, page
 * styles) about a third of a second per page.
 */
export async function openPageInApp(
  page: Page,
  path: string,
  title: string,
  timeout = 30_000,
): Promise<void> {
  await navigateInApp(page, path)
  try {
    await page.waitForFunction(
      (prefix) =>
        document.title.startsWith(prefix) &&
        [...document.querySelectorAll('#main-content h1')].some((h) => h.checkVisibility()),
      `${title} - `,
      { timeout },
    )
  } catch (error) {
    throw new Error(`${path} did not open as "${title}": the window shows "${await page.title()}"`, {
      cause: error,
    })
  }
}

/** Reloads the page; if the reload ended the session, signs in again as `username`. */
export async function reloadSignedIn(page: Page, username: string): Promise<void> {
  await page.reload()
  const login = page.getByRole('button', { name: 'Sign in' })
  await expect(login.or(mainMenu(page))).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  if (await login.isVisible()) await signIn(page, username)
  await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
}

/** A menu entry's accessible name: its title, maybe followed by a badge ("Orders 5 waiting"). */
export const titled = (title: string): RegExp => new RegExp(`^${title}( \\d+ waiting)?$`)

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/**
 * Resolves once the menu shows the counts the app asked for when it opened (a badge: the
 * account must have something waiting). An override of getMenuCount set after this meets the
 * next call, not that one, which on a busy machine may still be on its way.
 */
export async function waitForMenuCounts(page: Page): Promise<void> {
  await expect(page.locator('nav .side-menu__badge').first()).toBeAttached({ timeout: SIGN_IN_TIMEOUT })
}
export const tabList = (page: Page) => page.getByRole('tablist', { name: 'Open pages' })

export async function openFromMenu(page: Page, groupId: string | undefined, pageId: string): Promise<void> {
  const menu = mainMenu(page)
  if (groupId) {
    const group = menu.getByRole('button', { name: titled(groupTitle(groupId)) })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  }
  // The title, maybe followed by a badge ("Order list 3 waiting").
  await menu.getByRole('link', { name: titled(routeTitle(pageId)) }).click()
}

export async function tabNames(page: Page): Promise<string[]> {
  return tabList(page).getByRole('tab').allInnerTexts()
}

/** The signed-in merchant's waiting-to-ship count as the server answers it (getMenuCount). */
export async function waitingCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
    const res = await fetch('/control/getMenuCount', {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: JSON.stringify({ partyId: '' }),
    })
    return ((await res.json()) as { data: { orderCount: number }[] }).data[0]?.orderCount ?? 0
  })
}

/** The menu's order list link with its waiting-to-ship badge at `n`. */
export const orderListLink = (page: Page, n: number) =>
  mainMenu(page).getByRole('link', { name: `Order list ${n} waiting`, exact: true })
