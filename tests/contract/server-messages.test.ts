// Every message the server answers is in the caller's language (Accept-Language; default
// English): (a) the four catalogues (server/http/messages) are complete and really translated,
// (b) failing calls answer the catalogue's sentence for each language, with the reason key and
// limit in data, and (c) no server source passes a sentence where a catalogue key belongs, so a
// new untranslated message fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { en } from '../../server/http/messages/en.ts'
import {
  CATALOGUES,
  fieldMessage,
  isMessageKey,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  negotiateLanguage,
  translate,
} from '../../server/http/messages/catalogue.ts'
import { dcall } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const KEYS = Object.keys(en).sort()

/** Latin words in a zh or ja text: what an untranslated English message looks like. */
function englishWords(text: string): string[] {
  // Web schemes and size units are written the same in every language.
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['http', 'https', 'KB', 'MB'].includes(w))
}

const paramsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the server message catalogues', () => {
  it.each(MESSAGE_LANGUAGES)(
    '%s has exactly the English keys, each non-empty with the same parameters',
    (lang) => {
      const catalogue = CATALOGUES[lang]
      expect(Object.keys(catalogue).sort()).toEqual(KEYS)
      for (const key of KEYS) {
        const text = catalogue[key as keyof typeof en]
        expect(text.trim(), `${lang} ${key}`).not.toBe('')
        expect(paramsOf(text), `${lang} ${key}`).toEqual(paramsOf(en[key as keyof typeof en]))
      }
    },
  )

  it.each(['zh', 'ja'] as const)(
    '%s translates every text: none equals the English, none has English words',
    (lang) => {
      for (const key of KEYS) {
        const text = CATALOGUES[lang][key as keyof typeof en]
        expect(text, `${lang} ${key}`).not.toBe(en[key as keyof typeof en])
        expect(englishWords(text.replace(/\{\w+\}/g, '')), `${lang} ${key}: ${text}`).toEqual([])
      }
    },
  )

  it('es translates the sentences (a few names such as "Plan" or "marketing" are the same word)', () => {
    const same = KEYS.filter((k) => CATALOGUES.es[k as keyof typeof en] === en[k as keyof typeof en])
    expect(
      same.every((k) => k.startsWith('field.') || k.startsWith('area.') || k === 'invalidInput.field'),
    ).toBe(true)
    expect(same.length).toBeLessThan(5)
  })

  it('follows Accept-Language by quality and falls back to English', () => {
    expect(negotiateLanguage(undefined)).toBe('en')
    expect(negotiateLanguage('zh')).toBe('zh')
    expect(negotiateLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh')
    expect(negotiateLanguage('fr-FR,ja;q=0.5,es;q=0.7')).toBe('es')
    expect(negotiateLanguage('ja;q=0, en')).toBe('en')
    expect(negotiateLanguage('fr, de')).toBe('en')
  })

  it('names a labelled field and the limit, and falls back to a generic sentence for another field', () => {
    expect(fieldMessage('zh', { field: 'name', reason: 'tooLong', max: 100 })).toBe('名称最多 100 个字符')
    expect(fieldMessage('en', { field: 'name', reason: 'tooLong', max: 100 })).toBe(
      'Name: at most 100 characters.',
    )
    expect(fieldMessage('ja', { field: 'skus.0.stockLimit', reason: 'required' })).toBe('在庫上限：必須です')
    expect(fieldMessage('zh', { field: 'someNewField', reason: 'someNewReason' })).toBe('输入有误：无效')
    expect(fieldMessage('es', { field: 'sort', reason: 'tooSmall', min: 0 })).toBe(
      'Dato no válido: debe ser como mínimo 0.',
    )
  })
})

