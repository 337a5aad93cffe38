// Sub-account permissions (issue 33): the merchant removes "Confirm statements" from its business
// manager in the permission tree; the manager then is not offered the button and its direct call
// is refused. A sub-user narrowed to a few keys sees only their pages in the menu. A salesperson
// limited to its own customers (data scope) sees only their orders in the order list.
import { expect as baseExpect, test } from './fixtures.ts'
import { answerAs, callAs } from './messages-helpers.ts'
import { groupTitle, mainMenu, navigateInApp, SIGN_IN_TIMEOUT, signIn, titled } from './shell-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })
test.use({ signedInAs: 'DISTRIBUTIONPRO' })

async function signOut(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^User menu for / }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

test('the merchant removes "Confirm statements" from its business manager, who loses the button and the call @account', async ({
  page,
}) => {
  await page.goto('/account-management/accountManage')
  const manager = page.getByRole('row', { name: /sub_user_bus_mag/ })
  await manager.getByRole('button', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit sub-user' })).toBeVisible()
  const tree = page.getByRole('tree', { name: 'Permissions' })
  await expect(tree).toBeVisible()
  await expect(page.getByText("Follows the roles' defaults.")).toBeVisible()
  const confirmKey = tree.getByRole('treeitem', { name: /^Confirm statements/ })
  await expect(confirmKey).toContainText('role default')
  await confirmKey.locator('.p-checkbox').first().click()
  await expect(page.getByText('Removed: Confirm statements')).toBeVisible()
  await expect(page.getByText(/Changes apply on the person's next action/)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/accountManage/)

  const statements = await callAs<{ list: Array<{ statementId: string; version: number }> }>(
    page,
    'distributionpro',
    'getStatementList',
    { status: 'OPEN' },
  )
  const open = statements.list[0]
  expect(open).toBeDefined()
  // The direct call is refused, and the statement stays open.
  const refused = await answerAs(page, 'sub_user_bus_mag', 'confirmStatement', {
    statementId: open?.statementId,
    version: open?.version,
  })
  expect(refused.code).toBe(40300)
  expect(refused.message).toContain('Confirm statements')

  await signOut(page)
  await signIn(page, 'sub_user_bus_mag')
  await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  await navigateInApp(page, `/financial-settlement/billDetails?statementId=${open?.statementId}`)
  const sheet = page.getByRole('article', { name: /^Statement / })
  await expect(sheet).toContainText('Status: Open')
  await expect(page.getByRole('button', { name: 'Add adjustment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm statement' })).toHaveCount(0)
})

test('the menu of a narrowed sub-user lists only the pages of its keys @account', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  await callAs(page, 'distributionpro', 'createSubUser', {
    username: 'pc.narrow',
    name: '窄权限',
    mobile: '',
    roles: ['SUB_USER_BUS_MAG'],
    password: 'start-pass-1',
    permissions: ['orders.view', 'orders.ship', 'messages.view'],
  })
  await signOut(page)
  await signIn(page, 'pc.narrow', 'start-pass-1')
  const menu = mainMenu(page)
  await expect(menu).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  await expect(menu.getByRole('button', { name: titled(groupTitle('orderManagement')) })).toBeVisible()
  await expect(menu.getByRole('button', { name: titled(groupTitle('message')) })).toBeVisible()
  for (const group of ['productManagement', 'financialSettlement', 'distributionManagement', 'marketing']) {
    await expect(menu.getByRole('button', { name: titled(groupTitle(group)) })).toHaveCount(0)
  }
  await menu.getByRole('button', { name: titled(groupTitle('orderManagement')) }).click()
  await expect(menu.getByRole('link', { name: 'Order list' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Batch shipping' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'After-sales requests' })).toHaveCount(0)
  // A page of a missing key is refused by its address too.
  await navigateInApp(page, '/product-management/productList')
  await expect(page).toHaveURL(/\/401/)
})

test('the merchant limits its salesperson to its own customers, whose order list then shows only their orders @account', async ({
  page,
}) => {
  await page.goto('/account-management/accountManage')
  const sale = page.getByRole('row', { name: /sub_user_sale/ })
  await sale.getByRole('button', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit sub-user' })).toBeVisible()
  const scope = page.getByRole('group', { name: 'Data scope' })
  // The demo salesperson is the salesman 沙小明 of distribution, and sees everything so far.
  await expect(scope.getByLabel('Salesman this person is')).toHaveValue('沙小明')
  await expect(scope.getByRole('radio', { name: 'All members and orders' })).toBeChecked()
  await scope.getByRole('radio', { name: 'Own customers only' }).check()
  await expect(scope.getByText(/^The members whose salesman is the one below/)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/accountManage/)

  // What the merchant sees: all its orders, and 沙小明's customers.
  const all = await callAs<{ total: number }>(page, 'distributionpro', 'getOrderList', { pageSize: 1 })
  const subs = await callAs<{ list: Array<{ userLoginId: string }> }>(
    page,
    'distributionpro',
    'getSubUserList',
    {
      search: 'sub_user_sale',
    },
  )
  const detail = await callAs<{ dataScope: string; salesmanId: number }>(
    page,
    'distributionpro',
    'getSubUserDetail',
    { userLoginId: subs.list[0]?.userLoginId },
  )
  expect(detail.dataScope).toBe('ownCustomers')
  const customers = await callAs<{ list: Array<{ name: string }> }>(
    page,
    'distributionpro',
    'getMemberData',
    {
      data: { salesmanId: detail.salesmanId, pageSize: 100 },
    },
  )
  const names = new Set(customers.list.map((m) => m.name))
  expect(names.size).toBeGreaterThan(0)

  await signOut(page)
  await signIn(page, 'sub_user_sale')
  await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
  await navigateInApp(page, '/order-management/salesOrder')
  const totals = page.getByRole('status', { name: 'Totals of the filtered orders' })
  await expect(totals).toHaveText(/^Orders: [\d,]+ · /)
  const shown = Number(/^Orders: ([\d,]+)/.exec((await totals.textContent()) ?? '')?.[1]?.replaceAll(',', ''))
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(all.total)
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
  await expect(rows.first()).toBeVisible()
  const buyers = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
  )
  expect(buyers.length).toBeGreaterThan(0)
  // Every row's buyer is one of its customers.
  for (const cells of buyers)
    expect(
      cells.some((c) => names.has(c)),
      cells.join(' | '),
    ).toBe(true)
})
