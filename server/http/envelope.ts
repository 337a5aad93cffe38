import type { Context } from 'hono'
import { type Envelope, ResultCode } from '../../contract/codes.ts'
import type { ApiError } from './api-error.ts'
import { type MessageLanguage, negotiateLanguage } from './messages/catalogue.ts'

/**
 * The JSON text of each envelope answer, by answer: the Node server's compression
 * (server/web-compress.ts) takes it from here instead of reading the answer back as a stream,
 * which cost more than the gzip itself (docs/benchmarks-history.md, "Server hot path").
 */
const answerTexts = new WeakMap<Response, string>()

/** The JSON text `res` was made from, when it is an envelope answer as made (not replaced since). */
export function envelopeTextOf(res: Response): string | undefined {
  return answerTexts.get(res)
}

/** The one way an envelope goes out: as JSON, what c.json() sends, with its text kept. */
function answer(c: Context, body: Envelope<unknown>): Response {
  const text = JSON.stringify(body)
  const res = c.body(text, { headers: { 'Content-Type': 'application/json' } })
  answerTexts.set(res, text)
  return res
}

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: ResultCode.ok, message: 'ok', data }
  return answer(c, body)
}

/** The caller's language, from the Accept-Language header the client sends with every call. */
export function languageOf(c: Context): MessageLanguage {
  return negotiateLanguage(c.req.header('accept-language'))
}

/** The one way an error is answered: the error's message in the caller's language. */
export function answerError(c: Context, error: ApiError): Response {
  return fail(c, error.code, error.messageIn(languageOf(c)), error.data)
}

/** Writes an envelope as given; server code answers errors with answerError. */
export function fail(c: Context, code: number, message: string, data: unknown = null): Response {
  const body: Envelope = { code, message, data }
  return answer(c, body)
}
