import { expect as baseExpect, test } from './fixtures.ts'
import { mainMenu } from './shell-helpers.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

const counts = (orderCount: number, refundCount: number, cooperateCount: number, omsOrderCount: number) => ({
  code: 20000,
  data: [{ orderCount, refundCount, cooperateCount, omsOrderCount }],
})

test.describe('side menu badges (getMenuCount) @shell', () => {
  test.describe.configure({ timeout: 60_000 })

  test('show the seeded counts the server answers @shell', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO')
    const answer = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
      const res = await fetch('/control/getMenuCount', {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: token },
        body: JSON.stringify({ partyId: '' }),
      })
      return (await res.json()) as {
        data: { orderCount: number; refundCount: number; cooperateCount: number }[]
      }
    })
    const [counts] = answer.data
    if (!counts) throw new Error('getMenuCount answered no counts')
    const name = (title: string, n: number) => (n > 0 ? `${title} ${n} waiting` : title)
    const menu = mainMenu(page)
    await expect(
      menu.getByRole('button', { name: name('Distribution', counts.cooperateCount), exact: true }),
    ).toBeVisible()
    // The seed gives distributionpro cooperation requests waiting, so a badge shows.
    expect(counts.cooperateCount).toBeGreaterThan(0)
    // The after-sales page is built: the Orders group shows waiting-to-ship plus waiting-audit.
    expect(counts.orderCount + counts.refundCount).toBeGreaterThan(0)
    await expect(
      menu.getByRole('button', { name: name('Orders', counts.orderCount + counts.refundCount), exact: true }),
    ).toBeVisible()
  })

  test('show the counts of SPEC.md section 2, hide zeros, and refresh on opening home @shell', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await overrideEndpoint('getMenuCount', counts(3, 2, 4, 12))
    await loginAs('DISTRIBUTIONPRO')
    const menu = mainMenu(page)
    // Cooperation is built: its count shows on the page and on its group.
    await expect(menu.getByRole('button', { name: 'Distribution 4 waiting' })).toBeVisible()
    await menu.getByRole('button', { name: /^Distribution/ }).click()
    await expect(menu.getByRole('link', { name: 'Cooperation 4 waiting' })).toBeVisible()
    // The order and after-sales counts show on their pages and on the Orders group (3 + 2); the
    // catalogue orders waiting for audit on the order forms and the Catalogue group.
    await expect(menu.getByRole('button', { name: 'Orders 5 waiting', exact: true })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Catalogue 12 waiting', exact: true })).toBeVisible()
    await menu.getByRole('button', { name: /^Catalogue/ }).click()
    await expect(menu.getByRole('link', { name: 'Order forms 12 waiting', exact: true })).toBeVisible()
    await menu.getByRole('button', { name: /^Orders/ }).click()
    await expect(menu.getByRole('link', { name: /^Order list/ })).toBeVisible()
    await expect(
      menu.getByRole('link', { name: 'After-sales requests 2 waiting', exact: true }),
    ).toBeVisible()

    // An area's action changes the counts; opening home fetches them again; zeros hide.
    await overrideEndpoint('getMenuCount', counts(0, 1, 0, 0))
    await menu.getByRole('link', { name: /^Cooperation/ }).click()
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await expect(menu.getByRole('button', { name: 'Distribution', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Cooperation', exact: true })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Catalogue', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Order forms', exact: true })).toBeVisible()
  })

  test('are hidden when getMenuCount fails @shell', async ({ page, loginAs, overrideEndpoint }) => {
    await overrideEndpoint('getMenuCount', counts(3, 2, 1, 1))
    await loginAs('TRADEBASE')
    await expect(mainMenu(page).getByRole('button', { name: 'Distribution 1 waiting' })).toBeVisible()
    await overrideEndpoint('getMenuCount', { code: 40400, message: 'no such call' })
    await mainMenu(page).getByRole('link', { name: 'Open membership' }).click()
    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect(mainMenu(page).getByRole('button', { name: 'Distribution', exact: true })).toBeVisible()
  })
})

test.describe('role switch (mock builds only) @shell', () => {
  test.describe.configure({ timeout: 60_000 })

  test('switching role from the user menu reloads user and menu, and closes the open tabs @shell', async ({
    page,
    loginAs,
  }) => {
    await loginAs('TRADEBASE', '/marketing/promotionsList')
    await expect(mainMenu(page).getByRole('button', { name: 'Products', exact: true })).toBeVisible()
    await page.getByRole('button', { name: /User menu for/ }).click()
    await expect(page.getByText('Switch role (QA, mock only)')).toBeVisible()
    await page.getByRole('menuitem', { name: 'REPAIRFIN' }).click()
    await expect(mainMenu(page).getByRole('button', { name: 'Repair billing', exact: true })).toBeVisible()
    await expect(mainMenu(page).getByRole('button', { name: 'Products', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'User menu for 任芬' })).toBeVisible()
    // The new role starts on its home page; the tabs of the old one are closed.
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab')).toHaveText(['Dashboard'])
  })
})
