import { expect, test } from '@playwright/test'

test('signs in against the real server and lands on the dashboard @smoke', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  await page.getByLabel('User name').fill('distributionpro')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})

test('refuses a wrong password with a clear message @smoke', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('User name').fill('distributionpro')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password')
})
