import { expect as baseExpect, test } from './fixtures.ts'
import { SIGN_IN_TIMEOUT, signIn, waitForMenuCounts } from './shell-helpers.ts'

// The in-page mock and lazily loaded pages are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

test.describe('error catalogue dialogs @shell', () => {
  test.describe.configure({ timeout: 60_000 })

  test('wrong credentials (20001) show an error toast for 5 s, in English and Chinese @shell', async ({
    page,
  }) => {
    await page.goto('/login')
    await signIn(page, 'tradebase', 'wrong-password')
    const toast = page.getByRole('alert').filter({ hasText: 'Incorrect user name or password' })
    await expect(toast).toBeVisible({ timeout: 20_000 })
    const seenAt = Date.now()
    await expect(toast).toBeHidden({ timeout: 8000 })
    // Seen a moment after it appeared; it stays about 5 s (SPEC.md section 8).
    expect(Date.now() - seenAt).toBeGreaterThan(4000)

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await page.getByLabel('密码').fill('still-wrong')
    await page.getByRole('button', { name: '登录' }).click()
    const zhToast = page.getByRole('alert').filter({ hasText: '用户名或密码错误' })
    await expect(zhToast).toBeVisible({ timeout: 20_000 })
    await zhToast.getByRole('button', { name: '关闭通知' }).click()
    await expect(zhToast).toBeHidden()
  })
})

test.describe('session-ended and transport dialogs @shell', () => {
  test.describe.configure({ timeout: 60_000 })

  for (const code of [50008, 50012, 50014]) {
    test(`${code} asks to log in again; confirming resets the token and reloads @shell`, async ({
      page,
      loginAs,
      overrideEndpoint,
      context,
    }) => {
      await loginAs('TRADEBASE', '/marketing/promotionsList')
      await waitForMenuCounts(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions', exact: true })).toBeVisible()
      await overrideEndpoint('getMenuCount', { code, message: 'session over' })
      // Opening home refreshes the menu counts: that call now answers the code.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Dashboard' })
        .click()
      const dialog = page.getByRole('alertdialog', { name: 'Confirm logout' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('You have been logged out, please log in again')
      await dialog.getByRole('button', { name: 'Log in again' }).click()
      await expect(page).toHaveURL('/login?redirect=%2Fdashboard', { timeout: SIGN_IN_TIMEOUT })
      expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined()
    })
  }

  test('cancel closes the session-ended dialog and leaves the page as it was @shell', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await loginAs('TRADEBASE', '/marketing/promotionsList')
    await waitForMenuCounts(page)
    await overrideEndpoint('getMenuCount', { code: 50014 }, { times: 1 })
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm logout' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/dashboard')
  })

  test('in Chinese, with the texts of SPEC.md section 8 @shell', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await loginAs('TRADEBASE', '/marketing/promotionsList')
    await waitForMenuCounts(page)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await overrideEndpoint('getMenuCount', { code: 50012 }, { times: 1 })
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click()
    const dialog = page.getByRole('alertdialog', { name: '确定登出' })
    await expect(dialog).toContainText('你已被登出，请重新登录')
    await expect(dialog.getByRole('button', { name: '重新登录' })).toBeVisible()
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()

    await overrideEndpoint('getMenuCount', { transportError: true }, { times: 1 })
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '开通会员' }).click()
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click()
    const transport = page.getByRole('alertdialog', { name: '登录失败' })
    await expect(transport).toContainText('系统登录失败，请重新登录')
    await transport.getByRole('button', { name: '重新登录' }).click()
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard', { timeout: SIGN_IN_TIMEOUT })
  })

  test('a transport error shows the login-failed dialog @shell', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await loginAs('TRADEBASE', '/marketing/promotionsList')
    await waitForMenuCounts(page)
    await overrideEndpoint('getMenuCount', { transportError: true })
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Login failed' })
    await expect(dialog).toContainText('System login failed, please log in again')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('other codes raise no dialog (the caller shows the message) @shell', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await loginAs('TRADEBASE', '/marketing/promotionsList')
    await waitForMenuCounts(page)
    await overrideEndpoint('getMenuCount', { code: 40300, message: 'forbidden' }, { times: 1 })
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL('/dashboard')
    // The overridden call has been answered.
    await expect.poll(() => page.evaluate(() => window.__mock?.listOverrides().length)).toBe(0)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
