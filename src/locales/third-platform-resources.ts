// The third-party platform's texts, registered by its pages (the pattern: lazy-locales.ts).
import en from './en/third-platform.json'
import es from './es/third-platform.json'
import ja from './ja/third-platform.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/third-platform.json'

export const thirdPlatformResources = { en, zh, es, ja } as const

export function registerThirdPlatformLocales(): void {
  addLocaleBundles('third-platform', thirdPlatformResources)
}
