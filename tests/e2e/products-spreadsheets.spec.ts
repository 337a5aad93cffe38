// Spreadsheets both ways (issue 34), with files edited by another program (exceljs here, as a
// merchant's Excel would): export the current stock, change three values, import, see them
// applied; a file with bad rows offers the rows with problems as a file which, fixed, imports
// cleanly. The reading rules themselves are in tests/unit/products/spreadsheet-import-read.test.ts.
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import type { Download, Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures.ts'
import { callAs, skipPopups } from './messages-helpers.ts'
import { mainMenu, navigateInApp, SIGN_IN_TIMEOUT, signIn } from './shell-helpers.ts'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

async function bookOf(download: Download): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook()
  const bytes = await readFile((await download.path()) as string)
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

async function fileOf(sheet: ExcelJS.Worksheet, name: string) {
  const book = new ExcelJS.Workbook()
  const copy = book.addWorksheet('Sheet1')
  sheet.eachRow((row) => copy.addRow((row.values as unknown[]).slice(1)))
  return { name, mimeType: 'application/octet-stream', buffer: Buffer.from(await book.xlsx.writeBuffer()) }
}

async function exportStock(page: Page): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export current values' }).click()
  return bookOf(await download)
}

const stockOf = (sheet: ExcelJS.Worksheet) => {
  const out = new Map<string, number>()
  sheet.eachRow((row, n) => {
    if (n > 1) out.set(String(row.getCell(1).value), Number(row.getCell(2).value))
  })
  return out
}

test('export stock, change three values in the file, import it and see them applied @products', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/productList')
  await page.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('menuitem', { name: 'Import inventory' }).click()
  await expect(page.getByRole('heading', { name: 'Inventory import' })).toBeVisible()

  const sheet = await exportStock(page)
  expect(sheet.getRow(1).values).toEqual([undefined, 'SKU code', 'Stock', 'Product', 'Specification'])
  const before = stockOf(sheet)
  const total = before.size
  expect(total).toBeGreaterThan(3)
  // Three values changed in place, written back as number cells (as Excel would).
  const changed = new Map<string, number>()
  for (const n of [2, 3, 4]) {
    const row = sheet.getRow(n)
    const next = Number(row.getCell(2).value) + 10 + n
    row.getCell(2).value = next
    changed.set(String(row.getCell(1).value), next)
  }
  const choose = page.getByLabel('Choose file (xlsx or csv)').and(page.locator('input[type="file"]'))
  await choose.setInputFiles(await fileOf(sheet, 'stock.xlsx'))
  await expect(page.getByText(`${total} rows: ${total} ready, 0 with problems`)).toBeVisible()
  await page.getByRole('button', { name: `Apply ${total} rows` }).click()
  await expect(page.getByText(`3 SKUs updated, ${total - 3} unchanged.`)).toBeVisible()

  // The results: one row per row of the file, each with its outcome.
  const results = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the results (one row per row of the file)' }).click()
  const outcome = await bookOf(await results)
  expect(outcome.getRow(1).values).toEqual([undefined, 'SKU code', 'Stock', 'Outcome', 'Problem', 'Row'])
  expect(outcome.actualRowCount).toBe(total + 1)
  expect(outcome.getRow(3).values).toEqual([
    undefined,
    String(sheet.getRow(3).getCell(1).value),
    String(sheet.getRow(3).getCell(2).value),
    'Applied',
    undefined,
    3,
  ])

  const after = stockOf(await exportStock(page))
  for (const [code, value] of changed) expect(after.get(code), code).toBe(value)
  const untouched = [...before.keys()].filter((c) => !changed.has(c)).slice(0, 20)
  for (const code of untouched) expect(after.get(code), code).toBe(before.get(code))
})

