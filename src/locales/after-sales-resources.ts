// The after-sales page's texts (namespace afterSales), registered when the page loads (the
// pattern: lazy-locales.ts).
import en from './en/after-sales.json'
import es from './es/after-sales.json'
import ja from './ja/after-sales.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/after-sales.json'

export const afterSalesResources = { en, zh, es, ja } as const

export function registerAfterSalesLocales(): void {
  addLocaleBundles('after-sales', afterSalesResources)
}
