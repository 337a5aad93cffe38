// Role switch in mock mode (SPEC.md section 4): the token `<ROLE>-token` signs the page in
// as that role's demo account. The real server refuses such tokens (tests/contract/role-switch.test.ts).
import { expect, test, waitForMock } from './fixtures.ts'

async function useToken(page: import('@playwright/test').Page, token: string) {
  await page.evaluate((t) => {
    document.cookie = `Admin-Token=${t}; path=/; SameSite=Strict`
  }, token)
}

test('a role-switch token signs in as that role, and switching again changes the user @mock', async ({
  page,
}) => {
  await page.goto('/login')
  await waitForMock(page)
  await useToken(page, 'admin-token')
  await page.goto('/dashboard')
  // A new page starts a new mock server: wait for it before reading the page.
  await waitForMock(page)
  await expect(page.getByText('Welcome, 管理员')).toBeVisible()

  await useToken(page, 'DISTRIBUTIONPRO-token')
  await page.reload()
  await waitForMock(page)
  await expect(page.getByText('Welcome, 狄鹏')).toBeVisible()
  const roles = await page.evaluate(async () => {
    const res = await fetch('/control/vueGetUserInfo?token=DISTRIBUTIONPRO-token')
    return ((await res.json()) as { data: { roles: string[] } }).data.roles
  })
  expect(roles).toEqual(['DISTRIBUTIONPRO'])
})
