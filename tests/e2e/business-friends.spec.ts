// Business friends against the mock (issue 14): accept a friend request (isSuccess Y) and see
// the friend in the list and the bell drop; reject one with a required reason, after a
// cancelled reject that sent nothing; send a product in a chat.
import type { Page } from '@playwright/test'
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs, skipPopups } from './messages-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const FRIENDS = '/business-opportunities/busiFriendList'
const APPLICANT = '顺丰达电器商行'

const requests = (page: Page) => page.getByRole('table', { name: 'Friend requests' })
const friends = (page: Page) => page.getByRole('table', { name: 'Business friends' })

test.describe('business friends @business-friends', () => {
  test('accepting a friend request makes a friend and lowers the bell', async ({ page, loginAs }) => {
    await skipPopups(page, 'tradebase')
    await loginAs('TRADEBASE', FRIENDS)
    const bell = page.getByTestId('bell-count')
    await expect(bell).toHaveText('7')
    await expect(friends(page)).not.toContainText(APPLICANT)
    await page.getByRole('button', { name: `Accept ${APPLICANT}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept the friend request' })
    await expect(dialog).toContainText(`Become business friends with ${APPLICANT}?`)
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await expect(page.getByText('You are now business friends.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(requests(page)).not.toContainText(APPLICANT)
    await expect(friends(page)).toContainText(APPLICANT)
    await expect(bell).toHaveText('6')
  })

  test('a cancelled reject sends nothing; a reject needs a reason and is then shown with it', async ({
    page,
    loginAs,
  }) => {
    await skipPopups(page, 'tradebase')
    await loginAs('TRADEBASE', FRIENDS)
    await page.getByRole('button', { name: `Reject ${APPLICANT}` }).click()
    const prompt = page.getByRole('dialog', { name: 'Reject the friend request' })
    await prompt.getByLabel('Reason for rejecting').fill('不需要')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(prompt).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: `Reject ${APPLICANT}` })).toBeVisible()
    const pending = await callAs<{ total: number }>(page, 'tradebase', 'getBusiFriendApplyFromNewMerchant', {
      status: 'PENDING',
    })
    expect(pending.total).toBe(1)

    await page.getByRole('button', { name: `Reject ${APPLICANT}` }).click()
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt.getByRole('alert')).toHaveText('Required')
    await prompt.getByLabel('Reason for rejecting').fill('暂无合作计划')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('The friend request was rejected.')).toBeVisible()
    await expect(page.getByRole('button', { name: `Reject ${APPLICANT}` })).toHaveCount(0)
    await choose(page, 'Status', 'Rejected')
    await page
      .getByRole('search', { name: 'Friend requests' })
      .getByRole('button', { name: 'Search' })
      .click()
    await expect(requests(page).locator('tbody tr').filter({ hasText: '暂无合作计划' })).toHaveCount(1)
  })

  test('a product is sent in a chat and shown in the conversation', async ({ page, loginAs }) => {
    await skipPopups(page, 'tradebase')
    await loginAs('TRADEBASE', '/message/chatRecord?partyId=P10006')
    const conversation = page.getByRole('list', { name: 'Messages with 鹏程供应链有限公司' })
    await expect(conversation).toContainText('样品图我已经发到您邮箱了')
    await page.getByRole('button', { name: 'Share a product' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose a product to send' })
    const products = picker.getByRole('table', { name: 'Choose a product to send' })
    // The picker's first page is drawn: the table is no longer busy and its first row is data.
    await expect(products).toHaveAttribute('aria-busy', 'false')
    const first = products.locator('tbody tr').first()
    await expect(first.getByRole('button', { name: /^Send / })).toBeVisible()
    const name = ((await first.locator('td').first().textContent()) ?? '').trim()
    await first.getByRole('button', { name: /^Send / }).click()
    await expect(picker).toBeHidden()
    await expect(conversation.getByRole('figure', { name: `Product: ${name}` })).toBeVisible()
  })
})
