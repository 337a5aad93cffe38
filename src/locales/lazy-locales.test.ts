// One way to register locale bundles: addLocaleBundles, used by every area's module.
import { readdirSync, readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerActivityLocales } from './activity-resources.ts'
import { registerDashboardLocales } from './dashboard-resources.ts'
import { registerBusinessProfileLocales } from './business-profile-resources.ts'
import { registerDistributionLocales } from './distribution-resources.ts'
import { registerBusinessFriendsLocales } from './business-friends-resources.ts'
import { registerDistributionSetupLocales } from './distribution-setup-resources.ts'
import { registerFinanceLocales } from './finance-resources.ts'
import { addLocaleBundles } from './lazy-locales.ts'
import { registerAfterSalesLocales } from './after-sales-resources.ts'
import { registerMessagingLocales } from './messaging-resources.ts'
import { registerOrdersLocales } from './orders-resources.ts'
import { registerProductsLocales } from './products-resources.ts'
import { registerProductSetupLocales } from './product-setup-resources.ts'
import { registerProjectsLocales } from './projects-resources.ts'
import { registerCoursesLocales } from './courses-resources.ts'
import { registerThirdPlatformLocales } from './third-platform-resources.ts'
import { registerRepairLocales } from './repair-resources.ts'
import { registerMarketingLocales } from './marketing-resources.ts'
import { registerCatalogueLocales } from './catalogue-resources.ts'
import { registerExchangeCertificatesLocales } from './exchange-certificates-resources.ts'
import { registerAccountLocales } from './account-resources.ts'
import { resources } from './resources.ts'
import { registerShellLocales } from './shell-resources.ts'
import { registerStatisticsLocales } from './statistics-resources.ts'
import { registerAuditLocales } from './audit-resources.ts'

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
    ['dashboard', registerDashboardLocales],
    ['businessProfile', registerBusinessProfileLocales],
    ['distribution', registerDistributionLocales],
    ['businessFriends', registerBusinessFriendsLocales],
    ['distributionSetup', registerDistributionSetupLocales],
    ['messages', registerMessagingLocales],
    ['announcements', registerMessagingLocales],
    ['finance', registerFinanceLocales],
    ['afterSales', registerAfterSalesLocales],
    ['orders', registerOrdersLocales],
    ['products', registerProductsLocales],
    ['productSetup', registerProductSetupLocales],
    ['repair', registerRepairLocales],
    ['marketing', registerMarketingLocales],
    ['catalogue', registerCatalogueLocales],
    ['exchangeCertificates', registerExchangeCertificatesLocales],
    ['account', registerAccountLocales],
    ['projects', registerProjectsLocales],
    ['courses', registerCoursesLocales],
    ['thirdPlatform', registerThirdPlatformLocales],
    ['statistics', registerStatisticsLocales],
    ['audit', registerAuditLocales],
    ['shell', registerShellLocales],
    ['routes', registerShellLocales],
  ] as const)('%s is registered in the four languages', (ns, register) => {
    register()
    for (const lng of LANGUAGES) expect(i18next.hasResourceBundle(lng, ns), `${lng}/${ns}`).toBe(true)
  })

  it('has a bundle for every namespace file, in the entry or registered by an area', () => {
    const files = readdirSync(new URL('./en/', import.meta.url)).map((f) => f.replace(/\.json$/, ''))
    for (const ns of files) expect(i18next.hasResourceBundle('zh', ns), ns).toBe(true)
  })

  it('is added through addLocaleBundles only: nothing else in src calls addResourceBundle', () => {
    const root = new URL('../', import.meta.url)
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('lazy-locales.ts'))
      .filter((f) => readFileSync(new URL(f, root), 'utf8').includes('addResourceBundle('))
    expect(offenders).toEqual([])
  })
})
