// The login page's passkey texts, registered by login-page.tsx before the part of the page that
// shows them (src/views/session/sign-in-extras.tsx) loads after the first paint: the login
// page's first bundle is at its budget. The pattern: lazy-locales.ts.
import en from './en/sign-in.json'
import es from './es/sign-in.json'
import ja from './ja/sign-in.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zh from './zh/sign-in.json'

export const signInResources = { en, zh, es, ja } as const

export function registerSignInLocales(): void {
  addLocaleBundles('sign-in', signInResources)
}
