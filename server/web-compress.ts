// Compression of the Node server's answers (server/web-server.ts), in place of Hono's compress():
// the same choices (gzip or deflate by Accept-Encoding, compressible types only, never a ranged,
// already encoded or no-transform answer, `Vary: Accept-Encoding` on every answer that could be
// compressed), without its per-call cost. Hono's adds `Vary` with `c.header()` after the answer
// is made, which turns @hono/node-server's lightweight answer (a string written in one go) into
// a web Response read back through a stream: about a fifth of a light call's CPU
// (docs/benchmarks-history.md, "Server hot path"). Here `Vary` is set on the answer's own headers, and an
// answer of unknown size (every JSON answer) is compressed only when it is at least `threshold`
// bytes long: a small one goes out as it is, a larger one in one zlib call.
import { deflateSync, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { envelopeTextOf } from './http/envelope.ts'

const ENCODINGS = ['gzip', 'deflate'] as const
type Encoding = (typeof ENCODINGS)[number]
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/** Above this an answer of unknown size is compressed as a stream rather than in one zlib call. */
const IN_ONE_CALL_MAX_BYTES = 256 * 1024

/**
 * The encoding to use, as Hono's compress() chooses it: q=1 wins at once, else the highest q > 0;
 * `*` stands for an encoding not named; gzip before deflate on a tie.
 */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined
  const accepts = header.split(',').map((part) => {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = q === undefined ? 1 : Number(q.slice(2))
    return { type: name.trim().toLowerCase(), q: Number.isFinite(value) ? value : 0 }
  })
  const wildcard = accepts.find((a) => a.type === '*')?.q
  let best: { encoding: Encoding; q: number } | undefined
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type === encoding)?.q ?? wildcard ?? 0
    if (q === 1) return encoding
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}

/** Adds Accept-Encoding to `Vary` in place; an answer whose headers cannot change (a forwarded one) is copied once. */
function addVary(c: Context): void {
  const current = c.res.headers.get('Vary')
  if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return
  const value = current ? `${current}, Accept-Encoding` : 'Accept-Encoding'
  try {
    c.res.headers.set('Vary', value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Vary', value)
  }
}

function markEncoded(headers: Headers, encoding: Encoding): void {
  headers.delete('Content-Length')
  headers.set('Content-Encoding', encoding)
  const etag = headers.get('ETag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
}

/**
 * Replaces the answer without Hono's merge of the old one's headers (`headers` already are them),
 * which would read the new body back as a stream: a byte body stays on node-server's direct path.
 */
function replaceAnswer(c: Context, body: BodyInit | null, init: ResponseInit): void {
  c.res = undefined
  c.res = new Response(body, init)
}

/** An answer read whole, of at least the threshold: encoded in one call, or streamed when large. */
function encodeBytes(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  init: { status: number; headers: Headers },
): void {
  markEncoded(init.headers, encoding)
  if (bytes.byteLength <= IN_ONE_CALL_MAX_BYTES) {
    const encoded = encoding === 'gzip' ? gzipSync(bytes) : deflateSync(bytes)
    replaceAnswer(c, new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), init)
  } else {
    replaceAnswer(c, new Blob([bytes]).stream().pipeThrough(new CompressionStream(encoding)), init)
  }
}

export function compressAnswers(options: { threshold: number }): MiddlewareHandler {
  const { threshold } = options
  return async function compressAnswers(c, next) {
    await next()
    const res = c.res
    const length = res.headers.get('Content-Length')
    const type = res.headers.get('Content-Type')
    if (
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    addVary(c)
    const encoding = selectEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    // Taken before the body: reading it makes node-server build a web Response from the answer's
    // first headers, without what was set in place since.
    const { status, headers } = c.res
    // An envelope's JSON text as it was made: no web Response, no stream (a small one stays as it is).
    const text = envelopeTextOf(c.res)
    if (text !== undefined) {
      const bytes = new TextEncoder().encode(text)
      if (bytes.byteLength >= threshold) encodeBytes(c, bytes, encoding, { status, headers })
      return
    }
    if (!c.res.body) {
      replaceAnswer(c, null, { status, headers })
      return
    }
    if (length === null) {
      // Unknown size (a JSON answer, the SPA's index.html): small in practice, read whole.
      const bytes = new Uint8Array(await c.res.arrayBuffer())
      // Read, its body is gone: a small one goes out again as it is.
      if (bytes.byteLength < threshold) replaceAnswer(c, bytes, { status, headers })
      else encodeBytes(c, bytes, encoding, { status, headers })
      return
    }
    // A known size of at least `threshold` (a file from dist/ that is not precompressed): streamed,
    // as Hono's compress() does.
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res)
    markEncoded(c.res.headers, encoding)
  }
}
