// A new order reaches the seller's open pages without a reload (issue 32): the alert, the chime
// the merchant switched on, and "1 new order" above the cached order list, which shows the order
// on a click. The buyer (tradebase, a friend of distributionpro in the seed) orders through the
// page's own mock server (callAs): the seller's page learns of it only from its stream.
import { expect, test } from './fixtures.ts'
import { callAs } from './messages-helpers.ts'
import { orderListLink, SIGN_IN_TIMEOUT, waitingCount } from './shell-helpers.ts'

const SELLER_PARTY = 'P10006'
/** Well under the timers of the polling fallback: only the push channel can be this fast. */
const LIVE_MS = 3_000

declare global {
  interface Window {
    __tones?: number[]
  }
}

test.describe('live orders @orders', () => {
  test.use({ signedInAs: 'DISTRIBUTIONPRO' })

  test('a new order is announced with the chime switched on, and the order list offers it without jumping', async ({
    page,
  }) => {
    // The page's audio, recorded rather than played: the tones the chime starts.
    await page.addInitScript(() => {
      window.__tones = []
      const node = () => ({ connect: (next: unknown) => next })
      class RecordingAudioContext {
        state = 'running'
        currentTime = 0
        destination = {}
        resume() {
          return Promise.resolve()
        }
        createOscillator() {
          const tone = {
            ...node(),
            type: '',
            frequency: { value: 0 },
            start: () => window.__tones?.push(tone.frequency.value),
            stop: () => {},
          }
          return tone
        }
        createGain() {
          return { ...node(), gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} } }
        }
      }
      Object.defineProperty(window, 'AudioContext', { value: RecordingAudioContext })
    })
    await page.goto('/order-management/salesOrder')
    const table = page.getByRole('table', { name: 'Orders' })
    // A cold tab boots the mock before the list's first page: on a loaded 2-core CI run that
    // took over the default 7 s, as it does for every spec's first page (SIGN_IN_TIMEOUT).
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
    const firstBefore = await table.locator('tbody tr').first().locator('td').nth(1).textContent()

    // The sound is off by default; the merchant switches it on in the page settings.
    await page.getByRole('button', { name: 'Page settings' }).click()
    const panel = page.getByRole('complementary').filter({ hasText: 'Page settings' })
    // The panel's texts load with it, in the interface language.
    await expect(panel).toContainText('Medium')
    await expect(panel.getByLabel('Play a sound')).not.toBeChecked()
    await expect(panel.getByLabel('Desktop notification')).not.toBeChecked()
    await panel.getByLabel('Play a sound').check()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    const products = await callAs<{ list: Array<{ skus: Array<{ skuId: number; stock: number }> }> }>(
      page,
      'tradebase',
      'getBusinessProductByType',
      { partyId: SELLER_PARTY, pageNum: 1, pageSize: 20 },
    )
    const sku = products.list.flatMap((p) => p.skus).find((s) => s.stock > 5)
    if (!sku) throw new Error('the seed has no product of the seller in stock')
    const alerted = page.getByText(/Order \S+ is waiting for you\./).waitFor({ timeout: LIVE_MS })
    const created = await callAs<{ orderId: number; orderNo: string }>(
      page,
      'tradebase',
      'createBusinessProductPcOrder',
      {
        partyId: SELLER_PARTY,
        lines: [{ skuId: sku.skuId, quantity: 1 }],
      },
    )
    await alerted
    await expect(page.getByText(`Order ${created.orderNo} is waiting for you.`)).toBeAttached()
    await expect.poll(() => page.evaluate(() => window.__tones), { timeout: LIVE_MS }).toEqual([880, 1320])

    // The list stays as it was until the merchant asks for the new order.
    const show = page.getByRole('button', { name: '1 new order: show' })
    await expect(show).toBeVisible({ timeout: LIVE_MS })
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(firstBefore ?? '')
    await show.click()
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(created.orderNo)
    await expect(show).toBeHidden()

    // The buyer pays in its purchases: the seller's waiting-to-ship badge rises without a reload.
    const before = await waitingCount(page)
    await expect(orderListLink(page, before)).toBeVisible()
    const bought = await callAs<{ version: number }>(page, 'tradebase', 'getPurchaseDetail', {
      orderId: created.orderId,
    })
    await callAs(page, 'tradebase', 'payPurchase', { orderId: created.orderId, version: bought.version })
    await expect(orderListLink(page, before + 1)).toBeVisible({ timeout: LIVE_MS })
  })
})
