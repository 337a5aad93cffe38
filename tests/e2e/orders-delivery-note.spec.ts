// What a merchant expects of the order list and the delivery note (issue 35), against the mock:
// the list's totals row follows the tab (orders, items and the amount paid, as the rows add
// up); the seller sets the delivery note's sender and footer once under "Order settings" (a bad
// phone is refused at the field) and a shipped order's delivery note prints them, with the
// business profile's address where the sender's was left empty. The rules are contract tests.
import type { Page } from '@playwright/test'
import { formatYuan } from '../../contract/format/yuan.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { navigateInApp } from './shell-helpers.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

/** A /control call through the page's own session. */
function control<T>(page: Page, name: string, body: object): Promise<T> {
  return page.evaluate(
    async ([name, body]) => {
      const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
      const res = await fetch(`/control/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: token },
        body: JSON.stringify(body),
      })
      return ((await res.json()) as { data: unknown }).data
    },
    [name, body] as const,
  ) as Promise<T>
}

type Row = { orderId: string; orderNo: string; payAmount: number; itemCount: number }

/** Every order of these states, paged through the list call. */
async function allRows(page: Page, statuses: string[]): Promise<Row[]> {
  const rows: Row[] = []
  for (let p = 1; ; p++) {
    const res = await control<{ list: Row[]; total: number }>(page, 'getOrderList', {
      statuses,
      page: p,
      pageSize: 100,
    })
    rows.push(...res.list)
    if (p * 100 >= res.total) return rows
  }
}

test.describe('order list totals and the delivery note @orders', () => {
  test.use({ signedInAs: 'DISTRIBUTIONPRO' })

  test('the totals row below the list follows the tab', async ({ page }) => {
    await page.goto('/order-management/salesOrder')
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible()
    const totals = page.getByRole('status', { name: 'Totals of the filtered orders' })
    await expect(totals).toHaveText(/^Orders: [\d,]+ · Items: [\d,]+ · Paid: ¥/)
    const all = await totals.textContent()
    await page.getByRole('tab', { name: /^Awaiting payment/ }).click()
    const unpaid = await allRows(page, ['WAIT_PAY'])
    const sum = (f: (r: Row) => number) => unpaid.reduce((s, r) => s + f(r), 0)
    await expect(totals).toHaveText(
      `Orders: ${unpaid.length.toLocaleString('en')} · Items: ${sum((r) => r.itemCount).toLocaleString('en')} · Paid: ${formatYuan(sum((r) => r.payAmount))}`,
    )
    expect(await totals.textContent()).not.toBe(all)
  })

  test('the sender and footer set in the order settings print on a shipped order’s delivery note', async ({
    page,
  }) => {
    await page.goto('/order-management/salesOrder')
    await page.getByRole('button', { name: 'Order settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Order settings' })
    const name = dialog.getByLabel('Sender name')
    await expect(name).toBeVisible()
    const profile = await control<{ regionName: string; address: string }>(page, 'getBusiDetail', {})
    // Left empty, the address prints the business profile's, which the field's hint shows.
    await expect(
      dialog.getByText(`Left empty, the delivery note prints your business profile’s: ${profile.regionName}`),
    ).toBeVisible()
    await name.fill('华东仓发货组')
    const phone = dialog.getByLabel('Sender phone')
    await phone.fill('0571-8888')
    await dialog.getByLabel('Footer').fill('如有破损请 48 小时内联系客服 400-800-1234。')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Not a valid phone number')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await phone.fill('0571-88886666')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()

    const [shipped] = await allRows(page, ['SHIPPED'])
    if (!shipped) throw new Error('the seller has no shipped order')
    await navigateInApp(page, `/order-management/shipment?orderId=${shipped.orderId}`)
    const note = page.getByRole('article', { name: 'Delivery note' })
    await expect(note).toContainText(shipped.orderNo)
    await expect(note).toContainText('Sender: 华东仓发货组 0571-88886666')
    await expect(note).toContainText(
      `Ships from: ${[profile.regionName, profile.address].filter(Boolean).join(' ')}`,
    )
    await expect(note).toContainText('如有破损请 48 小时内联系客服 400-800-1234。')
  })
})
