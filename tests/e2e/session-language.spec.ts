// The server answers in the interface language, and a refused sign-in never piles up toasts
// (issue "Speak the user's language", items 1 and 5).
import esCommon from '../../src/locales/es/common.json' with { type: 'json' }
import esRoutes from '../../src/locales/es/routes.json' with { type: 'json' }
import esSession from '../../src/locales/es/session.json' with { type: 'json' }
import esShell from '../../src/locales/es/shell.json' with { type: 'json' }
import jaCommon from '../../src/locales/ja/common.json' with { type: 'json' }
import jaRoutes from '../../src/locales/ja/routes.json' with { type: 'json' }
import jaSession from '../../src/locales/ja/session.json' with { type: 'json' }
import jaShell from '../../src/locales/ja/shell.json' with { type: 'json' }
import { expect as baseExpect, test, waitForMock } from './fixtures.ts'

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

// Spanish and Japanese end to end: the login form, the refused sign-in and the signed-in shell
// all speak the chosen language (the texts come from the catalogues, not from this file).
const TEXTS = {
  es: { session: esSession, shell: esShell, routes: esRoutes, common: esCommon },
  ja: { session: jaSession, shell: jaShell, routes: jaRoutes, common: jaCommon },
}
for (const language of ['es', 'ja'] as const) {
  test.describe(`sign-in in ${language} @shell`, () => {
    test.use({ language })
    test.describe.configure({ timeout: 90_000 })

    test(`${language}: the form, the refusal and the shell are in that language @shell`, async ({ page }) => {
      const { session, shell, routes, common } = TEXTS[language]
      await page.goto('/login')
      await waitForMock(page)
      await page.getByLabel(session.fields.username).fill('tradebase')
      await page.getByLabel(session.fields.password).fill('not-the-password')
      const submit = page.getByRole('button', { name: session.actions.submit })
      await submit.click()
      await expect(page.getByText(common.errors.badCredentials).first()).toBeVisible()
      await page.getByLabel(session.fields.password).fill('demo1234')
      await submit.click()
      const menu = page.getByRole('navigation', { name: shell.menu.label })
      await expect(menu.getByRole('link', { name: routes.pages.dashboard })).toBeVisible()
    })
  })
}
