// Unpaid orders cancel themselves (issue 31), against the mock: the seller sets the time under
// "Order settings" (out of bounds is refused at the field), a buyer orders and does not pay, the
// order's details show its deadline; the mock's clock moves past it (the `clock` fixture: the
// mock's "now" only moves when told, and the job runs on every move, so nothing waits in real
// time) and the order shows cancelled by the system, not paid in time. The rules (bounds, once
// per order, paid orders stay, stock released) are contract tests.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const SELLER = 'P10006'

/** The signed-in seller's order with this number, through the page's own session. */
async function orderIdOf(page: Page, orderNo: string): Promise<string> {
  return page.evaluate(async (orderNo) => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
    const res = await fetch('/control/getOrderList', {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token },
      body: JSON.stringify({ orderNo, pageSize: 5 }),
    })
    const list = ((await res.json()) as { data: { list: { orderId: string; orderNo: string }[] } }).data.list
    const found = list.find((o) => o.orderNo === orderNo)
    if (!found) throw new Error(`no order ${orderNo}`)
    return found.orderId
  }, orderNo)
}

test('an order left unpaid past the seller’s time shows cancelled by the system @orders', async ({
  page,
  loginAs,
  clock,
}) => {
  // The seller sets 30 minutes; 10 is refused at the field.
  await loginAs('DISTRIBUTIONPRO', '/order-management/salesOrder')
  await page.getByRole('button', { name: 'Order settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Order settings' })
  const time = dialog.getByLabel('Unpaid orders cancel themselves after')
  await expect(time).toHaveValue('24')
  // The unit's input is visually hidden (PrimeReact): opened with the keyboard.
  await dialog.getByLabel('Unit', { exact: true }).press('Enter')
  await page.getByRole('option', { name: 'minutes', exact: true }).click()
  await time.fill('10')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Between 15 minutes and 15 days.')
  await expect(time).toHaveAttribute('aria-invalid', 'true')
  await time.fill('30')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  // A buyer orders one of the seller's products and does not pay.
  await loginAs('TRADEBASE', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  const products = page.getByRole('region', { name: 'Order business products' })
  await expect(products.getByRole('table')).toBeVisible()
  // Not the first product: the seller's purchase limit is seeded on it.
  await products
    .getByRole('button', { name: /^Order: /, disabled: false })
    .nth(1)
    .click()
  const order = page.getByRole('dialog')
  await order.getByLabel('Quantity').fill('1')
  await order.getByRole('button', { name: 'Place order' }).click()
  const placed = page.getByText(/^Order \S+ placed/)
  await expect(placed).toBeVisible()
  const orderNo = ((await placed.textContent()) ?? '').match(/^Order (\S+) placed/)?.[1] ?? ''
  expect(orderNo).not.toBe('')

  // The seller sees its deadline, 30 minutes after it was placed.
  await loginAs('DISTRIBUTIONPRO', '/order-management/salesOrder')
  const orderId = await orderIdOf(page, orderNo)
  await page.goto(`/order-management/orderDetails?orderId=${orderId}`)
  const payment = page.getByRole('region', { name: 'Payment' })
  await expect(payment.getByText('(cancels itself if not paid by then)')).toBeVisible()

  // 29 minutes later it still waits; past 30 it is cancelled by the system.
  await clock.advance(29 * 60_000)
  await page.reload()
  await expect(payment.getByText('(cancels itself if not paid by then)')).toBeVisible()
  await clock.advance(2 * 60_000)
  await page.reload()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Not paid in time')).toBeVisible()
  await expect(timeline.getByText(/by the system/)).toBeVisible()
  await expect(payment.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(payment.getByText('(cancels itself if not paid by then)')).toHaveCount(0)
})
