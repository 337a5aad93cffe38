// One-time codes end to end (issue 36): turned on from the account page with the key the page
// shows (the test is the authenticator app: otpauth computes the code at the mock's clock), then
// a sign-in with password + code, and one with password + a recovery code (refused the second
// time). The mock's clock is fixed: it moves a time step between codes, as a person would wait.
import { Secret, TOTP } from 'otpauth'
import enAccount from '../../src/locales/en/account.json' with { type: 'json' }
import enSession from '../../src/locales/en/session.json' with { type: 'json' }
import enSignIn from '../../src/locales/en/sign-in.json' with { type: 'json' }
import { expect as baseExpect, test, waitForMock } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 20_000 })

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  })

test('one-time codes turned on from the account page sign in with a code, and with a recovery code once @totp @sign-in', async ({
  page,
  context,
  clock,
}) => {
  test.setTimeout(120_000)
  const signInWithPassword = async () => {
    await page.getByLabel(enSession.fields.username).fill('tradebase')
    await page.getByLabel(enSession.fields.password).fill('demo1234')
    await page.getByRole('button', { name: enSession.actions.submit, exact: true }).click()
  }
  await page.goto('/login?reset')
  await waitForMock(page)
  await signInWithPassword()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

  await page.goto('/account-management/account')
  const section = page.getByRole('form', { name: enAccount.totp.title })
  await expect(section.getByText(enAccount.totp.off)).toBeVisible()
  await section.getByRole('button', { name: enAccount.totp.enable }).click()
  const key = section.getByText(/^[A-Z2-7]{32}$/)
  await expect(key).toBeVisible()
  const secret = (await key.textContent()) ?? ''
  await expect(section.getByText(/^otpauth:\/\/totp\//)).toBeVisible()
  // A wrong code is refused at the field, and codes stay off.
  await section
    .getByLabel(enAccount.totp.code)
    .fill('000000' === codeAt(secret, await clock.now()) ? '111111' : '000000')
  await section.getByRole('button', { name: enAccount.totp.confirm }).click()
  await expect(section.getByText(/the code is wrong/)).toBeVisible()
  await section.getByLabel(enAccount.totp.code).fill(codeAt(secret, await clock.now()))
  await section.getByRole('button', { name: enAccount.totp.confirm }).click()
  const codes = section.getByRole('list', { name: enAccount.totp.recoveryList }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.allTextContents()).map((c) => c.trim())
  for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  await section.getByRole('button', { name: enAccount.totp.recoveryDone }).click()
  await expect(section.getByText('On. 10 recovery codes left.')).toBeVisible()

  // Signed out, the password alone no longer signs in: the code step asks for the app's code.
  await context.clearCookies({ name: 'Admin-Token' })
  await page.goto('/login')
  await signInWithPassword()
  await expect(page.getByRole('heading', { name: enSignIn.secondFactor.title })).toBeVisible()
  await clock.advance(30_000)
  await page.getByLabel(enSignIn.secondFactor.code).fill(codeAt(secret, await clock.now()))
  await page.getByRole('button', { name: enSignIn.secondFactor.submit }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

  // And with a recovery code instead of the app's code; a wrong one first.
  await context.clearCookies({ name: 'Admin-Token' })
  await page.goto('/login')
  await signInWithPassword()
  await expect(page.getByRole('heading', { name: enSignIn.secondFactor.title })).toBeVisible()
  await page.getByLabel(enSignIn.secondFactor.code).fill('zzzzz-zzzzz')
  await page.getByRole('button', { name: enSignIn.secondFactor.submit }).click()
  await expect(page.getByRole('alert')).toContainText('the code is wrong')
  await page.getByLabel(enSignIn.secondFactor.code).fill(recovery[0] ?? '')
  await page.getByRole('button', { name: enSignIn.secondFactor.submit }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await page.goto('/account-management/account')
  await expect(page.getByText('On. 9 recovery codes left.')).toBeVisible()

  // The same recovery code does not sign in twice.
  await context.clearCookies({ name: 'Admin-Token' })
  await page.goto('/login')
  await signInWithPassword()
  await page.getByLabel(enSignIn.secondFactor.code).fill(recovery[0] ?? '')
  await page.getByRole('button', { name: enSignIn.secondFactor.submit }).click()
  await expect(page.getByRole('alert')).toContainText('the code is wrong')
  await expect(page).toHaveURL(/\/login/)
})
