// The one way handlers read and validate input: the contract's zod schema, and every
// validation failure shaped the same way (code invalidInput, the field and the reason).
import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './api-error.ts'

async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return await c.req.parseBody()
  }
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw ApiError.invalidInput('body', 'malformedJson')
  }
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') || 'body'
  throw ApiError.invalidInput(field, issue?.message ?? 'invalid')
}

/** Validates the request body (JSON or form-encoded). */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readBody(c))
}

/** Validates the query string. */
export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query())
}
