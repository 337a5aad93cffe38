// Scenarios chosen by URL (?scenario=) and from Playwright (issue 4, item 3).
import { expect, test, waitForMock } from './fixtures.ts'

test('?scenario=emptyMerchant adds the new merchant account, and a reload keeps it @mock', async ({
  page,
  scenario,
}) => {
  await scenario('emptyMerchant', '/login')
  // Applied once: the address no longer asks for it, so a reload keeps the user's edits.
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('User name').fill('emptymerchant')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Welcome, 叶新')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Welcome, 叶新')).toBeVisible()
})

test('without the scenario the empty merchant does not exist @mock', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('User name').fill('emptymerchant')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password')
})

test('?scenario=expiredSession: the first call answers 50014 and the user lands on the login page @mock', async ({
  page,
}) => {
  await page.goto('/dashboard?scenario=expiredSession')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  // The session the scenario signed in with answers 50014 from the real session check.
  const code = await page.evaluate(async () => {
    const res = await fetch('/control/vueGetUserInfo?token=scenario-expired-session-tradebase')
    return ((await res.json()) as { code: number }).code
  })
  expect(code).toBe(50014)
})

test('an unknown scenario stops the mock with a message naming the known ones @mock', async ({ page }) => {
  await page.goto('/login?scenario=noSuchThing')
  await page.waitForFunction(() => window.__mockError !== undefined)
  expect(await page.evaluate(() => window.__mockError)).toMatch(
    /unknown scenario 'noSuchThing'.*emptyMerchant/,
  )
})

const SCENARIO_NAMES = [
  'memberCapReached',
  'manyUnreadMessages',
  'twoAnnouncements',
  'emptyMerchant',
  'expiredSession',
] as const

test('every scenario of the table is selected by URL and changes the seeded world @mock', async ({
  page,
  scenario,
}) => {
  await page.goto('/login?reset')
  await waitForMock(page)
  const seedDigest = await page.evaluate(() => window.__mock?.digest())
  const digests = new Set<string>()
  for (const name of SCENARIO_NAMES) {
    await scenario(name, '/login')
    const digest = await page.evaluate(() => window.__mock?.digest())
    expect(digest, name).not.toBe(seedDigest)
    digests.add(digest ?? '')
  }
  expect(digests.size).toBe(SCENARIO_NAMES.length)
})
