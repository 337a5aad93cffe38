// PrimeReact's calendar in the interface language (issue 18): the dashboard's date-range picker
// opens a calendar whose month and day names, first day of the week and button names follow
// the language, and picking two days fills the range.
import enFormat from '../../src/locales/en/format.json' with { type: 'json' }
import zhFormat from '../../src/locales/zh/format.json' with { type: 'json' }
import { expect, test } from './fixtures.ts'

const FIRST_PAINT = { timeout: 30_000 }

test('the range calendar speaks Chinese in zh, weeks from Monday @dashboard @locale', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE', { language: 'zh' })
  const charts = page.getByRole('region', { name: '趋势' })
  await expect(charts.getByRole('figure').first()).toBeVisible(FIRST_PAINT)
  await charts.getByRole('button', { name: zhFormat.dateRange.pick }).click()
  const calendar = page.getByRole('dialog', { name: zhFormat.dateRange.calendar })
  // The month as Chinese calendars head it, and the weekdays from Monday (一) to Sunday (日).
  await expect(calendar.getByText(/^\d{1,2}月$/)).toBeVisible()
  await expect(calendar.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日'])
  await expect(calendar.getByRole('button', { name: zhFormat.calendar.prevMonth })).toBeVisible()

  // Two clicks pick a range and write it into the fields.
  await calendar.getByText('3', { exact: true }).first().click()
  await calendar.getByText('9', { exact: true }).first().click()
  await expect(calendar).toBeHidden()
  const from = await charts.getByLabel(zhFormat.dateRange.from, { exact: true }).inputValue()
  const to = await charts.getByLabel(zhFormat.dateRange.to, { exact: true }).inputValue()
  expect(from).toMatch(/^\d{4}-\d{2}-03$/)
  expect(to).toMatch(/^\d{4}-\d{2}-09$/)
})

test('the range calendar is in English in en, weeks from Sunday @dashboard @locale', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE', { language: 'en' })
  const charts = page.getByRole('region', { name: 'Trends' })
  await expect(charts.getByRole('figure').first()).toBeVisible(FIRST_PAINT)
  await charts.getByRole('button', { name: enFormat.dateRange.pick }).click()
  const calendar = page.getByRole('dialog', { name: enFormat.dateRange.calendar })
  await expect(
    calendar.getByText(
      /^(January|February|March|April|May|June|July|August|September|October|November|December)$/,
    ),
  ).toBeVisible()
  await expect(calendar.getByRole('columnheader')).toHaveText(['S', 'M', 'T', 'W', 'T', 'F', 'S'])
})

test.describe('on a narrow screen, 900 px wide @orders @locale', () => {
  test.use({ signedInAs: 'TRADEBASE', language: 'zh', viewport: { width: 900, height: 900 } })

  // The calendar's code loads on the first open: the panel, placed around its spinner, must be
  // placed again once the wider calendar is drawn, or it runs off the right of the screen.
  test('the range calendar opened for the first time lies within the window', async ({ page }) => {
    await page.goto('/order-management/salesOrder')
    await page.getByRole('button', { name: zhFormat.dateRange.pick }).first().click()
    const calendar = page.getByRole('dialog', { name: zhFormat.dateRange.calendar })
    await expect(calendar.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日'])
    await expect
      .poll(async () => {
        const box = await calendar.boundingBox()
        return box ? box.x >= 0 && box.x + box.width <= 900 : false
      })
      .toBe(true)
  })
})
