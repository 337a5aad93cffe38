import type { Context } from 'hono'
import { type Envelope, ResultCode } from '../../contract/codes.ts'
import type { ApiError } from './api-error.ts'
import { type MessageLanguage, negotiateLanguage } from './messages/catalogue.ts'

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: ResultCode.ok, message: 'ok', data }
  return c.json(body)
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
  return c.json(body)
}
