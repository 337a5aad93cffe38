// Members, ranks, groups and salesmen against the mock (issue 7).
import type { Page } from '@playwright/test'
import { choose, selectRow } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { navigateInApp } from './shell-helpers.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 240_000 })

function table(page: Page, name: string | RegExp) {
  return page.getByRole('table', { name })
}

/** Opens the rank or group list inside the running app (a page load would restart it) and its set's members. */
async function openSetMembers(page: Page, list: 'ranks' | 'groups', name: string) {
  await navigateInApp(page, `/distribution-management/${list}`)
  await page.getByRole('button', { name: `Members ${name}` }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`of (rank|group) ${name}$`) })).toBeVisible()
}

async function addFromOutside(page: Page, setName: string, member?: string): Promise<string> {
  await page.getByRole('button', { name: 'Add members' }).click()
  const dialog = page.getByRole('dialog', { name: `Add members to ${setName}` })
  const outside = dialog.getByRole('table', { name: /outside the/ })
  if (member) {
    await dialog.getByRole('textbox', { name: 'Search' }).fill(member)
    await dialog.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(outside.locator('tbody tr')).toHaveCount(1)
  }
  const row = outside.locator('tbody tr').first()
  const name = ((await row.locator('td').nth(1).textContent()) ?? '').trim()
  await selectRow(row)
  await dialog.getByRole('button', { name: 'Add selected' }).click()
  await expect(dialog).toBeHidden()
  return name
}

async function searchIn(page: Page, label: string, keyword: string) {
  await page.getByRole('search', { name: label }).getByRole('textbox', { name: 'Search' }).fill(keyword)
  await page.getByRole('search', { name: label }).getByRole('button', { name: 'Search' }).click()
}

test.describe('members, ranks and groups @distribution', () => {
  test('a member moved between ranks and groups', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONBASE', '/distribution-management/ranks')
    await openSetMembers(page, 'ranks', '金牌经销商')
    const member = await addFromOutside(page, '金牌经销商')
    await searchIn(page, 'Filter ranks', member)
    await expect(table(page, 'Members of rank 金牌经销商').getByText(member, { exact: true })).toBeVisible()

    // A member has one rank: putting it into another takes it out of the first.
    await openSetMembers(page, 'ranks', '银牌经销商')
    await addFromOutside(page, '银牌经销商', member)
    await searchIn(page, 'Filter ranks', member)
    await expect(table(page, 'Members of rank 银牌经销商').getByText(member, { exact: true })).toBeVisible()
    await openSetMembers(page, 'ranks', '金牌经销商')
    await searchIn(page, 'Filter ranks', member)
    await expect(table(page, 'Members of rank 金牌经销商').getByText('No records')).toBeVisible()

    // Groups: into 华东区, visible on the members page, then out again.
    await openSetMembers(page, 'groups', '华东区')
    await addFromOutside(page, '华东区', member)
    await navigateInApp(page, '/distribution-management/members')
    await searchIn(page, 'Filter members', member)
    const row = table(page, 'Distribution members').locator('tbody tr').filter({ hasText: member })
    await expect(row).toContainText('银牌经销商')
    await expect(row).toContainText('华东区')

    await openSetMembers(page, 'groups', '华东区')
    await searchIn(page, 'Filter groups', member)
    const inGroup = table(page, 'Members of group 华东区').locator('tbody tr').filter({ hasText: member })
    await selectRow(inGroup)
    await page.getByRole('button', { name: 'Remove selected' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove from group' })
    await expect(confirm).toContainText(`Remove 1 members from the group 华东区?`)
    await confirm.getByRole('button', { name: 'Remove selected' }).click()
    await expect(table(page, 'Members of group 华东区').getByText('No records')).toBeVisible()
  })

  test('a rank in use cannot be deleted: the server says why', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONBASE', '/distribution-management/ranks')
    await page.getByRole('button', { name: 'Delete 普通经销商' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete rank' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      /is assigned to \d+ members: move them to another rank first/,
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Delete 普通经销商' })).toBeVisible()
  })

  test('salesman form shows a duplicate phone at the field', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONBASE', '/distribution-management/salesman')
    const phone = (
      (await table(page, 'Salesmen').locator('tbody tr').first().locator('td').nth(2).textContent()) ?? ''
    ).trim()
    await page.getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Name').fill('新业务员')
    await page.getByLabel('Phone').fill(phone)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('#salesman-phone-error')).toHaveText('Already in use')
    await page.getByLabel('Phone').fill('13912345678')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/distribution-management\/salesman$/)
    await expect(table(page, 'Salesmen').getByText('新业务员')).toBeVisible()
  })

  test('a salesman batch update disables the selected salesmen', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONBASE', '/distribution-management/salesman')
    const rows = table(page, 'Salesmen').locator('tbody tr')
    for (const name of ['周明', '吴芳']) await selectRow(rows.filter({ hasText: name }))
    await page.getByRole('button', { name: 'Disable selected' }).click()
    await expect(page.getByText('2 salesmen updated')).toBeVisible()
    await expect(rows.filter({ hasText: '周明' })).toContainText('Disabled')
    await expect(rows.filter({ hasText: '吴芳' })).toContainText('Disabled')
    await expect(rows.filter({ hasText: '郑强' })).toContainText('Enabled')

    await choose(page, 'Status', 'Disabled')
    await page
      .getByRole('search', { name: 'Filter salesmen' })
      .getByRole('button', { name: 'Search' })
      .click()
    await expect(rows).toHaveCount(2)
  })

  test('member details list the orders, and an order shows its lines', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/members')
    const ordersHeader = table(page, 'Distribution members').getByRole('columnheader', { name: 'Orders' })
    await ordersHeader.click()
    await ordersHeader.click()
    // The most orders first: the sort is applied (aria-sort) and its page has arrived.
    await expect(ordersHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(table(page, 'Distribution members')).toHaveAttribute('aria-busy', 'false')
    const first = table(page, 'Distribution members').locator('tbody tr').first()
    const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim()
    await first.getByRole('button', { name: `Details ${name}` }).click()
    await expect(page.getByRole('heading', { name: `Member details: ${name}` })).toBeVisible()
    const orders = table(page, 'Orders of this member').locator('tbody tr')
    // The member's first page of orders is drawn: the table is no longer busy and its first row is data.
    await expect(table(page, 'Orders of this member')).toHaveAttribute('aria-busy', 'false')
    await expect(orders.first().getByRole('button', { name: /^Order details / })).toBeVisible()
    const orderNo = ((await orders.first().locator('td').first().textContent()) ?? '').trim()
    await orders
      .first()
      .getByRole('button', { name: `Order details ${orderNo}` })
      .click()
    const dialog = page.getByRole('dialog', { name: `Order details ${orderNo}` })
    await expect(
      dialog.getByRole('table', { name: 'Order details' }).locator('tbody tr').first(),
    ).toBeVisible()
  })
})

