// The after-sales page's texts (namespace afterSales), registered when the page loads (the
// pattern: lazy-locales.ts).
import en from './en/afterSales.json'
import es from './es/afterSales.json'
import ja from './ja/afterSales.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/afterSales.json'

export const afterSalesResources = { en, zh, es, ja } as const

export function registerAfterSalesLocales(): void {
  addLocaleBundles('afterSales', afterSalesResources)
}
