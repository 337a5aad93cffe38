// The usage tutorials' texts, registered by the tutorial pages (the pattern: lazy-locales.ts).
import en from './en/courses.json'
import es from './es/courses.json'
import ja from './ja/courses.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/courses.json'

export const coursesResources = { en, zh, es, ja } as const

export function registerCoursesLocales(): void {
  addLocaleBundles('courses', coursesResources)
}
