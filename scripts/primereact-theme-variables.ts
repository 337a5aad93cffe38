// A Vite plugin that turns the primary colour of PrimeReact's Lara blue themes (light and dark)
// into CSS variables, so the theme colour the user picks applies at run time with no second
// stylesheet and no CDN (SPEC.md section 7 fetched one from a CDN; DESIGN.md wants none). The
// shades derive from --app-primary in src/styles/app.css. It also drops the themes' Inter
// @font-face rules: the app uses a system font stack (DESIGN.md, Performance budgets).
import type { Plugin } from 'vite'

const LIGHT_THEME = /primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css(\?.*)?$/
const DARK_THEME = /primereact[\\/]resources[\\/]themes[\\/]lara-dark-blue[\\/]theme\.css(\?.*)?$/

type Variant = 'light' | 'dark'

const SHADES: Record<Variant, [RegExp, string][]> = {
  light: [
    [/#3b82f6/gi, 'var(--app-primary)'],
    [/#2563eb/gi, 'var(--app-primary-600)'],
    [/#1d4ed8/gi, 'var(--app-primary-700)'],
    [/#bfdbfe/gi, 'var(--app-primary-200)'],
    [/#eff6ff/gi, 'var(--app-primary-50)'],
  ],
  dark: [
    [/#60a5fa/gi, 'var(--app-primary)'],
    [/#93c5fd/gi, 'var(--app-primary-300)'],
    [/#bfdbfe/gi, 'var(--app-primary-200)'],
    [/#030712/gi, 'var(--app-primary-text)'],
  ],
}

const TRANSLUCENT: Record<Variant, RegExp> = {
  light: /rgba\(59, 130, 246, ([0-9.]+)\)/g,
  dark: /rgba\((?:96, 165, 250|59, 130, 246), ([0-9.]+)\)/g,
}

/** Palette declarations (--blue-500: ...) keep their fixed colours. */
const PALETTE_LINE = /^\s*--[a-z]+-\d+:/

export function toThemeVariables(css: string, variant: Variant): string {
  const withoutFonts = css.replace(/@font-face\s*{[^}]*}/g, '')
  return withoutFonts
    .split('\n')
    .map((line) => {
      if (PALETTE_LINE.test(line)) return line
      let out = line.replace(
        TRANSLUCENT[variant],
        (_, alpha: string) =>
          `color-mix(in srgb, var(--app-primary) ${Math.round(Number(alpha) * 1000) / 10}%, transparent)`,
      )
      for (const [pattern, replacement] of SHADES[variant]) out = out.replace(pattern, replacement)
      return out
    })
    .join('\n')
}

export function primeReactThemeVariables(): Plugin {
  return {
    name: 'primereact-theme-variables',
    enforce: 'pre',
    transform(code, id) {
      if (LIGHT_THEME.test(id)) return { code: toThemeVariables(code, 'light'), map: null }
      if (DARK_THEME.test(id)) return { code: toThemeVariables(code, 'dark'), map: null }
      return null
    },
  }
}
