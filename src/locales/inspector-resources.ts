// The offline inspector's texts (namespace inspector, a part of the shell area), registered by
// the inspector's own chunk (the pattern: lazy-locales.ts): the signed-in frame does not carry them.
import en from './en/inspector.json'
import es from './es/inspector.json'
import ja from './ja/inspector.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/inspector.json'

export const inspectorResources = { en, zh, es, ja } as const

export function registerInspectorLocales(): void {
  addLocaleBundles('inspector', inspectorResources)
}
