// The business-card exchange pages' texts (namespace exchangeCertificates), registered when the
// first of them loads (the pattern: lazy-locales.ts).
import en from './en/exchange-certificates.json'
import es from './es/exchange-certificates.json'
import ja from './ja/exchange-certificates.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/exchange-certificates.json'

export const exchangeCertificatesResources = { en, zh, es, ja } as const

export function registerExchangeCertificatesLocales(): void {
  addLocaleBundles('exchange-certificates', exchangeCertificatesResources)
}
