// A priced cart (issue 31, docs/pricing.md), against the mock: the seller distributionpro runs a
// DISCOUNT promotion on one of its products; the buyer tradebase fills a cart of two lines from
// it, sees the quote (the list price struck through, the discount, the total), places the order
// with a double click, and exactly one order is created; the seller's order details show the list
// price, the discount and the total the quote announced. The price rules themselves are the
// engine's unit tests and the contract tests (tests/contract/orders-pricing.test.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import { callAs } from './messages-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { navigateInApp } from './shell-helpers.ts'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical axe violations (WCAG 2.1 A and AA) inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const found = await page.evaluate(async (source) => {
    const w = window as unknown as {
      axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> }
    }
    if (!w.axe) new Function(source)()
    if (!w.axe) throw new Error('axe-core did not load')
    const result = await w.axe.run(
      { include: [['.p-dialog']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    )
    return result.violations
  }, AXE_SOURCE)
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} at ${n.target.join(' ')}`))
}

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const SELLER = 'P10006'
const PROMOTION = 'E2E 全场9折'

interface Product {
  productId: number
  name: string
  skus: { skuId: number; stock: number }[]
}

test('a buyer orders a cart of two lines at the promotion price, once for a double click; the seller sees list price, discount and total @business-profile', async ({
  page,
  loginAs,
  clock,
}) => {
  await page.goto('/login')
  await page.waitForFunction(() => window.__mock !== undefined)
  const products = await callAs<{ list: Product[] }>(page, 'tradebase', 'getBusinessProductByType', {
    partyId: SELLER,
    pageSize: 100,
  })
  // Not the first product (the seeded purchase limit's); with stock; a product whose price
  // promotions leave room for ours (the seller refuses two live price promotions on one product).
  const now = (await clock.now()).getTime()
  const candidates = products.list.slice(1).filter((p) => p.skus.some((s) => s.stock >= 10))
  let promoted: Product | undefined
  for (const p of candidates) {
    try {
      await callAs(page, 'distributionpro', 'savePromotion', {
        name: PROMOTION,
        kind: 'DISCOUNT',
        discountPermille: 900,
        startAt: new Date(now - 3_600_000).toISOString(),
        endAt: new Date(now + 7 * 86_400_000).toISOString(),
        products: [{ productId: p.productId }],
      })
      promoted = p
      break
    } catch {
      // This product already has a live price promotion: try the next.
    }
  }
  if (!promoted) throw new Error('no product of the seller can take a promotion')
  const other = candidates.find((p) => p.productId !== promoted.productId && p.name !== promoted.name)
  if (!other) throw new Error('the seller has a second product with stock')
  const unpaid = async () =>
    (
      await callAs<{ total: number }>(page, 'distributionpro', 'getOrderList', {
        statuses: ['WAIT_PAY'],
        pageSize: 1,
      })
    ).total
  const before = await unpaid()

  await loginAs('TRADEBASE', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  const list = page.getByRole('region', { name: 'Order business products' })
  await list.getByRole('button', { name: `Order: ${promoted.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Order from this merchant' })
  await expect(dialog).toBeVisible()
  // The delivery comes from the buyer's own profile.
  await expect(dialog.getByLabel('Receiver', { exact: true })).not.toHaveValue('')

  await dialog.getByLabel('Line 1: quantity').fill('2')
  await dialog.getByRole('button', { name: 'Add a line' }).click()
  await dialog.locator('#busi-order-sku-1').click()
  await page.getByRole('option').filter({ hasText: other.name }).first().click()

  // The quote: line 1 at the promotion price with the list price struck through, the discount named.
  const line1 = dialog.getByRole('status', { name: 'Line 1: price' })
  await expect(line1.getByText(`Discount · ${PROMOTION}`)).toBeVisible()
  await expect(line1.locator('s')).toBeVisible()
  await expect(line1).toContainText('× 2')
  await expect(dialog.getByRole('status', { name: 'Line 2: price' })).toContainText('× 1')
  const totals = dialog.getByRole('definition')
  await expect(totals.nth(2)).not.toHaveText('—')
  await expect(dialog.getByLabel('Order total')).toHaveAttribute('aria-busy', 'false')
  const toPay = (await totals.nth(2).textContent())?.trim() ?? ''
  const discount = (await totals.nth(1).textContent())?.trim() ?? ''
  expect(discount).toMatch(/^−¥/)
  // (Focus leaves the product list first: PrimeReact marks a focused dropdown with an
  // aria-activedescendant of no option, its own transient flaw.)
  await dialog.getByLabel('Remark to the seller').focus()
  expect(await dialogViolations(page)).toEqual([])

  // A double click places one order.
  await dialog.getByRole('button', { name: 'Place order' }).dblclick()
  const placed = page.getByText(/^Order BO\d+ placed: /)
  await expect(placed).toBeVisible()
  await expect(placed).toContainText(toPay)
  const orderNo = /Order (BO\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? ''
  expect(await unpaid()).toBe(before + 1)

  // The seller's order details: list price, the discount of the promotion, the total quoted.
  const found = await callAs<{ list: { orderId: string }[] }>(page, 'distributionpro', 'getOrderList', {
    orderNo,
    pageSize: 2,
  })
  expect(found.list).toHaveLength(1)
  await loginAs('DISTRIBUTIONPRO', '/dashboard')
  await navigateInApp(page, `/order-management/orderDetails?orderId=${found.list[0]?.orderId}`)
  const items = page.getByRole('table', { name: 'Items' })
  await expect(items.getByRole('columnheader', { name: 'List price' })).toBeVisible()
  const promotedRow = items.getByRole('row').filter({ hasText: promoted.name })
  await expect(promotedRow.locator('s.order-list-price')).toBeVisible()
  await expect(promotedRow.getByText(`Discount · ${PROMOTION}`)).toBeVisible()
  const amounts = page.getByRole('region', { name: 'Amounts' })
  await expect(amounts).toContainText(toPay)
  await expect(amounts).toContainText(discount.replace('−', ''))
})

