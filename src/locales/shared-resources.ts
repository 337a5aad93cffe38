// The shared namespace (list, form, detail and error texts of src/views/shared). Unlike the
// areas' namespaces it is bundled with the entry (resources.ts): the login page and every
// signed-in page use it, so there is nothing to register later (lazy-locales.ts).
import en from './en/shared.json'
import es from './es/shared.json'
import ja from './ja/shared.json'
import zh from './zh/shared.json'

export const sharedResources = { en, zh, es, ja } as const
