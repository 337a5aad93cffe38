// The business-card exchange pages' texts (namespace exchangeCertificates), registered when the
// first of them loads (the pattern: lazy-locales.ts).
import en from './en/exchangeCertificates.json'
import es from './es/exchangeCertificates.json'
import ja from './ja/exchangeCertificates.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/exchangeCertificates.json'

export const exchangeCertificatesResources = { en, zh, es, ja } as const

export function registerExchangeCertificatesLocales(): void {
  addLocaleBundles('exchangeCertificates', exchangeCertificatesResources)
}
