// Account management (issue 15): a merchant creates a sub-user, which signs in with its role's
// menu; disabling it ends its open session at once. The merchant disables and resets a sub-user
// from the list, and a password change signs the user's other sessions out.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs } from './messages-helpers.ts'
import { groupTitle, mainMenu, SIGN_IN_TIMEOUT, signIn, titled } from './shell-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })
test.use({ signedInAs: 'DISTRIBUTIONPRO' })

const LIST = '/account-management/accountManage'

/** Signs in through /control in the page (another tab, say) and answers the token. */
function tokenOf(page: Page, username: string, password = 'demo1234'): Promise<string> {
  return page.evaluate(
    async ({ username, password }) => {
      const res = await fetch('/control/vueUserLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ USERNAME: username, PASSWORD: password }),
      })
      return ((await res.json()) as { data: { token: string } }).data.token
    },
    { username, password },
  )
}

/** The code the session of `token` gets now. */
function codeFor(page: Page, token: string): Promise<number> {
  return page.evaluate(async (token) => {
    const res = await fetch('/control/vueGetUserInfo', { headers: { externalLoginKey: token } })
    return ((await res.json()) as { code: number }).code
  }, token)
}

test('a new sub-user signs in with its role’s menu, and disabling it ends its open session @account', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('button', { name: 'New sub-user' }).click()
  await expect(page.getByRole('heading', { name: 'New sub-user' })).toBeVisible()
  // Checked in the browser first: nothing is sent.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one role' })).toBeVisible()
  // A taken name is refused at the field by the server.
  await page.getByLabel('Sign-in name').fill('sub_user_sale')
  await page.getByLabel('Name', { exact: true }).fill('销售二号')
  await page.getByLabel('Initial password').fill('start-pass-1')
  await page.getByLabel('Salesperson').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This sign-in name is already taken')).toBeVisible()
  await page.getByLabel('Sign-in name').fill('pc.sales02')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(LIST)
  const row = page.getByRole('row', { name: /pc\.sales02/ })
  await expect(row).toContainText('Salesperson')
  await expect(row).toContainText('Enabled')

  // The merchant signs out and the sub-user signs in (the mock's database lives in this page).
  await page.getByRole('button', { name: 'User menu for 狄鹏' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, 'pc.sales02', 'start-pass-1')
  const menu = mainMenu(page)
  await expect(menu).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  await expect(menu.getByRole('button', { name: titled(groupTitle('orderManagement')) })).toBeVisible()
  await expect(menu.getByRole('button', { name: titled(groupTitle('accountManagement')) })).toHaveCount(0)
  await expect(menu.getByRole('button', { name: titled(groupTitle('repairManagement')) })).toHaveCount(0)

  // The merchant disables it elsewhere; the sub-user's next step ends in the sign-in dialog.
  const found = await callAs<{ list: Array<{ userLoginId: string }> }>(
    page,
    'distributionpro',
    'getSubUserList',
    {
      search: 'pc.sales02',
    },
  )
  await callAs(page, 'distributionpro', 'changeSubUserStatus', {
    userLoginId: found.list[0]?.userLoginId,
    status: 'DISABLED',
  })
  await menu.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Confirm logout' })).toBeVisible()
})

test('the merchant disables a sub-user from the list (its session ends) and resets a password @account', async ({
  page,
}) => {
  await page.goto(LIST)
  const sale = page.getByRole('row', { name: /sub_user_sale/ })
  await expect(sale).toContainText('Enabled')
  const saleToken = await tokenOf(page, 'sub_user_sale')
  expect(await codeFor(page, saleToken)).toBe(20000)

  await sale.getByRole('button', { name: 'Disable sub_user_sale' }).click()
  const confirm = page.getByRole('dialog', { name: 'Disable sub-user' })
  await confirm.getByRole('button', { name: 'Disable' }).click()
  await expect(confirm).toBeHidden()
  await expect(sale).toContainText('Disabled')
  expect(await codeFor(page, saleToken)).toBe(50008)

  const manager = page.getByRole('row', { name: /sub_user_bus_mag/ })
  const managerToken = await tokenOf(page, 'sub_user_bus_mag')
  await manager.getByRole('button', { name: 'Reset password sub_user_bus_mag' }).click()
  const reset = page.getByRole('dialog', { name: 'Reset the password of sub_user_bus_mag' })
  await reset.getByLabel('New password').fill('temp-pass-99')
  await reset.getByRole('button', { name: 'Reset password' }).click()
  await expect(reset).toBeHidden()
  await expect(page.getByText('Password of sub_user_bus_mag reset')).toBeVisible()
  expect(await codeFor(page, managerToken)).toBe(50008)
  expect(await codeFor(page, await tokenOf(page, 'sub_user_bus_mag', 'temp-pass-99'))).toBe(20000)
})

test('changing the own password signs the other sessions out @account', async ({ page }) => {
  await page.goto('/account-management/account')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('狄鹏')
  const elsewhere = await tokenOf(page, 'distributionpro')
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel('Current password').fill('wrong-password')
  await form.getByLabel('New password', { exact: true }).fill('new-pass-123')
  await form.getByLabel('Repeat new password').fill('new-pass-123')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('The current password is wrong', { exact: true })).toBeVisible()
  await form.getByLabel('Current password').fill('demo1234')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(form.getByLabel('Current password')).toHaveValue('')
  expect(await codeFor(page, elsewhere)).toBe(50008)
  // This page's own session goes on.
  await page.getByRole('button', { name: 'Manage sub-users' }).click()
  await expect(page.getByRole('row', { name: /sub_user_sale/ })).toBeVisible()
})
