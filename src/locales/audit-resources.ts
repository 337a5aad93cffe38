// The change history's texts (namespace audit), registered by the shared history view
// (src/views/shared/record-history.tsx) when a detail page that shows it loads.
import en from './en/audit.json'
import es from './es/audit.json'
import ja from './ja/audit.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/audit.json'

export const auditResources = { en, zh, es, ja } as const

export function registerAuditLocales(): void {
  addLocaleBundles('audit', auditResources)
}
