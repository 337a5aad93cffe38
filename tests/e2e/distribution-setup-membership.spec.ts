// Open membership: distributionbase buys the pro plan; the tier changes on the server, so
// the member cap no longer stops a cooperation from being accepted.
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 150_000 })
const slow = { timeout: 30_000 }

test('distributionbase upgrades to distribution pro through the membership pages @distribution', async ({
  page,
  loginAs,
}) => {
  await loginAs('DISTRIBUTIONBASE', '/buyVipMember')
  const current = page.getByLabel('Current plan')
  await expect(current).toContainText('Distribution basic', slow)
  await expect(current).toContainText('Up to 300 members')
  await page.getByLabel('分销旗舰版').check()
  await page.getByRole('button', { name: 'Order this plan' }).click()

  await expect(page.getByRole('heading', { name: 'Confirm membership order' })).toBeVisible(slow)
  await expect(page.getByText('Awaiting payment')).toBeVisible(slow)
  await page.getByRole('button', { name: /^Pay ¥/ }).click()
  await expect(page.getByText(/Paid\. Your plan is now Distribution pro/)).toBeVisible(slow)

  await page.getByRole('button', { name: 'Continue' }).click()
  await page.goto('/buyVipMember')
  await expect(page.getByLabel('Current plan')).toContainText('Distribution pro', slow)
  await expect(page.getByLabel('Current plan')).toContainText('Unlimited members')

  // The seed leaves distributionbase at 299 active members with two pending applications:
  // on the basic plan the second accept answered LIMIT; on pro both go through.
  const answers = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )[^=]*[Tt]oken=([^;]+)/)?.[1] ?? ''
    const post = async (name: string, data: object) => {
      const res = await fetch(`/control/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: decodeURIComponent(token) },
        body: JSON.stringify({ data }),
      })
      return (await res.json()) as { code: number; data: { list?: { partyId: string }[]; flag?: string } }
    }
    const pending = await post('getReqData', { status: 'PENDING', pageSize: 10 })
    const flags: string[] = []
    for (const app of pending.data.list ?? []) {
      flags.push(
        (await post('distributionRequestConfirm', { partyId: app.partyId, option: 'OPENED' })).data.flag ??
          '',
      )
    }
    return flags
  })
  expect(answers).toEqual(['Y', 'Y'])
})
