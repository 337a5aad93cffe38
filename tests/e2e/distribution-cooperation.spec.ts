// Cooperation decisions against the mock (issue 7): accept (Y), accept at the cap (LIMIT and
// the upsell window), reject with a reason, reject cancelled.
import type { Page } from '@playwright/test'
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 180_000 })

const COOPERATION = '/distribution-management/cooperation'

function rows(page: Page) {
  return page.getByRole('table', { name: 'Cooperation applications' }).locator('tbody tr')
}

async function pendingNames(page: Page): Promise<string[]> {
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Accept / }),
  ).toBeVisible()
  return rows(page).locator('td:first-child').allInnerTexts()
}

test.describe('cooperation decisions @distribution', () => {
  test('accept answers Y: the advice about group and rank, and the application leaves the pending list', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONBASE', COOPERATION)
    const [first] = await pendingNames(page)
    await page.getByRole('button', { name: `Accept ${first}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept cooperation' })
    await expect(dialog).toContainText(`Accept the cooperation application of ${first}?`)
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await expect(page.getByText('Cooperation accepted')).toBeVisible()
    await expect(
      page.getByText("Please maintain the company's group and rank in the member list so that it can order."),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(rows(page)).toHaveCount(1)
    await expect(page.getByRole('button', { name: `Accept ${first}` })).toHaveCount(0)
  })

  test('the second accept at 300 members answers LIMIT: the upsell dialog opens the membership page in a new window', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONBASE', COOPERATION)
    const [first, second] = await pendingNames(page)
    await page.getByRole('button', { name: `Accept ${first}` }).click()
    await page
      .getByRole('dialog', { name: 'Accept cooperation' })
      .getByRole('button', { name: 'Accept' })
      .click()
    await expect(page.getByText('Cooperation accepted')).toBeVisible()

    await page.getByRole('button', { name: `Accept ${second}` }).click()
    await page
      .getByRole('dialog', { name: 'Accept cooperation' })
      .getByRole('button', { name: 'Accept' })
      .click()
    const limit = page.getByRole('dialog', { name: 'Distribution member limit reached' })
    await expect(limit).toContainText(
      'The current plan is Distribution Basic, which allows at most 300 members, and the limit has been reached. Please purchase Distribution Pro.',
    )
    const popup = context.waitForEvent('page')
    await limit.getByRole('button', { name: 'Renew' }).click()
    expect(new URL((await popup).url()).pathname).toBe('/buyVipMember')
    await expect(limit).toBeHidden()
    // Nothing was decided: the application is still pending.
    await expect(page.getByRole('button', { name: `Accept ${second}` })).toBeVisible()
  })

  test('memberCapReached: the LIMIT dialog can be cancelled', async ({ page, scenario, loginAs }) => {
    await scenario('memberCapReached', '/login')
    await loginAs('DISTRIBUTIONBASE', COOPERATION)
    const [first] = await pendingNames(page)
    await page.getByRole('button', { name: `Accept ${first}` }).click()
    await page
      .getByRole('dialog', { name: 'Accept cooperation' })
      .getByRole('button', { name: 'Accept' })
      .click()
    const limit = page.getByRole('dialog', { name: 'Distribution member limit reached' })
    await expect(limit).toBeVisible()
    await limit.getByRole('button', { name: 'Cancel' }).click()
    await expect(limit).toBeHidden()
    await expect(page.getByRole('button', { name: `Accept ${first}` })).toBeVisible()
  })

  test('reject needs a reason, then sends it', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', COOPERATION)
    const [first] = await pendingNames(page)
    await page.getByRole('button', { name: `Reject ${first}` }).click()
    const prompt = page.getByRole('dialog', { name: 'Reject cooperation' })
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt.getByRole('alert')).toHaveText('Required')
    await prompt.getByLabel('Reason for rejection').fill('经营区域与现有分销商重叠')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('Application rejected')).toBeVisible()
    await expect(page.getByRole('button', { name: `Reject ${first}` })).toHaveCount(0)

    await choose(page, 'Status', 'Rejected')
    await page
      .getByRole('search', { name: 'Filter applications' })
      .getByRole('button', { name: 'Search' })
      .click()
    const row = rows(page)
      .filter({ hasText: first as string })
      .filter({ hasText: '经营区域与现有分销商重叠' })
    await expect(row).toHaveCount(1)
  })

  test('reject cancelled: nothing is sent, the application stays pending', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await loginAs('DISTRIBUTIONBASE', COOPERATION)
    // Any decision call now would fail visibly.
    await overrideEndpoint('distributionRequestConfirm', { code: 50000, message: 'must not be called' })
    const [first] = await pendingNames(page)
    await page.getByRole('button', { name: `Reject ${first}` }).click()
    const prompt = page.getByRole('dialog', { name: 'Reject cooperation' })
    await prompt.getByLabel('Reason for rejection').fill('不需要')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('must not be called')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: `Reject ${first}` })).toBeVisible()
    await expect(rows(page)).toHaveCount(2)
  })
})
