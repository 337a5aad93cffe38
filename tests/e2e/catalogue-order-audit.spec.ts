// Catalogue order audit against the mock (issue 16): a basic-tier merchant approves a pending
// catalogue order (it becomes a sales order), and rejects another: the reject prompt refuses a
// blank reason and its cancel sends nothing; the status tab counts and the catalogue badge in
// the side menu move with each decision.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'
import { mainMenu } from './shell-helpers.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 120_000 })

const ORDER_AUDIT = '/cataLogManagement/orderAudit'

const badgeLink = (page: Page, n: number) =>
  mainMenu(page).getByRole('link', { name: n > 0 ? `Order forms ${n} waiting` : 'Order forms', exact: true })

async function pendingCount(page: Page): Promise<number> {
  const count = page.getByTestId('status-count-PENDING')
  await expect(count).toHaveText(/^\d+$/)
  return Number((await count.textContent())?.trim())
}

async function firstOrderNo(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'Catalogue orders' })
  await expect(table.getByRole('button', { name: /^Approve / }).first()).toBeVisible()
  return (await table.locator('tbody tr').first().locator('td').first().textContent())?.trim() ?? ''
}

test.describe('catalogue order audit @catalogue', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('approve a pending order: it becomes a sales order; the counts and the badge drop', async ({
    page,
  }) => {
    await page.goto(ORDER_AUDIT)
    await expect(page.getByRole('tab', { name: /^Waiting audit/ })).toHaveAttribute('aria-selected', 'true')
    const before = await pendingCount(page)
    expect(before).toBeGreaterThan(0)
    await expect(badgeLink(page, before)).toBeVisible()
    const approvedBefore = Number((await page.getByTestId('status-count-APPROVED').textContent())?.trim())

    const orderNo = await firstOrderNo(page)
    await page.getByRole('button', { name: `Approve ${orderNo}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve order' })
    await expect(dialog).toContainText(`Approve order ${orderNo}?`)
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText('Order approved')).toBeVisible()
    await expect(page.getByText(/^Sales order CO\d+ was created\.$/)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: `Approve ${orderNo}` })).toHaveCount(0)
    await expect(page.getByTestId('status-count-PENDING')).toHaveText(String(before - 1))
    await expect(page.getByTestId('status-count-APPROVED')).toHaveText(String(approvedBefore + 1))
    await expect(badgeLink(page, before - 1)).toBeVisible()

    // Among the approved orders, its details name the sales order it became.
    await page.getByRole('tab', { name: /^Approved/ }).click()
    await page.getByRole('button', { name: `Details ${orderNo}` }).click()
    const detail = page.getByRole('dialog', { name: `Order ${orderNo}` })
    await expect(detail.getByText(/^CO\d+$/)).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  })

  test('reject needs a reason and cancel sends nothing; a reason rejects and the badge drops', async ({
    page,
    overrideEndpoint,
  }) => {
    await page.goto(ORDER_AUDIT)
    const before = await pendingCount(page)
    const orderNo = await firstOrderNo(page)

    // Cancel sends nothing: any reject call now would fail visibly.
    await overrideEndpoint('rejectCatalogueOrder', { code: 50000, message: 'must not be called' })
    await page.getByRole('button', { name: `Reject ${orderNo}` }).click()
    const prompt = page.getByRole('dialog', { name: 'Reject order' })
    await prompt.getByLabel('Reason for rejecting').fill('不会发送的原因')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('must not be called')).toHaveCount(0)
    await expect(page.getByTestId('status-count-PENDING')).toHaveText(String(before))
    await expect(page.getByRole('button', { name: `Reject ${orderNo}` })).toBeVisible()
    await page.evaluate(() => window.__mock?.clearOverrides('rejectCatalogueOrder'))

    // A blank reason is refused at the field; a reason rejects.
    await page.getByRole('button', { name: `Reject ${orderNo}` }).click()
    await expect(prompt.getByLabel('Reason for rejecting')).toHaveValue('')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt.getByRole('alert')).toHaveText('Required')
    await prompt.getByLabel('Reason for rejecting').fill('部分商品缺货')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('Order rejected')).toBeVisible()
    await expect(prompt).toBeHidden()
    await expect(page.getByTestId('status-count-PENDING')).toHaveText(String(before - 1))
    await expect(badgeLink(page, before - 1)).toBeVisible()

    await page.getByRole('tab', { name: /^Rejected/ }).click()
    const row = page
      .getByRole('table', { name: 'Catalogue orders' })
      .locator('tbody tr')
      .filter({ hasText: orderNo })
    await expect(row).toContainText('部分商品缺货')
  })
})
