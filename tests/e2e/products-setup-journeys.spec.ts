// Product set-up journeys (issue 13): a price import with bad rows shows them and writes
// nothing until the file is fixed; a barcode with a wrong check digit is refused at the field;
// a freight template in use cannot be deleted. The rules themselves are in the contract and
// model tests (tests/contract/product-setup-*.test.ts, tests/unit/products/).
import { expect as baseExpect, test } from './fixtures.ts'
import { skipPopups } from './messages-helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const csv = (lines: string[]) => ({
  name: 'prices.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
})

test('a price import with bad rows lists them and writes nothing until fixed @products', async ({
  page,
  loginAs,
}) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/priceImport')
  await expect(page.getByRole('heading', { name: 'Price import' })).toBeVisible()
  // The hidden file input behind the button of the same name.
  const choose = page.getByLabel('Choose file (xlsx or csv)').and(page.locator('input[type="file"]'))
  await choose.setInputFiles(
    csv(['skuCode,price', 'SP00001-1,12.34', 'NO-SUCH-SKU,5', 'SP00002-1,abc', 'SP00001-1,9']),
  )

  await expect(page.getByText('4 rows: 1 ready, 3 with problems')).toBeVisible()
  const problems = page.getByRole('table', { name: 'Rows with problems' })
  await expect(problems.getByRole('row', { name: /3 NO-SUCH-SKU No SKU with this code/ })).toBeVisible()
  await expect(problems.getByRole('row', { name: /4 SP00002-1 Not a number/ })).toBeVisible()
  await expect(
    problems.getByRole('row', { name: /5 SP00001-1 This SKU is already in an earlier row/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply 1 rows' })).toBeDisabled()

  // The fixed file: its preview still shows the old price (nothing was written), then applies.
  await choose.setInputFiles(csv(['skuCode,price', 'SP00001-1,12.34']))
  await expect(page.getByText('1 rows: 1 ready, 0 with problems')).toBeVisible()
  const changes = page.getByRole('table', { name: 'Changes (first rows)' })
  const before = changes.getByRole('row', { name: /SP00001-1/ })
  await expect(before).toContainText('12.34')
  await expect(before).not.toContainText(/12\.34.*12\.34/)
  await page.getByRole('button', { name: 'Apply 1 rows' }).click()
  await expect(page.getByText('1 SKUs updated, 0 unchanged.')).toBeVisible()

  await choose.setInputFiles(csv(['skuCode,price', 'SP00001-1,12.34']))
  await expect(changes.getByRole('row', { name: /SP00001-1/ })).toContainText(/12\.34.*12\.34/)
})

test('a barcode with a wrong check digit is refused at the field @products', async ({ page, loginAs }) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/maintenanceProductBarCode')
  const field = page.getByLabel('Barcode of SP00001-1')
  await field.fill('4006381333932')
  await expect(page.getByRole('alert').filter({ hasText: 'The check digit is wrong.' })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: 'Save 1 changes' })).toBeDisabled()
  await field.fill('4006381333931')
  await expect(page.getByText('The check digit is wrong.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save 1 changes' }).click()
  await expect(page.getByText('1 barcodes saved')).toBeVisible()
  await expect(page.getByRole('img', { name: '4006381333931' })).toBeVisible()
})

test('a freight template in use cannot be deleted @products', async ({ page, loginAs }) => {
  await skipPopups(page, 'tradebase')
  await loginAs('TRADEBASE', '/product-management/freightTemplate')
  const row = page.getByRole('row', { name: /全国包邮/ })
  await row.getByRole('button', { name: 'Delete: 全国包邮' }).click()
  await page
    .getByRole('dialog', { name: 'Delete freight template' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: /used by \d+ product/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /全国包邮/ })).toBeVisible()
})
