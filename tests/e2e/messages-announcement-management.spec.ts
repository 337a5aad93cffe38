// Announcement management: list with paging, search and click counts; create and edit with the
// rich-text editor; a body with a script is stored sanitized and nothing of it runs (issue 6).
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs, skipPopups } from './messages-helpers.ts'

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
  const editor = page.locator('.ql-editor')
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
  await expect(page.locator('.ql-editor')).toContainText('全场五金工具九折')
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
