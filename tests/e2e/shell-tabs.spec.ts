import { expect as baseExpect, type Page, test } from '@playwright/test'
import {
  navigateInApp,
  openFromMenu,
  openSignedIn,
  reloadSignedIn,
  tabList,
  tabNames,
} from './shell-helpers.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/** Marks the heading of the page on screen; a re-mounted page comes back without the mark. */
async function markPage(page: Page) {
  await page
    .locator('#main-content h1')
    .filter({ visible: true })
    .evaluate((el) => {
      el.setAttribute('data-e2e-mark', 'kept')
    })
}
const marked = (page: Page) => page.locator('#main-content h1[data-e2e-mark="kept"]')
/** The level-1 heading a page shows. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
/** The page on screen still carries the mark. */
const markedPage = (page: Page) => marked(page).filter({ visible: true })

test.describe('tab bar @shell', () => {
  test.describe.configure({ timeout: 90_000 })

  test('opens a tab per page, closes others and all, and keeps the pinned dashboard @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'productManagement', 'productList')
    await openFromMenu(page, 'orderManagement', 'salesOrder')
    await openFromMenu(page, 'marketing', 'promotionsList')
    await expect(tabList(page).getByRole('tab')).toHaveText([
      'Dashboard',
      'Product list',
      'Order list',
      'Promotions',
    ])
    await expect(tabList(page).getByRole('tab', { name: 'Promotions' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    // Context menu of the order list tab: close others.
    await tabList(page).getByRole('tab', { name: 'Order list' }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Close others' }).click()
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard', 'Order list'])
    await expect(page).toHaveURL('/order-management/salesOrder')

    // The dashboard has no close button and cannot be closed.
    await expect(tabList(page).getByTitle('Close Dashboard')).toHaveCount(0)
    await tabList(page).getByTitle('Close Order list').click()
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard'])
    await expect(page).toHaveURL('/dashboard')

    await openFromMenu(page, 'marketing', 'limitPurchase')
    await openFromMenu(page, 'marketing', 'promotionsList')
    await page.getByRole('button', { name: 'Tab actions' }).click()
    await page.getByRole('menuitem', { name: 'Close all' }).click()
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard'])
    await expect(page).toHaveURL('/dashboard')
  })

  test('a cached page keeps its state between visits; a no-cache page reloads @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    // The order forms are cached (SPEC.md, Caching); purchase limits are not. A mark on a page's
    // heading survives only in a page that stays mounted.
    await openFromMenu(page, 'catalogueManagement', 'orderAudit')
    await expect(heading(page, 'Order forms')).toBeVisible()
    await markPage(page)
    await openFromMenu(page, 'marketing', 'limitPurchase')
    await expect(heading(page, 'Purchase limits')).toBeVisible()
    await markPage(page)
    await tabList(page).getByRole('tab', { name: 'Order forms' }).click()
    await expect(heading(page, 'Order forms')).toBeVisible()
    await expect(markedPage(page)).toBeVisible()
    await tabList(page).getByRole('tab', { name: 'Purchase limits' }).click()
    await expect(heading(page, 'Purchase limits')).toBeVisible()
    await expect(markedPage(page)).toHaveCount(0)
    // The cached page stays mounted, hidden, while another tab shows.
    await expect(marked(page)).toHaveCount(1)
    await expect(marked(page)).toBeHidden()
  })

  test('refresh re-mounts a cached page and closing drops its cache @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'catalogueManagement', 'orderAudit')
    await expect(heading(page, 'Order forms')).toBeVisible()
    await markPage(page)
    await tabList(page).getByRole('tab', { name: 'Order forms' }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Refresh' }).click()
    await expect(page).toHaveURL('/cataLogManagement/orderAudit')
    await expect(heading(page, 'Order forms')).toBeVisible()
    await expect(markedPage(page)).toHaveCount(0)

    await markPage(page)
    await tabList(page).getByTitle('Close Order forms').click()
    await navigateInApp(page, '/cataLogManagement/orderAudit')
    await expect(heading(page, 'Order forms')).toBeVisible()
    await expect(markedPage(page)).toHaveCount(0)
  })

  test('works from the keyboard: arrows, Enter, Delete and Shift+F10 @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'productManagement', 'productList')
    await openFromMenu(page, 'marketing', 'promotionsList')
    const active = tabList(page).getByRole('tab', { name: 'Promotions' })
    await active.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(tabList(page).getByRole('tab', { name: 'Product list' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/product-management/productList')
    await page.keyboard.press('ArrowRight')
    await expect(active).toBeFocused()
    await page.keyboard.press('Delete')
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard', 'Product list'])

    await tabList(page).getByRole('tab', { name: 'Product list' }).focus()
    await page.keyboard.press('Shift+F10')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Close all' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard'])
    await expect(page).toHaveURL('/dashboard')
  })

  test('open tabs survive a reload, per user @shell', async ({ page }) => {
    await openSignedIn(page, 'distributionpro')
    await openFromMenu(page, 'productManagement', 'productList')
    await openFromMenu(page, 'statisticsManagement', 'manageDailyReport')
    await reloadSignedIn(page, 'distributionpro')
    await expect(tabList(page).getByRole('tab')).toHaveText(['Dashboard', 'Product list', 'Daily report'])
    expect(await tabNames(page)).toHaveLength(3)
  })
})
