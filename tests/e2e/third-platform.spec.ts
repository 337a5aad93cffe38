// Third-party platform (issue 15): ERP parameters are saved and read back without the secret
// in clear; a platform product opens its details.
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The signed-in frame, the mock and a page chunk all load first: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

const SECRET = 'e2e-very-secret-value-7731'

test.describe('third-party platform', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('saves ERP parameters and reads them back without the secret in clear @third-platform', async ({
    page,
  }) => {
    await page.goto('/third-platform/platform')
    await expect(page.getByRole('heading', { level: 1, name: 'Third-party platform' })).toBeVisible()
    await choose(page, 'ERP platform', '管家婆 (Not configured)')
    const form = page.getByRole('form', { name: 'ERP connection' })
    await form.getByRole('button', { name: 'Save parameters' }).click()
    // Nothing filled in: refused at the fields, nothing saved.
    await expect(form.getByLabel('appKey')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('appKey').fill('gjp-key-1')
    await form.getByLabel('appSecret').fill(SECRET)
    await form.getByLabel('dbName').fill('main')
    await form.getByRole('button', { name: 'Save parameters' }).click()
    await expect(page.getByText('The parameters of 管家婆 were saved.')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('ERP platform', { exact: true })).toHaveValue('管家婆 (In use)')
    const again = page.getByRole('form', { name: 'ERP connection' })
    await expect(again.getByLabel('appKey')).toHaveValue('gjp-key-1')
    await expect(again.getByLabel('appSecret')).toHaveValue('')
    await expect(again.getByText('Set: leave empty to keep it')).toBeVisible()
    expect(await page.content()).not.toContain(SECRET)

    // The platform's products: one opens its details.
    const table = page.getByRole('table', { name: 'Platform products' })
    const first = table.getByRole('button', { name: /^Details: / }).first()
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Details: /, '')
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: `Platform product: ${name}` })).toBeVisible()
  })
})