test('a file with bad rows offers them as a file which, fixed, imports cleanly @products', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/inventoryImport')
  const codes = [...stockOf(await exportStock(page)).keys()]
  // Chinese headers, a negative stock, an unknown SKU, a number cell for a good row.
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet('库存')
  ws.addRow(['规格编码', '库存'])
  ws.addRow([codes[0], -3])
  ws.addRow(['NO-SUCH-SKU', 5])
  ws.addRow([codes[1], 7])
  const choose = page.getByLabel('Choose file (xlsx or csv)').and(page.locator('input[type="file"]'))
  await choose.setInputFiles({
    name: '库存.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  })
  await expect(page.getByText('3 rows: 1 ready, 2 with problems')).toBeVisible()
  const problems = page.getByRole('table', { name: 'Rows with problems' })
  await expect(
    problems.getByRole('row', { name: new RegExp(`2 ${codes[0]} Cannot be negative`) }),
  ).toBeVisible()
  await expect(problems.getByRole('row', { name: /3 NO-SUCH-SKU No SKU with this code/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply 1 rows' })).toBeDisabled()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the 2 rows with problems' }).click()
  const bad = await bookOf(await download)
  expect(bad.getRow(1).values).toEqual([undefined, 'SKU code', 'Stock', 'Problem', 'Row'])
  expect(bad.getRow(2).values).toEqual([undefined, codes[0], '-3', 'Cannot be negative.', 2])
  expect(bad.getRow(3).getCell(3).value).toBe('No SKU with this code.')
  // Fixed in place: the value and the code.
  bad.getRow(2).getCell(2).value = 4
  bad.getRow(3).getCell(1).value = codes[2] as string
  await choose.setInputFiles(await fileOf(bad, 'fixed.xlsx'))
  await expect(page.getByText('2 rows: 2 ready, 0 with problems')).toBeVisible()
  await page.getByRole('button', { name: 'Apply 2 rows' }).click()
  await expect(page.getByText(/SKUs updated/)).toBeVisible()
  const after = stockOf(await exportStock(page))
  expect(after.get(codes[0] as string)).toBe(4)
  expect(after.get(codes[2] as string)).toBe(5)
})

test('the product list’s export has a SKU sheet that, edited, imports back as prices @products', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/productList')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const book = new ExcelJS.Workbook()
  const bytes = await readFile((await (await download).path()) as string)
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  expect(book.worksheets.map((w) => w.name)).toEqual(['Products', 'SKUs'])
  const skus = book.getWorksheet('SKUs') as ExcelJS.Worksheet
  const header = (skus.getRow(1).values as unknown[]).slice(1, 7)
  expect(header).toEqual([
    'Product code',
    'Product name',
    'SKU code',
    'Specification',
    'Stock',
    'Price (yuan)',
  ])
  const total = skus.actualRowCount - 1
  expect(total).toBeGreaterThan(3)
  // Three prices changed in place (number cells, as Excel keeps them); the products sheet stays first.
  const changed = new Map<string, number>()
  for (const n of [2, 3, 4]) {
    const row = skus.getRow(n)
    const next = Math.round(Number(row.getCell(6).value) * 100 + 100 + n) / 100
    row.getCell(6).value = next
    changed.set(String(row.getCell(3).value), next)
  }
  await page.goto('/product-management/priceImport')
  await expect(page.getByRole('heading', { name: 'Price import' })).toBeVisible()
  const choose = page.getByLabel('Choose file (xlsx or csv)').and(page.locator('input[type="file"]'))
  await choose.setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  })
  await expect(page.getByText(`${total} rows: ${total} ready, 0 with problems`)).toBeVisible()
  await page.getByRole('button', { name: `Apply ${total} rows` }).click()
  await expect(page.getByText(`3 SKUs updated, ${total - 3} unchanged.`)).toBeVisible()
  const current = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export current values' }).click()
  const prices = await bookOf(await current)
  const priceOf = new Map<string, number>()
  prices.eachRow((row, n) => {
    if (n > 1) priceOf.set(String(row.getCell(1).value), Number(row.getCell(2).value))
  })
  for (const [code, price] of changed) expect(priceOf.get(code), code).toBe(price)
})

test.describe('a sub-user who may not import', () => {
  test.use({ signedInAs: 'DISTRIBUTIONPRO' })

  test('is offered no import button, and the export has the products sheet only @products', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })
    await callAs(page, 'distributionpro', 'createSubUser', {
      username: 'pc.noimport',
      name: '无导入',
      mobile: '',
      roles: ['SUB_USER_BUS_MAG'],
      password: 'start-pass-1',
      permissions: ['products.view', 'products.edit'],
    })
    await page.getByRole('button', { name: /^User menu for / }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, 'pc.noimport', 'start-pass-1')
    await expect(mainMenu(page)).toBeVisible({ timeout: SIGN_IN_TIMEOUT })

    await navigateInApp(page, '/product-management/productList')
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const book = new ExcelJS.Workbook()
    const bytes = await readFile((await (await download).path()) as string)
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    )
    expect(book.worksheets.map((w) => w.name)).toEqual(['Products'])

    await navigateInApp(page, '/product-management/maintenanceProductBarCode')
    await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
  })
})
