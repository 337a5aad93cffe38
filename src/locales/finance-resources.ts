// The settlement pages' texts (financial and repair settlement), registered by those pages
// (the pattern: lazy-locales.ts).
import en from './en/finance.json'
import es from './es/finance.json'
import ja from './ja/finance.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/finance.json'

export const financeResources = { en, zh, es, ja } as const

export function registerFinanceLocales(): void {
  addLocaleBundles('finance', financeResources)
}
