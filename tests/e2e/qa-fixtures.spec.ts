// The QA fixtures themselves (tests/e2e/README.md): sign-in in each language, saved sign-ins per
// role, and their isolation between tests.
import { readFileSync } from 'node:fs'
import { expect, LANGUAGES, test, waitForMock } from './fixtures.ts'

const productTitle = (lng: string): string =>
  (JSON.parse(readFileSync(`src/locales/${lng}/common.json`, 'utf8')) as { productTitle: string })
    .productTitle

async function signedInRoles(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]*)/)?.[1] ?? '')
    const res = await fetch(`/control/vueGetUserInfo?token=${encodeURIComponent(token)}`, {
      headers: { externalLoginKey: token },
    })
    const body = (await res.json()) as { code: number; data: { roles: string[] } | null }
    return body.code === 20000 ? (body.data?.roles ?? []) : [`code ${body.code}`]
  })
}

for (const language of LANGUAGES) {
  test(`loginAs(role, { language: '${language}' }) shows the app in that language @qa`, async ({
    page,
    loginAs,
  }) => {
    await loginAs('TRADEBASE', { language })
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`))
    await expect(page).toHaveTitle(new RegExp(productTitle(language)))
    // The language is a saved setting: it stays after a reload.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`))
  })
}

test.describe('starting signed in (test.use({ signedInAs }))', () => {
  test.use({ signedInAs: 'DISTRIBUTIONPRO' })

  test('opens the app already signed in: the mock starts from its seed with the signedInAs scenario @qa', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await waitForMock(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await page.evaluate(() => [window.__mock?.source, window.__mock?.scenario])).toEqual([
      'image',
      'signedInAs:distributionpro',
    ])
    expect(await signedInRoles(page)).toEqual(['DISTRIBUTIONPRO'])
    // A reload resumes this tab's database, still signed in.
    await page.reload()
    await waitForMock(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await signedInRoles(page)).toEqual(['DISTRIBUTIONPRO'])
  })

  test('is private to the test: signing out here signs out no other test @qa', async ({ page }) => {
    await page.goto('/dashboard')
    await waitForMock(page)
    await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]*)/)?.[1] ?? '')
      await fetch('/control/userLogout', { method: 'POST', headers: { externalLoginKey: token } })
    })
    await page.reload()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
  })
})

test.describe('starting signed in, in a pinned language', () => {
  test.use({ signedInAs: 'admin', language: 'ja' })

  test('admin in Japanese @qa', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('lang', /^ja/)
    await expect(page).toHaveTitle(new RegExp(productTitle('ja')))
    expect(await signedInRoles(page)).toEqual(['admin'])
  })
})
