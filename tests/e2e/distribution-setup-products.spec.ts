// Distribution products: put on and off distribution, edit a SKU's distribution price, and
// apply own products from the picker.
import { expect, test } from './fixtures.ts'

// The shared 2-core machine can be slow: generous limits, no fixed sleeps.
test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 30_000 }

test.describe('distribution products @distribution', () => {
  test('a product goes on and off distribution and its price is edited', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/disProduct')
    const table = page.getByRole('main').getByRole('table')
    const off = table.getByRole('row').filter({ hasText: 'Off distribution' }).first()
    await expect(off).toBeVisible(slow)
    const name = ((await off.locator('strong').first().textContent()) ?? '').trim()
    expect(name).not.toBe('')

    await page.getByRole('button', { name: `Put on distribution ${name}` }).click()
    await expect(page.getByText('Distribution status changed')).toBeVisible(slow)
    const row = table.getByRole('row').filter({ hasText: name })
    await expect(row.getByText('On distribution', { exact: true })).toBeVisible(slow)

    await page.getByRole('button', { name: `Take off distribution ${name}` }).click()
    await expect(row.getByText('Off distribution', { exact: true })).toBeVisible(slow)

    await page.getByRole('button', { name: `Edit ${name}` }).click()
    await expect(page.getByRole('heading', { name: 'Edit distribution product' })).toBeVisible(slow)
    const price = page.getByLabel(/^Distribution price \(¥\) /).first()
    await expect(price).toBeVisible(slow)
    await price.fill('-1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter an amount like 12.50' })).toBeVisible()
    await price.fill('0.01')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Distribution settings saved')).toBeVisible(slow)

    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByLabel('Keyword').fill(name)
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('¥0.01', slow)
  })

  test('own products are applied for distribution from the picker', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/disProduct')
    await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible(slow)
    await page.getByRole('button', { name: 'Apply products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply own products for distribution' })
    const pick = dialog.getByRole('table').getByRole('row').nth(1)
    await expect(pick.locator('strong')).toBeVisible(slow)
    const name = ((await pick.locator('strong').first().textContent()) ?? '').trim()
    await pick.getByRole('checkbox').first().click()
    await dialog.getByRole('button', { name: 'Apply 1 products' }).click()
    await expect(page.getByText('1 products applied for distribution')).toBeVisible(slow)
    await page.getByLabel('Keyword').fill(name)
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    const row = page.getByRole('main').getByRole('table').getByRole('row').filter({ hasText: name })
    await expect(row.getByText('Off distribution', { exact: true })).toBeVisible(slow)
  })
})
