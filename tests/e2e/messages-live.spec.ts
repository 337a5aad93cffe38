// The push channel on the mock (issue 32): two browser contexts, tradebase and distributionpro
// (friends in the seed), each with the chat open on the other. A message shows on the other
// side without a reload, well inside the 20 s of the bell's timer: no fixed waits, 3 s at most.
//
// On the mock every page runs its own world (its own in-memory database), so what one side
// sends through its composer is written into the other side's world as that merchant
// (callAs, through the other page's mock server): the page under test then learns of it only
// from its stream (the mock's hub in the page). tests/e2e/messages-live.real.spec.ts runs the
// same conversation over one real server.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { callAs } from './messages-helpers.ts'

const TRADE = { username: 'tradebase', partyId: 'P10004', name: '贝斯特商贸有限公司' }
const PRO = { username: 'distributionpro', partyId: 'P10006', name: '鹏程供应链有限公司' }
/** Well under the bell's 20 s timer: only the push channel can be this fast. */
const LIVE_MS = 3_000

/** A page of a new context whose mock starts signed in as `username` (as the fixtures do). */
async function signedInPage(browser: Browser, baseURL: string | undefined, username: string): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'en-US' })
  await context.addInitScript((scenario) => {
    try {
      if (sessionStorage.getItem('mock.startScenario.given')) return
      sessionStorage.setItem('mock.startScenario.given', '1')
      sessionStorage.setItem('mock.startScenario', scenario)
    } catch {
      // about:blank has no sessionStorage; the script runs again on the app's page.
    }
  }, `signedInAs:${username}`)
  return context.newPage()
}

async function openChat(page: Page, peer: { partyId: string; name: string }) {
  await page.goto(`/message/chatRecord?partyId=${peer.partyId}`)
  const list = page.getByRole('list', { name: `Messages with ${peer.name}` })
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 })
  return list
}

async function send(page: Page, peer: { name: string }, text: string) {
  await page.getByLabel(`Message to ${peer.name}`).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

test.describe('live chat @messages', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('each message appears on the other side without a reload @messages', async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await signedInPage(browser, baseURL, PRO.username)
    try {
      const tradeList = await openChat(page, PRO)
      const proList = await openChat(other, TRADE)

      // tradebase writes; distributionpro's page shows it from its stream.
      const first = `到了吗？ ${Date.now()}`
      await send(page, PRO, first)
      await expect(tradeList.getByText(first)).toBeVisible()
      await callAs(other, TRADE.username, 'sendFriendMessageFromNewMerchant', {
        partyId: PRO.partyId,
        content: first,
      })
      await expect(proList.getByText(first)).toBeVisible({ timeout: LIVE_MS })

      // distributionpro answers; tradebase's page shows it from its stream.
      const answer = `已发货 ${Date.now()}`
      await send(other, TRADE, answer)
      await expect(proList.getByText(answer)).toBeVisible()
      await callAs(page, PRO.username, 'sendFriendMessageFromNewMerchant', {
        partyId: TRADE.partyId,
        content: answer,
      })
      await expect(tradeList.getByText(answer)).toBeVisible({ timeout: LIVE_MS })
      // Once each: the stream's copy and the conversation's own agree.
      await expect(tradeList.getByText(answer)).toHaveCount(1)
      await expect(proList.getByText(first)).toHaveCount(1)
    } finally {
      await other.context().close()
    }
  })
})

test.describe('live new-order alert @messages', () => {
  test.use({ signedInAs: 'DISTRIBUTIONPRO' })

  test('a buyer’s new order is announced at once, without a reload @messages', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 20_000 })
    // An on-sale SKU of the seller with stock to spare that no promotion limits.
    const skuId = await page.evaluate(async () => {
      const db = (window.__mock as NonNullable<typeof window.__mock>).db
      const promoted = await db
        .selectFrom('promotion_product as pp')
        .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
        .select('pp.product_id')
        .where('p.party_id', '=', 'P10006')
        .execute()
      const row = await db
        .selectFrom('product_sku as s')
        .innerJoin('product as p', 'p.id', 's.product_id')
        .select('s.id')
        .where('s.party_id', '=', 'P10006')
        .where('p.status', '=', 'ON_SALE')
        .where('p.is_deleted', '=', 0)
        .where((eb) => eb('s.stock', '>', eb.ref('s.reserved')))
        .where('p.id', 'not in', promoted.map((r) => Number(r.product_id)).concat([-1]))
        .orderBy('s.id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    })
    const order = await callAs<{ orderNo: string }>(page, TRADE.username, 'createBusinessProductPcOrder', {
      partyId: PRO.partyId,
      lines: [{ skuId, quantity: 1 }],
      remark: '',
    })
    const alert = page.getByRole('status').filter({ hasText: order.orderNo })
    await expect(alert).toBeVisible({ timeout: LIVE_MS })
    await expect(alert).toContainText('New order')
  })
})
