// The Node server over a real socket (@hono/node-server, as in production), where its fast paths
// live: answers compressed only from 1 kB on, `Vary: Accept-Encoding` on every JSON answer either
// way (server/web-compress.ts), and a JSON call's body read straight from Node's request
// (server/web-request-body.ts) with the same results, limits and audit rows as the usual way.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, inflateSync } from 'node:zlib'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { MAX_JSON_BODY_BYTES } from '../../server/app.ts'
import { selectEncoding } from '../../server/web-compress.ts'
import { startWebServer } from '../../server/web-server.ts'
import { createTestApp, loginAs, type TestApp } from './harness.ts'

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

describe('the Node server over a socket', () => {
  let t: TestApp
  let server: ServerType
  let port: number
  let trade: string
  let pro: string

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    const dist = mkdtempSync(join(tmpdir(), 'web-socket-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>')
    server = await startWebServer({ deps: t.deps, port: 0, hostname: '127.0.0.1', distDir: dist })
    port = (server.address() as AddressInfo).port
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })

  /** One request as the bytes go over the wire: no decoding by a client library. */
  function raw(
    path: string,
    options: { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {},
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : Buffer.from(options.body)
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(body && !options.chunked ? { 'content-length': String(body.length) } : {}),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
          res.on('error', reject)
        },
      )
      // The server may answer (a body over the limit) and close before the whole body is sent:
      // an error after the answer has begun is the server having stopped reading, not a failure.
      let answered = false
      req.on('response', () => {
        answered = true
      })
      req.on('error', (error) => {
        if (!answered) reject(error)
      })
      if (body && options.chunked) {
        // Two writes without a declared length: Transfer-Encoding: chunked.
        req.write(body.subarray(0, 3))
        req.end(body.subarray(3))
      } else req.end(body)
    })
  }

  const json = (answer: RawAnswer) =>
    JSON.parse(answer.body.toString('utf8')) as { code: number; data: unknown }

  it('sends a small JSON answer as it is, with Vary, and a large one compressed, with Vary', async () => {
    const small = await raw('/control/getMenuCount', {
      headers: { externalLoginKey: trade, 'accept-encoding': 'gzip, deflate, br' },
      body: '{"partyId":"P10004"}',
    })
    expect(small.status).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toMatch(/accept-encoding/i)
    expect(small.body.length).toBeLessThan(1024)
    expect(Number(small.headers['content-length'])).toBe(small.body.length)
    expect(json(small).code).toBe(ResultCode.ok)
    // The headers every /control answer carries are still there.
    expect(small.headers['cache-control']).toBe('no-store')
    expect(small.headers['x-content-type-options']).toBe('nosniff')
    expect(small.headers['content-security-policy']).toBeDefined()

    const plain = await raw('/control/geoProvinceList', { headers: { externalLoginKey: pro }, body: '{}' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body.length).toBeGreaterThanOrEqual(1024)
    expect(json(plain).code).toBe(ResultCode.ok)

    const gzipped = await raw('/control/geoProvinceList', {
      headers: { externalLoginKey: pro, 'accept-encoding': 'gzip, deflate, br' },
      body: '{}',
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expect(gzipped.headers['cache-control']).toBe('no-store')
    expect(gzipped.body.length).toBeLessThan(plain.body.length)
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true)

    const deflated = await raw('/control/geoProvinceList', {
      headers: { externalLoginKey: pro, 'accept-encoding': 'deflate' },
      body: '{}',
    })
    expect(deflated.headers['content-encoding']).toBe('deflate')
    expect(inflateSync(deflated.body).equals(plain.body)).toBe(true)
  })

  it('chooses the encoding as Hono compress() does', () => {
    expect(selectEncoding(undefined)).toBeUndefined()
    expect(selectEncoding('br')).toBeUndefined()
    expect(selectEncoding('gzip, deflate, br')).toBe('gzip')
    expect(selectEncoding('deflate, gzip;q=0.5')).toBe('deflate')
    expect(selectEncoding('gzip;q=0, deflate;q=0.2')).toBe('deflate')
    expect(selectEncoding('*')).toBe('gzip')
    expect(selectEncoding('identity, *;q=0')).toBeUndefined()
  })

  it('reads a declared JSON body itself, with the same answer as a chunked one read the usual way', async () => {
    const body = JSON.stringify({ data: { page: 1, pageSize: 5 } })
    const declared = await raw('/control/getMemberData', { headers: { externalLoginKey: pro }, body })
    const chunked = await raw('/control/getMemberData', {
      headers: { externalLoginKey: pro },
      body,
      chunked: true,
    })
    const withMark = await raw('/control/getMemberData', {
      headers: { externalLoginKey: pro },
      body: `\uFEFF${body}`,
    })
    expect(json(declared).code).toBe(ResultCode.ok)
    expect((json(declared).data as { list: unknown[] }).list).toHaveLength(5)
    expect(chunked.body.equals(declared.body)).toBe(true)
    expect(withMark.body.equals(declared.body)).toBe(true)
    // Text beyond ASCII arrives whole even when split across packets.
    const keyword = '测试'.repeat(3)
    const search = await raw('/control/getMemberData', {
      headers: { externalLoginKey: pro },
      body: JSON.stringify({ data: { page: 1, pageSize: 5, keyword } }),
    })
    expect(json(search).code).toBe(ResultCode.ok)
    const malformed = await raw('/control/getMemberData', {
      headers: { externalLoginKey: pro },
      body: '{"data":',
    })
    expect(json(malformed).code).toBe(ResultCode.invalidInput)
  })

  /**
   * A body over `limit`: declared (Content-Length says so, a few bytes sent) or chunked (sent until
   * the server answers). The answer comes before the body ends; the request is dropped after it.
   */
  function oversized(limit: number, chunked: boolean): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      let answered = false
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/control/getMemberData',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(chunked ? {} : { 'content-length': String(limit + 1) }),
          },
        },
        (res) => {
          answered = true
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            req.destroy()
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
          })
        },
      )
      req.on('error', (error) => {
        if (!answered) reject(error)
      })
      const piece = Buffer.alloc(64 * 1024, 0x20)
      let sent = 0
      const pump = () => {
        while (!answered && sent <= limit) {
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', pump)
        }
      }
      if (chunked) pump()
      else req.write(piece.subarray(0, 10))
    })
  }

  it('refuses a declared or a chunked body over the limit', async () => {
    for (const chunked of [false, true]) {
      const answer = await oversized(MAX_JSON_BODY_BYTES, chunked)
      expect(answer.status).toBe(200)
      expect(json(answer).code).toBe(ResultCode.payloadTooLarge)
    }
  })

  it('records a write call with the body it was given', async () => {
    const before = await t.db.selectFrom('audit_log').select('id').execute()
    const answer = await raw('/control/getMemberData', {
      headers: { externalLoginKey: pro },
      body: JSON.stringify({ data: { page: 1, pageSize: 1 } }),
    })
    const member = (json(answer).data as { list: { memberId: number }[] }).list[0]
    if (!member) throw new Error('distributionpro has no member')
    const saved = await raw('/control/saveDistributionMemberRemark', {
      headers: { externalLoginKey: pro },
      body: JSON.stringify({ data: { memberId: member.memberId, remark: 'over the socket' } }),
    })
    expect(json(saved).code).toBe(ResultCode.ok)
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', 'not in', [0, ...before.map((r) => r.id)])
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      call: 'saveDistributionMemberRemark',
      subject_id: String(member.memberId),
    })
    expect(rows[0]?.request).toContain('over the socket')
  })
})
