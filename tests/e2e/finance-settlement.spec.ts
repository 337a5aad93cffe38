// Financial and repair settlement against the mock (issue 17): a payment note recorded from a
// confirmed statement shows its amount in Chinese uppercase; a statement prints as its sheet
// alone; REPAIRFIN reaches repair settlement only. The sums and rules are contract tests.
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { mainMenu } from './shell-helpers.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

test.describe('financial settlement @finance', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('records a payment against a confirmed statement, with the amount in uppercase', async ({ page }) => {
    await page.goto('/financial-settlement/statement')
    await choose(page, 'Status', 'Confirmed')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const table = page.getByRole('table', { name: 'Statements' })
    await expect(table.locator('tbody tr').first()).toContainText('Confirmed')
    await table
      .getByRole('button', { name: /^Details of statement/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/financial-settlement\/billDetails\?statementId=\d+$/)
    await page.getByRole('button', { name: 'Record payment' }).click()

    const dialog = page.getByRole('dialog', { name: 'Record a payment' })
    await dialog.getByLabel('Amount (yuan)').fill('12.345')
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog.getByText('At most two decimal places')).toBeVisible()
    await dialog.getByLabel('Amount (yuan)').fill('12.34')
    await expect(dialog.getByText('Amount in words: 壹拾贰元叁角肆分')).toBeVisible()
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog).toBeHidden()

    const row = page
      .getByRole('table', { name: 'Payment notes' })
      .getByRole('row', { name: /壹拾贰元叁角肆分/ })
    await expect(row).toContainText('¥12.34')
    await expect(row).toContainText('Confirmed')
  })

  test('prints a statement as its sheet alone', async ({ page }) => {
    await page.goto('/financial-settlement/statement')
    await page
      .getByRole('table', { name: 'Statements' })
      .getByRole('button', { name: /^Details of statement/ })
      .first()
      .click()
    // The trade merchant's menu has financial settlement, and no repair settlement.
    await expect(mainMenu(page).getByRole('button', { name: 'Finance', exact: true })).toBeVisible()
    await expect(mainMenu(page).getByRole('button', { name: 'Repair billing', exact: true })).toHaveCount(0)
    const sheet = page.getByRole('article', { name: /^Statement / })
    await expect(sheet.getByText('Closing balance').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('table', { name: 'Items' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(mainMenu(page)).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(mainMenu(page)).toBeVisible()
  })
})

test.describe('repair settlement @finance', () => {
  test.use({ signedInAs: 'REPAIRFIN' })

  test('REPAIRFIN sees repair settlement and not financial settlement', async ({ page }) => {
    await page.goto('/repair-settlement/statement')
    const table = page.getByRole('table', { name: 'Statements' })
    await expect(table.locator('tbody tr').first()).toContainText(/WXJS\d+/)
    const menu = mainMenu(page)
    await expect(menu.getByRole('button', { name: 'Repair billing', exact: true })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Finance', exact: true })).toHaveCount(0)
    await page.goto('/financial-settlement/statement')
    await expect(page.getByRole('table', { name: 'Statements' })).toHaveCount(0)
  })
})
