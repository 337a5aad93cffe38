// Per-test overrides of one /control call (issue 4, item 4), through the overrideEndpoint fixture.
import { expect, test } from './fixtures.ts'

async function signInThroughForm(page: import('@playwright/test').Page, username = 'tradebase') {
  await page.getByLabel('User name').fill(username)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('an envelope code: vueUserLogin answering 20001 shows the login error @mock', async ({
  page,
  overrideEndpoint,
}) => {
  await page.goto('/login')
  await overrideEndpoint('vueUserLogin', { code: 20001, message: 'wrong user name or password' })
  await signInThroughForm(page)
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password')
  await expect(page).toHaveURL(/\/login/)
})

test('an override lasts `times` calls, and clearing it lets the real app answer again @mock', async ({
  page,
  overrideEndpoint,
}) => {
  await page.goto('/login')
  await overrideEndpoint('vueUserLogin', { code: 20001 }, { times: 1 })
  await signInThroughForm(page)
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password')
  await signInThroughForm(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  await overrideEndpoint('userLogout', { code: 50000, message: 'nope' })
  await page.evaluate(() => window.__mock?.clearOverrides())
  const answer = await page.evaluate(async () =>
    (await fetch('/control/userLogout', { method: 'POST' })).json(),
  )
  expect(answer.code).toBe(50008) // the real app: no token in this call
})

test('a transport error: the call fails as on a broken network and sign-in does not happen @mock', async ({
  page,
  overrideEndpoint,
}) => {
  await page.goto('/login')
  await overrideEndpoint('vueUserLogin', { transportError: true })
  const outcome = await page.evaluate(() =>
    fetch('/control/vueUserLogin', { method: 'POST', body: '{}' }).then(
      () => 'answered',
      (e: Error) => `${e.name}: ${e.message}`,
    ),
  )
  expect(outcome).toBe('TypeError: Failed to fetch')
  await signInThroughForm(page)
  // The login page (or the shell's transport dialog) tells the user; nobody is signed in.
  await expect(page.getByRole('alert').or(page.getByRole('alertdialog')).first()).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
})

test('a delay: the sign-in stays busy for the delay, then succeeds @mock', async ({
  page,
  overrideEndpoint,
}) => {
  await page.goto('/login')
  await overrideEndpoint('vueUserLogin', { delay: 1500 })
  const started = Date.now()
  await signInThroughForm(page)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  // The delay comes on top of loading the signed-in app: allow for both.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
})

test('a malformed body: the call answers text that is not JSON @mock', async ({ page, overrideEndpoint }) => {
  await page.goto('/login')
  await overrideEndpoint('getMenuCount', { malformed: true })
  const text = await page.evaluate(async () =>
    (await fetch('/control/getMenuCount', { method: 'POST' })).text(),
  )
  expect(() => JSON.parse(text)).toThrow()
})

test('an override set before the app loads applies to the calls made while it boots @mock', async ({
  page,
  overrideEndpoint,
  loginAs,
}) => {
  await overrideEndpoint('vueGetUserInfo', { code: 50008, message: 'invalid token' })
  await loginAs('TRADEBASE')
  // The route guard could not load the user: back to the login page with the wanted path.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
})
