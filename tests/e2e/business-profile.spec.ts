// Business profile journeys (issue 14): edit the own business profile (a bad phone is refused at
// the field, then saved), and order another merchant's business product over the seller's
// limit-purchase rule (the demo seller distributionpro has one on its first product, seeded by
// server/db/seed/business-profile.seed.ts): the quantity is refused at the field.
import { expect as baseExpect, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const SELLER = 'P10006'

test('edits the own business profile; a bad phone is refused at the field @business-profile', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE', '/business-opportunities/busiEditOwnInfo')
  await expect(page.getByRole('heading', { name: 'My business profile' })).toBeVisible()
  const phone = page.getByLabel('Contact phone')
  await expect(phone).not.toHaveValue('')
  await phone.fill('12')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText('Enter a mobile number (11 digits) or a landline with area code.'),
  ).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await phone.fill('13800001111')
  await page.getByLabel('Main business').fill('五金工具批发与零售')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Business profile saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Main business')).toHaveValue('五金工具批发与零售')
})

test('orders a business product; the seller’s purchase limit refuses the quantity @business-profile', async ({
  page,
  loginAs,
}) => {
  await loginAs('TRADEBASE', `/business-opportunities/busiFriendDetail?partyId=${SELLER}`)
  const products = page.getByRole('region', { name: 'Order business products' })
  await expect(products.getByRole('table')).toBeVisible()
  // The first product that has a specification to order (the seeded limit-purchase rule's).
  await products
    .getByRole('button', { name: /^Order: /, disabled: false })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Quantity').fill('6')
  await dialog.getByLabel('Quantity').blur()
  // The quote tells it at the line's quantity before ordering; ordering is refused there too.
  await expect(dialog.getByText(/Over the seller’s purchase limit/)).toBeVisible()
  await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Place order' }).click()
  await expect(dialog.getByText(/Over the seller’s purchase limit/)).toBeVisible()
  await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true')
})
