// Passkeys end to end (issue 36) with Chromium's virtual authenticator (CDP WebAuthn): add one
// from the account page, sign out, sign in with it and no password, remove it. WebAuthn needs a
// domain for its relying party, so the page is opened as localhost (the preview listens on the
// loopback address the fixtures use).
import enAccount from '../../src/locales/en/account.json' with { type: 'json' }
import enSession from '../../src/locales/en/session.json' with { type: 'json' }
import enSignIn from '../../src/locales/en/sign-in.json' with { type: 'json' }
import { expect as baseExpect, test, waitForMock } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 20_000 })

test('a passkey added on the account page signs in without a password, and can be removed @account', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost')
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await page.goto(`${origin}/login?reset`)
  await waitForMock(page)
  await page.getByLabel(enSession.fields.username).fill('tradebase')
  await page.getByLabel(enSession.fields.password).fill('demo1234')
  await page.getByRole('button', { name: enSession.actions.submit, exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

  await page.goto(`${origin}/account-management/account`)
  const section = page.getByRole('form', { name: enAccount.passkeys.title })
  await expect(section.getByText(enAccount.passkeys.empty)).toBeVisible()
  // The name is checked at the field first.
  await section.getByRole('button', { name: enAccount.passkeys.add }).click()
  await expect(section.getByText(/required|Enter/i).first()).toBeVisible()
  await section.getByLabel(enAccount.passkeys.name).fill('Test laptop')
  await section.getByRole('button', { name: enAccount.passkeys.add }).click()
  await expect(page.getByText('Passkey “Test laptop” added')).toBeVisible()
  const list = section.getByRole('list', { name: enAccount.passkeys.title })
  await expect(list.getByText('Test laptop')).toBeVisible()
  await expect(list.getByText(enAccount.passkeys.neverUsed)).toBeVisible()
  // Signed out (the token dropped; the mock's database stays), the passkey signs in with no user
  // name or password.
  await context.clearCookies({ name: 'Admin-Token' })
  await page.goto(`${origin}/login`)
  await page.getByRole('button', { name: enSignIn.actions.passkey }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

  await page.goto(`${origin}/account-management/account`)
  await expect(list.getByText(/last used/)).toBeVisible()
  await list.getByRole('button', { name: 'Remove passkey Test laptop' }).click()
  await expect(page.getByText('Passkey “Test laptop” removed')).toBeVisible()
  await expect(section.getByText(enAccount.passkeys.empty)).toBeVisible()

  // Removed, it no longer signs in: the login page says so and stays.
  await context.clearCookies({ name: 'Admin-Token' })
  await page.goto(`${origin}/login`)
  await page.getByRole('button', { name: enSignIn.actions.passkey }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