describe.each(DATABASES)('failing calls answer in the caller language on %s', (kind) => {
  let t: TestApp
  let pro: string
  let ordering: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    pro = await loginAs(t, 'distributionpro')
    ordering = await loginAs(t, 'ordering')
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (lang: MessageLanguage) => ({ 'accept-language': lang })

  /** The message must be the catalogue's sentence, and in zh / ja hold no English word. */
  function expectMessage(lang: MessageLanguage, message: string, expected: string) {
    expect(message, lang).toBe(expected)
    if (lang === 'zh' || lang === 'ja') expect(englishWords(message), `${lang}: ${message}`).toEqual([])
  }

  it.each(MESSAGE_LANGUAGES)(
    '%s: wrong password, no session, forbidden area, not found, no such call',
    async (lang) => {
      const bad = await call(t, 'vueUserLogin', {
        body: { USERNAME: 'tradebase', PASSWORD: 'wrong' },
        headers: { ...as(lang), 'x-test-address': `198.51.100.${MESSAGE_LANGUAGES.indexOf(lang) + 20}` },
      })
      expect(bad.code).toBe(ResultCode.badCredentials)
      expectMessage(lang, bad.message, translate(lang, 'session.badCredentials'))

      const anonymous = await call(t, 'getMenuCount', { body: { partyId: 'P1' }, headers: as(lang) })
      expect(anonymous.code).toBe(ResultCode.invalidToken)
      expectMessage(lang, anonymous.message, translate(lang, 'session.notSignedIn'))

      const refused = await call(t, 'getRankData', { token: ordering, body: { data: {} }, headers: as(lang) })
      expect(refused.code).toBe(ResultCode.forbidden)
      expectMessage(
        lang,
        refused.message,
        translate(lang, 'forbidden.area', { area: { key: 'area.distribution' } }),
      )

      const missing = await call(t, 'getMemberDetailsData', {
        token: pro,
        body: { data: { memberId: 99_999_999 } },
        headers: as(lang),
      })
      expect(missing.code).toBe(ResultCode.notFound)
      expectMessage(lang, missing.message, translate(lang, 'members.notFound'))

      const unknown = await call(t, 'noSuchCallAtAll', { token: pro, headers: as(lang) })
      expect(unknown.code).toBe(ResultCode.notFound)
      expect(unknown.message).toBe(translate(lang, 'noSuchCall', { path: '/control/noSuchCallAtAll' }))
    },
  )

  it.each(MESSAGE_LANGUAGES)(
    '%s: a refused field carries field, reason and limit, and the sentence',
    async (lang) => {
      const long = await call(t, 'vueUserLogin', {
        body: { USERNAME: 'x'.repeat(65), PASSWORD: 'demo1234' },
        headers: as(lang),
      })
      expect(long.code).toBe(ResultCode.invalidInput)
      expect(long.data).toEqual({ field: 'USERNAME', reason: 'tooLong', max: 64 })
      expectMessage(lang, long.message, fieldMessage(lang, { field: 'USERNAME', reason: 'tooLong', max: 64 }))

      const rank = await dcall(t, 'saveDistributionRank', pro, {
        name: 'r'.repeat(101),
        discountPermille: 950,
      })
      expect(rank.data).toEqual({ field: 'name', reason: 'tooLong', max: 100 })
      const rankIn = await call(t, 'saveDistributionRank', {
        token: pro,
        body: { data: { name: 'r'.repeat(101), discountPermille: 950 } },
        headers: as(lang),
      })
      expectMessage(lang, rankIn.message, fieldMessage(lang, { field: 'name', reason: 'tooLong', max: 100 }))

      const min = await call(t, 'saveDistributionRank', {
        token: pro,
        body: { data: { name: 'r', discountPermille: 0 } },
        headers: as(lang),
      })
      expect(min.data).toEqual({ field: 'discountPermille', reason: 'min1' })
      expectMessage(lang, min.message, fieldMessage(lang, { field: 'discountPermille', reason: 'min1' }))
    },
  )

  it('keeps the SPEC.md default texts: 用户名或密码错误 for 20001 in Chinese', async () => {
    const bad = await call(t, 'vueUserLogin', {
      body: { USERNAME: 'tradebase', PASSWORD: 'wrong' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9', 'x-test-address': '198.51.100.30' },
    })
    expect(bad.message).toBe('用户名或密码错误')
    const english = await call(t, 'vueUserLogin', {
      body: { USERNAME: 'tradebase', PASSWORD: 'wrong' },
      headers: { 'x-test-address': '198.51.100.30' },
    })
    expect(english.message).toBe('Wrong user name or password.')
  })

  it.each(MESSAGE_LANGUAGES)(
    '%s: too many sign-in attempts says how long to wait, in data too',
    async (lang) => {
      const address = `203.0.113.${MESSAGE_LANGUAGES.indexOf(lang) + 100}`
      // An account per language: the failures of all four on one account would reach the
      // per-account delay, which refuses (and so does not count) the later languages' attempts.
      const username = ['tcbase', 'experience', 'distributionbase', 'repairfin'][
        MESSAGE_LANGUAGES.indexOf(lang)
      ] as string
      const signIn = (password: string) =>
        call(t, 'vueUserLogin', {
          body: { USERNAME: username, PASSWORD: password },
          headers: { ...as(lang), 'x-test-address': address },
        })
      for (let i = 0; i < t.deps.loginLimits.perAccountAndAddress; i++) await signIn('wrong')
      t.clock.advance(60_000)
      const limited = await signIn('demo1234')
      expect(limited.code).toBe(ResultCode.tooManyRequests)
      const retryAfterSeconds = t.deps.loginLimits.windowMs / 1000 - 60
      expect(limited.data).toEqual({ retryAfterSeconds })
      expectMessage(
        lang,
        limited.message,
        translate(lang, 'session.tooManyAttempts', { seconds: retryAfterSeconds }),
      )
    },
  )
})

describe('server sources pass catalogue keys, never sentences', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return files(path)
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
    })
  const serverFiles = files(join(ROOT, 'server')).filter(
    (f) => !/[\\/]db[\\/](seed|migrations)[\\/]/.test(f) && !/[\\/]http[\\/]messages[\\/]/.test(f),
  )
  const sources = serverFiles.map((f) => ({ file: f.slice(ROOT.length + 1), text: readFileSync(f, 'utf8') }))

  it('answers errors only through ApiError (no hand-written envelope message)', () => {
    const handWritten = sources.flatMap(({ file, text }) =>
      file.endsWith(join('http', 'envelope.ts'))
        ? []
        : [...text.matchAll(/\bfail\(|c\.json\(|message:\s*['"`][^'"`]*\s/g)].map((m) => `${file}: ${m[0]}`),
    )
    expect(handWritten).toEqual([])
  })

  it('gives every ApiError a catalogue key, not a sentence or a template', () => {
    const wrong: string[] = []
    for (const { file, text } of sources) {
      const keyed =
        /(?:ApiError\.(?:notFound|forbidden|conflict)\(|new ApiError\(\s*[\w.]+,)\s*(['"`])([^'"`]*)\1/g
      for (const m of text.matchAll(keyed)) {
        if (m[1] !== "'" || !isMessageKey(m[2] ?? '')) wrong.push(`${file}: ${m[0]}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('has a sentence for every field reason the server and the contract use', () => {
    const reasons = new Set<string>()
    for (const { text } of sources) {
      for (const m of text.matchAll(/invalidInput\([^,()]+(?:\([^)]*\))?,\s*'(\w+)'/g))
        reasons.add(m[1] ?? '')
    }
    for (const name of readdirSync(join(ROOT, 'contract'))) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue
      const text = readFileSync(join(ROOT, 'contract', name), 'utf8')
      for (const m of text.matchAll(/(?:error|message):\s*'([a-z]\w*)'/g)) reasons.add(m[1] ?? '')
    }
    expect(reasons.size).toBeGreaterThan(20)
    expect([...reasons].filter((r) => !isMessageKey(`reason.${r}`))).toEqual([])
  })
})
