import { expect as baseExpect, type Page, test } from '@playwright/test'
import {
  mainMenu,
  openFromMenu,
  openSignedIn,
  reloadSignedIn,
  SIGN_IN_TIMEOUT,
  signIn,
  tabList,
  titled,
} from './shell-helpers.ts'
import { readablePrimary } from '../../src/browser/contrast.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The CSS computed form of a #rrggbb colour. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
/** What the app draws a picked theme colour as (the shade that reads at WCAG AA). */
const drawn = (pick: string, dark: boolean) => rgb(readablePrimary(pick, dark))

/** The coloured chip of the selected tab (the tab's frame). */
const activeTabChip = (page: Page) => tabList(page).getByRole('tab', { selected: true }).locator('..')

test.describe('layout @shell', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the sidebar collapses to icons, stays so after a reload, and closes below 992 px @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'distributionpro')
    const sidebar = page.locator('aside.side-menu')
    await expect(sidebar).toHaveCSS('width', '210px')
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(sidebar).toHaveCSS('width', '64px')
    // Collapsed, a group still opens as a flyout and its pages keep their names.
    await mainMenu(page)
      .getByRole('button', { name: titled('Orders') })
      .hover()
    await mainMenu(page).getByRole('link', { name: 'Order list' }).click()
    await expect(page).toHaveURL('/order-management/salesOrder')

    await reloadSignedIn(page, 'distributionpro')
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
    await expect(sidebar).toHaveCSS('width', '64px')
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect(sidebar).toHaveCSS('width', '210px')

    // Below 992 px the device is mobile: the sidebar is an overlay, closed until asked for.
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(sidebar).not.toBeInViewport()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(sidebar).toBeInViewport()
    await openFromMenu(page, 'marketing', 'promotionsList')
    await expect(page).toHaveURL('/marketing/promotionsList')
    await expect(sidebar).not.toBeInViewport()
    // Back on a wide screen, the saved open state applies again.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(sidebar).toHaveCSS('width', '210px')
    await expect(sidebar).toBeInViewport()
  })

  test('theme colour and dark mode apply at once and persist @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await page.getByRole('button', { name: 'Page settings' }).click()
    const panel = page.getByRole('complementary').filter({ hasText: 'Page settings' })
    await panel.getByRole('radio', { name: 'Colour #f5222d' }).check()
    await panel.getByLabel('Dark mode').check()
    await panel.getByLabel('Fixed header').check()
    const html = page.locator('html')
    await expect(html).toHaveClass(/app-dark/)
    await expect(activeTabChip(page)).toHaveCSS('background-color', drawn('#f5222d', true))
    // The dark theme's own stylesheet (loaded on demand from our bundle) is in place.
    await expect(page.locator('style#app-dark-theme')).toHaveCount(1)
    await expect(page.locator('.app-layout__content')).not.toHaveCSS('background-color', 'rgb(240, 242, 245)')

    await reloadSignedIn(page, 'distributionpro')
    await expect(html).toHaveClass(/app-dark/)
    await expect(activeTabChip(page)).toHaveCSS('background-color', drawn('#f5222d', true))
    await expect(page.locator('.app-layout__header')).toHaveCSS('position', 'sticky')
    await page.getByRole('button', { name: 'Page settings' }).click()
    await expect(panel.getByRole('radio', { name: 'Colour #f5222d' })).toBeChecked()
    await expect(panel.getByLabel('Dark mode')).toBeChecked()
    await panel.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect(html).not.toHaveClass(/app-dark/)
    await expect(page.locator('style#app-dark-theme')).toHaveCount(0)
    await expect(activeTabChip(page)).toHaveCSS('background-color', drawn('#1890ff', false))
  })

  test('switching the language re-renders menu, tabs, breadcrumb and window title @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'marketing', 'promotionsList')
    await expect(page).toHaveTitle('Promotions - Merchant Back Office')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await expect(page).toHaveTitle('促销活动 - 商家管理后台')
    await expect(mainMenu(page)).toHaveCount(0)
    const menuZh = page.getByRole('navigation', { name: '主菜单' })
    await expect(menuZh.getByRole('button', { name: '营销管理', exact: true })).toBeVisible()
    await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveText([
      '首页',
      '促销活动',
    ])
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveText(/首页.*营销管理.*促销活动/)
    await expect(page.getByRole('heading', { level: 1, name: '促销活动', exact: true })).toBeVisible()

    await page.getByRole('combobox', { name: '语言' }).selectOption('en')
    await expect(page).toHaveTitle('Promotions - Merchant Back Office')
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard', 'Promotions'])
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Dashboard.*Marketing.*Promotions/,
    )
  })

  test('the saved language wins over the browser’s after a reload @shell', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
    await expect(page).toHaveTitle('登录 - 商家管理后台')
  })

  test('logging out clears the open tabs @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'productManagement', 'productList')
    await openFromMenu(page, 'orderManagement', 'salesOrder')
    await page.getByRole('button', { name: /User menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    // Back to the login, which offers to return to the page the user was on.
    await expect(page).toHaveURL('/login?redirect=%2Forder-management%2FsalesOrder')
    await signIn(page, 'distributionpro')
    await expect(page).toHaveURL('/order-management/salesOrder', { timeout: SIGN_IN_TIMEOUT })
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard', 'Order list'])
  })

  test('header search (Ctrl+K) opens a page the user may open, in the current language @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'distributionpro')
    await page.keyboard.press('Control+k')
    const search = page.getByRole('combobox', { name: 'Search pages' })
    await expect(search).toBeFocused()
    await search.fill('order')
    const results = page.getByRole('listbox', { name: 'Pages' })
    await expect(results.getByRole('option', { name: /Order list/ })).toBeVisible()
    await search.fill('repair')
    await expect(results.getByRole('option')).toHaveCount(0)
    await expect(page.getByText('No page matches “repair”')).toBeVisible()
    await search.fill('daily rep')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/statistics-management/manageDailyReport')

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await page.getByRole('button', { name: /搜索页面/ }).click()
    await page.getByRole('combobox', { name: '搜索页面' }).fill('会员')
    await page.getByRole('option', { name: /会员管理/ }).click()
    await expect(page).toHaveURL('/distribution-management/members')
  })

  test('the usage tutorial and account management are one click away @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await page.getByRole('link', { name: 'Usage tutorial' }).click()
    await expect(page).toHaveURL('/courseList')
    await page.getByRole('button', { name: /User menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Account management' }).click()
    await expect(page).toHaveURL('/account-management/account')
  })

  test('the error log keeps a runtime error for the user to copy @shell', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSignedIn(page, 'distributionpro')
    await expect(page.getByRole('button', { name: /Error log/ })).toHaveCount(0)
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('stock sync exploded')
      })
    })
    await page.getByRole('button', { name: 'Error log (1)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Error log' })
    await expect(dialog.getByRole('cell', { name: /Error: stock sync exploded/ })).toBeVisible()
    await expect(dialog.getByRole('cell', { name: '/dashboard' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Copy all' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Error: stock sync exploded')
    await dialog.getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByRole('button', { name: /Error log/ })).toHaveCount(0)
  })
})
