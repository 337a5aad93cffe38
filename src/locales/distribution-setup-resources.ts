// The distribution set-up pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/distribution-setup.json'
import es from './es/distribution-setup.json'
import ja from './ja/distribution-setup.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/distribution-setup.json'

export const distributionSetupResources = { en, zh, es, ja } as const

export function registerDistributionSetupLocales(): void {
  addLocaleBundles('distribution-setup', distributionSetupResources)
}
