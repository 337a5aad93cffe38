// The mock starts fast from the prebuilt image, and the image holds exactly the rows live
// seeding gives in the browser (issue 4, item 1).
import { expect, test } from './fixtures.ts'
import { waitForMock } from './fixtures.ts'

async function start(page: import('@playwright/test').Page, query: string) {
  await page.goto(`/login${query}`)
  await waitForMock(page)
  return page.evaluate(async () => ({
    source: window.__mock?.source,
    totalMs: window.__mock?.timings.totalMs ?? Number.NaN,
    digest: await window.__mock?.digest(),
  }))
}

test('starts from the prebuilt image well under a second, with the rows of live seeding @mock', async ({
  browser,
}) => {
  const a = await browser.newContext()
  const fromImage = await start(await a.newPage(), '')
  const b = await browser.newContext()
  const live = await start(await b.newPage(), '?mockSeeding=live')
  await Promise.all([a.close(), b.close()])
  expect(fromImage.source).toBe('image')
  expect(live.source).toBe('live')
  expect(fromImage.totalMs).toBeLessThan(1000)
  expect(fromImage.digest).toMatch(/^[0-9a-f]{64}$/)
  expect(live.digest).toBe(fromImage.digest)
})

test('another seed is seeded live and gives another demo world @mock', async ({ page }) => {
  const other = await start(page, '?seed=7')
  expect(other.source).toBe('live')
  const ctx = await page.context().browser()?.newContext()
  if (!ctx) throw new Error('no browser')
  const plain = await start(await ctx.newPage(), '')
  await ctx.close()
  expect(other.digest).not.toBe(plain.digest)
})
