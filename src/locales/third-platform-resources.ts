// The third-party platform's texts, registered by its pages (the pattern: lazy-locales.ts).
import en from './en/thirdPlatform.json'
import es from './es/thirdPlatform.json'
import ja from './ja/thirdPlatform.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/thirdPlatform.json'

export const thirdPlatformResources = { en, zh, es, ja } as const

export function registerThirdPlatformLocales(): void {
  addLocaleBundles('thirdPlatform', thirdPlatformResources)
}
