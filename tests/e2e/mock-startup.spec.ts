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

// The budget is on the fastest of three image starts, each in a fresh context: what the start
// itself costs. One start alone also measures the machine at that moment: with the other
// worker's test beside it on 2 shared cores, a start of 470 ms (alone, on a slow machine)
// took 1,003-1,407 ms in full CI runs (docs/decisions/platform.md).
const IMAGE_STARTS = 3

test('starts from the prebuilt image well under a second, with the rows of live seeding @mock', async ({
  browser,
}) => {
  // Four cold starts, each loading the app and hashing its database: 12 s alone on a slow
  // machine (2.5 s per start from the image, 4.2 s seeding live), and past the default 30 s
  // in a full CI run with the other worker's test beside it (stop 46).
  test.setTimeout(90_000)
  const fromImage = []
  for (let i = 0; i < IMAGE_STARTS; i++) {
    const context = await browser.newContext()
    fromImage.push(await start(await context.newPage(), ''))
    await context.close()
  }
  const b = await browser.newContext()
  const live = await start(await b.newPage(), '?mockSeeding=live')
  await b.close()
  for (const s of fromImage) expect(s.source).toBe('image')
  expect(live.source).toBe('live')
  expect(Math.min(...fromImage.map((s) => s.totalMs))).toBeLessThan(1000)
  const digest = fromImage[0]?.digest
  expect(digest).toMatch(/^[0-9a-f]{64}$/)
  for (const s of fromImage) expect(s.digest).toBe(digest)
  expect(live.digest).toBe(digest)
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
