// The account management pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/account.json'
import es from './es/account.json'
import ja from './ja/account.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/account.json'

export const accountResources = { en, zh, es, ja } as const

export function registerAccountLocales(): void {
  addLocaleBundles('account', accountResources)
}
