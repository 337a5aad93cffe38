// The one way to register a locale namespace (docs/decisions.md, "One way to register locale
// bundles"). The entry bundles only what the login page needs (resources.ts: common, session,
// format, shared); every other namespace is bundled with the chunk of the pages that use it, so
// the login page stays within its budget. Each area has one module here, `<area>-resources.ts`:
//
//   import en from './en/orders.json' ... (the four languages)
//   export const ordersResources = { en, zh, es, ja } as const
//   export function registerOrdersLocales(): void {
//     addLocaleBundles('orders', ordersResources)
//   }
//
// and the area's views call `register<Area>Locales()` at the top level of a module they all
// import (e.g. src/views/distribution/distribution-locales.ts), so i18next has the texts before
// the first render. Registering twice is harmless: a namespace already there is kept.
import i18next from 'i18next'
import type { LanguageCode } from '../machines/shell/settings.machine.ts'

/** One namespace's texts in every interface language (a missing language fails the type check). */
export type LocaleBundles = Readonly<Record<LanguageCode, object>>

export function addLocaleBundles(namespace: string, bundles: LocaleBundles): void {
  for (const [lng, resources] of Object.entries(bundles)) {
    if (!i18next.hasResourceBundle(lng, namespace)) i18next.addResourceBundle(lng, namespace, resources)
  }
}
