// The one way handlers read and validate input: the contract's zod schema, and every
// validation failure shaped the same way (code invalidInput, the field and the reason).
import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './api-error.ts'

/**
 * What each request's input was read with: the zod schema it was validated with, or 'form' for a
 * multipart form read with readForm. Only read by the call catalogue's check that every route
 * validates with its catalogue entry's request schema (tests/contract/call-catalogue.test.ts);
 * held weakly, so it goes with the request.
 */
const readWith = new WeakMap<Context, z.ZodType | 'form'>()

/** The schema (or 'form') the input of the request of `c` was last read with, if any. */
export function requestReadWith(c: Context): z.ZodType | 'form' | undefined {
  return readWith.get(c)
}

/**
 * A form body (multipart or url-encoded). A malformed one (no boundary, a cut-off part) makes
 * the platform's form parser throw a TypeError: that is the caller's bad input, not a server
 * fault, so it answers invalidInput like malformed JSON does.
 */
export async function readForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  if (!readWith.has(c)) readWith.set(c, 'form')
  try {
    return await c.req.parseBody()
  } catch {
    throw ApiError.invalidInput('body', 'malformedJson')
  }
}

async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return await readForm(c)
  }
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw ApiError.invalidInput('body', 'malformedJson')
  }
}

/**
 * The refusal of one zod issue. The contract names its reasons (`{ error: 'tooLong' }`); an issue
 * without one (zod's own English sentence) gets a reason key from its code, so `data.reason` is
 * always a key the catalogue and the client translate. A size issue carries its limit.
 */
export function issueToError(issue: z.core.$ZodIssue | undefined): ApiError {
  const field = issue?.path.join('.') || 'body'
  if (!issue) return ApiError.invalidInput(field, 'invalid')
  const reason = /^[a-z][A-Za-z0-9]*$/.test(issue.message) ? issue.message : reasonOfCode(issue)
  // Only a generic size reason carries its limit: a blank required text is a too_small issue
  // too, and a reason such as min1 or max1000 already names its limit.
  const limit: { min?: number; max?: number } = {}
  if (SIZE_REASONS.has(reason)) {
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') limit.max = issue.maximum
    if (issue.code === 'too_small' && typeof issue.minimum === 'number') limit.min = issue.minimum
  }
  return ApiError.invalidInput(field, reason, limit)
}

const SIZE_REASONS = new Set(['tooLong', 'tooShort', 'tooMany', 'tooFew', 'tooLarge', 'tooSmall'])

function reasonOfCode(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid'
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooMany' : 'tooLarge'
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : issue.origin === 'array' ? 'tooFew' : 'tooSmall'
    default:
      return 'invalid'
  }
}

/**
 * The path of the first text holding a NUL character, if any. No text may hold one (issue 36):
 * PostgreSQL refuses it in text columns (an internal error before), while SQLite stored it and
 * the copy to PostgreSQL then failed. Checked here once for every call, on both engines.
 */
function nulAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const at = nulAt(item, [...path, String(i)])
      if (at) return at
    }
    return undefined
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const at = key.includes('\u0000') ? [...path, key] : nulAt(item, [...path, key])
      if (at) return at
    }
  }
  return undefined
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = nulAt(input)
  if (nul) throw ApiError.invalidInput(nul.join('.') || 'body', 'nulCharacter')
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw issueToError(result.error.issues[0])
}

/** Validates input the handler has taken from the request of `c` (see body, query). */
export function parseRequest<S extends z.ZodType>(c: Context, schema: S, input: unknown): z.infer<S> {
  readWith.set(c, schema)
  return parseWith(schema, input)
}

/** Validates the request body (JSON or form-encoded). */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // Noted before reading, so a body that does not parse still names the schema it was meant for.
  readWith.set(c, schema)
  return parseRequest(c, schema, await readBody(c))
}

/** Validates the query string. */
export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseRequest(c, schema, c.req.query())
}
