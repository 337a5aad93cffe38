// The Node HTTP server: /control from the Hono app (or an upstream backend), the built app
// from dist/ with an SPA fallback, security headers on every page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppDeps } from './app-deps.ts'
import { bodyLimitOf, createApp } from './app.ts'
import { compressAnswers } from './web-compress.ts'
import { builtPage, type PagePreloads, readPagePreloads, withPreloadLinks } from './web-preloads.ts'
import { bodyFromNodeRequest } from './web-request-body.ts'
import { ApiError } from './http/api-error.ts'
import { answerError } from './http/envelope.ts'
import { ResultCode } from '../contract/codes.ts'
import { TOKEN_COOKIE } from '../contract/session.constants.ts'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

export interface WebServerOptions {
  deps: AppDeps
  port: number
  hostname?: string
  distDir?: string
  /** Forward /control/* to this backend instead of the local app (e.g. a staging server). */
  upstream?: string
  /** How long a forwarded call may take (default: the client's own time-out, 60 s). */
  upstreamTimeoutMs?: number
}

/** The client's time-out (SPEC.md section 9): a forwarded call never outlasts it. */
export const UPSTREAM_TIMEOUT_MS = 60_000

/**
 * Forwards one /control call to the upstream backend as it came (method, path, query, headers
 * with the externalLoginKey token, body) and answers the upstream's answer as it is. When the
 * upstream cannot be reached or does not answer in time, the caller gets an envelope error in
 * its language (HTTP 200, like every /control answer) instead of a hung or broken request.
 */
async function forward(c: Context, upstream: string, timeoutMs: number): Promise<Response> {
  const url = new URL(c.req.url)
  const headers = new Headers(c.req.raw.headers)
  headers.delete('host')
  try {
    return await fetch(`${upstream}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.arrayBuffer(),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    const key = timedOut ? 'upstream.timeout' : 'upstream.unreachable'
    return answerError(c, new ApiError(ResultCode.internal, key, { seconds: Math.ceil(timeoutMs / 1000) }))
  }
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  // Browsers keep to HTTPS for a year once they saw this over HTTPS (it is ignored over plain
  // HTTP, as on a development machine); production runs behind TLS (docs/security.md).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  // The back office uses no camera, microphone, location, payment or USB device.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
}
const PAGE_HEADERS = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, ...SECURITY_HEADERS }
const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Sets headers on the finished answer in place: `c.header()` after `next()` copies the whole
 * Response on every call (Hono), five times per /control call (docs/benchmarks.md, profile).
 * An answer whose headers cannot change (a forwarded fetch() answer) is copied once.
 */
function setHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
}

export function createWebApp(options: WebServerOptions) {
  const distDir = options.distDir ?? 'dist'
  const web = new Hono()
  web.use('*', async (c, next) => {
    await next()
    // An answer that set its own policy keeps it: uploaded files carry a stricter sandboxing
    // one (server/storage/upload.routes.ts) that the page's policy must not replace.
    setHeaders(c, c.res.headers.has('Content-Security-Policy') ? SECURITY_HEADERS : PAGE_HEADERS)
  })
  // /control answers are per user and change with every write: never stored by a cache.
  web.use('/control/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) setHeaders(c, NO_STORE)
  })
  // JSON answers and the SPA fallback of 1 kB or more go out gzip'd (smaller ones as they are,
  // with `Vary` set either way); built assets are precompressed (scripts/precompress-plugin.ts),
  // and an encoded answer is left alone (server/web-compress.ts).
  web.use('*', compressAnswers({ threshold: 1024 }))
  if (options.upstream) {
    const upstream = options.upstream.replace(/\/$/, '')
    const timeoutMs = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS
    web.all('/control/*', (c) => forward(c, upstream, timeoutMs))
  } else {
    // A JSON call's body straight from Node's request, within the call's body limit.
    web.use('/control/*', bodyFromNodeRequest(bodyLimitOf))
    web.route('/', createApp(options.deps))
  }
  web.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  web.use('*', serveStatic({ root: distDir, precompressed: true }))
  let indexHtml: string | undefined
  let preloads: PagePreloads | undefined | null
  // The page of each built path with its links (and one with the frame's only), built once.
  const signedInHtml = new Map<string, string>()
  web.get('*', (c) => {
    indexHtml ??= readFileSync(join(distDir, 'index.html'), 'utf8')
    if (preloads === undefined) preloads = readPagePreloads(distDir) ?? null
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Cookie')
    // A session cookie (not checked: see web-preloads.ts) asks for the page's code in its HTML.
    if (!preloads || !getCookie(c, TOKEN_COOKIE)) return c.html(indexHtml)
    const page = builtPage(preloads, c.req.path)
    let html = signedInHtml.get(page ?? '')
    if (!html) {
      html = withPreloadLinks(indexHtml, preloads, page)
      signedInHtml.set(page ?? '', html)
    }
    return c.html(html)
  })
  return web
}

export function startWebServer(options: WebServerOptions): Promise<ServerType> {
  const web = createWebApp(options)
  return new Promise((resolve) => {
    const server = serve(
      { fetch: web.fetch, port: options.port, hostname: options.hostname ?? '0.0.0.0' },
      () => resolve(server),
    )
  })
}
