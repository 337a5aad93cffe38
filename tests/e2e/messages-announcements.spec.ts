// The announcement carousel, its clicks and the sign-in popup (issue 6).
import type { AnnouncementRow } from '../../contract/announcements.schema.ts'
import type { Page as ListPage } from '../../contract/paging.schema.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs, pauseClock, skipPopups } from './messages-helpers.ts'

// The signed-in frame, the mock and a page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const FIRST = '平台公告：春节期间发货安排'
const SECOND = '平台公告：双十二活动报名开启'

async function clickCount(page: import('@playwright/test').Page, title: string): Promise<number> {
  const list = await callAs<ListPage<AnnouncementRow>>(page, 'admin', 'getAnnouncementListFromNewMerchant', {
    search: title,
  })
  return list.list[0]?.clickCount ?? -1
}

test('exactly two announcements are doubled and step every 4 s @messages', async ({
  page,
  scenario,
  loginAs,
}) => {
  await page.clock.install()
  await scenario('twoAnnouncements', '/login')
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE')
  const carousel = page.getByRole('region', { name: 'Announcements' })
  // Four slides for two announcements, so the loop never shows a gap; one is shown at a time.
  await expect(carousel.getByRole('listitem', { includeHidden: true })).toHaveCount(4)
  await expect(carousel.getByRole('button')).toHaveCount(1)
  // Hold time still: from here the carousel moves only when the test moves the clock.
  await pauseClock(page)
  const shown = async () => (await carousel.getByRole('button').textContent())?.trim()
  const first = await shown()
  expect([SECOND, FIRST]).toContain(first)
  // The linked one says where it goes.
  const linkedName = `${SECOND} (opens https://example.com in a new window)`
  if (first === SECOND) await expect(carousel.getByRole('button')).toHaveAccessibleName(linkedName)
  await page.clock.runFor(3_900)
  expect(await shown()).toBe(first)
  await page.clock.runFor(100)
  const second = await shown()
  expect(second).toBe(first === SECOND ? FIRST : SECOND)
  if (second === SECOND) await expect(carousel.getByRole('button')).toHaveAccessibleName(linkedName)
  await page.clock.runFor(4_000)
  expect(await shown()).toBe(first)
  await page.clock.runFor(4_000)
  expect(await shown()).toBe(second)
  const box = await carousel.boundingBox()
  expect(box?.height).toBe(30)
})

test('a click on a linked announcement is counted and opens the link in a new window @messages', async ({
  page,
  context,
  scenario,
  loginAs,
}) => {
  await scenario('twoAnnouncements', '/login')
  await skipPopups(page, 'tradebase')
  const before = await clickCount(page, SECOND)
  await loginAs('TRADEBASE')
  // No internet here: the external site answers from the test.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>1212</title>' }),
  )
  const carousel = page.getByRole('region', { name: 'Announcements' })
  const popup = context.waitForEvent('page')
  await carousel.getByRole('button', { name: /双十二/ }).click()
  expect((await popup).url()).toBe('https://example.com/activity/1212')
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await clickCount(page, SECOND)).toBe(before + 1)
})

/**
 * Holds the carousel still (the page's clock must be installed), steps it to FIRST (no link),
 * clicks it and waits for its detail page.
 */
async function openFirstFromCarousel(page: import('@playwright/test').Page): Promise<void> {
  const carousel = page.getByRole('region', { name: 'Announcements' })
  await expect(carousel.getByRole('button')).toHaveCount(1)
  await pauseClock(page)
  for (let i = 0; i < 4 && !(await carousel.getByRole('button', { name: FIRST }).isVisible()); i++) {
    await page.clock.fastForward(4_000)
  }
  await carousel.getByRole('button', { name: FIRST }).click()
  await page.clock.resume()
  await expect(page).toHaveURL(/\/business-opportunities\/announcementDetail\?infoId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible()
}

test('a click on an announcement without a link is counted and opens its detail page @messages', async ({
  page,
  scenario,
  loginAs,
}) => {
  await page.clock.install()
  await scenario('twoAnnouncements', '/login')
  await skipPopups(page, 'tradebase')
  const before = await clickCount(page, FIRST)
  await loginAs('TRADEBASE')
  await openFirstFromCarousel(page)
  expect(await clickCount(page, FIRST)).toBe(before + 1)
})

test('a role outside the business-opportunity area opens an announcement from the carousel too @messages', async ({
  page,
  scenario,
  loginAs,
}) => {
  await page.clock.install()
  await scenario('twoAnnouncements', '/login')
  await skipPopups(page, 'bindmember')
  await loginAs('BINDMEMBER')
  await openFirstFromCarousel(page)
})

test('the sign-in popup shows each unseen announcement once @messages', async ({
  page,
  scenario,
  loginAs,
}) => {
  await scenario('announcementPopups', '/login')
  await loginAs('DISTRIBUTIONBASE')
  // Oldest first.
  const first = page.getByRole('dialog', { name: '商家后台新版使用教程已上线' })
  await expect(first).toBeVisible()
  await expect(first.getByRole('link', { name: 'Open the link' })).toHaveAttribute(
    'href',
    'https://help.example.com/merchant/tutorial',
  )
  await first.getByRole('button', { name: 'Close' }).last().click()
  const second = page.getByRole('dialog', { name: '平台春节期间物流及客服安排通知' })
  await expect(second).toBeVisible()
  await expect(second).toContainText('春节期间')
  await second.getByRole('button', { name: 'Close' }).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Shown once: neither comes back after a reload or a new sign-in.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await loginAs('DISTRIBUTIONBASE')
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
