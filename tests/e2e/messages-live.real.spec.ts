// The push channel against the real Node server (issue 32): two browser contexts, tradebase
// and distributionpro (friends in the seed), sign in and open the chat on each other; each
// message typed on one side appears on the other without a reload, within 3 s (the bell's
// timer is 20 s). One server, one database: the stream is GET /control/events over HTTP.
import { type Browser, expect, type Page, test } from '@playwright/test'

const TRADE = { username: 'tradebase', partyId: 'P10004', name: '贝斯特商贸有限公司' }
const PRO = { username: 'distributionpro', partyId: 'P10006', name: '鹏程供应链有限公司' }
const LIVE_MS = 3_000

async function chatAs(browser: Browser, baseURL: string | undefined, user: string, peer: typeof TRADE) {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'en-US' })
  const page = await context.newPage()
  await page.goto(`/login?redirect=${encodeURIComponent(`/message/chatRecord?partyId=${peer.partyId}`)}`)
  await page.getByLabel('User name').fill(user)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const list = page.getByRole('list', { name: `Messages with ${peer.name}` })
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 })
  return { page, list }
}

async function send(page: Page, peer: typeof TRADE, text: string) {
  await page.getByLabel(`Message to ${peer.name}`).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

test('two merchants chat and each message appears on the other side without a reload @smoke @messages', async ({
  browser,
  baseURL,
}) => {
  const trade = await chatAs(browser, baseURL, TRADE.username, PRO)
  const pro = await chatAs(browser, baseURL, PRO.username, TRADE)
  try {
    const first = `到了吗？ ${Date.now()}`
    await send(trade.page, PRO, first)
    await expect(trade.list.getByText(first)).toBeVisible()
    await expect(pro.list.getByText(first)).toBeVisible({ timeout: LIVE_MS })

    const answer = `已发货 ${Date.now()}`
    await send(pro.page, TRADE, answer)
    await expect(pro.list.getByText(answer)).toBeVisible()
    await expect(trade.list.getByText(answer)).toBeVisible({ timeout: LIVE_MS })
    await expect(trade.list.getByText(answer)).toHaveCount(1)
  } finally {
    await trade.page.context().close()
    await pro.page.context().close()
  }
})

test('the tabs of one browser share one stream, and another tab takes over when the reading one closes @messages', async ({
  browser,
  baseURL,
}) => {
  const pro = await chatAs(browser, baseURL, PRO.username, TRADE)
  const first = await chatAs(browser, baseURL, TRADE.username, PRO)
  const context = first.page.context()
  // Streams opened by this browser from now on (the sign-in tab's is open already).
  const streams: string[] = []
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/control/events') streams.push(r.url())
  })
  const second = await context.newPage()
  await second.goto(`/message/chatRecord?partyId=${PRO.partyId}`)
  const secondList = second.getByRole('list', { name: `Messages with ${PRO.name}` })
  await expect(secondList.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 })
  try {
    const hello = `两个标签页 ${Date.now()}`
    await send(pro.page, TRADE, hello)
    await expect(first.list.getByText(hello)).toBeVisible({ timeout: LIVE_MS })
    await expect(secondList.getByText(hello)).toBeVisible({ timeout: LIVE_MS })
    // The second tab follows the first tab's stream rather than opening its own.
    expect(streams).toEqual([])

    await first.page.close()
    await expect.poll(() => streams.length, { timeout: LIVE_MS }).toBe(1)
    const after = `接手了 ${Date.now()}`
    await send(pro.page, TRADE, after)
    await expect(secondList.getByText(after)).toBeVisible({ timeout: LIVE_MS })
    await expect(secondList.getByText(hello)).toHaveCount(1)
  } finally {
    await context.close()
    await pro.page.context().close()
  }
})
