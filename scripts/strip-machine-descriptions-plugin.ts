// Production builds leave out the statecharts' state descriptions (`description: '...'` in
// src/machines/**/*.machine.ts): they document the machines (npm run machines reads them from the
// sources; the inspector of development and mock builds shows them) and nothing reads them at run
// time. About 1.2 kB gzip of the login page's first bundle (scripts/budgets.json).
import type { Plugin } from 'vite'

const DESCRIPTION = /\bdescription:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`$]*`)\s*,/g

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/machines\/.*\.machine\.ts$/.test(id)) return null
      return { code: code.replace(DESCRIPTION, ''), map: null }
    },
  }
}
