// Project management against the mock (issue 15): a bound member finds a project, sees its
// orders and opens one with its lines and total.
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

test.describe('projects @projects', () => {
  test.use({ signedInAs: 'BINDMEMBER' })

  test('a project’s orders and an order’s lines add up to its amount', async ({ page }) => {
    await page.goto('/project-management/project')
    const projects = page.getByRole('table', { name: 'Project list' })
    await page.getByLabel('Project, number or customer').fill('科技园')
    await page
      .getByRole('search', { name: 'Filter projects' })
      .getByRole('button', { name: 'Search', exact: true })
      .click()
    await expect(projects.locator('tbody tr')).toHaveCount(1)
    await page.getByRole('button', { name: 'Orders of 科技园办公楼改造' }).click()
    const orders = page.getByRole('table', { name: 'Orders of 科技园办公楼改造' })
    await expect(orders.locator('tbody tr')).toHaveCount(1)
    const amount = ((await orders.locator('tbody tr td:nth-child(4)').textContent()) ?? '').trim()
    await orders.getByRole('button', { name: /^Details: / }).click()
    await expect(page.getByRole('heading', { name: /^Project order details: XM/ })).toBeVisible()
    const lines = page.getByRole('region', { name: 'Order lines' })
    await expect(lines.locator('tfoot')).toContainText(amount)
    await expect(lines).not.toContainText('Total in words')
  })
})
