// The repair service pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/repair.json'
import es from './es/repair.json'
import ja from './ja/repair.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/repair.json'

export const repairResources = { en, zh, es, ja } as const

export function registerRepairLocales(): void {
  addLocaleBundles('repair', repairResources)
}
