// The distribution set-up pages' texts, bundled with those pages' chunks instead of the
// entry (like shell-resources.ts), so the login page stays within its budget.
import i18next from 'i18next'
import en from './en/distributionSetup.json'
import es from './es/distributionSetup.json'
import ja from './ja/distributionSetup.json'
import zh from './zh/distributionSetup.json'

export const distributionSetupResources = { en, zh, es, ja } as const

export function registerDistributionSetupLocales(): void {
  for (const [lng, resources] of Object.entries(distributionSetupResources)) {
    if (!i18next.hasResourceBundle(lng, 'distributionSetup')) {
      i18next.addResourceBundle(lng, 'distributionSetup', resources)
    }
  }
}
