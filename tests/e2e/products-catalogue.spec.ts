// The product catalogue (issue 13): a product with two SKUs (colour red and blue) and an image
// from the material library is created and found in the list; a bar code another product
// already has is refused at its SKU's field. Rules live in the contract and form tests.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'
import { navigateInApp } from './shell-helpers.ts'

// The signed-in frame, the mock and the form's chunks (Quill) load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })
test.use({ signedInAs: 'TRADEBASE' })

/** A /control call with the page's own sign-in (a second sign-in would end it). */
function callInPage<T>(page: Page, call: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ call, body }) => {
      const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]*)/)?.[1] ?? '')
      const res = await fetch(`/control/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: token },
        body: JSON.stringify(body),
      })
      return ((await res.json()) as { data: unknown }).data as never
    },
    { call, body },
  )
}

async function fillBasics(page: Page, name: string) {
  await page.goto('/product-management/addProduct')
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible()
  await page.getByLabel('Product name').fill(name)
  await page.getByLabel('Category', { exact: true }).press('Enter')
  await page.getByRole('listbox').getByRole('option', { name: / \/ / }).first().click()
  await page.getByRole('button', { name: 'Add specification' }).click()
  await page.getByLabel('Specification 1', { exact: true }).fill('颜色')
  await page.getByLabel('Values of specification 1').fill('红, 蓝')
  const grid = page.getByRole('table', { name: 'SKUs' })
  await expect(grid.getByRole('row')).toHaveCount(3)
  return grid
}

test('creates a product with two SKUs and an image from the library, and lists it @products', async ({
  page,
}) => {
  const grid = await fillBasics(page, '双色保温杯 E2E')
  await grid.getByLabel('Price (¥) 红', { exact: true }).fill('19.90')
  await grid.getByLabel('Stock 红', { exact: true }).fill('5')
  await grid.getByLabel('Bar code 红', { exact: true }).fill('E2E-RED-1')
  await grid.getByLabel('Price (¥) 蓝', { exact: true }).fill('21.9')
  await grid.getByLabel('Stock 蓝', { exact: true }).fill('3')

  await page.getByRole('button', { name: 'Choose from the material library' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose images' })
  await picker.getByRole('checkbox').first().check()
  await picker.getByRole('button', { name: 'Use these images' }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/product-management\/productList$/)
  await page.getByLabel('Name, code or bar code').fill('E2E-RED-1')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const table = page.getByRole('table', { name: 'Products' })
  const row = table.getByRole('row', { name: /双色保温杯 E2E/ })
  await expect(row).toContainText('¥19.90 – ¥21.90')
  await expect(row).toContainText('8')
  await expect(row).toContainText('On shelf')
  await expect(row.locator('img')).toHaveAttribute('src', /\S+/)

  // Export writes the listed rows to a spreadsheet (SheetJS loads on the click).
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  expect((await download).suggestedFilename()).toMatch(/^Products \d{4}-\d{2}-\d{2}\.xlsx$/)
  await expect(page.getByText('1 product exported')).toBeVisible()
})

test('a bar code another product has is refused at its SKU’s field @products', async ({ page }) => {
  const grid = await fillBasics(page, '条码重复测试 E2E')
  const listed = await callInPage<{ list: Array<{ productId: string }> }>(page, 'getProductList', {
    pageSize: 1,
  })
  const other = await callInPage<{ skus: Array<{ barCode: string }> }>(page, 'getProductDetail', {
    productId: listed.list[0]?.productId,
  })
  const taken = other.skus.find((s) => s.barCode)?.barCode ?? ''
  expect(taken).not.toBe('')
  await grid.getByLabel('Price (¥) 红', { exact: true }).fill('10')
  await grid.getByLabel('Price (¥) 蓝', { exact: true }).fill('10')
  await grid.getByLabel('Bar code 蓝', { exact: true }).fill(taken)
  await page.getByRole('button', { name: 'Save' }).click()
  const field = grid.getByLabel('Bar code 蓝', { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(grid.getByRole('alert')).toHaveText('Already used by another SKU or product')
  await expect(page).toHaveURL(/\/product-management\/addProduct$/)
})

test('a save over a change made since the product was opened reloads it and says why @products', async ({
  page,
}) => {
  await page.goto('/product-management/productList')
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
  const listed = await callInPage<{ list: Array<{ productId: string }> }>(page, 'getProductList', {
    pageSize: 1,
  })
  const id = listed.list[0]?.productId
  await navigateInApp(page, `/product-management/editProduct?id=${id}`)
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible()
  await expect(page.getByLabel('Product name')).not.toHaveValue('')
  // Someone else renames it meanwhile.
  const detail = await callInPage<Record<string, unknown>>(page, 'getProductDetail', { productId: id })
  await callInPage(page, 'editProduct', { ...detail, name: '别人改过的名字' })
  await page.getByLabel('Product name').fill('我的新名字')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this product' })).toBeVisible()
  await expect(page.getByLabel('Product name')).toHaveValue('别人改过的名字')
  await expect(page).toHaveURL(/\/product-management\/editProduct\?id=\d+$/)
})
