// The marketing pages' texts (promotionsList, promoEdit, promoDetails, limitPurchase),
// registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/marketing.json'
import es from './es/marketing.json'
import ja from './ja/marketing.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/marketing.json'

export const marketingResources = { en, zh, es, ja } as const

export function registerMarketingLocales(): void {
  addLocaleBundles('marketing', marketingResources)
}
