// Failed sign-ins made by others never keep the merchant out (issue 36): the login page is asked
// for a proof of work, solves it in the browser (altcha-lib, loaded then) and signs in.
import enSession from '../../src/locales/en/session.json' with { type: 'json' }
import zhSession from '../../src/locales/zh/session.json' with { type: 'json' }
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 20_000 })

for (const [language, session, dashboard] of [
  ['en', enSession, 'Dashboard'],
  ['zh', zhSession, '首页'],
] as const) {
  test.describe(`sign-in step-up in ${language} @shell`, () => {
    test.use({ language })
    test.describe.configure({ timeout: 90_000 })

    test(`${language}: the right password after others' failures signs in once the browser has proved work @shell`, async ({
      page,
      scenario,
    }) => {
      await scenario('signInUnderAttack', '/login')
      await page.getByLabel(session.fields.username).fill('tradebase')
      await page.getByLabel(session.fields.password).fill('demo1234')
      await page.getByRole('button', { name: session.actions.submit }).click()
      // The browser proves work behind the busy button, then the shell opens.
      await expect(page.getByRole('navigation').getByRole('link', { name: dashboard }).first()).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    })
  })
}
