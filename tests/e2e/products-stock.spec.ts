// The stock ledger as the merchant sees it (issue 29), against the mock: a SKU's stock history
// opened from the product list; shipping an order moves the SKU's on hand and reserved and adds
// a "Shipped" movement naming the order, and the order detail shows the line's stock effect; a
// bad threshold is refused at its field; an order beyond the seller's stock is refused at the
// quantity; the stock page has no serious or critical axe violation. The rules (every movement,
// the thresholds, the export walk) are contract and model tests.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import { expect as baseExpect, test } from './fixtures.ts'
import { navigateInApp } from './shell-helpers.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> }
  }
}

/** Serious and critical axe violations (WCAG 2.1 A and AA) inside the page's content. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    const result = await window.axe.run(
      { include: [['#main-content']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    )
    return result.violations
  })
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} at ${n.target.join(' ')}`))
}

interface Shippable {
  orderId: string
  orderNo: string
  skuId: string
  skuCode: string
  productId: string
  productName: string
  productNo: string
  quantity: number
}

/**
 * An order waiting to ship with one line whose SKU's on hand covers it (a few seeded SKUs are
 * oversold and cannot ship), through the page's own session.
 */
async function shippableOrder(page: Page): Promise<Shippable> {
  const found = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '')
    const post = async (name: string, body: unknown) =>
      (
        (await (
          await fetch(`/control/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', externalLoginKey: token },
            body: JSON.stringify(body),
          })
        ).json()) as { data: never }
      ).data
    const list = (await post('getOrderList', { statuses: ['WAIT_SHIP'], pageSize: 50 })) as {
      list: { orderId: string; orderNo: string }[]
    }
    for (const order of list.list) {
      const effect = (await post('getOrderStockEffect', { orderId: order.orderId })) as {
        lines: { skuId: string | null; reserved: number; shipped: number }[]
      }
      if (effect.lines.length !== 1) continue
      const line = effect.lines[0]
      if (!line?.skuId || line.shipped > 0) continue
      const sku = (await post('getSkuStockSummary', { skuId: line.skuId })) as {
        onHand: number
        skuCode: string
        productId: string
        productName: string
        productNo: string
      }
      if (sku.onHand < line.reserved) continue
      return {
        orderId: order.orderId,
        orderNo: order.orderNo,
        skuId: line.skuId,
        skuCode: sku.skuCode,
        productId: sku.productId,
        productName: sku.productName,
        productNo: sku.productNo,
        quantity: line.reserved,
      }
    }
    return null
  })
  if (!found) throw new Error('no order waiting to ship that the stock covers')
  return found
}

const figure = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Stock of this SKU' }).getByRole('group', { name, exact: true })

/** A figure of the header ("On hand 122") as a number. */
async function figureValue(page: Page, name: string): Promise<number> {
  const text = (await figure(page, name).textContent()) ?? ''
  return Number(text.slice(name.length).trim())
}

const expectFigure = (page: Page, name: string, value: string | number) =>
  expect(figure(page, name)).toHaveText(`${name} ${value}`)

test.describe('stock @products', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('opens a SKU’s stock history from the product list; shipping its order moves on hand and reserved and adds a movement', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.waitForFunction(() => window.__mock !== undefined)
    const order = await shippableOrder(page)

    // From the product list: the product's stock, then the SKU's history.
    await navigateInApp(page, '/product-management/productList')
    const products = page.getByRole('table', { name: 'Products' })
    await expect(products).toBeVisible()
    await expect(products.getByRole('columnheader', { name: 'Available' })).toBeVisible()
    await page.getByLabel('Name, code or bar code').fill(order.productNo)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(products.locator('tbody tr')).toHaveCount(1)
    await products.getByRole('button', { name: `Stock ${order.productName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Stock of “${order.productName}”` })
    await dialog.getByRole('link', { name: `Stock history of ${order.skuCode}` }).click()
    await expect(page.getByRole('heading', { name: `Stock history: ${order.skuCode}` })).toBeVisible()
    await expect(figure(page, 'On hand')).toBeVisible()
    const onHand = await figureValue(page, 'On hand')
    const reserved = await figureValue(page, 'Reserved')
    const available = await figureValue(page, 'Available')
    expect(available).toBe(onHand - reserved)
    const movements = page.getByRole('table', { name: 'Stock movements' })
    await expect(movements.locator('tbody tr').first()).toBeVisible()

    // Ship the order.
    await navigateInApp(page, `/order-management/shipment?orderId=${order.orderId}`)
    await page.getByLabel('Carrier', { exact: true }).first().press('Enter')
    await page.getByRole('option', { name: 'SF Express', exact: true }).click()
    await page.getByLabel('Tracking number').fill('SF2026112601')
    await page.getByRole('button', { name: 'Ship now' }).click()
    await expect(
      page.getByText('Shipped. The delivery note and picking list are below to print.'),
    ).toBeVisible()

    // The order detail shows the line's stock effect, and its SKU leads to the history.
    await navigateInApp(page, `/order-management/orderDetails?orderId=${order.orderId}`)
    const effect = page.getByRole('table', { name: 'Stock effect of each line' })
    const line = effect.getByRole('row').filter({ hasText: order.skuCode })
    await expect(line).toContainText(String(order.quantity))
    await expect(line.getByRole('cell').nth(4)).toHaveText(String(order.quantity))
    await effect.getByRole('link', { name: `Stock history of ${order.skuCode}` }).click()
    await expect(page.getByRole('heading', { name: `Stock history: ${order.skuCode}` })).toBeVisible()
    await expectFigure(page, 'On hand', onHand - order.quantity)
    await expectFigure(page, 'Reserved', reserved - order.quantity)
    // Shipping deducts a reservation the order already held: available stays.
    await expectFigure(page, 'Available', available)
    const newest = page.getByRole('table', { name: 'Stock movements' }).locator('tbody tr').first()
    await expect(newest).toContainText('Shipped')
    await expect(newest).toContainText(`−${order.quantity}`)
    await expect(newest.getByRole('link', { name: order.orderNo })).toBeVisible()

    // Filtered by kind, only shipments are listed.
    await page.getByLabel('Movement', { exact: true }).first().press('Enter')
    await page.getByRole('option', { name: 'Reserved by an order', exact: true }).click()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const rows = page.getByRole('table', { name: 'Stock movements' }).locator('tbody tr')
    await expect(rows.first()).toContainText('Reserved by an order')
    await expect(rows.filter({ hasText: 'Shipped' })).toHaveCount(0)

    // The export writes the filtered movements to a spreadsheet named after the SKU.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^Stock history ${order.skuCode} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    )
    await expect(page.getByText(/^\d+ movements? exported$/)).toBeVisible()
  })

  test('a bad threshold is refused at the field; a good one applies to the SKU', async ({ page }) => {
    await page.goto('/login')
    await page.waitForFunction(() => window.__mock !== undefined)
    const order = await shippableOrder(page)
    await navigateInApp(page, `/product-management/stockHistory?skuId=${order.skuId}`)
    const own = page.getByRole('form', { name: 'Threshold of this SKU' })
    const field = own.getByLabel('Threshold of this SKU')
    await expect(
      page.getByRole('table', { name: 'Stock movements' }).locator('tbody tr').first(),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])
    await field.fill('-5')
    await own.getByRole('button', { name: 'Save' }).click()
    await expect(own.getByRole('alert')).toHaveText('Between 0 and 1000000')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await field.fill('7')
    await own.getByRole('button', { name: 'Save' }).click()
    // What the save came to, in the header (its toast is brief: under load it can come and go
    // between two polls of the assertion).
    await expectFigure(page, 'Low-stock threshold', '7 (own)')
    await expect(own.getByRole('alert')).toHaveCount(0)

    const shop = page.getByRole('form', { name: 'Shop default threshold' })
    await shop.getByLabel('Default threshold').fill('many')
    await shop.getByRole('button', { name: 'Save' }).click()
    await expect(shop.getByRole('alert')).toHaveText('Must be a whole number')
    // With its errors shown, the page still has no serious or critical axe violation.
    expect(await violations(page)).toEqual([])
  })

  test('the product form links each saved SKU to its stock history', async ({ page }) => {
    await page.goto('/login')
    await page.waitForFunction(() => window.__mock !== undefined)
    const order = await shippableOrder(page)
    await navigateInApp(page, `/product-management/editProduct?id=${order.productId}`)
    const grid = page.getByRole('table', { name: 'SKUs' })
    await grid.getByRole('link', { name: `Stock history of ${order.skuCode}` }).click()
    await expect(page.getByRole('heading', { name: `Stock history: ${order.skuCode}` })).toBeVisible()
    await expect(figure(page, 'Available')).toBeVisible()
  })

  test('an order beyond the seller’s stock is refused at the quantity', async ({ page }) => {
    await page.goto('/business-opportunities/busiFriendDetail?partyId=P10006')
    const products = page.getByRole('region', { name: 'Order business products' })
    await expect(products.getByRole('table')).toBeVisible()
    // Not the first product: the seller's purchase limit, seeded on it, would refuse first.
    await products
      .getByRole('button', { name: /^Order: /, disabled: false })
      .nth(1)
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Quantity').fill('9999')
    await dialog.getByRole('button', { name: 'Place order' }).click()
    await expect(dialog.getByText(/More than the stock\. At most \d+/)).toBeVisible()
    await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true')
  })
})
