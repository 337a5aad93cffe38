// The signed-in shell's texts (menu, tabs, settings, route titles), bundled with the signed-in
// chunk instead of the entry so the login page stays within its budget.
import enRoutes from './en/routes.json'
import enShell from './en/shell.json'
import esRoutes from './es/routes.json'
import esShell from './es/shell.json'
import jaRoutes from './ja/routes.json'
import jaShell from './ja/shell.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zhRoutes from './zh/routes.json'
import zhShell from './zh/shell.json'

export function registerShellLocales(): void {
  addLocaleBundles({
    en: { routes: enRoutes, shell: enShell },
    zh: { routes: zhRoutes, shell: zhShell },
    es: { routes: esRoutes, shell: esShell },
    ja: { routes: jaRoutes, shell: jaShell },
  })
}
