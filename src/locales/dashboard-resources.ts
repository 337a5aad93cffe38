// The dashboard's texts, bundled with the dashboard chunk instead of the entry so the login
// page stays within its budget (the shell's pattern, src/locales/shell-resources.ts).
import i18next from 'i18next'
import enDashboard from './en/dashboard.json'
import esDashboard from './es/dashboard.json'
import jaDashboard from './ja/dashboard.json'
import zhDashboard from './zh/dashboard.json'

export const dashboardResources = {
  en: { dashboard: enDashboard },
  zh: { dashboard: zhDashboard },
  es: { dashboard: esDashboard },
  ja: { dashboard: jaDashboard },
} as const

export function registerDashboardLocales(): void {
  for (const [lng, namespaces] of Object.entries(dashboardResources)) {
    for (const [ns, resources] of Object.entries(namespaces)) {
      if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, resources)
    }
  }
}
