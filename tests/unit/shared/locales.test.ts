import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../../src/locales/', import.meta.url)
const languages = ['en', 'zh', 'es', 'ja']

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}

describe('locales', () => {
  const namespaces = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'))
  it.each(namespaces)('%s has identical, non-empty keys in en, zh, es and ja', (file) => {
    const [en, ...others] = languages.map((lng) =>
      JSON.parse(readFileSync(new URL(`${lng}/${file}`, dir), 'utf8')),
    )
    const expected = keys(en).sort()
    for (const other of others) expect(keys(other).sort()).toEqual(expected)
    for (const lng of languages) {
      const text = readFileSync(new URL(`${lng}/${file}`, dir), 'utf8')
      expect(text).not.toMatch(/:\s*""/)
    }
  })

  it('gives the error catalogue texts of SPEC.md section 8 exactly in Chinese', () => {
    const zh = JSON.parse(readFileSync(new URL('zh/common.json', dir), 'utf8'))
    expect(zh.errors.badCredentials).toBe('用户名或密码错误')
    expect(zh.errors.default).toBe('系统登录失败')
    expect(zh.dialogs.sessionEnded).toEqual({ title: '确定登出', message: '你已被登出，请重新登录' })
    expect(zh.dialogs.transportFailed).toEqual({ title: '登录失败', message: '系统登录失败，请重新登录' })
  })
})
