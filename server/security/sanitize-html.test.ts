import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<p><strong>满减</strong> <em>活动</em> <a href="https://example.com/a">详情</a></p><ul><li>一</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(out).toContain('<p>hi</p>')
  })
})
