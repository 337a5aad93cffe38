// The mock database, sessions included, survives a reload within a browser session; a fresh
// context, ?reset or a scenario starts again from the seed (issue 4, item 5).
import { expect, test, waitForMock } from './fixtures.ts'

const badLogin = () =>
  fetch('/control/vueUserLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ USERNAME: 'tradebase', PASSWORD: 'wrong' }),
  }).then((r) => r.json() as Promise<{ code: number }>)

test('a signed-in user stays signed in across a reload; ?reset signs out @mock', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // Nothing was written since the start: the reload applied the saved scenario to the seed again
  // (no bytes are saved before the first write; the next test resumes written ones).
  expect(await page.evaluate(() => [window.__mock?.source, window.__mock?.scenario])).toEqual([
    'image',
    'signedInAs:tradebase',
  ])

  await page.goto('/dashboard?reset')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('edits survive a reload, and a new browser context starts from the seed @mock', async ({
  page,
  browser,
}) => {
  await page.goto('/login')
  await waitForMock(page)
  // Five failed sign-ins are rows (login_attempt): the sixth is refused even after a reload.
  for (let i = 0; i < 5; i++) expect((await page.evaluate(badLogin)).code).toBe(20001)
  await page.reload()
  await waitForMock(page)
  expect((await page.evaluate(badLogin)).code).toBe(42900)

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/login')
  await waitForMock(other)
  expect((await other.evaluate(badLogin)).code).toBe(20001)
  await fresh.close()
})

test('the clock survives a reload, and an idle session then answers 50014 @mock', async ({
  page,
  loginAs,
  clock,
}) => {
  await loginAs('TRADEBASE')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const signedInAt = await clock.now()
  await clock.advance(2 * 60 * 60_000 + 60_000) // past the 2 h idle timeout
  expect((await clock.now()).getTime() - signedInAt.getTime()).toBe(2 * 60 * 60_000 + 60_000)
  await page.reload()
  // The guard's vueGetUserInfo answers 50014: back to the login page.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  expect((await clock.now()).toISOString()).toBe(new Date(signedInAt.getTime() + 7_260_000).toISOString())
})

test('a call that changes nothing saves nothing; a write saves once @mock', async ({ page }) => {
  // Counts the saves: every one is a put of the whole database into IndexedDB.
  await page.addInitScript(() => {
    const w = window as unknown as { __saves: number }
    w.__saves = 0
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      w.__saves += 1
      return put.apply(this, args)
    }
  })
  await page.goto('/login')
  await waitForMock(page)
  const saves = () => page.evaluate(() => (window as unknown as { __saves: number }).__saves)
  const post = (call: string, body: unknown, token?: string) =>
    page.evaluate(
      async ({ call, body, token }) => {
        const res = await fetch(`/control/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { externalLoginKey: token } : {}) },
          body: JSON.stringify(body),
        })
        return (await res.json()) as { code: number; data: { token: string } }
      },
      { call, body, token },
    )
  const atStart = await saves()
  // A sign-in writes its session: one save.
  const { token } = (await post('vueUserLogin', { USERNAME: 'tradebase', PASSWORD: 'demo1234' })).data
  expect(await saves()).toBe(atStart + 1)
  // Reads after it: none (each once exported and saved the whole database, about 50 ms a call).
  for (const call of ['getMenuCount', 'getOrderStatusCounts', 'getOrderList', 'getMenuCount'])
    expect((await post(call, {}, token)).code).toBe(20000)
  expect(await saves()).toBe(atStart + 1)
  // A bad sign-in is a row (login_attempt): one more.
  await post('vueUserLogin', { USERNAME: 'tradebase', PASSWORD: 'wrong' })
  expect(await saves()).toBe(atStart + 2)
})
