// The one definition of a record id in a request (issue 36). Ids travel as JSON numbers or as
// their decimal digits in a string (forms and query strings); nothing else reads as an id:
// not `true`, `[1]`, `"0x10"`, `"1e2"`, `" 1 "`, `"-1"` or `"1.0"`, which a loose coercion took
// for ids. An id is at most MAX_RECORD_ID: the ids are 32-bit integer columns on PostgreSQL,
// which refuses a bigger number in a comparison (an internal error before), so a bigger one names
// no record and is refused like any malformed id, on both engines.
import { z } from 'zod'

/** The largest id a record can have (PostgreSQL `integer` / `serial`). */
export const MAX_RECORD_ID = 2_147_483_647

/** Why an id is refused: malformed (or beyond MAX_RECORD_ID), or below the smallest id allowed. */
export interface RecordIdReasons {
  /** Default notAnId. */
  malformed?: string
  /** Default notAnId. */
  belowMin?: string
}

function wholeNumberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  if (typeof value === 'string' && /^[0-9]{1,16}$/.test(value)) return Number(value)
  return undefined
}

function checked(value: unknown, ctx: z.RefinementCtx, min: number, reasons: RecordIdReasons): number {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'required', input: value })
    return z.NEVER
  }
  const n = wholeNumberOf(value)
  if (n === undefined || n > MAX_RECORD_ID) {
    ctx.addIssue({ code: 'custom', message: reasons.malformed ?? 'notAnId', input: value })
    return z.NEVER
  }
  if (n < min) {
    ctx.addIssue({ code: 'custom', message: reasons.belowMin ?? 'notAnId', input: value })
    return z.NEVER
  }
  return n
}

/** What the browser sends (the type its calls are checked with); anything else is refused. */
const idInput = () => z.custom<number | string>(() => true)

/** A record id read as a number, from 1 (or `min`) to MAX_RECORD_ID. */
export function recordId(reasons: RecordIdReasons = {}, min = 1) {
  return idInput().transform((value, ctx) => checked(value, ctx, min, reasons))
}

/** The same id kept as its decimal string (for the areas whose records name ids as strings). */
export function recordIdString(reasons: RecordIdReasons = {}, min = 1) {
  return idInput().transform((value, ctx) => String(checked(value, ctx, min, reasons)))
}
