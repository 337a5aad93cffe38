// Activity management (/mdActivity-management): an activity is created with a product and
// found in the list and on its products page; an activity is moved up and switched on/off.
import { choose, selectRow } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

test('creates an activity with a product and finds it in the list and its products @activity', async ({
  page,
  loginAs,
}) => {
  await loginAs('DISTRIBUTIONPRO', '/mdActivity-management/mdActivityList')
  await page.getByRole('button', { name: 'New activity' }).click()
  await expect(page).toHaveURL(/\/mdActivity-management\/mdActivityDetail$/)
  await page.getByLabel('Title').fill('冬日暖饮节')

  await page.getByRole('button', { name: 'Add products' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add distribution products' })
  const pick = dialog.getByRole('table').getByRole('row').nth(1)
  const picked = ((await pick.getByRole('cell').nth(1).textContent()) ?? '').trim()
  await selectRow(pick)
  await dialog.getByRole('button', { name: 'Add 1 products' }).click()
  await expect(page.getByRole('main').getByRole('table')).toContainText(picked)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Activity saved')).toBeVisible()
  await expect(page).toHaveURL(/\/mdActivityDetail\?id=\d+$/)

  await page.getByRole('main').getByRole('button', { name: 'Products', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Products of 冬日暖饮节' })).toBeVisible()
  const products = page.getByRole('table', { name: 'Products of 冬日暖饮节' })
  await expect(products.getByRole('row')).toHaveCount(2)
  await expect(products).toContainText(picked)
  await expect(products).toContainText('Same as selling price')

  await page.getByRole('button', { name: 'Back to the list' }).click()
  await page.getByLabel('Activity name').fill('暖饮')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const list = page.getByRole('table', { name: 'Activities' })
  await expect(list.getByRole('row')).toHaveCount(2)
  const row = list.getByRole('row', { name: /冬日暖饮节/ })
  await expect(row).toContainText('Off')
  await expect(row.getByRole('cell').nth(3)).toHaveText('1')
})

test('moves an activity up and switches it on and off @activity', async ({ page, loginAs }) => {
  await loginAs('DISTRIBUTIONPRO', '/mdActivity-management/mdActivityList')
  const rows = page.getByRole('table', { name: 'Activities' }).getByRole('row')
  await expect(rows.nth(2)).toBeVisible()
  const titleOf = async (i: number) =>
    ((await rows.nth(i).getByRole('cell').nth(1).textContent()) ?? '').trim()
  const first = await titleOf(1)
  const second = await titleOf(2)

  await page.getByRole('button', { name: `Move up ${second}` }).click()
  await expect(page.getByText('Order saved')).toBeVisible()
  await expect(rows.nth(1)).toContainText(second)
  await expect(rows.nth(2)).toContainText(first)

  const row = rows.filter({ hasText: second })
  const wasOn = await row.getByText('On', { exact: true }).isVisible()
  await row.getByRole('button', { name: `${wasOn ? 'Switch off' : 'Switch on'} ${second}` }).click()
  await expect(row.getByText(wasOn ? 'Off' : 'On', { exact: true })).toBeVisible()

  // Both changes are on the server; the status filter finds the activity under its new status.
  await page.reload()
  await expect(rows.nth(1)).toContainText(second)
  await choose(page, 'Status', wasOn ? 'Off' : 'On')
  await expect(page.getByRole('table', { name: 'Activities' })).toContainText(second)
})
