// Usage tutorials (issue 15): the top bar's tutorial link opens the list from the server, a
// tutorial opens with its title and body; an unknown id shows "not found" with a way back.
import { expect as baseExpect, test } from './fixtures.ts'

// The signed-in frame, the mock and a page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

test.describe('tutorials', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('opens the tutorial list from the top bar and reads one @courses', async ({ page }) => {
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Usage tutorial' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Usage tutorials' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Usage tutorials' })
    await expect(table.getByRole('row', { name: /订单发货与批量发货/ })).toBeVisible()
    await page.getByRole('button', { name: 'Read: 订单发货与批量发货' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorial: 订单发货与批量发货' })).toBeVisible()
    await expect(page.getByTestId('course-body')).toContainText('填写物流单号')
    await page.goto('/courseDetails?id=999999')
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorial: record not found' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to the tutorials' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Usage tutorials' })).toBeVisible()
  })
})
