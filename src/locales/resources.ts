import enCommon from './en/common.json'
import enFormat from './en/format.json'
import enLogin from './en/login.json'
import enShared from './en/shared.json'
import esCommon from './es/common.json'
import esFormat from './es/format.json'
import esLogin from './es/login.json'
import esShared from './es/shared.json'
import jaCommon from './ja/common.json'
import jaFormat from './ja/format.json'
import jaLogin from './ja/login.json'
import jaShared from './ja/shared.json'
import zhCommon from './zh/common.json'
import zhFormat from './zh/format.json'
import zhLogin from './zh/login.json'
import zhShared from './zh/shared.json'

export const resources = {
  en: { common: enCommon, login: enLogin, format: enFormat, shared: enShared },
  zh: { common: zhCommon, login: zhLogin, format: zhFormat, shared: zhShared },
  es: { common: esCommon, login: esLogin, format: esFormat, shared: esShared },
  ja: { common: jaCommon, login: jaLogin, format: jaFormat, shared: jaShared },
} as const
