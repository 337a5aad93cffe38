// Marketing (issue 16): a promotion is created on a product and an overlapping one on the same
// product is refused with a message naming the product and the first promotion; a purchase
// limit is created and a second one on the same product at the same time is refused.
import { selectRow } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { skipPopups } from './messages-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

/** Products of tradebase's demo data that no promotion or limit uses. */
const FREE_PRODUCT = { code: 'SP00118', name: '新锐中性笔 家用款' }
const FREE_PRODUCT_2 = { code: 'SP00115', name: '美嘉快充数据线 礼盒装' }

test('creates a promotion and refuses an overlapping one on the same product @marketing', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/marketing/promotionsList')
  await expect(page.getByRole('tab', { name: /Running/ })).toBeVisible()

  const create = async (name: string) => {
    await page.getByRole('button', { name: 'New promotion' }).click()
    await expect(page).toHaveURL(/\/marketing\/promoEdit$/)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByRole('button', { name: 'Add products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose products' })
    await dialog.getByLabel('Product name or code').fill(FREE_PRODUCT.code)
    await dialog.getByRole('button', { name: 'Search', exact: true }).click()
    const row = dialog.getByRole('table').getByRole('row', { name: new RegExp(FREE_PRODUCT.name) })
    await selectRow(row)
    await dialog.getByRole('button', { name: 'Add 1 products' }).click()
    await expect(page.getByRole('table', { name: 'Products' })).toContainText(FREE_PRODUCT.name)
    await page.getByRole('button', { name: 'Save' }).click()
  }

  await create('冬季九折')
  await expect(page).toHaveURL(/\/marketing\/promoDetails\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'Promotion details: 冬季九折' })).toBeVisible()
  await expect(page.getByText('Not started', { exact: true })).toBeVisible()
  await expect(page.getByText('Pay 90% of the price')).toBeVisible()

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/marketing\/promotionsList$/)
  await create('同品再打折')
  // At the field, and in the form's notice (issue 35: every refusal reaches the user).
  await expect(page.getByRole('alert').filter({ hasText: FREE_PRODUCT.name })).toHaveCount(2)
  await expect(page.getByRole('alert').filter({ hasText: FREE_PRODUCT.name }).last()).toContainText(
    '冬季九折',
  )
  await expect(page).toHaveURL(/\/marketing\/promoEdit$/)
})

test('creates a purchase limit and refuses a second one on the same product @marketing', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/marketing/limitPurchase')
  const create = async (name: string) => {
    await page.getByRole('button', { name: 'New purchase limit' }).click()
    const form = page.getByRole('dialog', { name: 'New purchase limit' })
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByRole('button', { name: 'Choose product' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose a product' })
    await picker.getByLabel('Product name or code').fill(FREE_PRODUCT_2.code)
    await picker.getByRole('button', { name: 'Search', exact: true }).click()
    await selectRow(picker.getByRole('table').getByRole('row', { name: new RegExp(FREE_PRODUCT_2.name) }))
    await picker.getByRole('button', { name: 'Choose', exact: true }).click()
    await expect(form).toContainText(FREE_PRODUCT_2.name)
    await form.getByLabel('Most units per buyer').fill('2')
    await form.getByRole('button', { name: 'Save' }).click()
    return form
  }
  await create('数据线限购')
  await expect(page.getByText('The purchase limit is saved.')).toBeVisible()
  const row = page.getByRole('table', { name: 'Purchase limits' }).getByRole('row', { name: /数据线限购/ })
  await expect(row).toContainText(FREE_PRODUCT_2.name)
  await expect(row).toContainText('Not started')

  const second = await create('再限一次')
  // At the field, and in the dialog's notice (issue 35: every refusal reaches the user).
  await expect(second.getByRole('alert')).toHaveCount(2)
  await expect(second.getByRole('alert').last()).toContainText('数据线限购')
  await expect(second.getByRole('alert').last()).toContainText(FREE_PRODUCT_2.name)
})
