// The activity pages' texts (/mdActivity-management), registered when the first of them loads
// (the pattern: lazy-locales.ts).
import en from './en/activity.json'
import es from './es/activity.json'
import ja from './ja/activity.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/activity.json'

export const activityResources = { en, zh, es, ja } as const

export function registerActivityLocales(): void {
  addLocaleBundles('activity', activityResources)
}
