// After-sales against the mock (issue 12): open a request waiting for audit from the list (the
// detail stays open across a reload), cancel the reject prompt (nothing sent: the request and
// the counts stay), then reject with a reason: the request, its timeline, the status tab count
// and the side-menu badge all move.
import { expect as baseExpect, test } from './fixtures.ts'
import { mainMenu } from './shell-helpers.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 120_000 })

const AFTER_SALES = '/order-management/orderAfterSales'

test.describe('after-sales @orders', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('reject with a reason: cancel sends nothing; the reason is kept and the waiting-audit badge drops', async ({
    page,
  }) => {
    await page.goto(AFTER_SALES)
    const waitingTab = page.getByRole('tab', { name: /^Waiting audit/ })
    await expect(waitingTab).toHaveAttribute('aria-selected', 'true')
    const waitingCount = page.getByTestId('status-count-WAIT_AUDIT')
    await expect(waitingCount).toHaveText(/^\d+$/)
    const before = Number((await waitingCount.textContent())?.trim())
    expect(before).toBeGreaterThan(0)
    const menu = mainMenu(page)
    // The group of the open page is expanded: the after-sales entry shows its badge.
    await expect(menu.getByRole('link', { name: `After-sales requests ${before} waiting` })).toBeVisible()

    const table = page.getByRole('table', { name: 'After-sales requests' })
    // The first page is drawn: the table is no longer busy and its first row is data.
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(
      table
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^View / }),
    ).toBeVisible()
    const firstNo =
      (await table.locator('tbody tr').first().locator('td').first().textContent())?.trim() ?? ''
    await table.getByRole('button', { name: `View ${firstNo}` }).click()
    const detail = page.getByRole('dialog', { name: `After-sales request ${firstNo}` })
    await expect(detail.getByRole('button', { name: 'Reject' })).toBeVisible()
    await expect(page).toHaveURL(/\?afterSaleId=\d+$/)

    // A reload keeps the request open.
    await page.reload()
    await expect(detail.getByRole('button', { name: 'Reject' })).toBeVisible()

    // Cancel in the prompt sends nothing: the request still waits for audit.
    await detail.getByRole('button', { name: 'Reject' }).click()
    const prompt = page.getByRole('dialog', { name: 'Reject the request' })
    // Behind the open prompt the request still offers its steps, never "nothing to do".
    await expect(detail.getByText('Nothing to do for this request now.')).toHaveCount(0)
    await expect(detail.getByRole('button', { name: 'Reject' })).toBeDisabled()
    await prompt.getByLabel('Reason').fill('不会发送的原因')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(prompt).toBeHidden()
    await expect(detail.getByText('Waiting audit', { exact: true })).toBeVisible()
    await expect(waitingCount).toHaveText(String(before))

    // A blank reason is refused at the field; a reason rejects.
    await detail.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt.getByLabel('Reason')).toHaveValue('')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt.getByRole('alert')).toHaveText('Required')
    await prompt.getByLabel('Reason').fill('商品已拆封使用')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('Request rejected')).toBeVisible()
    await expect(prompt).toBeHidden()
    await expect(detail.getByText('Rejected', { exact: true }).first()).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Reject' })).toHaveCount(0)
    await expect(detail.getByRole('list').last()).toContainText('商品已拆封使用')

    await expect(waitingCount).toHaveText(String(before - 1))
    const after = before - 1
    await expect(
      menu.getByRole('link', {
        name: after > 0 ? `After-sales requests ${after} waiting` : 'After-sales requests',
      }),
    ).toBeVisible()

    // Closed, the list no longer shows it among those waiting for audit.
    await detail.getByRole('button', { name: 'Close' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${AFTER_SALES}$`))
    await expect(table.getByRole('button', { name: `View ${firstNo}` })).toHaveCount(0)
  })
})
