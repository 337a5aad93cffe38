// The business friends pages' texts (friend list, friend detail, network notifications, chat
// products), registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/business-friends.json'
import es from './es/business-friends.json'
import ja from './ja/business-friends.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/business-friends.json'

export const businessFriendsResources = { en, zh, es, ja } as const

export function registerBusinessFriendsLocales(): void {
  addLocaleBundles('business-friends', businessFriendsResources)
}
