// The order pages' texts (namespace orders), registered when the first of them loads (the
// pattern: lazy-locales.ts).
import en from './en/orders.json'
import es from './es/orders.json'
import ja from './ja/orders.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/orders.json'

export const ordersResources = { en, zh, es, ja } as const

export function registerOrdersLocales(): void {
  addLocaleBundles('orders', ordersResources)
}
