// Mini-program activities: reordered and switched off.
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 30_000 }

test('a mini-program activity is moved up and switched off @distribution', async ({ page, loginAs }) => {
  await loginAs('DISTRIBUTIONPRO', '/distribution-management/mpManagement')
  const table = page.getByRole('main').getByRole('table').first()
  const rows = table.getByRole('row')
  await expect(rows.nth(2)).toBeVisible(slow)
  const titleOf = async (i: number) =>
    ((await rows.nth(i).getByRole('cell').nth(1).textContent()) ?? '').trim()
  const first = await titleOf(1)
  const second = await titleOf(2)

  // The list shows the new order once the server saved it (its 1.5 s toast is too short to
  // wait for on a busy machine; the reload below proves the order is on the server).
  await page.getByRole('button', { name: `Move up ${second}` }).click()
  await expect(rows.nth(1)).toContainText(second, slow)
  await expect(rows.nth(2)).toContainText(first)

  const row = rows.filter({ hasText: second })
  await expect(row.getByText('On', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: `Switch off ${second}` }).click()
  await expect(row.getByText('Off', { exact: true })).toBeVisible(slow)

  // Both changes are on the server.
  await page.reload()
  await expect(rows.nth(1)).toContainText(second, slow)
  await expect(rows.nth(1).getByText('Off', { exact: true })).toBeVisible()
})
