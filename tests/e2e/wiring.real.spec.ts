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
}) => {
  await page.goto('/login?redirect=%2Fproduct-management%2FproductList')
  await page.getByLabel('User name').fill('tradebase')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/product-management\/productList$/)
  // Opened again cold: the server names the frame's and the page's chunks in the HTML, each
  // answered, none fetched twice, and the list draws from them.
  const fetched: string[] = []
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/'))
      fetched.push(`${res.status()} ${new URL(res.url()).pathname}`)
  })
  await page.reload()
  const named = await page
    .locator('head link[fetchpriority="low"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(named.some((href) => /\/product-list-page-[\w-]+\.js$/.test(href))).toBe(true)
  expect(named.some((href) => /\/signed-in-app-[\w-]+\.js$/.test(href))).toBe(true)
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.locator('tbody tr')).not.toHaveCount(0)
  await expect(table).toHaveAttribute('aria-busy', 'false')
  for (const href of named) expect(fetched).toContain(`200 ${href}`)
  expect(fetched.length).toBe(new Set(fetched).size)
})
