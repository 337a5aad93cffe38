// A Vite plugin that turns the primary colour of PrimeReact's Lara blue themes (light and dark)
// into CSS variables, so the theme colour the user picks applies at run time with no second
// stylesheet and no CDN (SPEC.md section 7 fetched one from a CDN; DESIGN.md wants none). The
// shades derive from --app-primary in src/styles/app.css. It also drops the themes' Inter
// @font-face rules: the app uses a system font stack (DESIGN.md, Performance budgets). In the
// light theme it also darkens the colours Lara draws text with, or puts white text on, that
// fall short of WCAG AA (4.5:1): grey secondary text on the page ground and the severity colours
// (success, info, warning, danger, help, secondary) move two steps down their Tailwind ramp.
// Last, it drops the rules of PrimeReact components the app does not use (UNUSED_COMPONENTS):
// they are half the theme, and the theme loads with the login page (DESIGN.md budgets).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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

/**
 * Light theme colours below AA as text or under white text, and the readable shade each becomes.
 * One pass (a shade is never mapped twice): 500 → 700, 600 → 800, 700 → 900.
 */
const READABLE_LIGHT: Record<string, string> = {
  // Secondary text (#6b7280 reads 4.31:1 on the #f0f2f5 ground) → --app-text-muted's value.
  '#6b7280': '#5b6270',
  // red (danger), and the error messages' and fields' own reds
  '#ef4444': '#b91c1c',
  '#dc2626': '#991b1b',
  '#b91c1c': '#7f1d1d',
  '#ff5757': '#b42318',
  '#e24c4c': '#b91c1c',
  // green (success), and the success messages' text
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  '#1ea97c': '#11694d',
  // sky (info)
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  // orange (warning), and the warning messages' text
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  '#cc8925': '#8a5a00',
  // purple (help)
  '#a855f7': '#7e22ce',
  '#9333ea': '#6b21a8',
  '#7e22ce': '#581c87',
  // slate (secondary)
  '#64748b': '#475569',
  '#475569': '#334155',
  '#334155': '#1e293b',
}
const READABLE_LIGHT_PATTERN = new RegExp(Object.keys(READABLE_LIGHT).join('|'), 'gi')

const TRANSLUCENT: Record<Variant, RegExp> = {
  light: /rgba\(59, 130, 246, ([0-9.]+)\)/g,
  dark: /rgba\((?:96, 165, 250|59, 130, 246), ([0-9.]+)\)/g,
}

/**
 * PrimeReact components the app never uses, by the class their styles hang on (`.p-galleria`).
 * A rule goes only when every one of its selectors starts at such a class, so shared rules stay.
 * tests/unit/theme-variables.test.ts fails when src imports one of them or uses its class:
 * remove it from this list then.
 */
export const UNUSED_COMPONENTS: ReadonlySet<string> = new Set([
  'accordion',
  'autocomplete',
  'avatar',
  'blockui',
  'breadcrumb',
  'card',
  'carousel',
  'cascadeselect',
  'chip',
  'chips',
  'colorpicker',
  'datascroller',
  'dataview',
  'divider',
  'dock',
  'fieldset',
  'fileupload',
  'galleria',
  'image',
  'inplace',
  'inputotp',
  'knob',
  'listbox',
  'megamenu',
  'mention',
  'menubar',
  'metergroup',
  'orderlist',
  'organizationchart',
  'panelmenu',
  'password',
  'picklist',
  'rating',
  'scrollpanel',
  'scrolltop',
  'skeleton',
  'slidemenu',
  'slider',
  'speeddial',
  'splitbutton',
  'splitter',
  'stepper',
  'steps',
  'tabmenu',
  'tabview',
  'terminal',
  'tieredmenu',
  'timeline',
  'togglebutton',
  'toolbar',
  'treeselect',
  'treetable',
  'tristatecheckbox',
])

/**
 * Components one page uses, styled apart from the light theme that loads with the login page:
 * their rules go into `virtual:primereact-lazy-theme/<name>.css`, which that page imports (the
 * permission editor's tree). The dark theme, loaded whole when wanted, keeps them; the light
 * copy applies only outside dark mode, so it never overrides the dark theme's rules.
 */
export const LAZY_COMPONENTS: ReadonlySet<string> = new Set(['tree'])
const LAZY_THEME = 'virtual:primereact-lazy-theme/'
const LAZY_THEME_FILE = /primereact-lazy-theme[\\/]([a-z]+)\.css$/

/** A rule without nested blocks: its selector list and its declarations. */
const FLAT_RULE = /([^{}]+)\{[^{}]*\}/g

function onlyFor(selectors: string, components: ReadonlySet<string>): boolean {
  return selectors.split(',').every((selector) => {
    const first = /\.p-([a-z]+)/.exec(selector)
    return first !== null && components.has(first[1] as string)
  })
}

/** The theme without the rules that style only components the app does not use. */
export function withoutUnusedComponents(css: string, alsoDrop: ReadonlySet<string> = new Set()): string {
  const dropped = new Set([...UNUSED_COMPONENTS, ...alsoDrop])
  return css.replace(FLAT_RULE, (rule, selectors: string) => (onlyFor(selectors, dropped) ? '' : rule))
}

/** The light theme's rules of one lazily styled component, for light mode only. */
export function lazyComponentRules(themedLightCss: string, component: string): string {
  const rules: string[] = []
  for (const [rule, selectors] of themedLightCss.matchAll(FLAT_RULE)) {
    if (!onlyFor(selectors as string, new Set([component]))) continue
    const scoped = (selectors as string)
      .split(',')
      .map((s) => `:root:not(.app-dark) ${s.trim()}`)
      .join(', ')
    rules.push(scoped + rule.slice((selectors as string).length))
  }
  return rules.join('\n')
}

/** Palette declarations (--blue-500: ...) keep their fixed colours. */
const PALETTE_LINE = /^\s*--[a-z]+-\d+:/

export function toThemeVariables(css: string, variant: Variant, keepLazy = false): string {
  const withoutFonts = withoutUnusedComponents(
    css.replace(/@font-face\s*{[^}]*}/g, ''),
    variant === 'light' && !keepLazy ? LAZY_COMPONENTS : new Set(),
  )
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
      if (variant === 'light')
        out = out.replace(READABLE_LIGHT_PATTERN, (hex) => READABLE_LIGHT[hex.toLowerCase()] ?? hex)
      return out
    })
    .join('\n')
}

export function primeReactThemeVariables(): Plugin {
  let root = process.cwd()
  return {
    name: 'primereact-theme-variables',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      // A file name that ends in .css, so that Vite treats it as a stylesheet.
      if (id.startsWith(LAZY_THEME))
        return `${root}/node_modules/.primereact-lazy-theme/${id.slice(LAZY_THEME.length)}`
      return null
    },
    load(id) {
      const lazy = LAZY_THEME_FILE.exec(id)
      if (!lazy || !LAZY_COMPONENTS.has(lazy[1] as string)) return null
      const theme = readFileSync(
        fileURLToPath(import.meta.resolve('primereact/resources/themes/lara-light-blue/theme.css')),
        'utf8',
      )
      return lazyComponentRules(toThemeVariables(theme, 'light', true), lazy[1] as string)
    },
    transform(code, id) {
      if (LIGHT_THEME.test(id)) return { code: toThemeVariables(code, 'light'), map: null }
      if (DARK_THEME.test(id)) return { code: toThemeVariables(code, 'dark'), map: null }
      return null
    },
  }
}
