// The namespaces bundled with the entry, given to i18next.init (src/i18n.ts): what the login
// page needs and what every page shares. Every other namespace is registered by its area's
// chunk through addLocaleBundles (lazy-locales.ts).
import enCommon from './en/common.json'
import enFormat from './en/format.json'
import enLogin from './en/login.json'
import esCommon from './es/common.json'
import esFormat from './es/format.json'
import esLogin from './es/login.json'
import jaCommon from './ja/common.json'
import jaFormat from './ja/format.json'
import jaLogin from './ja/login.json'
import { sharedResources } from './shared-resources.ts'
import zhCommon from './zh/common.json'
import zhFormat from './zh/format.json'
import zhLogin from './zh/login.json'

export const resources = {
  en: { common: enCommon, login: enLogin, format: enFormat, shared: sharedResources.en },
  zh: { common: zhCommon, login: zhLogin, format: zhFormat, shared: sharedResources.zh },
  es: { common: esCommon, login: esLogin, format: esFormat, shared: sharedResources.es },
  ja: { common: jaCommon, login: jaLogin, format: jaFormat, shared: sharedResources.ja },
} as const
