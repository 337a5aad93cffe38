import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toThemeVariables } from '../../scripts/primereact-theme-variables.ts'

const theme = (name: string) =>
  readFileSync(
    new URL(`../../node_modules/primereact/resources/themes/${name}/theme.css`, import.meta.url),
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
})
