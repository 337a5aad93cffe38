// The product catalogue pages' texts (productList, addProduct, editProduct, afterSaleInfo),
// registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/products.json'
import es from './es/products.json'
import { addLocaleBundles } from './lazy-locales.ts'
import ja from './ja/products.json'
import zh from './zh/products.json'

export const productsResources = { en, zh, es, ja } as const

export function registerProductsLocales(): void {
  addLocaleBundles('products', productsResources)
}
