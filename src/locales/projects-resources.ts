// The project management pages' texts, registered when the first of them loads (the pattern:
// lazy-locales.ts).
import en from './en/projects.json'
import es from './es/projects.json'
import ja from './ja/projects.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/projects.json'

export const projectsResources = { en, zh, es, ja } as const

export function registerProjectsLocales(): void {
  addLocaleBundles('projects', projectsResources)
}
