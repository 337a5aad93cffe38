// Statistics: the monthly report's total is the sum of the merchant's sales orders in the range
// (read from the mock's own database here, not a number written in the test); another range
// answers its own sum; the report exports to a spreadsheet (issue 17).
import { businessDate } from '../../contract/business-time.ts'
import { formatYuan } from '../../contract/format/yuan.ts'
import { SALE_STATUSES } from '../../contract/statistics.constants.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { skipPopups } from './messages-helpers.ts'

// The signed-in frame, the mock and the page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

test('the monthly report totals the merchant’s paid orders to the fen, per range, and exports @statistics', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/statistics-management/manageMonthlyReport')
  await expect(page.getByRole('heading', { name: 'Monthly report' })).toBeVisible()

  // What the mock's database holds for this merchant, summed here per business day.
  const partyId = demoAccount('tradebase').partyId
  const orders = await page.evaluate(
    (party) =>
      window.__mock?.db
        .selectFrom('sales_order')
        .select(['status', 'created_at', 'pay_amount'])
        .where('party_id', '=', party)
        .execute() ?? [],
    partyId,
  )
  const salesIn = (start: string, end: string) =>
    orders
      .filter((o) => (SALE_STATUSES as readonly string[]).includes(o.status))
      .filter((o) => {
        const day = businessDate(new Date(o.created_at))
        return day >= start && day <= end
      })
      .reduce((sum, o) => sum + Number(o.pay_amount), 0)

  const from = page.getByLabel('From', { exact: true })
  const to = page.getByLabel('To', { exact: true })
  const totals = page.getByRole('definition').first()
  // The page opens on the server's default range (the twelve months up to today).
  await expect(from).not.toHaveValue('')
  const start = await from.inputValue()
  const end = await to.inputValue()
  const expected = salesIn(start, end)
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByRole('term').first()).toHaveText('Sales amount')
  await expect(totals).toHaveText(formatYuan(expected))
  // The table has a row per month of the range.
  const table = page.getByRole('table', { name: /Monthly report/ })
  await expect(table.getByRole('row').nth(1)).toContainText(start.slice(0, 7))

  // Another range: its own sum; a wrong range is refused at the fields and nothing changes.
  await from.fill('2026-10-15')
  await to.fill('2026-10-01')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('The end date must not be before the start date.')
  await expect(totals).toHaveText(formatYuan(expected))
  await to.fill('2026-11-20')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(totals).toHaveText(formatYuan(salesIn('2026-10-15', '2026-11-20')))
  await expect(table.getByRole('row')).toHaveCount(3)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export to Excel' }).click()
  expect((await download).suggestedFilename()).toBe('Monthly report 2026-10-15_2026-11-20.xlsx')
})
