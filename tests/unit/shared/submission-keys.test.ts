// control() sends one Idempotency-Key per submission: the same request sent again before it is
// answered (a double click) or after a transport failure (a retry) carries the same key; once
// answered, sending it again is a new submission with a new key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../src/browser/auth-token.ts', () => ({ getToken: () => 'token' }))

type Sent = { url: string; key: string | null }

describe('control() Idempotency-Key', () => {
  const sent: Sent[] = []
  let answer: () => Promise<Response>
  beforeEach(() => {
    sent.length = 0
    answer = async () => Response.json({ code: 20000, message: 'ok', data: { orderNo: 'SO1' } })
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
      sent.push({
        url: String(input instanceof Request ? input.url : input),
        key: headers.get('Idempotency-Key'),
      })
      return answer()
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  const load = async () => (await import('../../../src/services/http.ts')).control
  const body = { partyId: 'P1', lines: [{ skuId: 1, quantity: 2 }] }

  it('gives two sends of one request in flight the same key, and the next submission a new one', async () => {
    const control = await load()
    let release = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const ok = answer
    answer = async () => {
      await gate
      return ok()
    }
    const first = control('createBusinessProductPcOrder', { body })
    const second = control('createBusinessProductPcOrder', { body })
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    release()
    await Promise.all([first, second])
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(sent[1]?.key).toBe(sent[0]?.key)
    await control('createBusinessProductPcOrder', { body })
    expect(sent[2]?.key).not.toBe(sent[0]?.key)
  })

  it('keeps the key for a retry after the answer was lost, and gives another request its own', async () => {
    const control = await load()
    answer = async () => {
      throw new TypeError('network down')
    }
    await expect(control('createBusinessProductPcOrder', { body })).rejects.toMatchObject({ code: null })
    answer = async () => Response.json({ code: 20000, message: 'ok', data: { orderNo: 'SO1' } })
    await control('createBusinessProductPcOrder', { body })
    expect(sent[1]?.key).toBe(sent[0]?.key)
    await control('createBusinessProductPcOrder', { body: { ...body, remark: 'x' } })
    expect(sent[2]?.key).not.toBe(sent[0]?.key)
  })

  it('forgets the key of a request its caller aborted: sending it again is a new submission', async () => {
    const control = await load()
    const controller = new AbortController()
    answer = async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    }
    await expect(
      control('createBusinessProductPcOrder', { body, signal: controller.signal }),
    ).rejects.toBeDefined()
    answer = async () => Response.json({ code: 20000, message: 'ok', data: { orderNo: 'SO1' } })
    await control('createBusinessProductPcOrder', { body })
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
  })
})
