// The product set-up pages' texts (material library and picker, freight templates, imports,
// barcodes), registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/productSetup.json'
import es from './es/productSetup.json'
import ja from './ja/productSetup.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/productSetup.json'

export const productSetupResources = { en, zh, es, ja } as const

export function registerProductSetupLocales(): void {
  addLocaleBundles('productSetup', productSetupResources)
}
