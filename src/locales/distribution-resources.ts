// The distribution pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/distribution.json'
import es from './es/distribution.json'
import ja from './ja/distribution.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/distribution.json'

export const distributionResources = { en, zh, es, ja } as const

export function registerDistributionLocales(): void {
  addLocaleBundles('distribution', distributionResources)
}
