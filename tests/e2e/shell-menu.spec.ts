import { expect as baseExpect, test } from '@playwright/test'
import type { Role } from '../../contract/roles.ts'
import { filterRoutes, menuOf } from '../../src/routes/route-access.ts'
import { groupTitle, mainMenu, openSignedIn, routeTitle, titled } from './shell-helpers.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The top-level menu entries a role should see, from the same role table the app uses. */
function expectedMenu(role: Role | 'admin'): string[] {
  return menuOf(filterRoutes([role])).map((e) =>
    e.children ? groupTitle(e.route.id) : routeTitle(e.route.id),
  )
}

// Spot checks that do not come from the table, so a wrong table fails too.
const SHOULD_SEE: Record<string, string[]> = {
  tradebase: ['Products', 'Orders', 'Distribution', 'Catalogue', 'Finance', 'Accounts'],
  ordering: ['Business network', 'Messages', 'Accounts'],
  repairfin: ['Repair billing'],
  admin: ['Products', 'Projects', 'Repair service', 'Repair billing', 'Messages'],
}
const SHOULD_NOT_SEE: Record<string, string[]> = {
  tradebase: ['Repair service', 'Repair billing', 'Projects'],
  ordering: ['Products', 'Orders', 'Repair billing'],
  repairfin: ['Products', 'Orders', 'Messages', 'Accounts'],
  admin: [],
}

test.describe('side menu per role @shell', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const role of ['TRADEBASE', 'ORDERING', 'REPAIRFIN', 'admin'] as const) {
    const username = role.toLowerCase()
    test(`${username} sees the menu of its role @shell`, async ({ page }) => {
      await openSignedIn(page, username)
      const entries = mainMenu(page).locator(':scope > ul > li > :is(a, button)')
      // A badge may follow a title (its count), so each entry starts with the expected title.
      await expect(entries).toHaveText(expectedMenu(role).map((name) => new RegExp(`^${name}`)))
      for (const name of SHOULD_SEE[username] ?? [])
        await expect(entries.filter({ hasText: name })).toHaveCount(1)
      for (const name of SHOULD_NOT_SEE[username] ?? [])
        await expect(entries.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(0)
    })
  }

  test('tradebase gets the order audit list of the catalogue group but not the catalogues @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'tradebase')
    await mainMenu(page)
      .getByRole('button', { name: titled('Catalogue') })
      .click()
    await expect(mainMenu(page).getByRole('link', { name: 'Order forms' })).toBeVisible()
    await expect(mainMenu(page).getByRole('link', { name: 'Catalogues' })).toHaveCount(0)
  })
})
