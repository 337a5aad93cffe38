// The purchase pages' texts (namespace purchases), registered when the first of them loads (the
// pattern: lazy-locales.ts).
import en from './en/purchases.json'
import es from './es/purchases.json'
import ja from './ja/purchases.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/purchases.json'

export const purchasesResources = { en, zh, es, ja } as const

export function registerPurchasesLocales(): void {
  addLocaleBundles('purchases', purchasesResources)
}
