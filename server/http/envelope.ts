import type { Context } from 'hono'
import { type Envelope, ResultCode } from '../../contract/codes.ts'

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: ResultCode.ok, message: 'ok', data }
  return c.json(body)
}

export function fail(c: Context, code: number, message: string, data: unknown = null): Response {
  const body: Envelope = { code, message, data }
  return c.json(body)
}
