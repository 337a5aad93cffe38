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

test.describe('overrideEndpoint, menuBadge and control', () => {
  test.use({ signedInAs: 'TRADEBASE' })

  test('a mistyped call name fails at the override, naming the nearest and the known calls @qa', async ({
    page,
    overrideEndpoint,
  }) => {
    await page.goto('/dashboard')
    const error = await overrideEndpoint('getOrdersList', { code: 50000 }).then(
      () => undefined,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    )
    expect(error).toMatch(/^unknown \/control call 'getOrdersList'/)
    expect(error).toMatch(/Did you mean [^?]*getOrderList/)
    expect(error).toMatch(/Known calls \(contract\/all-calls\.ts\): .*vueUserLogin/)
    // Before the first page load too: nothing is left for the app.
    await expect(overrideEndpoint('vueUserLogn', { code: 20001 })).rejects.toThrow(
      /Did you mean vueUserLogin/,
    )
  })

  test('menuBadge reads the visible count only; control calls /control as the signed-in user @qa', async ({
    page,
    menuBadge,
    control,
  }) => {
    await page.goto('/dashboard')
    const answer = await control<{ orderCount: number; refundCount: number }[]>('getMenuCount')
    expect(answer).toMatchObject({ status: 200, code: 20000 })
    const { orderCount, refundCount } = answer.data[0] ?? { orderCount: 0, refundCount: 0 }
    expect(orderCount).toBeGreaterThan(0)
    const shown = (n: number) => (n > 99 ? '99+' : String(n))
    await expect(menuBadge('Orders')).toHaveText(shown(orderCount + refundCount))
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /^Orders/ })
      .click()
    await expect(menuBadge('Order list')).toHaveText(shown(orderCount))
    // The screen-reader text stays out of what menuBadge reads.
    await expect(menuBadge('Order list')).not.toContainText('waiting')
    // No badge: nothing matches.
    await expect(menuBadge('Dashboard')).toHaveCount(0)
    // A refusal comes back as the envelope, not as an exception.
    expect(await control('getMenuCount', { partyId: 'x'.repeat(40) })).toMatchObject({ code: 40000 })
  })
})

test.describe('the mock started with a latency (test.use({ latency }))', () => {
  test.use({ signedInAs: 'TRADEBASE', latency: 600 })

  test('every /control answer waits, also after a reload @qa', async ({ page, control }) => {
    await page.goto('/dashboard')
    const timed = async () => {
      const t0 = Date.now()
      await control('getMenuCount')
      return Date.now() - t0
    }
    expect(await timed()).toBeGreaterThanOrEqual(600)
    await page.reload()
    expect(await timed()).toBeGreaterThanOrEqual(600)
  })
})

test.describe('the mock started from another seed (test.use({ seed }))', () => {
  test.use({ seed: 7 })

  test('the mock runs that seed @qa', async ({ page }) => {
    await page.goto('/login')
    await waitForMock(page)
    expect(await page.evaluate(() => window.__mock?.seed)).toBe(7)
  })
})

test.describe('signedInAs takes a user name as the scenario does', () => {
  test.use({ signedInAs: 'tradebase' })

  test('a user name signs in that account @qa', async ({ page }) => {
    await page.goto('/dashboard')
    await waitForMock(page)
    expect(await signedInRoles(page)).toEqual(['TRADEBASE'])
  })
})
