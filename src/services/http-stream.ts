// The HTTP client's streaming reader (GET /control/<call> answering Server-Sent Events): the same
// base, login key and language headers as control() in http.ts, whose error listeners hear of a
// refused stream as of any call. Its own module so that the page loads it with the push channel
// (src/services/live.api.ts, imported when the connection starts), not with the sign-in page.
import { ResultCode } from '../../contract/codes.ts'
import { getToken } from '../browser/auth-token.ts'
import {
  ControlError,
  isEnvelope,
  reportControlError,
  requestHeaders,
  type StreamCall,
  type StreamEvent,
  type StreamOptions,
  streamTransport,
} from './http.ts'

/** Splits Server-Sent Events text into events; answers the unfinished rest. */
export function parseEventStream(text: string, onEvent: (event: StreamEvent) => void): string {
  const blocks = text.split(/\r\n\r\n|\n\n|\r\r/)
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let type = 'message'
    let id: string | undefined
    const data: string[] = []
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line === '' || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') type = value
      else if (field === 'id') id = value
      else if (field === 'data') data.push(value)
    }
    if (data.length > 0 || type !== 'message') onEvent({ type, id, data: data.join('\n') })
  }
  return rest
}

/**
 * Reads a stream call (GET /control/<call>) with a streaming fetch: the same base, login key
 * and language headers as control(). Resolves when the server ends the stream; rejects with a
 * ControlError when it is refused (the envelope's code; the shell's dialogs hear of a session
 * refusal as of any call's) or cannot be reached (code null, not reported: a stream reconnects
 * on its own).
 */
export async function readEventStream(call: StreamCall, options: StreamOptions): Promise<void> {
  const headers: Record<string, string> = { ...requestHeaders(getToken()), Accept: 'text/event-stream' }
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId
  let res: Response
  try {
    // Low priority: the stream stays open for the whole visit, and must neither go before the
    // page's own requests on a slow link nor count as one the page is waiting for (Lighthouse
    // holds a load as unfinished while a high-priority request is open).
    res = await streamTransport()(`/control/${call}`, {
      headers,
      signal: options.signal,
      cache: 'no-store',
      priority: 'low',
    })
  } catch (cause) {
    if (options.signal.aborted) return
    throw new ControlError(null, String(cause))
  }
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('text/event-stream') || !res.body) {
    const answer: unknown = type.includes('json') ? await res.json().catch(() => undefined) : undefined
    if (isEnvelope(answer) && answer.code !== ResultCode.ok) {
      const error = new ControlError(answer.code, answer.message, answer.data)
      reportControlError(error, call)
      throw error
    }
    throw new ControlError(null, `HTTP ${res.status}`)
  }
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  options.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined))
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer = parseEventStream(buffer + decoder.decode(value, { stream: true }), options.onEvent)
    }
  } catch (cause) {
    if (options.signal.aborted) return
    throw new ControlError(null, String(cause))
  }
}
