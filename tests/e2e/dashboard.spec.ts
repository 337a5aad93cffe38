// The dashboard against the mock server in the page: figures from getDashboardData, links
// to the pages that act on them once those pages are built (never into a coming-soon page),
// and the trend charts for a date range.
// /control calls are answered inside the page (Pretender), so the values a user should see
// are read by calling the same mock from the page, not by watching the network.
import type { Page } from '@playwright/test'
import type { ChartSeries, DashboardData } from '../../contract/dashboard.schema.ts'
import { formatYuan } from '../../contract/format/yuan.ts'
import type { DemoRole } from './fixtures.ts'
import { findPage, filterRoutes } from '../../src/routes/route-access.ts'
import enDashboard from '../../src/locales/en/dashboard.json' with { type: 'json' }
import zhDashboard from '../../src/locales/zh/dashboard.json' with { type: 'json' }
import { expect, test } from './fixtures.ts'

const figureLabel = (key: string) => (enDashboard.figures as Record<string, string>)[key] ?? key

/** The mock runs in the page on a shared machine: the first render after sign-in may be slow. */
const FIRST_PAINT = { timeout: 30_000 }

/** The card of a figure, a link or not: the figures region's list item that starts with its label. */
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Today at a glance' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) })

/** Every link among the figure cards leads to a built page the role may open. */
async function cardLinksLeadToBuiltPages(page: Page, role: DemoRole) {
  const routes = filterRoutes([role])
  const hrefs = await page
    .getByRole('region', { name: 'Today at a glance' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const wrong = hrefs.filter((href) => findPage(routes, href)?.route.built !== true)
  expect(wrong, 'figure cards linking to an unbuilt or forbidden page').toEqual([])
}

/** Waits until the figures and both charts are on screen. */
async function dashboardShown(page: Page) {
  await expect(page.getByRole('figure').nth(1)).toBeVisible(FIRST_PAINT)
}

/** Calls /control from inside the page, through the same mock server the app uses. */
async function control<T>(page: Page, call: string, body: unknown = {}): Promise<T> {
  return page.evaluate(
    async ({ call, body }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('Admin-Token='))
        ?.slice('Admin-Token='.length)
      const res = await fetch(`/control/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      })
      const envelope = (await res.json()) as { code: number; data: unknown }
      if (envelope.code !== 20000) throw new Error(`${call} answered ${envelope.code}`)
      return envelope.data
    },
    { call, body },
  ) as Promise<T>
}

function shown(value: number, unit: string): string {
  if (unit === 'fen') return formatYuan(value)
  if (unit === 'days') return `${value} day`
  return value.toLocaleString('en')
}

test.describe('dashboard @dashboard', () => {
  test('a trade merchant sees its figures with the values the server answers @dashboard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('TRADEBASE')
    await dashboardShown(page)
    const figures = page.getByRole('region', { name: 'Today at a glance' })
    await expect(card(page, 'Orders waiting to ship')).toBeVisible()
    const data = await control<DashboardData>(page, 'getDashboardData')
    expect(data.figures.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'ordersWaitShip',
        'afterSalesWaitAudit',
        'todaySales',
        'monthSales',
        'productsOnSale',
      ]),
    )
    for (const f of data.figures)
      await expect(card(page, figureLabel(f.key))).toContainText(shown(f.value, f.unit))
    await expect(figures.getByRole('listitem').filter({ hasText: /^Distribution members/ })).toHaveCount(0)
  })

  test('a figure links to the page that acts on it @dashboard', async ({ page, loginAs }) => {
    await loginAs('TRADEBASE')
    await dashboardShown(page)
    // Each count leads to the page that acts on it: orders, after-sales, and the catalogue order
    // audit, which the basic tiers may open. (A card into an unbuilt page is plain: unit test
    // tests/unit/shell/dashboard-links.test.tsx.)
    await expect(card(page, 'Orders waiting to ship').getByRole('link')).toHaveAttribute(
      'href',
      /^\/order-management\/waitShipmentOrder/,
    )
    await expect(card(page, 'After-sales waiting for review').getByRole('link')).toHaveAttribute(
      'href',
      /^\/order-management\/orderAfterSales/,
    )
    await expect(card(page, 'Catalogue orders to review').getByRole('link')).toHaveAttribute(
      'href',
      /^\/cataLogManagement\/orderAudit/,
    )
    await cardLinksLeadToBuiltPages(page, 'TRADEBASE')
  })

  test('changing the date range redraws the charts for that range @dashboard', async ({ page, loginAs }) => {
    await loginAs('TRADEBASE')
    await dashboardShown(page)
    const charts = page.getByRole('region', { name: 'Trends' })
    const data = await control<DashboardData>(page, 'getDashboardData')
    // Opens with the 30 days up to today.
    await expect(charts.getByText(` to ${data.today}`).first()).toBeVisible()

    await charts.getByLabel('From', { exact: true }).fill('2026-11-01')
    await charts.getByLabel('To', { exact: true }).fill('2026-11-10')
    await charts.getByRole('button', { name: 'Apply' }).click()
    await expect(charts.getByText('2026-11-01 to 2026-11-10')).toHaveCount(2)
    const sale = await control<ChartSeries>(page, 'getUserSaleEchartByDate', {
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    })
    const orders = await control<ChartSeries>(page, 'getUserOrderEchartByDate', {
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    })
    await expect(charts.getByRole('figure', { name: /^Sales/ })).toContainText(
      `Total: ${formatYuan(sale.total)}`,
    )
    await expect(charts.getByRole('figure', { name: /^Orders/ })).toContainText(`Total: ${orders.total}`)
    await expect(
      charts.getByRole('img', { name: 'Sales per day from 2026-11-01 to 2026-11-10' }),
    ).toBeVisible()

    await charts.getByRole('button', { name: 'Last 7 days' }).click()
    await expect(charts.getByLabel('To', { exact: true })).toHaveValue(data.today)
    await expect(charts.getByText(` to ${data.today}`)).toHaveCount(2)
  })

  test('a range ending before it starts is refused at the field @dashboard', async ({ page, loginAs }) => {
    await loginAs('TRADEBASE')
    await dashboardShown(page)
    const charts = page.getByRole('region', { name: 'Trends' })
    await expect(charts.getByRole('figure').first()).toBeVisible()
    await charts.getByLabel('From', { exact: true }).fill('2026-11-10')
    await charts.getByLabel('To', { exact: true }).fill('2026-11-01')
    await charts.getByRole('button', { name: 'Apply' }).click()
    await expect(charts.getByRole('alert')).toHaveText('The end date must not be before the start date.')
    await expect(charts.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  })

  test('a distribution merchant sees members and pending cooperation @dashboard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DISTRIBUTIONBASE')
    await dashboardShown(page)
    const data = await control<DashboardData>(page, 'getDashboardData')
    const members = data.figures.find((f) => f.key === 'members')
    const pending = data.figures.find((f) => f.key === 'cooperationPending')
    expect(members && pending).toBeTruthy()
    await expect(page.getByRole('link', { name: /Distribution members/ })).toContainText(
      String(members?.value),
    )
    await expect(page.getByRole('link', { name: /Cooperation requests pending/ })).toContainText(
      String(pending?.value),
    )
    await cardLinksLeadToBuiltPages(page, 'DISTRIBUTIONBASE')
    // The cooperation page is built: its figure opens it.
    await page.getByRole('link', { name: /Cooperation requests pending/ }).click()
    await expect(page).toHaveURL(/\/distribution-management\/cooperation$/)
  })

  test('a repair merchant sees its repair queues @dashboard', async ({ page, loginAs }) => {
    await loginAs('REPAIRMEMBER')
    await dashboardShown(page)
    for (const label of [
      'Repairs to accept',
      'Repairs to assign',
      'Repairs in progress',
      'Finished, to settle',
    ]) {
      await expect(card(page, label)).toBeVisible()
    }
    await expect(card(page, 'Orders waiting to ship')).toHaveCount(0)
    await cardLinksLeadToBuiltPages(page, 'REPAIRMEMBER')
    await expect(page.getByRole('figure', { name: /^Repair amount/ })).toBeVisible()
  })

  test('a failed load is shown with a retry that loads the figures @dashboard', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await overrideEndpoint('getDashboardData', { code: 50000, message: 'database unavailable' }, { times: 1 })
    await loginAs('TRADEBASE')
    const figures = page.getByRole('region', { name: 'Today at a glance' })
    await expect(figures.getByRole('alert')).toHaveText(
      /The dashboard could not be loaded: database unavailable/,
      FIRST_PAINT,
    )
    await figures.getByRole('button', { name: 'Retry' }).click()
    await expect(card(page, 'Orders waiting to ship')).toBeVisible()
    await expect(figures.getByRole('alert')).toHaveCount(0)
  })

  test('failed charts keep the figures and retry on their own @dashboard', async ({
    page,
    loginAs,
    overrideEndpoint,
  }) => {
    await overrideEndpoint(
      'getUserOrderEchartByDate',
      { code: 50000, message: 'chart timeout' },
      { times: 1 },
    )
    await loginAs('TRADEBASE')
    const charts = page.getByRole('region', { name: 'Trends' })
    await expect(charts.getByRole('alert')).toHaveText(
      /The charts could not be loaded: chart timeout/,
      FIRST_PAINT,
    )
    await expect(card(page, 'Orders waiting to ship')).toBeVisible()
    await charts.getByRole('button', { name: 'Retry' }).click()
    await expect(charts.getByRole('figure', { name: /^Orders/ })).toBeVisible()
    await expect(charts.getByRole('alert')).toHaveCount(0)
  })

  test('a merchant with nothing yet sees zeros, not errors @dashboard', async ({ page, scenario }) => {
    await scenario('emptyMerchant', '/login')
    await page.getByLabel('User name').fill('emptymerchant')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await dashboardShown(page)
    await expect(card(page, 'Sales today')).toContainText('¥0.00')
    await expect(page.getByRole('figure', { name: /^Sales/ })).toContainText('Total: ¥0.00')
  })

  for (const language of ['en', 'zh'] as const) {
    for (const width of [1440, 800]) {
      test(`looks finished at ${width} px in ${language} @dashboard @screens`, async ({ page, loginAs }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/login')
        await page.getByRole('combobox', { name: 'Language' }).selectOption(language)
        await loginAs('DISTRIBUTIONPRO')
        await dashboardShown(page)
        const text = language === 'zh' ? zhDashboard : enDashboard
        await expect(page.getByRole('heading', { name: text.title, exact: true })).toBeVisible()
        await expect(page.getByRole('figure').nth(1)).toBeVisible()
        await expect(page.getByText(text.figures.members)).toBeVisible()
        await page.screenshot({
          path: `test-results/screens/dashboard-${language}-${width}.png`,
          fullPage: true,
        })
      })
    }
  }
})
