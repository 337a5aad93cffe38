// The catalogue ordering pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/catalogue.json'
import es from './es/catalogue.json'
import ja from './ja/catalogue.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/catalogue.json'

export const catalogueResources = { en, zh, es, ja } as const

export function registerCatalogueLocales(): void {
  addLocaleBundles('catalogue', catalogueResources)
}
