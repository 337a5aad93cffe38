// The product set-up pages' texts (material library and picker, freight templates, imports,
// barcodes), registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/product-setup.json'
import es from './es/product-setup.json'
import ja from './ja/product-setup.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/product-setup.json'

export const productSetupResources = { en, zh, es, ja } as const

export function registerProductSetupLocales(): void {
  addLocaleBundles('product-setup', productSetupResources)
}
