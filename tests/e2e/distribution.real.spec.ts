// Smoke against the real Node server: the distribution pages read and change real tables.
import { expect, test } from '@playwright/test'

test('distributionpro sees its cooperation applications and members on the real server @smoke @distribution', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/login?redirect=%2Fdistribution-management%2Fcooperation')
  await page.getByLabel('User name').fill('distributionpro')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const applications = page.getByRole('table', { name: 'Cooperation applications' })
  await expect(applications.getByRole('button', { name: /^Accept / }).first()).toBeVisible({
    timeout: 30_000,
  })

  await page.goto('/distribution-management/members')
  await expect(page.getByText(/^1–20 of \d{3}$/)).toBeVisible({ timeout: 30_000 })
  const members = page.getByRole('table', { name: 'Distribution members' })
  await expect(members.locator('tbody tr')).toHaveCount(20)
})
