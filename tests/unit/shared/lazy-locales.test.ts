// One way to register locale bundles: addLocaleBundles, used by every area's module.
import { readdirSync, readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerActivityLocales } from '../../../src/locales/activity-resources.ts'
import { registerDashboardLocales } from '../../../src/locales/dashboard-resources.ts'
import { registerBusinessProfileLocales } from '../../../src/locales/business-profile-resources.ts'
import { registerDistributionLocales } from '../../../src/locales/distribution-resources.ts'
import { registerBusinessFriendsLocales } from '../../../src/locales/business-friends-resources.ts'
import { registerDistributionSetupLocales } from '../../../src/locales/distribution-setup-resources.ts'
import { registerFinanceLocales } from '../../../src/locales/finance-resources.ts'
import { addLocaleBundles } from '../../../src/locales/lazy-locales.ts'
import { registerAfterSalesLocales } from '../../../src/locales/after-sales-resources.ts'
import { registerMessagingLocales } from '../../../src/locales/messages-resources.ts'
import { registerOrdersLocales } from '../../../src/locales/orders-resources.ts'
import { registerPurchasesLocales } from '../../../src/locales/purchases-resources.ts'
import { registerProductsLocales } from '../../../src/locales/products-resources.ts'
import { registerProductSetupLocales } from '../../../src/locales/product-setup-resources.ts'
import { registerStockLocales } from '../../../src/locales/stock-resources.ts'
import { registerProjectsLocales } from '../../../src/locales/projects-resources.ts'
import { registerCoursesLocales } from '../../../src/locales/courses-resources.ts'
import { registerThirdPlatformLocales } from '../../../src/locales/third-platform-resources.ts'
import { registerRepairLocales } from '../../../src/locales/repair-resources.ts'
import { registerMarketingLocales } from '../../../src/locales/marketing-resources.ts'
import { registerCatalogueLocales } from '../../../src/locales/catalogue-resources.ts'
import { registerExchangeCertificatesLocales } from '../../../src/locales/exchange-certificates-resources.ts'
import { registerAccountLocales } from '../../../src/locales/account-resources.ts'
import { registerSignInLocales } from '../../../src/locales/sign-in-resources.ts'
import { resources } from '../../../src/locales/resources.ts'
import { registerShellLocales } from '../../../src/locales/shell-resources.ts'
import { registerSettingsLocales } from '../../../src/locales/settings-resources.ts'
import { registerInspectorLocales } from '../../../src/locales/inspector-resources.ts'
import { registerStatisticsLocales } from '../../../src/locales/statistics-resources.ts'
import { registerAuditLocales } from '../../../src/locales/audit-resources.ts'

const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources, fallbackLng: 'en' })
})

describe('addLocaleBundles', () => {
  it('registers a namespace in the four languages', () => {
    addLocaleBundles('sample', {
      en: { hi: 'Hello' },
      zh: { hi: '你好' },
      es: { hi: 'Hola' },
      ja: { hi: 'こんにちは' },
    })
    expect(LANGUAGES.map((lng) => i18next.getFixedT(lng, 'sample')('hi'))).toEqual([
      'Hello',
      '你好',
      'Hola',
      'こんにちは',
    ])
  })

  it('keeps a namespace that is already there', () => {
    addLocaleBundles('sample', {
      en: { hi: 'Hi again' },
      zh: { hi: '再' },
      es: { hi: 'Otra' },
      ja: { hi: '再' },
    })
    expect(i18next.getFixedT('en', 'sample')('hi')).toBe('Hello')
  })
})

describe('every area namespace', () => {
  it.each([
    ['activity', registerActivityLocales],
    ['sign-in', registerSignInLocales],
    ['dashboard', registerDashboardLocales],
    ['business-profile', registerBusinessProfileLocales],
    ['distribution', registerDistributionLocales],
    ['business-friends', registerBusinessFriendsLocales],
    ['distribution-setup', registerDistributionSetupLocales],
    ['messages', registerMessagingLocales],
    ['announcements', registerMessagingLocales],
    ['finance', registerFinanceLocales],
    ['after-sales', registerAfterSalesLocales],
    ['orders', registerOrdersLocales],
    ['purchases', registerPurchasesLocales],
    ['products', registerProductsLocales],
    ['product-setup', registerProductSetupLocales],
    ['stock', registerStockLocales],
    ['repair', registerRepairLocales],
    ['marketing', registerMarketingLocales],
    ['catalogue', registerCatalogueLocales],
    ['exchange-certificates', registerExchangeCertificatesLocales],
    ['account', registerAccountLocales],
    ['projects', registerProjectsLocales],
    ['courses', registerCoursesLocales],
    ['third-platform', registerThirdPlatformLocales],
    ['statistics', registerStatisticsLocales],
    ['audit', registerAuditLocales],
    ['shell', registerShellLocales],
    ['routes', registerShellLocales],
    ['settings', registerSettingsLocales],
    ['inspector', registerInspectorLocales],
  ] as const)('%s is registered in the four languages', (ns, register) => {
    register()
    for (const lng of LANGUAGES) expect(i18next.hasResourceBundle(lng, ns), `${lng}/${ns}`).toBe(true)
  })

  it('has a bundle for every namespace file, in the entry or registered by an area', () => {
    const files = readdirSync(new URL('../../../src/locales/en/', import.meta.url)).map((f) =>
      f.replace(/\.json$/, ''),
    )
    for (const ns of files) expect(i18next.hasResourceBundle('zh', ns), ns).toBe(true)
  })

  it('is added through addLocaleBundles only: nothing else in src calls addResourceBundle', () => {
    const root = new URL('../../../src/', import.meta.url)
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('lazy-locales.ts'))
      .filter((f) => readFileSync(new URL(f, root), 'utf8').includes('addResourceBundle('))
    expect(offenders).toEqual([])
  })
})
