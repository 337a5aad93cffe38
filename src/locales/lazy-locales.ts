// Namespaces that only signed-in pages need are bundled with those pages, not the entry: the
// login page has a 150 kB budget. A page module (or the shell) calls this at its top level
// with its four languages; i18next then has them before the page renders.
import i18next from 'i18next'

export type LocaleBundles = Record<'en' | 'zh' | 'es' | 'ja', Record<string, object>>

export function addLocaleBundles(bundles: LocaleBundles): void {
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const [ns, resources] of Object.entries(namespaces)) {
      if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, resources)
    }
  }
}
