import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  toThemeVariables,
  UNUSED_COMPONENTS,
  withoutUnusedComponents,
} from '../../../scripts/primereact-theme-variables.ts'
import { AA_TEXT, contrastRatio } from '../../../src/browser/contrast.ts'

const theme = (name: string) =>
  readFileSync(
    new URL(`../../../node_modules/primereact/resources/themes/${name}/theme.css`, import.meta.url),
    'utf8',
  )

describe('PrimeReact theme colours as CSS variables', () => {
  it('leaves no fixed primary blue in the light theme, outside the palette', () => {
    const css = toThemeVariables(theme('lara-light-blue'), 'light')
    const body = css.replace(/^\s*--[a-z]+-\d+:.*$/gm, '')
    expect(body).not.toMatch(/#3b82f6|#2563eb|#1d4ed8|rgba\(59, 130, 246/i)
    expect(css).toContain('--primary-color: var(--app-primary)')
    expect(css).toContain('color-mix(in srgb, var(--app-primary) 24%, transparent)')
    expect(css).toMatch(/--blue-500:#3b82f6/)
    expect(css).not.toContain('@font-face')
  })

  it('does the same for the dark theme, with white text on the primary colour', () => {
    const css = toThemeVariables(theme('lara-dark-blue'), 'dark')
    expect(css.replace(/^\s*--[a-z]+-\d+:.*$/gm, '')).not.toMatch(/#60a5fa|#030712|rgba\(96, 165, 250/i)
    expect(css).toContain('--primary-color-text: var(--app-primary-text)')
  })

  it('draws every severity tag and filled button of the light theme with white text at AA', () => {
    const css = toThemeVariables(theme('lara-light-blue'), 'light')
    // Each rule as [its selectors, its declarations].
    const rules = css.split('}').map((block) => {
      const [selectors = '', body = ''] = block.split('{')
      return [selectors.split(',').map((sel) => sel.trim()), body] as const
    })
    const fills: Array<[string, string]> = []
    for (const severity of ['success', 'info', 'warning', 'danger', 'help', 'secondary']) {
      for (const selector of [`.p-tag.p-tag-${severity}`, `.p-button.p-button-${severity}`]) {
        const body = rules.find(([selectors]) => selectors.includes(selector))?.[1]
        const fill = /background(?:-color)?: (#[0-9a-f]{6})/i.exec(body ?? '')?.[1]
        if (fill) fills.push([selector, fill])
      }
    }
    expect(fills.length).toBeGreaterThanOrEqual(10)
    const unreadable = fills.filter(([, fill]) => contrastRatio('#ffffff', fill) < AA_TEXT)
    expect(unreadable).toEqual([])
  })

  it('darkens the red of error messages and field errors, and the grey of secondary text', () => {
    const css = toThemeVariables(theme('lara-light-blue'), 'light')
    const body = css.replace(/^\s*--[a-z]+-\d+:.*$/gm, '')
    expect(body).not.toMatch(/#ff5757|#e24c4c|#6b7280/i)
    expect(body).toContain('color: #5b6270')
  })

  it('drops only the rules of components the app does not use', () => {
    const css = toThemeVariables(theme('lara-light-blue'), 'light')
    expect(css).not.toMatch(/\.p-galleria|\.p-treetable|\.p-picklist/)
    for (const used of [
      '.p-datatable',
      '.p-dropdown',
      '.p-dialog',
      '.p-paginator',
      '.p-datepicker',
      '.p-toast',
    ])
      expect(css).toContain(used)
    // A rule shared with a used component stays.
    expect(
      withoutUnusedComponents('.p-galleria, .p-dropdown { color: red }\n.p-galleria { color: blue }'),
    ).toBe('.p-galleria, .p-dropdown { color: red }')
  })

  it('keeps the styles of every PrimeReact component the app imports or names', () => {
    const sources = readdirSync(new URL('../../../src', import.meta.url), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((f) => /\.(tsx?|css)$/.test(f))
      .map((f) => readFileSync(new URL(`../../../src/${f}`, import.meta.url), 'utf8'))
      .join('\n')
    const imported = [...sources.matchAll(/from 'primereact\/([a-z]+)'/g)].map((m) => m[1])
    const named = [...sources.matchAll(/\bp-([a-z]+)/g)].map((m) => m[1])
    expect(imported.length).toBeGreaterThan(10)
    expect([...new Set([...imported, ...named])].filter((c) => UNUSED_COMPONENTS.has(c as string))).toEqual(
      [],
    )
  })
})
