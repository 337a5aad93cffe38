// The error catalogue of SPEC.md section 8, row by row, driven by overrideEndpoint: what the
// user sees for each kind of answer. Chinese texts are the ones SPEC.md quotes; English ones
// come from the locale files.
import type { Page } from '@playwright/test'
import enCommon from '../../src/locales/en/common.json' with { type: 'json' }
import zhCommon from '../../src/locales/zh/common.json' with { type: 'json' }
import { expect, test } from './fixtures.ts'
import { waitForMenuCounts } from './shell-helpers.ts'
import enShell from '../../src/locales/en/shell.json' with { type: 'json' }
import zhShell from '../../src/locales/zh/shell.json' with { type: 'json' }

// The first render after a load: the mock server boots in the page; allow for a busy machine.
const SIGN_IN = 40_000
test.describe.configure({ timeout: 90_000 })

/** The side menu, by its accessible name in the page's language. */
const mainMenu = (page: Page, language: 'en' | 'zh' = 'en') =>
  page.getByRole('navigation', { name: (language === 'zh' ? zhShell : enShell).menu.label })
const hasToken = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === 'Admin-Token' && c.value !== '')

async function submitLogin(page: Page, labels: { user: string; password: string; submit: string }) {
  await page.getByLabel(labels.user).fill('tradebase')
  await page.getByLabel(labels.password).fill('demo1234')
  await page.getByRole('button', { name: labels.submit }).click()
}
const EN_FORM = { user: 'User name', password: 'Password', submit: 'Sign in' }
const ZH_FORM = { user: '用户名', password: '密码', submit: '登录' }

/** Opening the dashboard from the menu refreshes the menu counts: one in-app call to answer. */
async function triggerMenuCount(page: Page, dashboard: string) {
  const language = dashboard === zhCommon.dashboard.title ? 'zh' : 'en'
  await mainMenu(page, language)
    .getByRole('link', { name: new RegExp(`^${dashboard}`) })
    .click()
}

test.describe('code 20001: an error toast for 5 s with the default text @errors', () => {
  for (const [language, text, form] of [
    ['en', enCommon.errors.badCredentials, EN_FORM],
    ['zh', '用户名或密码错误', ZH_FORM],
  ] as const) {
    test.describe(language, () => {
      test.use({ language })
      test(`20001 in ${language} @errors`, async ({ page, overrideEndpoint }) => {
        await overrideEndpoint('vueUserLogin', { code: 20001 })
        await page.goto('/login')
        await submitLogin(page, form)
        const toast = page.getByRole('alert').filter({ hasText: text })
        await expect(toast).toBeVisible({ timeout: SIGN_IN })
        const shownAt = Date.now()
        await expect(toast).toBeHidden({ timeout: 9_000 })
        const shownFor = Date.now() - shownAt
        // 5 s from when it appeared; we saw it a little after, and a busy machine polls late.
        expect(shownFor).toBeGreaterThan(3_500)
        expect(shownFor).toBeLessThan(7_500)
        await expect(page).toHaveURL(/\/login/)
      })
    })
  }
})

