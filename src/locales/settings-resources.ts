// The page settings panel's texts (namespace settings), registered by the panel's own chunk
// when it first opens (the pattern: lazy-locales.ts); the header's button keeps its label in shell.
import en from './en/settings.json'
import es from './es/settings.json'
import ja from './ja/settings.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/settings.json'

export const settingsResources = { en, zh, es, ja } as const

export function registerSettingsLocales(): void {
  addLocaleBundles('settings', settingsResources)
}
