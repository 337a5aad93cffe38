// The business friends pages' texts (friend list, friend detail, network notifications, chat
// products), registered when the first of them loads (the pattern: lazy-locales.ts).
import en from './en/businessFriends.json'
import es from './es/businessFriends.json'
import ja from './ja/businessFriends.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/businessFriends.json'

export const businessFriendsResources = { en, zh, es, ja } as const

export function registerBusinessFriendsLocales(): void {
  addLocaleBundles('businessFriends', businessFriendsResources)
}
