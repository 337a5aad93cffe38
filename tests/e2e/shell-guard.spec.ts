import { expect as baseExpect, test, waitForMock } from './fixtures.ts'
import { mainMenu, navigateInApp, openSignedIn, SIGN_IN_TIMEOUT, signIn } from './shell-helpers.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

test.describe('access guard @shell', () => {
  test.describe.configure({ timeout: 60_000 })

  test('sends a signed-out user to the login with the wanted path, and back there after sign-in @shell', async ({
    page,
  }) => {
    await page.goto('/marketing/promotionsList?status=running')
    await expect(page).toHaveURL('/login?redirect=%2Fmarketing%2FpromotionsList%3Fstatus%3Drunning')
    await signIn(page, 'tradebase')
    await expect(page).toHaveURL('/marketing/promotionsList?status=running', { timeout: SIGN_IN_TIMEOUT })
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions', exact: true })).toBeVisible()
    await expect(page).toHaveTitle('Promotions - Merchant Back Office')
  })

  test('sends a signed-in user who opens /login to the dashboard @shell', async ({ page }) => {
    await openSignedIn(page, 'tradebase', '/marketing/promotionsList')
    await navigateInApp(page, '/login')
    await expect(page).toHaveURL('/dashboard')
    await expect(mainMenu(page)).toBeVisible()
  })

  test('sends / and unknown paths to the dashboard @shell', async ({ page }) => {
    await openSignedIn(page, 'tradebase', '/marketing/promotionsList')
    await navigateInApp(page, '/')
    await expect(page).toHaveURL('/dashboard')
    await navigateInApp(page, '/no/such/page')
    await expect(page).toHaveURL('/dashboard')
  })

  test('leads a group path to its first page, and the financial settlement to the statement @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'tradebase')
    await navigateInApp(page, '/financial-settlement')
    await expect(page).toHaveURL('/financial-settlement/statement')
    await navigateInApp(page, '/order-management')
    await expect(page).toHaveURL('/order-management/salesOrder')
  })

  test('refuses a page the role may not open with the 401 page, without rendering it @shell', async ({
    page,
  }) => {
    await openSignedIn(page, 'repairfin')
    await navigateInApp(page, '/product-management/productList')
    await expect(page).toHaveURL('/401')
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Product list/ })).toHaveCount(0)
    await expect(page.getByRole('tab', { name: /Product list/ })).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to dashboard' }).click()
    await expect(page).toHaveURL('/dashboard')
  })

  test('clears a token the server refuses, says so, and keeps the redirect @shell', async ({
    page,
    context,
  }) => {
    // The mock starts once (a start from the seed drops any token), then holds a token it never issued.
    await page.goto('/login')
    await waitForMock(page)
    await page.evaluate(() => {
      document.cookie = 'Admin-Token=not-a-session; path=/; SameSite=Strict'
    })
    await page.goto('/product-management/productList')
    await expect(page).toHaveURL('/login?redirect=%2Fproduct-management%2FproductList', {
      timeout: SIGN_IN_TIMEOUT,
    })
    await expect(page.getByRole('alert')).toHaveText('You have been logged out, please log in again')
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined()
    await signIn(page, 'tradebase')
    await expect(page).toHaveURL('/product-management/productList', { timeout: SIGN_IN_TIMEOUT })
  })

  test('keeps /404 and /401 reachable without signing in; /redirect re-renders a page @shell', async ({
    page,
  }) => {
    await page.goto('/404')
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await page.goto('/401')
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await signIn(page, 'tradebase')
    await expect(page).toHaveURL('/dashboard', { timeout: SIGN_IN_TIMEOUT })
    await navigateInApp(page, '/redirect/marketing/limitPurchase')
    await expect(page).toHaveURL('/marketing/limitPurchase')
  })
})