test.describe('limits and missing records @distribution', () => {
  test('a too-long rank name and an out-of-range discount are refused at the field, never saved', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONBASE', '/distribution-management/ranks')
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'New rank' })
    await dialog.getByLabel('Name').fill('x'.repeat(5000))
    // The whole input stays in the field (nothing is cut), and the limit is named at once.
    await expect(dialog.getByLabel('Name')).toHaveValue('x'.repeat(5000))
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#rank-name-error')).toHaveText('At most 100 characters')
    // Typed key by key: PrimeReact's number input parses keystrokes, not a pasted value.
    await dialog.getByLabel('Discount (‰)').clear()
    await dialog.getByLabel('Discount (‰)').pressSequentially('-99999999999')
    await expect(page.locator('#rank-discount-error')).toHaveText('Between 1 and 1000')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeVisible()
    await expect(page.locator('#rank-name-error')).toHaveText('At most 100 characters')

    await dialog.getByLabel('Name').fill('钻石经销商')
    await dialog.getByLabel('Discount (‰)').clear()
    await dialog.getByLabel('Discount (‰)').pressSequentially('880')
    await expect(page.locator('#rank-discount-error')).toBeHidden()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    const row = table(page, 'Ranks').locator('tbody tr').filter({ hasText: '钻石经销商' })
    await expect(row).toContainText('880')
    await expect(table(page, 'Ranks').getByText('x'.repeat(100))).toHaveCount(0)
  })

  test('a member, rank or group that does not exist shows one "record not found" with a way back', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/memberDetails?memberId=999999')
    await expect(page.getByRole('heading', { name: 'Member details: record not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL(/\/distribution-management\/members$/)
    await expect(table(page, 'Distribution members').locator('tbody tr').first()).toBeVisible()

    await page.goto('/distribution-management/reqMemberDetails')
    await expect(page.getByRole('heading', { name: 'Applicant details: record not found' })).toBeVisible()
    await page.goto('/distribution-management/rankMembers')
    await expect(page.getByRole('heading', { name: 'Rank members: record not found' })).toBeVisible()
    await page.goto('/distribution-management/groupMembers?groupId=999999')
    await expect(page.getByRole('heading', { name: 'Group members: record not found' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL(/\/distribution-management\/groups$/)
  })
})

test.describe('cached members page @distribution', () => {
  test('keeps its filters and page across tabs', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/members')
    const members = table(page, 'Distribution members')
    await expect(members.locator('tbody tr').first()).toBeVisible()
    await choose(page, 'Status', 'Enabled')
    const allMembers = (await page.getByText(/^1–20 of \d+$/).textContent()) ?? ''
    await page.getByRole('search', { name: 'Filter members' }).getByRole('button', { name: 'Search' }).click()
    // The filtered page has arrived: fewer members than before (the seed disables some).
    await expect(page.getByText(/^1–20 of \d+$/)).not.toHaveText(allMembers)
    await expect(members).toHaveAttribute('aria-busy', 'false')
    const report = ((await page.getByText(/^1–20 of \d+$/).textContent()) ?? '').replace('1–20', '41–60')
    await page.getByRole('button', { name: 'Page 3', exact: true }).click()
    await expect(page.getByText(report)).toBeVisible()
    // The paginator moves at the click; the rows are page 3's once the table is no longer busy.
    await expect(members).toHaveAttribute('aria-busy', 'false')
    const firstOnPage3 = (
      (await members.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? ''
    ).trim()

    await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Ranks' }).click()
    await expect(page.getByRole('heading', { name: 'Ranks', level: 1 })).toBeVisible()
    await page.getByRole('tab', { name: 'Members' }).click()

    await expect(page.getByText(report)).toBeVisible()
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Enabled')
    await expect(members.locator('tbody tr').first()).toContainText(firstOnPage3)
  })
})
