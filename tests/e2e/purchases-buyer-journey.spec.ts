// The buyer's side of a business-network order (issue 31), on the mock: a dealer (the ordering
// login) orders one product from distributionpro's business product page (the existing order
// dialog), opens My purchases and pays (the demo's simulated provider); the seller ships it from
// its order pages; the buyer confirms receipt and asks for an after-sale; both see the order
// Completed, and the request is in the seller's after-sales list.
//
// On the mock every page runs its own world (its own in-memory database), so a second browser
// context would not hold the buyer's order: the seller signs in in the same page instead (a real
// sign-in through /control/vueUserLogin, which keeps the page's database), and the buyer signs
// in again after it. Both sides read the one sales order, as they do on the real server.
import type { Page } from '@playwright/test'
import { TOKEN_COOKIE } from '../../src/browser/auth-token.ts'
import { expect as baseExpect, type DemoRole, test } from './fixtures.ts'
import { callAs } from './messages-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const SELLER = 'P10006'

/** Signs in as `role` in the running page (same mock world) and opens `path`. */
async function switchTo(
  page: Page,
  loginAs: (r: DemoRole, p: string) => Promise<void>,
  role: DemoRole,
  path: string,
) {
  await page.evaluate(() => window.__mock?.flush())
  await loginAs(role, path)
}

test('a dealer orders, pays, the seller ships, the dealer confirms receipt: both see Completed @purchases', async ({
  page,
  loginAs,
}) => {
  await loginAs('ORDERING', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  const products = page.getByRole('region', { name: 'Order business products' })
  await expect(products.getByRole('table')).toBeVisible()
  await products
    .getByRole('button', { name: /^Order: /, disabled: false })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Quantity').fill('1')
  await dialog.getByRole('button', { name: 'Place order' }).click()
  const placed = page.getByText(/^Order (BO\d+) placed/)
  await expect(placed).toBeVisible()
  const orderNo = /BO\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? ''
  expect(orderNo).not.toBe('')

  // My purchases: the order waits for payment under its tab.
  await switchTo(page, loginAs, 'ORDERING', '/purchase-management/purchaseList')
  await expect(page.getByRole('heading', { name: 'Purchase list' })).toBeVisible()
  await page.getByRole('tab', { name: /^To pay/ }).click()
  const table = page.getByRole('table', { name: 'My purchases' })
  const row = table.getByRole('row').filter({ hasText: orderNo })
  await expect(row).toContainText('Awaiting payment')
  await row.getByRole('button', { name: `Details ${orderNo}` }).click()
  await expect(page.getByRole('heading', { name: `Purchase details: ${orderNo}` })).toBeVisible()
  const toast = page.getByText('Paid. The seller can ship your order now.')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(toast).toBeVisible()
  await expect(page.getByText('Waiting for shipment', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''

  // The seller ships it.
  await switchTo(page, loginAs, 'DISTRIBUTIONPRO', `/order-management/shipment?orderId=${orderId}`)
  await page.getByLabel('Carrier', { exact: true }).first().press('Enter')
  await page.getByRole('option', { name: 'SF Express', exact: true }).click()
  await page.getByLabel('Tracking number').fill('SF2026112700001')
  await page.getByRole('button', { name: 'Ship now' }).click()
  await expect(page.getByText('The order was shipped.')).toBeVisible()

  // The buyer sees the tracking and confirms receipt.
  await switchTo(page, loginAs, 'ORDERING', `/purchase-management/purchaseDetails?orderId=${orderId}`)
  await expect(page.getByRole('region', { name: 'Shipment tracking' })).toContainText('SF2026112700001')
  await page.getByRole('button', { name: 'Confirm receipt' }).click()
  const confirm = page.getByRole('dialog', { name: `Confirm receipt of ${orderNo}` })
  await confirm.getByRole('button', { name: 'Confirm receipt' }).click()
  await expect(page.getByText('Receipt confirmed: the order is completed.')).toBeVisible()
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()

  // An after-sale request: the reason is required at its field, then it goes to the seller.
  await page.getByRole('button', { name: 'Request after-sales' }).click()
  const afterSale = page.getByRole('dialog', { name: `Request after-sales for ${orderNo}` })
  await afterSale.getByRole('button', { name: 'Submit request' }).click()
  await expect(afterSale.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true')
  await afterSale.getByLabel('Reason').fill('Damaged packaging')
  await afterSale.getByRole('button', { name: 'Submit request' }).click()
  await expect(page.getByText('Your after-sales request was sent to the seller.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'After-sales requests' })).toContainText(
    'Waiting for the seller',
  )

  // The seller sees the same state.
  await switchTo(page, loginAs, 'DISTRIBUTIONPRO', `/order-management/orderDetails?orderId=${orderId}`)
  await expect(page.getByRole('heading', { name: `Order details: ${orderNo}` })).toBeVisible()
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Received by the buyer')).toBeVisible()
  await switchTo(page, loginAs, 'DISTRIBUTIONPRO', '/order-management/orderAfterSales')
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('Damaged packaging')
})

/** A call as the page's own signed-in user (its token cookie), in the page's mock world. */
async function callOwn<T>(page: Page, call: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ call, body, cookie }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${cookie}=`))
          ?.slice(cookie.length + 1) ?? '',
      )
      const res = await fetch(`/control/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: token },
        body: JSON.stringify(body),
      })
      const envelope = (await res.json()) as { code: number; message: string; data: unknown }
      if (envelope.code !== 20000) throw new Error(`${call}: ${envelope.code} ${envelope.message}`)
      return envelope.data as never
    },
    { call, body, cookie: TOKEN_COOKIE },
  )
}

