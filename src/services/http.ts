// The one HTTP client for /control (SPEC.md section 7): relative base, 60 s timeout, the
// login key in the externalLoginKey header, and the envelope unwrapped here so callers get
// data or a ControlError. Calls are named and typed by the call catalogue (contract/*.calls.ts):
// a call name no catalogue holds, or an answer used as another type than its response schema's,
// fails the type check. Types only: zod stays out of the bundle.
import i18next from 'i18next'
import { FetchError, ofetch } from 'ofetch'
import type { AllCalls, ControlAnswer, ControlCall, GetCall, PostCall } from '../../contract/all-calls.ts'
import type { Envelope } from '../../contract/codes.ts'
import { ResultCode } from '../../contract/codes.ts'
import { getToken } from '../browser/auth-token.ts'

export const REQUEST_TIMEOUT_MS = 60_000

/** A /control call that answered with a code other than 20000, or did not answer at all. */
export class ControlError extends Error {
  constructor(
    /** The envelope code, or null for a transport error (no usable answer). */
    readonly code: number | null,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ControlError'
  }
  get isTransport(): boolean {
    return this.code === null
  }
}

type Listener = (error: ControlError, call: string) => void
const listeners = new Set<Listener>()

/** The shell listens here to show the session-ended and transport dialogs of SPEC.md section 8. */
export function onControlError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body
}

const client = ofetch.create({ baseURL: '/control', timeout: REQUEST_TIMEOUT_MS, retry: 0 })

export interface CallOptions {
  method?: 'GET' | 'POST'
  query?: Record<string, string | number | undefined>
  body?: unknown
  signal?: AbortSignal
}

/**
 * The login key, and the interface language so the server answers its messages in it
 * (docs/api.md, Messages in the user's language). Sent explicitly: the mock's Pretender sends
 * no Accept-Language of its own, and the browser's would follow the browser, not the setting.
 */
export function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  if (token) headers.externalLoginKey = token
  const language = i18next.resolvedLanguage ?? i18next.language
  if (language) headers['Accept-Language'] = language
  return headers
}

/**
 * One Idempotency-Key per submission (docs/api.md, "Idempotency-Key"): a POST sends the key of
 * its call and body, made when that request is first sent and kept until it is answered, so a
 * second send of the same request meanwhile (a double click) or after an answer that never
 * arrived (a retry) carries the same key and the server does it once. A request that was
 * answered, done or refused, forgets its key: sending it again later is a new submission.
 * Reads carry a key too; the server ignores it on them.
 */
const submissionKeys = new Map<string, string>()

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

/** The key of this submission, and what to do once it is answered. */
function submissionKey(call: string, body: unknown): { key: string; answered: () => void } {
  const id = `${call}\n${JSON.stringify(body ?? null)}`
  const key = submissionKeys.get(id) ?? newKey()
  submissionKeys.set(id, key)
  return { key, answered: () => submissionKeys.delete(id) }
}

/** A POST call (most), or a GET call, which must say so: its method is the catalogue's. */
export function control<N extends PostCall>(
  call: N,
  options?: CallOptions & { method?: 'POST' },
): Promise<ControlAnswer<N>>
export function control<N extends GetCall>(
  call: N,
  options: CallOptions & { method: 'GET' },
): Promise<ControlAnswer<N>>
export async function control<N extends ControlCall>(
  call: N,
  options: CallOptions = {},
): Promise<ControlAnswer<N>> {
  const token = getToken()
  const method = options.method ?? 'POST'
  const submission = method === 'POST' ? submissionKey(call, options.body) : undefined
  let answer: unknown
  try {
    answer = await client(`/${call}`, {
      method,
      // A plain object, not Headers: the mock's Pretender drops a Headers instance.
      headers: {
        ...requestHeaders(token),
        ...(submission ? { 'Idempotency-Key': submission.key } : {}),
      },
      ...(options.query ? { query: options.query } : {}),
      ...(options.body !== undefined ? { body: options.body as Record<string, unknown> } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (cause) {
    // Given up by the caller (a list superseded by a newer query): no retry will follow, so its
    // key would only stay in the map for the rest of the session.
    if (options.signal?.aborted) {
      submission?.answered()
      throw cause
    }
    const error = new ControlError(null, cause instanceof FetchError ? cause.message : String(cause))
    for (const l of listeners) l(error, call)
    throw error
  }
  // Answered: the next send of this request is a new submission.
  submission?.answered()
  // SPEC.md section 8: a response without a code is passed through.
  if (!isEnvelope(answer)) return answer as ControlAnswer<N>
  if (answer.code === ResultCode.ok) return answer.data as ControlAnswer<N>
  const error = new ControlError(answer.code, answer.message, answer.data)
  for (const l of listeners) l(error, call)
  throw error
}

/** The calls that answer a Server-Sent Events stream (`input: 'stream'` in their catalogue). */
export type StreamCall = {
  [K in keyof AllCalls]: AllCalls[K] extends { input: 'stream' } ? K : never
}[keyof AllCalls]

/** One event of a stream, as sent: its type (`message` when unnamed), id and data text. */
export interface StreamEvent {
  type: string
  id: string | undefined
  data: string
}

export interface StreamOptions {
  /** Sent as Last-Event-ID: the stream goes on after the last event it had. */
  lastEventId?: string
  signal: AbortSignal
  onEvent(event: StreamEvent): void
}

/**
 * How streams are fetched: the browser's fetch, taken at call time. In mock builds main.tsx sets
 * the mock server's in-page fetch here (Pretender answers a request with its whole body at once,
 * so a stream cannot pass through it; docs/decisions/messages.md, "The push channel").
 */
let streamFetch: (input: string, init: RequestInit) => Promise<Response> = (input, init) =>
  globalThis.fetch(input, init)

/** False once a page-local transport is set: its world (the mock's) is this tab's alone. */
let shareableAcrossTabs = true

export function setStreamTransport(fetcher: (input: string, init: RequestInit) => Promise<Response>): void {
  streamFetch = fetcher
  shareableAcrossTabs = false
}

/** Whether tabs may share one stream (src/services/live.api.ts): the server's streams, yes. */
export function streamsShareableAcrossTabs(): boolean {
  return shareableAcrossTabs
}

/** The fetch streams are read with (see setStreamTransport). */
export function streamTransport(): (input: string, init: RequestInit) => Promise<Response> {
  return streamFetch
}

/** Tells the shell's listeners of a refused call (as control() does for every call). */
export function reportControlError(error: ControlError, call: string): void {
  for (const l of listeners) l(error, call)
}
