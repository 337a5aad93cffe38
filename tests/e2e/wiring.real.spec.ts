import { expect, test } from '@playwright/test'

test('signs in against the real server and lands on the dashboard @smoke', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  await page.getByLabel('User name').fill('distributionpro')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})

test('refuses a wrong password with a clear message @smoke', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('User name').fill('distributionpro')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password')
})

test('a list opened cold with a session loads the code its HTML names, and shows its rows @smoke', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login?redirect=%2Fproduct-management%2FproductList')
  await page.getByLabel('User name').fill('tradebase')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/product-management\/productList$/)
  // Opened cold in another browser profile with the same session: the server names the frame's
  // and the page's chunks in the HTML, each answered, none fetched twice, and the list draws.
  const cold = await browser.newContext({ baseURL })
  await cold.addCookies(await page.context().cookies())
  const coldPage = await cold.newPage()
  const fetched: string[] = []
  coldPage.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/'))
      fetched.push(`${res.status()} ${new URL(res.url()).pathname}`)
  })
  await coldPage.goto('/product-management/productList')
  const named = await coldPage
    .locator('head link[fetchpriority="low"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(named.some((href) => /\/product-list-page-[\w-]+\.js$/.test(href))).toBe(true)
  expect(named.some((href) => /\/signed-in-app-[\w-]+\.js$/.test(href))).toBe(true)
  const table = coldPage.getByRole('table', { name: 'Products' })
  await expect(table.locator('tbody tr')).not.toHaveCount(0)
  await expect(table).toHaveAttribute('aria-busy', 'false')
  for (const href of named) expect(fetched).toContain(`200 ${href}`)
  expect(fetched.filter((f, i) => fetched.indexOf(f) !== i)).toEqual([])
  await cold.close()
})
