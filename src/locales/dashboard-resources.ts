// The dashboard's texts, registered by the dashboard page (the pattern: lazy-locales.ts).
import en from './en/dashboard.json'
import es from './es/dashboard.json'
import ja from './ja/dashboard.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/dashboard.json'

export const dashboardResources = { en, zh, es, ja } as const

export function registerDashboardLocales(): void {
  addLocaleBundles('dashboard', dashboardResources)
}
