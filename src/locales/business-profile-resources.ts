// The business profile, opportunities, security deposit and cooperation texts (namespace
// businessProfile), registered when the first of their pages loads (the pattern: lazy-locales.ts).
import en from './en/businessProfile.json'
import es from './es/businessProfile.json'
import ja from './ja/businessProfile.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/businessProfile.json'

export const businessProfileResources = { en, zh, es, ja } as const

export function registerBusinessProfileLocales(): void {
  addLocaleBundles('businessProfile', businessProfileResources)
}
