// What the audit trail keeps of a request (issue 20 item 9): the fields the caller sent, with
// secrets and file contents taken out and every part bounded, so a row says what was asked
// without becoming a second copy of passwords, tokens or uploaded bytes.

/** Field names whose values are never stored (passwords, tokens, secrets, keys, signatures). */
const SECRET_FIELD =
  /pass(word|wd)?$|^pwd|password|token|secret|api_?key|private_?key|signature|credential|captcha|otp$|^sign$/i

/** A long run of base64 (a file or an image sent inline) or a data: URL. */
const BINARY_TEXT = /^data:[^,]*;base64,|^[A-Za-z0-9+/=\r\n_-]{256,}$/

export const REDACTED = '[redacted]'
export const BINARY_REMOVED = '[binary removed]'

/** Bounds of the stored JSON. */
export const AUDIT_LIMITS = { text: 300, items: 20, keys: 40, depth: 5, json: 4000 } as const

function isFile(value: unknown): value is { name: string; size: number; type: string } {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') {
    if (BINARY_TEXT.test(value)) return BINARY_REMOVED
    return value.length > AUDIT_LIMITS.text ? `${value.slice(0, AUDIT_LIMITS.text)}…(${value.length})` : value
  }
  if (isFile(value)) {
    const name = (value as { name?: unknown }).name
    return { file: typeof name === 'string' ? name.slice(0, 100) : '', size: value.size, type: value.type }
  }
  if (depth >= AUDIT_LIMITS.depth) return '…'
  if (Array.isArray(value)) {
    const kept = value.slice(0, AUDIT_LIMITS.items).map((v) => clean(v, depth + 1))
    return value.length > AUDIT_LIMITS.items ? [...kept, `…(${value.length})`] : kept
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    const keys = Object.keys(value as object)
    for (const key of keys.slice(0, AUDIT_LIMITS.keys)) {
      const v = (value as Record<string, unknown>)[key]
      out[key] = SECRET_FIELD.test(key) ? REDACTED : clean(v, depth + 1)
    }
    if (keys.length > AUDIT_LIMITS.keys) out['…'] = keys.length
    return out
  }
  return String(value)
}

/**
 * The request as stored: secrets replaced by "[redacted]", files by their name and size,
 * base64 by "[binary removed]", long texts and lists cut; a result still longer than
 * AUDIT_LIMITS.json keeps only the field names.
 */
export function redactRequest(body: unknown): string {
  const cleaned = clean(body, 0)
  const json = JSON.stringify(cleaned) ?? 'null'
  if (json.length <= AUDIT_LIMITS.json) return json
  const keys = cleaned && typeof cleaned === 'object' && !Array.isArray(cleaned) ? Object.keys(cleaned) : []
  return JSON.stringify({ truncated: json.length, fields: keys })
}