test('an order whose answer was lost, placed again, is created once: the retry carries the same Idempotency-Key @business-profile', async ({
  page,
  loginAs,
}) => {
  await page.goto('/login')
  await page.waitForFunction(() => window.__mock !== undefined)
  const unpaid = async () =>
    (
      await callAs<{ total: number }>(page, 'distributionpro', 'getOrderList', {
        statuses: ['WAIT_PAY'],
        pageSize: 1,
      })
    ).total
  const before = await unpaid()
  await loginAs('TRADEBASE', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  // The first order call reaches the server, which places the order, but its answer is lost on
  // the way back (the page sees a network failure); every call's key is recorded.
  await page.evaluate(() => {
    const w = window as unknown as { orderKeys: string[]; fetch: typeof fetch }
    const original = w.fetch.bind(window)
    w.orderKeys = []
    w.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/createBusinessProductPcOrder')) return original(input, init)
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
      w.orderKeys.push(headers.get('Idempotency-Key') ?? '')
      const answer = await original(input, init)
      if (w.orderKeys.length === 1) throw new TypeError('Failed to fetch')
      return answer
    }
  })
  const list = page.getByRole('region', { name: 'Order business products' })
  await list
    .getByRole('button', { name: /^Order: /, disabled: false })
    .nth(1)
    .click()
  const dialog = page.getByRole('dialog', { name: 'Order from this merchant' })
  await expect(dialog.getByLabel('Receiver', { exact: true })).not.toHaveValue('')
  await dialog.getByRole('button', { name: 'Place order' }).click()
  // A lost answer is a transport failure: the app says so (its sign-in dialog); the buyer stays.
  const failed = page.getByRole('alertdialog', { name: 'Login failed' })
  await failed.getByRole('button', { name: 'Cancel' }).click()
  await expect(failed).toBeHidden()
  await dialog.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText(/^Order BO\d+ placed: /)).toBeVisible()
  const keys = await page.evaluate(() => (window as unknown as { orderKeys: string[] }).orderKeys)
  expect(keys).toHaveLength(2)
  expect(keys[0]).not.toBe('')
  expect(keys[1]).toBe(keys[0])
  expect(await unpaid()).toBe(before + 1)
})

test('the cart offers the buyer its earlier deliveries: choosing one fills receiver, phone and address @business-profile', async ({
  page,
  loginAs,
}) => {
  await page.goto('/login')
  await page.waitForFunction(() => window.__mock !== undefined)
  const products = await callAs<{ list: Product[] }>(page, 'tradebase', 'getBusinessProductByType', {
    partyId: SELLER,
    pageSize: 100,
  })
  const sku = products.list
    .slice(1)
    .flatMap((p) => p.skus)
    .find((s) => s.stock >= 5)
  if (!sku) throw new Error('the seller has a product with stock')
  const shop = { receiverName: '李店长', receiverPhone: '13900003333', address: '人民路 1 号门店' }
  await callAs(page, 'tradebase', 'createBusinessProductPcOrder', {
    partyId: SELLER,
    lines: [{ skuId: sku.skuId, quantity: 1 }],
    delivery: shop,
  })

  await loginAs('TRADEBASE', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  const list = page.getByRole('region', { name: 'Order business products' })
  await list
    .getByRole('button', { name: /^Order: /, disabled: false })
    .nth(1)
    .click()
  const dialog = page.getByRole('dialog', { name: 'Order from this merchant' })
  const receiver = dialog.getByLabel('Receiver', { exact: true })
  // The buyer's profile first, as before.
  await expect(receiver).not.toHaveValue('')
  await expect(receiver).not.toHaveValue(shop.receiverName)
  await dialog.locator('#busi-order-saved-delivery').click()
  await page
    .getByRole('option', { name: `${shop.receiverName} · ${shop.receiverPhone} · ${shop.address}` })
    .click()
  await expect(receiver).toHaveValue(shop.receiverName)
  await expect(dialog.getByLabel('Receiver phone', { exact: true })).toHaveValue(shop.receiverPhone)
  await expect(dialog.getByLabel('Delivery address', { exact: true })).toHaveValue(shop.address)
})
