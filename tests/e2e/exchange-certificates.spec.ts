// Business-card exchange against the mock (issue 14): the owner of a card accepts a request
// (isSuccess Y: the cards are exchanged and the contact details show), rejects another with a
// required reason after a cancelled try that sent nothing; a merchant creates a card (the phone
// is checked at the field) and asks another merchant to exchange cards.
import type { Page } from '@playwright/test'
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The signed-in frame, the mock and a page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const HOME = '/exchange-certificate/createExchangeCertificate'

/** Opens a received request from the requests tab and returns the request page's heading. */
async function openReceived(page: Page, from: string) {
  await page.goto(`${HOME}?tab=received`)
  const table = page.getByRole('table', { name: 'Card exchange requests received' })
  await table.getByRole('button', { name: new RegExp(`^Open: ${from} · `) }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Card exchange request: ${from}` })).toBeVisible()
}

test.describe('card exchange @exchange-certificates', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('accepts a card exchange: isSuccess Y, the offered card shows its contact details', async ({
    page,
  }) => {
    await openReceived(page, '定远订货部')
    const offered = page.getByRole('region', { name: 'Card offered' })
    await expect(offered).toContainText('Phone, e-mail, WeChat and address are shown once')
    await page.getByRole('button', { name: 'Accept', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept the card exchange' })
    await expect(dialog).toContainText('Exchange cards with 定远订货部?')
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click()
    await expect(page.getByText('Cards exchanged with 定远订货部.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Exchanged', { exact: true })).toBeVisible()
    await expect(offered.getByText('ordering@demo.example.cn')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0)
  })

  test('rejects only with a reason; cancel sends nothing', async ({ page }) => {
    await openReceived(page, '斌达分销有限公司')
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject the card exchange' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    // Nothing was sent: after a reload the request is still waiting.
    await page.reload()
    await expect(page.getByText('Waiting', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Required')
    await dialog.getByLabel('Reason for rejection').fill('暂无合作计划')
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(page.getByText('The request of 斌达分销有限公司 was rejected.')).toBeVisible()
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible()
    await expect(page.locator('#main-content').getByText('暂无合作计划')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0)
  })

  test('creates a card, then asks another merchant to exchange cards', async ({ page }) => {
    await page.goto(HOME)
    await page.getByRole('button', { name: 'New card' }).click()
    const form = page.getByRole('dialog', { name: 'New business card' })
    await form.getByLabel('Card title *').fill('华东销售名片')
    await form.getByLabel('Company *').fill('贝斯特商贸有限公司')
    await form.getByLabel('Contact *').fill('陶贝')
    await form.getByLabel('Phone *').fill('12ab')
    await form.getByRole('button', { name: 'Save card' }).click()
    await expect(form.getByText('Enter a phone number: digits')).toBeVisible()
    await form.getByLabel('Phone *').fill('+86 138 0013 8000')
    await form.getByRole('button', { name: 'Save card' }).click()
    await expect(page.getByText('Your business card was saved.')).toBeVisible()
    await expect(page.getByRole('table', { name: 'My business cards' })).toContainText('华东销售名片')

    await page.getByRole('tab', { name: /^Card directory/ }).click()
    await page.getByRole('button', { name: 'View: 斌达分销有限公司名片' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business card: 斌达分销有限公司名片' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Exchange cards' }).click()
    const apply = page.getByRole('dialog', { name: 'Exchange cards with 斌达分销有限公司' })
    await choose(page, 'Your card to offer', '华东销售名片 · 贝斯特商贸有限公司')
    await apply.getByLabel('Message').fill('想和您交换名片')
    await apply.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Your request to exchange cards was sent.')).toBeVisible()
    await expect(page.getByText('Your request to exchange cards is waiting for an answer.')).toBeVisible()
    await page.getByRole('button', { name: 'View request' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Card exchange request: 斌达分销有限公司' }),
    ).toBeVisible()
  })
})