// Screenshots of the purchase pages in English and Chinese at 1440 and 800 px (run with
// PURCHASE_SHOTS=<folder>): an order shipped, one unpaid, one received with an after-sale.
for (const language of ['en', 'zh'] as const) {
  test(`screenshots of My purchases in ${language} @purchases`, async ({ page, loginAs }) => {
    const dir = process.env.PURCHASE_SHOTS
    test.skip(!dir, 'PURCHASE_SHOTS names the folder for the screenshots')
    await page.setViewportSize({ width: 1440, height: 900 })
    await loginAs('ORDERING', { path: '/dashboard', language })
    const products = await callOwn<{ list: { skus: { skuId: number; stock: number }[] }[] }>(
      page,
      'getBusinessProductByType',
      { partyId: SELLER, pageSize: 100 },
    )
    const skus = products.list.flatMap((p) => p.skus.filter((s) => s.stock >= 5)).slice(3, 8)
    const ids: string[] = []
    for (const [i, sku] of skus.entries()) {
      const created = await callOwn<{ orderId: number }>(page, 'createBusinessProductPcOrder', {
        partyId: SELLER,
        lines: [{ skuId: sku.skuId, quantity: i + 1 }],
      })
      ids.push(String(created.orderId))
    }
    const detail = (orderId: string) =>
      callOwn<{ version: number; lines: { orderLineId: string; unitPrice: number }[] }>(
        page,
        'getPurchaseDetail',
        { orderId },
      )
    for (const orderId of ids.slice(0, 3)) {
      await callOwn(page, 'payPurchase', { orderId, version: (await detail(orderId)).version })
      const { version } = await detail(orderId)
      await callAs(page, 'distributionpro', 'shipOrder', {
        orderId,
        version,
        carrierCode: 'SF',
        trackingNo: `SF20261127${orderId.padStart(5, '0')}`,
      })
    }
    const received = ids[2] as string
    const r = await detail(received)
    await callOwn(page, 'confirmPurchaseReceipt', { orderId: received, version: r.version })
    const line = r.lines[0] as { orderLineId: string; unitPrice: number }
    await callOwn(page, 'requestPurchaseAfterSale', {
      orderId: received,
      version: r.version + 1,
      orderLineId: line.orderLineId,
      kind: 'REFUND_ONLY',
      reason: language === 'zh' ? '包装破损' : 'Damaged packaging',
      quantity: 1,
      refundAmount: line.unitPrice,
    })
    await page.evaluate(() => window.__mock?.flush())
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/purchase-management/purchaseList')
      await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible()
      await page.screenshot({ path: `${dir}/list-${language}-${width}.png`, fullPage: true })
      await page.goto(`/purchase-management/purchaseDetails?orderId=${ids[1]}`)
      await expect(page.getByRole('region', { name: /Shipment tracking|物流跟踪/ })).toContainText('SF')
      await page.screenshot({ path: `${dir}/shipped-${language}-${width}.png`, fullPage: true })
      await page.goto(`/purchase-management/purchaseDetails?orderId=${received}`)
      await expect(page.getByRole('region', { name: /After-sales requests|售后申请/ })).toContainText('AS')
      await page.screenshot({ path: `${dir}/received-${language}-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: /Request after-sales|申请售后/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.screenshot({ path: `${dir}/after-sale-${language}-${width}.png` })
    }
  })
}
