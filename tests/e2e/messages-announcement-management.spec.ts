// Announcement management: list with paging, search and click counts; create and edit with the
// rich-text editor; a body with a script is stored sanitized and nothing of it runs (issue 6).
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs, skipPopups } from './messages-helpers.ts'
import { navigateInApp } from './shell-helpers.ts'

// The signed-in frame, the mock and a page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

test('the list shows the merchant’s announcements with click counts, and searches @messages', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/announcement-management/announcementList')
  const table = page.getByRole('table')
  await expect(table).toContainText('双十二电动工具限时特价')
  await expect(table.getByRole('row')).toHaveCount(5)
  const row = table.getByRole('row', { name: /双十二电动工具限时特价/ })
  await expect(row).toContainText('Published')
  await expect(row).toContainText('External link')
  const clicks = Number(await row.getByRole('cell').nth(4).textContent())
  expect(clicks).toBeGreaterThan(0)
  await page.getByLabel('Search titles').fill('经销商')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('贝斯特商贸诚招华东区域经销商')
})

test('creates an announcement with the editor, then edits it @messages', async ({ page, loginAs }) => {
  // Two page loads, the editor's chunk and several saves: slower than most on a busy machine.
  test.setTimeout(90_000)
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/announcement-management/announcementList')
  await page.getByRole('button', { name: 'New announcement' }).click()
  await expect(page).toHaveURL(/\/announcement-management\/createAnn$/)
  await expect(page.getByRole('heading', { name: 'New announcement' })).toBeVisible()

  // Bad input is shown at the fields and nothing is sent.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Required').first()).toBeVisible()
  await page.getByLabel('External link').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Only http:// or https:// links')).toBeVisible()

  await page.getByLabel('Title').fill('冬季促销公告')
  await page.getByLabel('External link').fill('')
  // The editable area is a textbox named by its field's label (the editor's container is not).
  const editor = page.getByRole('textbox', { name: 'Content' })
  await editor.click()
  await editor.pressSequentially('全场五金工具九折，欢迎选购。')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/announcement-management\/announcementList$/)
  const row = page.getByRole('table').getByRole('row', { name: /冬季促销公告/ })
  await expect(row).toContainText('Published')
  await expect(row).toContainText('Detail page')

  await row.getByRole('button', { name: 'Edit: 冬季促销公告' }).click()
  await expect(page).toHaveURL(/\/announcement-management\/editAnn\?infoId=\d+$/)
  await expect(page.getByLabel('Title')).toHaveValue('冬季促销公告')
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('全场五金工具九折')
  await page.getByLabel('Title').fill('冬季促销公告（延长至月底）')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/announcement-management\/announcementList$/)
  await expect(page.getByRole('table')).toContainText('冬季促销公告（延长至月底）')

  // It is in every merchant's carousel now.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('list')).toContainText(
    '冬季促销公告（延长至月底）',
  )
})

test('a script in an announcement body never runs @messages', async ({ page, loginAs }) => {
  await skipPopups(page, 'tradebase')
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  const now = Date.parse('2026-11-20T02:00:00.000Z')
  const created = await callAs<{ infoId: string }>(page, 'tradebase', 'createAnnouncementFromNewMerchant', {
    title: '含脚本的公告',
    body: '<p>正文<img src="x" onerror="window.__pwned=1;alert(1)"></p><script>window.__pwned=2;alert(2)</script><a href="javascript:alert(3)">链接</a>',
    status: 'PUBLISHED',
    publishStartAt: new Date(now - 86_400_000).toISOString(),
    publishEndAt: new Date(now + 86_400_000 * 30).toISOString(),
  })
  await loginAs('TRADEBASE', `/business-opportunities/announcementDetail?infoId=${created.infoId}`)
  await expect(page.getByRole('heading', { level: 1, name: '含脚本的公告' })).toBeVisible()
  const body = page.getByTestId('announcement-body')
  await expect(body).toContainText('正文')
  const html = await body.innerHTML()
  expect(html).not.toMatch(/script|onerror|javascript:/i)
  await body.getByText('链接').click()
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('a search that finds nothing shows the empty state, without a paginator @messages', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/announcement-management/announcementList')
  const table = page.getByRole('table', { name: 'Announcements' })
  await expect(table.getByRole('row')).toHaveCount(5)
  const report = page.getByText('1–4 of 4')
  await expect(report).toBeVisible()
  await page.getByLabel('Search titles').fill('没有这样的公告')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(table.getByRole('status')).toHaveText('No announcements')
  await expect(report).toBeHidden()
  await expect(page.getByText(/0–0/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /first page/i })).toHaveCount(0)
})

test('a very long title keeps the other columns readable and the actions in one row @messages', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  const now = Date.parse('2026-11-20T02:00:00.000Z')
  const title =
    '关于二〇二六年度分销渠道年终返利结算、经销商等级调整及春节前后物流发货时间安排的重要通知（请各位经销商务必仔细阅读并于本月底前完成确认，逾期未确认的视为同意本通知的全部内容）'
  await callAs(page, 'tradebase', 'createAnnouncementFromNewMerchant', {
    title,
    body: '<p>正文</p>',
    status: 'PUBLISHED',
    publishStartAt: new Date(now - 86_400_000).toISOString(),
    publishEndAt: new Date(now + 86_400_000 * 30).toISOString(),
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  // Chinese headers are where a squeezed column used to show one character per line.
  await loginAs('TRADEBASE', { path: '/announcement-management/announcementList', language: 'zh' })
  const table = page.getByRole('table', { name: '公告列表' })
  const row = table.getByRole('row', { name: /关于二〇二六年度/ })
  await expect(row).toBeVisible()
  for (const header of await table.getByRole('columnheader').all()) {
    const box = await header.boundingBox()
    const name = (await header.textContent())?.trim()
    // At least a few characters wide, and one line high.
    expect(box?.width, `${name} width`).toBeGreaterThan(48)
    expect(box?.height, `${name} height`).toBeLessThan(56)
  }
  // The title wraps within a bounded width, and its full text is in the tooltip.
  const titleCell = row.getByRole('cell').first()
  expect((await titleCell.boundingBox())?.width).toBeLessThan(520)
  await expect(titleCell.getByTitle(title)).toBeVisible()
  // The three actions stand side by side, all in view.
  const tops: number[] = []
  for (const name of ['查看', '编辑', '删除']) {
    const button = row.getByRole('button', { name: `${name}: ${title}` })
    await expect(button).toBeInViewport()
    tops.push((await button.boundingBox())?.y ?? -1)
  }
  expect(new Set(tops).size).toBe(1)
})

test('the editor opened with no announcement or an unknown one says so and leads back to the list @messages', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  // An id this merchant has no announcement under: the server answers not found.
  await loginAs('TRADEBASE', '/announcement-management/editAnn?infoId=999999')
  const notFound = page.getByRole('heading', { name: 'Edit announcement: record not found' })
  await expect(notFound).toBeVisible()
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await expect(page).toHaveURL(/\/announcement-management\/announcementList$/)
  // No id at all: not a silent "New announcement" form.
  await navigateInApp(page, '/announcement-management/editAnn')
  await expect(notFound).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New announcement' })).toHaveCount(0)
})
