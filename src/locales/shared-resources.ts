// The shared namespace, bundled with the pages that use it (not the entry), registered when
// the first of them loads: the login page stays within its budget.
import i18next from 'i18next'
import enShared from './en/shared.json'
import esShared from './es/shared.json'
import jaShared from './ja/shared.json'
import zhShared from './zh/shared.json'

export const sharedResources = { en: enShared, zh: zhShared, es: esShared, ja: jaShared } as const

export function registerSharedLocales(): void {
  for (const [lng, bundle] of Object.entries(sharedResources)) {
    if (!i18next.hasResourceBundle(lng, 'shared')) i18next.addResourceBundle(lng, 'shared', bundle)
  }
}
