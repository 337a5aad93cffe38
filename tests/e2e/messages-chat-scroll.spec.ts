// The conversation opens at its newest message and stays there when the user sends one, even
// after scrolling up to read (src/views/messages/use-chat-scroll.ts; the rule itself is
// chat-rules' scrollAfterUpdate, tested in tests/unit/messages).
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Whether the list shows its last pixel (two pixels of rounding allowed). */
const atNewest = (list: Locator) =>
  list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 2)

test.describe('chat scrolling @messages', () => {
  test.use({ signedInAs: 'TRADEBASE', viewport: { width: 1280, height: 560 } })

  test('opens at the newest message and comes back to it when the user sends one @messages', async ({
    page,
  }) => {
    await page.goto('/message/chatRecord?partyId=P10006')
    const list = page.getByRole('list', { name: 'Messages with 鹏程供应链有限公司' })
    await expect(list).toContainText('样品图我已经发到您邮箱了', { timeout: 20_000 })
    // The conversation is longer than its box here, or this test would prove nothing.
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    await expect.poll(() => atNewest(list)).toBe(true)

    await list.evaluate((el) => {
      el.scrollTop = 0
    })
    expect(await atNewest(list)).toBe(false)
    const text = `到货后请确认 ${Date.now()}`
    await page.getByLabel('Message to 鹏程供应链有限公司').fill(text)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(list.getByText(text)).toBeInViewport()
    await expect.poll(() => atNewest(list)).toBe(true)
  })
})
