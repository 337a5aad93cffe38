// A dealer orders from its supplier's catalogue (issue 31), on the mock: `ordering` (an enabled
// member of admin's demo shop in the seed) chooses the shop's open catalogue, fills a quantity,
// sees the price the approval will charge, and places the order (a quantity over the limit is
// refused at its field first). The supplier (admin, signing in in the same page: each mock page
// has its own world) finds it waiting in its order audit and approves it; the dealer then finds
// the sales order it became in My purchases. The supplier's audit badge counts the order.
import type { Page } from '@playwright/test'
import { expect as baseExpect, type DemoRole, test } from './fixtures.ts'
import { mainMenu } from './shell-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

async function switchTo(
  page: Page,
  loginAs: (r: DemoRole, p: string) => Promise<void>,
  role: DemoRole,
  path: string,
) {
  await page.evaluate(() => window.__mock?.flush())
  await loginAs(role, path)
}

test('a dealer orders from its supplier catalogue; the supplier approves; the dealer sees the purchase @purchases', async ({
  page,
  loginAs,
}) => {
  // The supplier's audit badge before: how many orders wait.
  await loginAs('admin', '/cataLogManagement/orderAudit')
  const pending = page.getByTestId('status-count-PENDING')
  await expect(pending).toHaveText(/^\d+$/)
  const before = Number((await pending.textContent())?.trim())
  const badge = (n: number) =>
    mainMenu(page).getByRole('link', { name: `Order forms ${n} waiting`, exact: true })
  await expect(badge(before)).toBeVisible()

  await switchTo(page, loginAs, 'ORDERING', '/purchase-management/catalogueOrder')
  await expect(page.getByRole('heading', { name: "Order from a supplier's catalogue" })).toBeVisible()
  await page.getByLabel('Catalogue', { exact: true }).first().press('Enter')
  await page.getByRole('option', { name: / · / }).first().click()
  const table = page.getByRole('table', { name: 'Catalogue products' })
  await expect(table).toBeVisible()

  // The delivery starts as the dealer's business profile.
  await expect(page.getByLabel('Receiver', { exact: true })).not.toHaveValue('')
  await expect(page.getByLabel('Delivery address')).not.toHaveValue('')

  // Refused at the field: nothing to order, then a quantity over the limit.
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('Enter a quantity for at least one product')).toBeVisible()
  const quantity = table.getByLabel(/^Quantity of /).first()
  await quantity.fill('10000')
  await quantity.blur()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')

  await quantity.fill('3')
  await quantity.blur()
  await expect(page.getByRole('status', { name: 'Order total' })).toContainText('To pay on approval')
  await page.getByRole('button', { name: 'Place order' }).click()
  const placed = page.getByRole('status').filter({ hasText: /Order DH\d+ placed\. It awaits .+'s approval/ })
  await expect(placed).toBeVisible()
  const orderNo = /DH\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? ''
  expect(orderNo).not.toBe('')

  // The supplier audits it.
  await switchTo(page, loginAs, 'admin', '/cataLogManagement/orderAudit')
  await expect(page.getByTestId('status-count-PENDING')).toHaveText(String(before + 1))
  await expect(badge(before + 1)).toBeVisible()
  await page.getByRole('button', { name: `Approve ${orderNo}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve order' })
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const created = page.getByText(/^Sales order CO\d+ was created\.$/)
  await expect(created).toBeVisible()
  const salesNo = /CO\d+/.exec((await created.textContent()) ?? '')?.[0] ?? ''

  // The dealer finds it in My purchases.
  await switchTo(page, loginAs, 'ORDERING', '/purchase-management/purchaseList')
  const purchases = page.getByRole('table', { name: 'My purchases' })
  await expect(purchases.getByRole('row').filter({ hasText: salesNo })).toBeVisible()
})
