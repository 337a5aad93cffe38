// The distribution namespace, bundled with the pages that use it (not the entry), registered when
// the first of them loads: the login page stays within its budget.
import i18next from 'i18next'
import enDistribution from './en/distribution.json'
import esDistribution from './es/distribution.json'
import jaDistribution from './ja/distribution.json'
import zhDistribution from './zh/distribution.json'

export const distributionResources = {
  en: enDistribution,
  zh: zhDistribution,
  es: esDistribution,
  ja: jaDistribution,
} as const

export function registerDistributionLocales(): void {
  for (const [lng, bundle] of Object.entries(distributionResources)) {
    if (!i18next.hasResourceBundle(lng, 'distribution'))
      i18next.addResourceBundle(lng, 'distribution', bundle)
  }
}
