// The namespaces bundled with the entry, given to i18next.init (src/i18n.ts): what the login
// page needs and what every page shares. Every other namespace is registered by its area's
// chunk through addLocaleBundles (lazy-locales.ts).
import enCommon from './en/common.json'
import enFormat from './en/format.json'
import enSession from './en/session.json'
import esCommon from './es/common.json'
import esFormat from './es/format.json'
import esSession from './es/session.json'
import jaCommon from './ja/common.json'
import jaFormat from './ja/format.json'
import jaSession from './ja/session.json'
import { sharedResources } from './shared-resources.ts'
import zhCommon from './zh/common.json'
import zhFormat from './zh/format.json'
import zhSession from './zh/session.json'

export const resources = {
  en: { common: enCommon, session: enSession, format: enFormat, shared: sharedResources.en },
  zh: { common: zhCommon, session: zhSession, format: zhFormat, shared: sharedResources.zh },
  es: { common: esCommon, session: esSession, format: esFormat, shared: sharedResources.es },
  ja: { common: jaCommon, session: jaSession, format: jaFormat, shared: sharedResources.ja },
} as const
