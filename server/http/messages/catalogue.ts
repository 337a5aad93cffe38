// The server answers its messages in the caller's language: the client sends its interface
// language in Accept-Language with every /control call; a missing or unsupported language gets
// English (SPEC.md, default language English). Every envelope message is a catalogue key plus
// parameters, resolved here only when the answer is written.
import { en, type MessageKey } from './en.ts'
import { es } from './es.ts'
import { ja } from './ja.ts'
import { zh } from './zh.ts'

export type { MessageKey } from './en.ts'

export const MESSAGE_LANGUAGES = ['en', 'zh', 'es', 'ja'] as const
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number]

export const CATALOGUES: Record<MessageLanguage, Record<MessageKey, string>> = { en, zh, es, ja }

/** A parameter is a value, or another key whose text fills the slot (an area's name). */
export type MessageParam = string | number | { key: MessageKey }
export type MessageParams = Readonly<Record<string, MessageParam>>

/** Why a field is refused: the reason key and, for a limit, the limit (answered as `data`). */
export interface FieldProblem {
  field: string
  reason: string
  min?: number
  max?: number
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

/**
 * The first supported language of an Accept-Language header, by quality ("zh-CN,zh;q=0.9,en;q=0.8"
 * gives zh); English when none is supported.
 */
export function negotiateLanguage(header: string | undefined | null): MessageLanguage {
  if (!header) return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index }
    })
    .filter((r) => r.primary !== '' && Number.isFinite(r.quality) && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const r of ranked) {
    if ((MESSAGE_LANGUAGES as readonly string[]).includes(r.primary)) return r.primary as MessageLanguage
  }
  return 'en'
}

export function translate(lang: MessageLanguage, key: MessageKey, params: MessageParams = {}): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name]
    if (value === undefined) return slot
    return typeof value === 'object' ? CATALOGUES[lang][value.key] : String(value)
  })
}

/** The limit sentence when the answer carries a limit, else the reason's own sentence. */
function problemKey(p: FieldProblem): MessageKey {
  const { reason, min, max } = p
  if (max !== undefined && min === undefined && (reason === 'tooLong' || reason === 'tooShort')) {
    return 'limit.maxLength'
  }
  if (max !== undefined && (reason === 'tooMany' || reason === 'tooFew')) return 'limit.maxItems'
  if (min !== undefined && max !== undefined) return 'limit.between'
  if (max !== undefined) return 'limit.atMost'
  if (min !== undefined) return 'limit.atLeast'
  const key = `reason.${reason}`
  return isMessageKey(key) ? key : 'reason.invalid'
}

/** The field's label: its last named path segment ("skus.0.stockLimit" -> stockLimit). */
function labelKey(field: string): MessageKey | undefined {
  const name = field
    .split('.')
    .reverse()
    .find((s) => !/^\d+$/.test(s))
  const key = `field.${name ?? ''}`
  return isMessageKey(key) ? key : undefined
}

/** "名称最多 100 个字符": the field's label and the problem, or the generic sentence. */
export function fieldMessage(lang: MessageLanguage, p: FieldProblem): string {
  const problem = translate(lang, problemKey(p), {
    ...(p.min !== undefined ? { min: p.min } : {}),
    ...(p.max !== undefined ? { max: p.max } : {}),
  })
  const label = labelKey(p.field)
  return label
    ? translate(lang, 'invalidInput.field', { field: { key: label }, problem })
    : translate(lang, 'invalidInput.generic', { problem })
}
