// Per-test overrides of one /control call: an envelope code, a transport error, a delay, or a
// malformed body. They live in the page (Pretender answers in the page, so Playwright's
// page.route never sees these calls) and are mirrored in sessionStorage, so they survive a
// reload of the same tab and vanish with the browser context, i.e. with the test.

/** What an overridden call answers. Every kind may add `delay` (ms) before answering. */
export type OverrideAnswer =
  /** HTTP 200 with the envelope `{ code, message, data }`. */
  | { code: number; message?: string; data?: unknown; delay?: number }
  /** The fetch rejects as on a network failure (TypeError: Failed to fetch). */
  | { transportError: true; delay?: number }
  /** A body that is not the JSON it claims to be (default: a truncated envelope). */
  | { malformed: true; body?: string; status?: number; delay?: number }
  /** Only a delay, then the real answer. */
  | { delay: number }

export interface OverrideOptions {
  /** Answer this many calls, then stop overriding (default: until cleared). */
  times?: number
}

export interface OverrideEntry {
  /** The call name after /control/, e.g. `vueUserLogin`, or `*` for every call. */
  call: string
  answer: OverrideAnswer
  /** Calls left to answer; null = until cleared. */
  remaining: number | null
}

export const OVERRIDES_STORAGE_KEY = 'mock.overrides'
export const DEFAULT_MALFORMED_BODY = '{"code":20000,"message":"ok","data":{'

function isNonNegative(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0
}

/** Throws a TypeError naming what is wrong, so a typo in a test fails loudly. */
export function validateOverride(call: unknown, answer: unknown, options: OverrideOptions = {}): void {
  if (typeof call !== 'string' || !/^(\*|[A-Za-z][\w/]*)$/.test(call))
    throw new TypeError(`override: call must be a /control call name or '*', got ${JSON.stringify(call)}`)
  if (typeof answer !== 'object' || answer === null) throw new TypeError('override: answer must be an object')
  const a = answer as Record<string, unknown>
  const kinds = ['code', 'transportError', 'malformed'].filter((k) => k in a)
  if (kinds.length > 1) throw new TypeError(`override: answer has more than one kind: ${kinds.join(', ')}`)
  if ('delay' in a && !isNonNegative(a.delay))
    throw new TypeError('override: delay must be a number of ms >= 0')
  if (kinds.length === 0 && !('delay' in a))
    throw new TypeError('override: answer needs code, transportError, malformed or delay')
  if ('code' in a && !Number.isInteger(a.code)) throw new TypeError('override: code must be an integer')
  if ('transportError' in a && a.transportError !== true)
    throw new TypeError('override: transportError must be true')
  if ('malformed' in a && a.malformed !== true) throw new TypeError('override: malformed must be true')
  if (options.times !== undefined && !(Number.isInteger(options.times) && options.times > 0))
    throw new TypeError('override: times must be a positive integer')
}

export class OverrideTable {
  #entries: OverrideEntry[]
  readonly #storage: Storage | undefined

  constructor(storage?: Storage) {
    this.#storage = storage
    this.#entries = []
    const saved = storage?.getItem(OVERRIDES_STORAGE_KEY)
    if (saved) {
      // Written by this class or the Playwright fixture; an entry that does not validate is
      // a bug in the test that wrote it, so it fails loudly here.
      for (const e of JSON.parse(saved) as OverrideEntry[]) {
        validateOverride(e.call, e.answer)
        this.#entries.push({ call: e.call, answer: e.answer, remaining: e.remaining ?? null })
      }
    }
  }

  /** Overrides `call` (replacing an earlier override of the same call). */
  set(call: string, answer: OverrideAnswer, options: OverrideOptions = {}): void {
    validateOverride(call, answer, options)
    this.#entries = this.#entries.filter((e) => e.call !== call)
    this.#entries.push({ call, answer, remaining: options.times ?? null })
    this.#save()
  }

  /** Removes the override of one call, or all of them. */
  clear(call?: string): void {
    this.#entries = call === undefined ? [] : this.#entries.filter((e) => e.call !== call)
    this.#save()
  }

  list(): readonly OverrideEntry[] {
    return this.#entries.map((e) => ({ ...e }))
  }

  /** The answer for one call now (a specific override wins over `*`), counting it. */
  take(call: string): OverrideAnswer | undefined {
    const entry = this.#entries.find((e) => e.call === call) ?? this.#entries.find((e) => e.call === '*')
    if (!entry) return undefined
    if (entry.remaining !== null) {
      entry.remaining -= 1
      if (entry.remaining <= 0) this.#entries = this.#entries.filter((e) => e !== entry)
      this.#save()
    }
    return entry.answer
  }

  #save(): void {
    this.#storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(this.#entries))
  }
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * Answers a call as the override says, or returns undefined when the real app should answer
 * (after the override's delay, if any). `ResponseClass` is the browser's native Response.
 */
export async function answerOverride(
  answer: OverrideAnswer,
  ResponseClass: typeof Response,
  signal?: AbortSignal | null,
): Promise<Response | undefined> {
  if (answer.delay) await wait(answer.delay, signal)
  const json = { 'content-type': 'application/json' }
  if ('transportError' in answer) throw new TypeError('Failed to fetch')
  if ('malformed' in answer)
    return new ResponseClass(answer.body ?? DEFAULT_MALFORMED_BODY, {
      status: answer.status ?? 200,
      headers: json,
    })
  if ('code' in answer)
    return new ResponseClass(
      JSON.stringify({ code: answer.code, message: answer.message ?? '', data: answer.data ?? null }),
      { status: 200, headers: json },
    )
  return undefined
}
