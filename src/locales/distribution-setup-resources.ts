// The distribution set-up pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/distributionSetup.json'
import es from './es/distributionSetup.json'
import ja from './ja/distributionSetup.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/distributionSetup.json'

export const distributionSetupResources = { en, zh, es, ja } as const

export function registerDistributionSetupLocales(): void {
  addLocaleBundles('distributionSetup', distributionSetupResources)
}
