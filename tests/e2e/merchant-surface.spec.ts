// The merchant's working surface (issue 35), as the merchant sees it: uppercase amounts only in
// Chinese, PrimeReact's own texts (screen-reader labels included) in the interface language.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

/** The newest order's id, through the page's own session. */
async function newestOrderId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
    const res = await fetch('/control/getOrderList', {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: JSON.stringify({ pageSize: 1 }),
    })
    const list = ((await res.json()) as { data: { list: Array<{ orderId: string }> } }).data.list
    if (!list[0]) throw new Error('no order')
    return list[0].orderId
  })
}

async function openOrderDetails(page: Page): Promise<void> {
  await page.goto('/order-management/salesOrder')
  await page.waitForFunction(() => window.__mock !== undefined)
  const orderId = await newestOrderId(page)
  await page.goto(`/order-management/orderDetails?orderId=${orderId}`)
}

/** PrimeReact's English texts that must not be read out in another language. */
const PRIME_ENGLISH =
  /Row Selected|Row Unselected|All items|Jump to Page|Rows per page|Next Page|Previous Page|First Page|Last Page|^Page \d/

test.describe('in English @orders', () => {
  test.use({ signedInAs: 'TRADEBASE', language: 'en' })

  test('amounts are written in figures only: no Chinese uppercase', async ({ page }) => {
    await openOrderDetails(page)
    const amounts = page.getByRole('region', { name: 'Amounts' })
    await expect(amounts).toContainText('¥')
    await expect(page.locator('main')).not.toContainText('元整')
    await expect(page.locator('main')).not.toContainText(/[壹贰叁肆伍陆柒捌玖拾佰仟]/)
  })
})

test.describe('in Chinese @orders', () => {
  test.use({ signedInAs: 'TRADEBASE', language: 'zh' })

  test('amounts carry their Chinese uppercase', async ({ page }) => {
    await openOrderDetails(page)
    await expect(page.locator('main .order-capital').first()).toContainText(/[元圆]/)
  })

  test('PrimeReact reads its own labels in Chinese, and an unselected row is not read as selected', async ({
    page,
  }) => {
    await page.goto('/order-management/salesOrder')
    const table = page.getByRole('table', { name: /订单/ }).first()
    await expect(table.locator('tbody tr').first()).toBeVisible()
    await expect(table).toHaveAttribute('aria-busy', 'false')
    const labels = await page
      .locator('main [aria-label]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''))
    expect(labels.filter((l) => PRIME_ENGLISH.test(l))).toEqual([])
    const box = table.locator('tbody tr').first().getByRole('checkbox').last()
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleName(/^选择行/)
    await expect(page.getByRole('button', { name: '下一页' })).toBeVisible()
  })
})
