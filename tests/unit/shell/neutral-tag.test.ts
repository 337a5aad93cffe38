// "停用" and "已下架" are drawn with severity="secondary"; Lara has no such tag rule, so they
// were primary blue like an active state. The app's own rule must exist and read at AA.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio } from '../../../src/browser/contrast.ts'

const css = readFileSync(new URL('../../../src/styles/app.css', import.meta.url), 'utf8')

function rule(selector: string): { background: string; color: string } {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const body = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  const value = (prop: string) => new RegExp(`(?:^|\\s)${prop}:\\s*(#[0-9a-f]{6})`, 'i').exec(body)?.[1] ?? ''
  return { background: value('background'), color: value('color') }
}

describe('neutral tags', () => {
  it.each(['.p-tag.p-tag-secondary', 'html.app-dark .p-tag.p-tag-secondary'])('%s is grey and readable', (sel) => {
    const { background, color } = rule(sel)
    expect(background).toMatch(/^#[0-9a-f]{6}$/i)
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
