// The business profile, opportunities, security deposit and cooperation texts (namespace
// businessProfile), registered when the first of their pages loads (the pattern: lazy-locales.ts).
import en from './en/business-profile.json'
import es from './es/business-profile.json'
import ja from './ja/business-profile.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/business-profile.json'

export const businessProfileResources = { en, zh, es, ja } as const

export function registerBusinessProfileLocales(): void {
  addLocaleBundles('business-profile', businessProfileResources)
}
