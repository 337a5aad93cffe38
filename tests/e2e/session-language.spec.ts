// The server answers in the interface language, and a refused sign-in never piles up toasts
// (issue "Speak the user's language", items 1 and 5).
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })

test.describe('sign-in in Chinese @shell', () => {
  test.use({ language: 'zh' })
  test.describe.configure({ timeout: 90_000 })

  test('wrong passwords show one Chinese toast, then say for how long sign-in is paused @shell', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('用户名').fill('tradebase')
    await page.getByLabel('密码').fill('not-the-password')
    const submit = page.getByRole('button', { name: '登录' })
    const wrong = page.getByText('用户名或密码错误')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submit.click()
      await expect(wrong.first()).toBeVisible()
      await expect(submit).toBeEnabled()
    }
    // Five refusals of the same message: one toast, not five stacked.
    await expect(wrong).toHaveCount(1)
    await submit.click()
    await expect(page.getByText(/登录失败次数过多，请 \d+ 秒后再试/).first()).toBeVisible()
    await expect(page.getByText(/too many/i)).toHaveCount(0)
  })
})
