// The stock pages' texts (namespace stock: a SKU's stock history, the product list's SKU stock,
// an order's stock effect), registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/stock.json'
import es from './es/stock.json'
import ja from './ja/stock.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/stock.json'

export const stockResources = { en, zh, es, ja } as const

export function registerStockLocales(): void {
  addLocaleBundles('stock', stockResources)
}
