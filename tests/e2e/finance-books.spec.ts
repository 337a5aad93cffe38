// Money reaches the books (issue 30) against the mock, as the merchants who use it: a repair goes
// from acceptance to settled across the three repair roles with no dead end (the repair merchant
// accepts and assigns, its staff member repairs and finishes, the repair finance login bills,
// confirms and pays it, and the job reads "Settled"); a refund appears in the trade book as a
// negative line that links back to its request. The rules and sums are contract tests
// (tests/contract/books.test.ts); this is the journey.
import type { Page } from '@playwright/test'
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 240_000 })

const repairRows = (page: Page) => page.getByRole('table', { name: 'Repair orders' }).locator('tbody tr')
const steps = (page: Page) => page.getByRole('group', { name: 'Next steps' })

/** Takes a step of the open job through its dialog. */
async function step(
  page: Page,
  name: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await steps(page).getByRole('button', { name, exact: true }).click()
  const dialog = page.getByRole('dialog', { name })
  await fill?.(dialog)
  await dialog.getByRole('button', { name, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Opens a job from the repair list by its number, on the given status tab. */
async function openJob(page: Page, tab: RegExp, no: string) {
  await page.goto('/repairList')
  await page.getByRole('tab', { name: tab }).click()
  await repairRows(page)
    .getByRole('button', { name: `View: ${no}` })
    .click()
  await expect(page.getByRole('heading', { name: `Repair order details: ${no}` })).toBeVisible()
}

test('a repair goes from acceptance to settled across the three repair roles @finance', async ({
  page,
  loginAs,
}) => {
  // The repair merchant accepts a waiting job and assigns it to its staff member.
  await loginAs('REPAIRMEMBER', '/repairList')
  await page.getByRole('tab', { name: /^Waiting to accept \d+/ }).click()
  await expect(repairRows(page).first()).toContainText('Waiting to accept')
  const view = repairRows(page)
    .first()
    .getByRole('button', { name: /^View: / })
  const no = ((await view.getAttribute('aria-label')) ?? '').replace('View: ', '')
  await view.click()
  await expect(page.getByRole('heading', { name: `Repair order details: ${no}` })).toBeVisible()
  await step(page, 'Accept')
  await step(page, 'Assign staff', async () => choose(page, 'Staff member', '吴修 (sub_user_wx)'))
  await expect(steps(page)).toContainText('Assigned')

  // The staff member finds it among their jobs, repairs it (a quote the customer accepts) and finishes.
  await loginAs('SUB_USER_WX', '/repairList')
  await openJob(page, /^Assigned \d+/, no)
  await step(page, 'Start repair')
  await steps(page).getByRole('button', { name: 'Quote', exact: true }).click()
  const quote = page.getByRole('dialog', { name: 'Quote' })
  await quote.getByRole('button', { name: 'Add item' }).click()
  await quote.getByLabel('Item', { exact: true }).fill('主控板')
  // PrimeReact's number inputs take keystrokes (fill bypasses their key handling).
  for (const [label, value] of [
    ['Unit price (¥)', '250'],
    ['Quantity', '2'],
  ] as const) {
    const input = quote.getByLabel(label)
    await input.press('ControlOrMeta+a')
    await input.pressSequentially(value)
  }
  await quote.getByRole('button', { name: 'Quote', exact: true }).click()
  await expect(quote).toBeHidden()
  await step(page, 'Customer accepted quote')
  await step(page, 'Finish and hand back', async (dialog) => {
    await dialog.getByLabel('Repair result').fill('更换主控板，试机正常')
  })
  await expect(steps(page)).toContainText('Finished')

  // The repair finance login finds the finished job as an unbilled REPAIR line of ¥500.00 ...
  await loginAs('REPAIRFIN', '/repair-settlement/billDetails')
  await page.getByLabel('Order no. or counterparty').fill(no)
  await page.getByLabel('Not on a statement yet').check()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const bills = page.getByRole('table', { name: 'Bill details' }).locator('tbody tr')
  await expect(bills).toHaveCount(1)
  await expect(bills.first()).toContainText(no)
  await expect(bills.first()).toContainText('¥500.00')
  await expect(bills.first()).toContainText('Not billed')

  // ... puts it on a statement, confirms it and pays it in full.
  await bills.first().getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create statement' }).click()
  const create = page.getByRole('dialog', { name: 'Create a statement' })
  await create.getByRole('button', { name: 'Create statement' }).click()
  await expect(page).toHaveURL(/\/repair-settlement\/billDetails\?statementId=\d+$/)
  const sheet = page.getByRole('article', { name: /^Statement / })
  await expect(sheet.getByRole('table', { name: 'Items' })).toContainText(no)
  const statementNo = ((await sheet.getAttribute('aria-label')) ?? '').replace(/^Statement /, '')
  await page.getByRole('button', { name: 'Confirm statement' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm statement' })
  await confirm.getByRole('button', { name: 'Confirm statement' }).click()
  await expect(confirm).toBeHidden()
  await expect(sheet).toContainText('Status: Confirmed')
  await page.getByRole('button', { name: 'Record payment' }).click()
  const pay = page.getByRole('dialog', { name: 'Record a payment' })
  await pay.getByLabel('Amount (yuan)').fill('500.00')
  await pay.getByRole('button', { name: 'Record' }).click()
  await expect(pay).toBeHidden()
  // The payment note is listed, confirmed; the statement it paid in full reads settled.
  const note = page
    .getByRole('table', { name: 'Payment notes' })
    .getByRole('row', { name: new RegExp(statementNo) })
  await expect(note).toContainText('¥500.00')
  await expect(note).toContainText('Confirmed')
  await note.getByRole('link', { name: statementNo }).click()
  await expect(sheet).toContainText('Status: Settled')

  // The repair merchant sees the job settled: nothing is left for anyone to do.
  await loginAs('REPAIRMEMBER', '/repairList')
  await openJob(page, /^All/, no)
  await expect(steps(page)).toContainText('Settled')
  await expect(steps(page)).toContainText('No step is possible in this status.')
})

test('a refund to a merchant buyer appears in the trade book and links to its request @finance', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE', '/order-management/orderAfterSales')
  await page.getByRole('tab', { name: /^Waiting refund/ }).click()
  const requests = page.getByRole('table', { name: 'After-sales requests' }).locator('tbody tr')
  // The newest request waiting for its refund is a company buyer's (the seed is deterministic):
  // a storefront buyer's refund is settled at the till and never reaches a statement.
  await expect(requests.first()).toContainText('Waiting refund')
  const no = ((await requests.first().locator('td').first().textContent()) ?? '').trim()
  await requests
    .first()
    .getByRole('button', { name: `View ${no}` })
    .click()
  const detail = page.getByRole('dialog', { name: `After-sales request ${no}` })
  await detail.getByRole('button', { name: 'Refund', exact: true }).click()
  const ask = page
    .getByRole('alertdialog', { name: 'Refund' })
    .or(page.getByRole('dialog', { name: 'Refund' }))
  await ask.getByRole('button', { name: 'Refund', exact: true }).click()
  // Refunded: the request is completed and offers no refund any more.
  await expect(detail.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
  await expect(detail.locator('.p-tag').first()).toHaveText('Completed')

  await page.goto('/financial-settlement/billDetails')
  await page.getByLabel('Order no. or counterparty').fill(no)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const bills = page.getByRole('table', { name: 'Bill details' }).locator('tbody tr')
  await expect(bills).toHaveCount(1)
  await expect(bills.first()).toContainText('Refund')
  await expect(bills.first()).toContainText('Not billed')
  await expect(bills.first()).toContainText(/-¥[\d,]+\.\d\d/)
  // The line's number opens the request it came from.
  await bills.first().getByRole('link', { name: no }).click()
  await expect(page.getByRole('dialog', { name: `After-sales request ${no}` })).toBeVisible()
})
