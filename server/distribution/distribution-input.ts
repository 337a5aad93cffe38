// The one way distribution handlers read their input. SPEC.md section 7 says every
// distribution call is POST "with a data payload"; callers send `{ data: {...} }`, and the
// same fields at the top level are accepted too (docs/decisions.md, Distribution).
// Field errors name the field inside the payload (`tip`, not `data.tip`).
import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from '../http/api-error.ts'
import { body, parseRequest } from '../http/validate.ts'

const anything = { safeParse: (v: unknown) => ({ success: true as const, data: v }) }

function unwrap(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('data' in raw)) return raw
  const data = (raw as { data: unknown }).data
  // A form-encoded call carries `data` as a JSON string.
  if (typeof data === 'string') {
    try {
      return JSON.parse(data)
    } catch {
      throw ApiError.invalidInput('data', 'malformedJson')
    }
  }
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data
  throw ApiError.invalidInput('data', 'invalid')
}

export async function payload<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await body(c, anything as unknown as z.ZodType)
  return parseRequest(c, schema, unwrap(raw))
}
