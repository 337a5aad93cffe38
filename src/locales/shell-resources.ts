// The signed-in shell's texts (menu, tabs, settings, route titles), registered by the
// signed-in chunk (the pattern: lazy-locales.ts).
import enRoutes from './en/routes.json'
import enShell from './en/shell.json'
import esRoutes from './es/routes.json'
import esShell from './es/shell.json'
import jaRoutes from './ja/routes.json'
import jaShell from './ja/shell.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zhRoutes from './zh/routes.json'
import zhShell from './zh/shell.json'

export const shellResources = { en: enShell, zh: zhShell, es: esShell, ja: jaShell } as const
export const routesResources = { en: enRoutes, zh: zhRoutes, es: esRoutes, ja: jaRoutes } as const

export function registerShellLocales(): void {
  addLocaleBundles('shell', shellResources)
  addLocaleBundles('routes', routesResources)
}