test.describe('codes 50008, 50012, 50014: the logged-out confirm dialog @errors', () => {
  test.use({ signedInAs: 'TRADEBASE', language: 'zh' })

  for (const code of [50008, 50012, 50014]) {
    test(`${code}: '确定登出' / '你已被登出，请重新登录'; confirm resets the token and reloads @errors`, async ({
      page,
      overrideEndpoint,
    }) => {
      await page.goto('/marketing/promotionsList')
      await expect(mainMenu(page, 'zh')).toBeVisible({ timeout: SIGN_IN })
      await waitForMenuCounts(page)
      await overrideEndpoint('getMenuCount', { code, message: 'session over' })
      await triggerMenuCount(page, zhCommon.dashboard.title)
      const dialog = page.getByRole('alertdialog', { name: '确定登出' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('你已被登出，请重新登录')
      await expect(dialog.getByRole('button', { name: zhCommon.actions.cancel })).toBeVisible()
      const reloaded = page.waitForEvent('load')
      await dialog.getByRole('button', { name: zhCommon.actions.reLogin }).click()
      await reloaded
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/, { timeout: SIGN_IN })
      expect(await hasToken(page)).toBe(false)
    })
  }

  test('cancel closes the dialog and keeps the page, signed in, without a reload @errors', async ({
    page,
    overrideEndpoint,
  }) => {
    await page.goto('/marketing/promotionsList')
    await expect(mainMenu(page, 'zh')).toBeVisible({ timeout: SIGN_IN })
    await waitForMenuCounts(page)
    await page.evaluate(() => {
      ;(window as { qaMarker?: number }).qaMarker = 1
    })
    await overrideEndpoint('getMenuCount', { code: 50014 }, { times: 1 })
    await triggerMenuCount(page, zhCommon.dashboard.title)
    const dialog = page.getByRole('alertdialog', { name: '确定登出' })
    await dialog.getByRole('button', { name: zhCommon.actions.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(mainMenu(page, 'zh')).toBeVisible()
    expect(await page.evaluate(() => (window as { qaMarker?: number }).qaMarker)).toBe(1)
    expect(await hasToken(page)).toBe(true)
  })
})

test.describe('a transport error: the login-failed dialog with the same reset @errors', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test.describe('zh', () => {
    test.use({ language: 'zh' })
    test('in Chinese: 登录失败 / 系统登录失败，请重新登录; confirm resets and reloads @errors', async ({
      page,
      overrideEndpoint,
    }) => {
      await page.goto('/marketing/promotionsList')
      await expect(mainMenu(page, 'zh')).toBeVisible({ timeout: SIGN_IN })
      await waitForMenuCounts(page)
      await overrideEndpoint('getMenuCount', { transportError: true })
      await triggerMenuCount(page, zhCommon.dashboard.title)
      const dialog = page.getByRole('alertdialog', { name: '登录失败' })
      await expect(dialog).toContainText('系统登录失败，请重新登录')
      const reloaded = page.waitForEvent('load')
      await dialog.getByRole('button', { name: zhCommon.actions.reLogin }).click()
      await reloaded
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/, { timeout: SIGN_IN })
      expect(await hasToken(page)).toBe(false)
    })
  })

  test('in English, cancel keeps the page @errors', async ({ page, overrideEndpoint }) => {
    await page.goto('/marketing/promotionsList')
    await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN })
    await waitForMenuCounts(page)
    await overrideEndpoint('getMenuCount', { transportError: true }, { times: 1 })
    await triggerMenuCount(page, enCommon.dashboard.title)
    const dialog = page.getByRole('alertdialog', { name: enCommon.dialogs.transportFailed.title })
    await expect(dialog).toContainText(enCommon.dialogs.transportFailed.message)
    await dialog.getByRole('button', { name: enCommon.actions.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await hasToken(page)).toBe(true)
  })
})

test.describe('any other code: the call is rejected with the server message, else the default @errors', () => {
  test('the server message is shown where the call was made (sign-in) @errors', async ({
    page,
    overrideEndpoint,
  }) => {
    await overrideEndpoint('vueUserLogin', { code: 40300, message: 'This account is disabled' })
    await page.goto('/login')
    await submitLogin(page, EN_FORM)
    await expect(page.getByRole('alert').filter({ hasText: 'This account is disabled' })).toBeVisible({
      timeout: SIGN_IN,
    })
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    expect(await hasToken(page)).toBe(false)
  })

  for (const [language, text, form] of [
    ['en', enCommon.errors.default, EN_FORM],
    ['zh', '系统登录失败', ZH_FORM],
  ] as const) {
    test.describe(language, () => {
      test.use({ language })
      test(`without a message: the default '${text}' @errors`, async ({ page, overrideEndpoint }) => {
        await overrideEndpoint('vueUserLogin', { code: 50000 })
        await page.goto('/login')
        await submitLogin(page, form)
        await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({ timeout: SIGN_IN })
        await expect(page.getByRole('alertdialog')).toHaveCount(0)
      })
    })
  }
})

test.describe('a response without a code is passed through @errors', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('a bare counts list still feeds the menu badges @errors', async ({ page, overrideEndpoint }) => {
    const bare = [{ orderCount: 41, refundCount: 2, cooperateCount: 5, omsOrderCount: 0 }]
    await overrideEndpoint('getMenuCount', { malformed: true, body: JSON.stringify(bare) })
    await page.goto('/dashboard')
    const nav = mainMenu(page)
    await expect(nav.getByRole('button', { name: /^Distribution 5 waiting/ })).toBeVisible({
      timeout: SIGN_IN,
    })
    // The order counts arrive too: the after-sales page is built, so the Orders group shows them.
    await expect(nav.getByRole('button', { name: /^Orders 43 waiting/ })).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })
})

test.describe('loading user info fails in the route guard @errors', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('the token is cleared, the error is shown, and the user goes to /login with redirect @errors', async ({
    page,
    overrideEndpoint,
  }) => {
    await overrideEndpoint('vueGetUserInfo', { code: 50000, message: 'User details are unavailable' })
    await page.goto('/marketing/promotionsList')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmarketing%2FpromotionsList$/, { timeout: SIGN_IN })
    await expect(page.getByRole('alert').filter({ hasText: 'User details are unavailable' })).toBeVisible()
    expect(await hasToken(page)).toBe(false)
  })

  test('without a message, the default text is shown @errors', async ({ page, overrideEndpoint }) => {
    await overrideEndpoint('vueGetUserInfo', { code: 50000 })
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/, { timeout: SIGN_IN })
    await expect(page.getByRole('alert').filter({ hasText: enCommon.errors.default })).toBeVisible()
    expect(await hasToken(page)).toBe(false)
  })
})
