// The body of a JSON call, read straight from Node's request (server/web-server.ts) instead of
// through the web Request that @hono/node-server otherwise builds for it (an undici Request, an
// AbortController and a web stream over the socket: about a tenth of a light call's CPU,
// docs/benchmarks-history.md "Server hot path"). Only a body whose size is declared (Content-Length, no
// Transfer-Encoding) and within the call's limit (server/app.ts bodyLimitOf) is read here; Node's
// parser delivers exactly that many bytes. Anything else (a form, a chunked or oversized body, a
// GET) goes the usual way, and server/app.ts's body limit refuses what is too large as before.
// The text is put where Hono keeps a body it has read (`c.req.text()`, `c.req.json()` answer it),
// decoded as the web platform's `text()` decodes it (UTF-8, a leading byte order mark dropped).
import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'

/** The request of @hono/node-server's bindings, when the app runs there (`c.env.incoming`). */
function incomingOf(env: unknown): IncomingMessage | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming
  return incoming && typeof (incoming as IncomingMessage).on === 'function'
    ? (incoming as IncomingMessage)
    : undefined
}

function readText(incoming: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (error?: Error) => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
      if (error) return reject(error)
      const text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)).toString(
        'utf8',
      )
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      if (size > length) done(new Error('request body longer than its Content-Length'))
    }
    const onEnd = () => done()
    const onError = (error: Error) => done(error)
    const onClose = () => done(new Error('request closed before its body ended'))
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

/** `limitOf(path)`: the largest body the call takes (server/app.ts bodyLimitOf). */
export function bodyFromNodeRequest(limitOf: (path: string) => number): MiddlewareHandler {
  return async function bodyFromNodeRequest(c, next) {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    const incoming = incomingOf(c.env)
    if (!incoming || incoming.readableEnded || incoming.readableDidRead || 'rawBody' in incoming)
      return next()
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return next()
    const type = c.req.header('content-type') ?? ''
    if (FORM_TYPES.some((form) => type.includes(form))) return next()
    const length = Number(declared)
    if (!/^\d+$/.test(declared) || length > limitOf(c.req.path)) return next()
    const text = readText(incoming, length)
    // Hono keeps the promise of a read body; its type names the value.
    ;(c.req.bodyCache as Record<string, unknown>).text = text
    try {
      await text
    } catch {
      // The caller went away mid-body: nobody is left to read an answer.
      return c.body(null, 400)
    }
    return next()
  }
}
