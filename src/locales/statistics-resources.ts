// The statistics reports' texts, registered by the statistics pages (the pattern: lazy-locales.ts).
import en from './en/statistics.json'
import es from './es/statistics.json'
import ja from './ja/statistics.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/statistics.json'

export const statisticsResources = { en, zh, es, ja } as const

export function registerStatisticsLocales(): void {
  addLocaleBundles('statistics', statisticsResources)
}
