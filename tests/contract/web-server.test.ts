// The Node server's wire behaviour: precompressed assets by content negotiation, compressed
// JSON answers over 1 kB, and /control answers that no cache may store.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { createWebApp } from '../../server/web-server.ts'
import { createTestApp, loginAs, type TestApp } from './harness.ts'

describe('web server', () => {
  let t: TestApp
  let web: ReturnType<typeof createWebApp>
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>')
    writeFileSync(join(dist, 'assets/app.js'), script)
    writeFileSync(join(dist, 'assets/app.js.br'), brotliCompressSync(script))
    writeFileSync(join(dist, 'assets/app.js.gz'), gzipSync(script))
    web = createWebApp({ deps: t.deps, port: 0, distDir: dist })
  })
  afterAll(() => t.close())

  it('sends the brotli copy of an asset to a browser that accepts it, and says it varies', async () => {
    const res = await web.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(Number(res.headers.get('content-length'))).toBeLessThan(script.length / 4)
  })

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await web.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    const plain = await web.request('/assets/app.js', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('compresses a JSON answer over 1 kB and marks every /control answer no-store', async () => {
    const token = await loginAs(t, 'distributionpro')
    const res = await web.request('/control/geoProvinceList', {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: token, 'accept-encoding': 'gzip' },
      body: '{}',
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())
    expect(body.code).toBe(20000)
    const refused = await web.request('/control/getBank', { headers: { 'accept-encoding': 'gzip' } })
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })

  it('asks browsers for HTTPS from now on and turns off the device features the app never uses', async () => {
    for (const path of ['/', '/control/getMenuCount']) {
      const res = await web.request(path)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      )
    }
  })

  it('serves an uploaded file with its own sandboxing policy, and pages with the page policy', async () => {
    const token = await loginAs(t, 'distributionpro')
    // The smallest valid PNG signature and header: the upload sniffs the type from the bytes.
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    )
    const form = new FormData()
    form.set('file', new Blob([png], { type: 'image/png' }), 'dot.png')
    const uploaded = await web.request('/control/avatarUpload', {
      method: 'POST',
      headers: { externalLoginKey: token },
      body: form,
    })
    const { data } = (await uploaded.json()) as { data: { url: string } }
    const file = await web.request(new URL(data.url, 'http://localhost').pathname)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    const page = await web.request('/login')
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
  })
})

describe('web server: a signed-in page opened cold (issue 37)', () => {
  let t: TestApp
  let web: ReturnType<typeof createWebApp>
  const links = (html: string) => html.match(/<link rel="[^"]+"[^>]*>/g) ?? []

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body></body></html>',
    )
    const preloads = {
      frame: ['/assets/frame.js', '/assets/frame.css'],
      pages: { '/orders': ['/assets/orders.js', '/assets/orders.css'] },
    }
    writeFileSync(join(dist, 'preloads.json'), JSON.stringify(preloads))
    web = createWebApp({ deps: t.deps, port: 0, distDir: dist })
  })
  afterAll(() => t.close())

  it('names the frame’s and the page’s code in the head of the HTML sent with a session cookie', async () => {
    const res = await web.request('/orders', { headers: { cookie: 'theme=dark; Admin-Token=abc' } })
    expect(res.headers.get('vary')).toMatch(/cookie/i)
    const html = await res.text()
    expect(links(html)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/frame.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/frame.css">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/orders.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/orders.css">',
    ])
    expect(html).toMatch(/orders\.css">\s*<\/head>/)
    expect(
      links(await (await web.request('/orders/', { headers: { cookie: 'Admin-Token=abc' } })).text()),
    ).toHaveLength(4)
  })

  it('names only the frame’s code at a path that is no built page, and nothing without a session', async () => {
    const other = await web.request('/nowhere', { headers: { cookie: 'Admin-Token=abc' } })
    expect(links(await other.text())).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/frame.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/frame.css">',
    ])
    for (const cookie of [undefined, 'Admin-Token=', 'Other-Token=abc']) {
      const res = await web.request('/orders', { headers: cookie ? { cookie } : {} })
      expect(res.headers.get('vary')).toMatch(/cookie/i)
      expect(links(await res.text())).toEqual([])
    }
  })
})

describe('web server forwarding /control to an upstream (CONTROL_UPSTREAM)', () => {
  let upstream: Server
  let base: string
  const seen: { method?: string; url?: string; token?: string; body?: string } = {}
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        if (req.url?.startsWith('/control/slow')) return // never answers
        Object.assign(seen, { method: req.method, url: req.url, token: req.headers.externalloginkey, body })
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ code: 20000, message: 'ok', data: { from: 'upstream' } }))
      })
    })
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  })
  afterAll(() => {
    upstream.closeAllConnections()
    upstream.close()
  })
  const web = (target: string, upstreamTimeoutMs?: number) =>
    createWebApp({
      deps: {} as never,
      port: 0,
      upstream: target,
      ...(upstreamTimeoutMs ? { upstreamTimeoutMs } : {}),
    })

  it('forwards the call as it came (method, path, query, token, body) and answers the upstream’s answer', async () => {
    const res = await web(`${base}/`).request('/control/getOrderList?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: 'T0KEN' },
      body: JSON.stringify({ page: 2 }),
    })
    expect(await res.json()).toEqual({ code: 20000, message: 'ok', data: { from: 'upstream' } })
    expect(seen).toEqual({
      method: 'POST',
      url: '/control/getOrderList?x=1',
      token: 'T0KEN',
      body: '{"page":2}',
    })
  })

  it('answers an envelope error in the caller’s language when the upstream is down', async () => {
    const down = web('http://127.0.0.1:9') // the discard port: nothing listens there
    const res = await down.request('/control/getOrderList', {
      method: 'POST',
      headers: { 'accept-language': 'zh' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      code: ResultCode.internal,
      message: '无法连接后端服务，请稍后再试',
      data: null,
    })
  })

  it('gives up on an upstream that does not answer at the time-out, and says so', async () => {
    const started = Date.now()
    const res = await web(base, 2_000).request('/control/slow', { method: 'POST', body: '{}' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await res.json()).toMatchObject({
      code: ResultCode.internal,
      message: 'The backend this server forwards to did not answer within 2 seconds. Try again later.',
    })
  })
})
