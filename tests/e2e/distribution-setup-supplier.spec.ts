// Supplier information with an avatar upload (checked by content on the server) and the
// region cascade; the agreement saved with a script stripped.
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 120_000 })
const slow = { timeout: 30_000 }

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('supplier info and agreement @distribution', () => {
  test('supplier info is saved with an uploaded logo and a region chosen level by level', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/supplierInfo')
    await expect(page.getByLabel('Company name')).toBeVisible(slow)

    // A text file named .png is refused by its content.
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not an image: use PNG, JPEG, GIF or WebP' }),
    ).toBeVisible(slow)
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible(slow)
    await expect(page.getByText('Not an image')).toHaveCount(0)

    await page.getByLabel('Province', { exact: true }).press('Enter')
    await page.getByRole('listbox').getByRole('option').first().click()
    await page.getByLabel('City', { exact: true }).press('Enter')
    const city = page.getByRole('listbox').getByRole('option').first()
    const cityName = ((await city.textContent()) ?? '').trim()
    await city.click()
    await page.getByLabel('District / county', { exact: true }).press('Enter')
    await page.getByRole('listbox').getByRole('option').first().click()

    await page.getByLabel('Company name').fill('鹏程供应链（测试）')
    await page.getByLabel('Minimum order amount (¥)', { exact: true }).fill('880')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page.getByText('Supplier information saved')).toBeVisible(slow)

    // What the server stored comes back after a reload.
    await page.reload()
    await expect(page.getByLabel('Company name')).toHaveValue('鹏程供应链（测试）', slow)
    // The uploaded logo's bytes came back too (in the mock they live in its saved database).
    const logo = page.getByRole('img', { name: 'Logo' })
    await expect(logo).toBeVisible(slow)
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), slow).toBe(1)
    await expect(page.getByLabel('Minimum order amount (¥)', { exact: true })).toHaveValue('880.00')
    await expect(page.getByText(cityName, { exact: true }).filter({ visible: true }).first()).toBeVisible(
      slow,
    )
  })

  test('an over-long or out-of-range value is refused at the field with its limit, and nothing is saved', async ({
    page,
    loginAs,
    control,
  }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/supplierInfo')
    const name = page.getByLabel('Company name')
    await expect(name).toBeVisible(slow)
    const before = await name.inputValue()
    await name.fill('长'.repeat(201))
    // Kept as typed (never cut to fit) and refused at the field, with the contract's limit named.
    await expect(name).toHaveValue('长'.repeat(201))
    await expect(page.getByRole('alert').filter({ hasText: 'At most 200 characters' })).toBeVisible()
    await expect(page.getByText('201 / 200')).toBeVisible()
    const money = page.getByLabel('Minimum order amount (¥)', { exact: true })
    await money.fill('10000000.01')
    await expect(money).toHaveValue('10000000.01')
    await expect(page.getByRole('alert').filter({ hasText: 'Between 0 and 10000000' })).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page.getByRole('alert').filter({ hasText: 'At most 200 characters' })).toBeVisible()
    await expect(page.getByText('Supplier information saved')).toHaveCount(0)
    // Nothing was stored: the server still answers the old name (the page keeps the refused
    // input as an unsaved draft, issue 35, so the server is asked directly).
    const stored = await control<{ companyName: string }>('getDistributionSupplierInfo', {})
    expect(stored.data?.companyName).toBe(before)
  })

  test('the agreement is saved with its script stripped', async ({ page, loginAs }) => {
    await loginAs('DISTRIBUTIONPRO', '/distribution-management/agreement')
    await page.getByRole('button', { name: 'Edit HTML source' }).click({ timeout: 30_000 })
    const source = page.getByLabel('Agreement HTML')
    await source.fill('<h2>新协议</h2><p onclick="steal()">第一条<script>alert(1)</script></p>')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Agreement saved')).toBeVisible(slow)
    await expect(source).toHaveValue(/第一条/)
    await expect(source).not.toHaveValue(/script|onclick/)
    await page.reload()
    await page.getByRole('button', { name: 'Edit HTML source' }).click({ timeout: 30_000 })
    await expect(page.getByLabel('Agreement HTML')).toHaveValue('<h2>新协议</h2><p>第一条</p>', slow)
  })
})
