import { describe, expect, it } from 'vitest'
import { THEME_COLORS } from '../../../src/machines/shell/settings.machine.ts'
import { AA_TEXT, SURFACES, contrastRatio, readablePrimary, textOn } from '../../../src/browser/contrast.ts'

describe('the theme colour the app draws with', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2)
    expect(contrastRatio('#ffffff', '#1890ff')).toBe(contrastRatio('#1890ff', '#ffffff'))
  })

  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light'
    it(`reads at AA on every ${mode} surface, with readable text on it, for each preset`, () => {
      for (const color of THEME_COLORS) {
        const primary = readablePrimary(color, dark)
        for (const surface of SURFACES[mode])
          expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(AA_TEXT)
        expect(contrastRatio(textOn(primary), primary)).toBeGreaterThanOrEqual(AA_TEXT)
      }
    })
  }

  it('keeps a colour that already reads, and moves the default blue only as far as it must', () => {
    expect(readablePrimary('#304156', false)).toBe('#304156')
    expect(readablePrimary('#1890ff', true)).toBe('#1890ff')
    const shade = readablePrimary('#1890ff', false)
    expect(shade).toBe('#126fc4')
    // Just past AA on the page ground, not darker than it needs to be.
    expect(contrastRatio(shade, '#f0f2f5')).toBeLessThan(AA_TEXT + 0.15)
    expect(textOn(shade)).toBe('#ffffff')
  })
})
