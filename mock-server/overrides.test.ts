import { describe, expect, it } from 'vitest'
import { answerOverride, DEFAULT_MALFORMED_BODY, OVERRIDES_STORAGE_KEY, OverrideTable } from './overrides.ts'

class MemoryStorage implements Storage {
  #map = new Map<string, string>()
  get length() {
    return this.#map.size
  }
  clear() {
    this.#map.clear()
  }
  getItem(key: string) {
    return this.#map.get(key) ?? null
  }
  key(i: number) {
    return [...this.#map.keys()][i] ?? null
  }
  removeItem(key: string) {
    this.#map.delete(key)
  }
  setItem(key: string, value: string) {
    this.#map.set(key, value)
  }
}

describe('override table', () => {
  it('answers an overridden call until cleared, and leaves other calls alone', () => {
    const t = new OverrideTable()
    t.set('vueUserLogin', { code: 20001, message: 'no' })
    expect(t.take('vueGetUserInfo')).toBeUndefined()
    expect(t.take('vueUserLogin')).toEqual({ code: 20001, message: 'no' })
    expect(t.take('vueUserLogin')).toEqual({ code: 20001, message: 'no' })
    t.clear('vueUserLogin')
    expect(t.take('vueUserLogin')).toBeUndefined()
  })

  it('counts down `times` and then lets the real app answer', () => {
    const t = new OverrideTable()
    t.set('getMenuCount', { transportError: true }, { times: 2 })
    expect(t.take('getMenuCount')).toEqual({ transportError: true })
    expect(t.take('getMenuCount')).toEqual({ transportError: true })
    expect(t.take('getMenuCount')).toBeUndefined()
  })

  it('prefers a specific override over `*`, and a new override of a call replaces the old', () => {
    const t = new OverrideTable()
    t.set('*', { delay: 50 })
    t.set('userLogout', { code: 50008 })
    t.set('userLogout', { code: 50012 })
    expect(t.take('userLogout')).toEqual({ code: 50012 })
    expect(t.take('anything')).toEqual({ delay: 50 })
    expect(t.list()).toHaveLength(2)
  })

  it('survives a reload through storage, counts included', () => {
    const storage = new MemoryStorage()
    const first = new OverrideTable(storage)
    first.set('vueGetUserInfo', { code: 50014 }, { times: 2 })
    first.take('vueGetUserInfo')
    const second = new OverrideTable(storage)
    expect(second.list()).toEqual([{ call: 'vueGetUserInfo', answer: { code: 50014 }, remaining: 1 }])
    second.clear()
    expect(JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? 'null')).toEqual([])
  })

  it('refuses answers a test could not have meant', () => {
    const t = new OverrideTable()
    expect(() => t.set('', { code: 1 })).toThrow(/call/)
    expect(() => t.set('/control/x', { code: 1 })).toThrow(/call/)
    // @ts-expect-error an answer needs a kind
    expect(() => t.set('x', {})).toThrow(/needs code/)
    expect(() => t.set('x', { code: 1, transportError: true })).toThrow(/more than one/)
    expect(() => t.set('x', { delay: -1 })).toThrow(/delay/)
    expect(() => t.set('x', { code: 1.5 })).toThrow(/integer/)
    expect(() => t.set('x', { code: 1 }, { times: 0 })).toThrow(/times/)
    expect(t.list()).toEqual([])
  })
})

describe('override answers', () => {
  it('answers an envelope with the code, the message (default empty) and data (default null)', async () => {
    const res = await answerOverride({ code: 20001 }, Response)
    expect(res?.status).toBe(200)
    expect(await res?.json()).toEqual({ code: 20001, message: '', data: null })
  })

  it('rejects like a network failure for a transport error', async () => {
    await expect(answerOverride({ transportError: true }, Response)).rejects.toThrow(TypeError)
  })

  it('answers a body that does not parse as JSON for a malformed answer', async () => {
    const res = await answerOverride({ malformed: true }, Response)
    const text = await res?.text()
    expect(text).toBe(DEFAULT_MALFORMED_BODY)
    expect(() => JSON.parse(text ?? '')).toThrow()
  })

  it('waits for a delay, then lets the real app answer', async () => {
    const started = Date.now()
    expect(await answerOverride({ delay: 60 }, Response)).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('gives up a delay when the caller aborts', async () => {
    const ac = new AbortController()
    const pending = answerOverride({ delay: 10_000, code: 20000 }, Response, ac.signal)
    ac.abort()
    await expect(pending).rejects.toThrow(/abort/i)
  })
})
