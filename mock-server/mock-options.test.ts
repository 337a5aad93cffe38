import { describe, expect, it } from 'vitest'
import { MOCK_OPTIONS_KEY, readStartOptions } from './mock-options.ts'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === MOCK_OPTIONS_KEY ? value : null),
})

describe('readStartOptions', () => {
  it('reads the seed and latency a test left', () => {
    expect(readStartOptions(storage('{"seed":7,"latency":250}'))).toEqual({ seed: 7, latency: 250 })
    expect(readStartOptions(storage('{"latency":0}'))).toEqual({ latency: 0 })
  })

  it('is empty when nothing was left or there is no storage', () => {
    expect(readStartOptions(storage(null))).toEqual({})
    expect(readStartOptions(undefined)).toEqual({})
  })

  it('refuses a value that is not a whole number >= 0, naming it', () => {
    expect(() => readStartOptions(storage('{"seed":-1}'))).toThrow(/seed must be a whole number >= 0, got -1/)
    expect(() => readStartOptions(storage('{"latency":"slow"}'))).toThrow(/latency must be a whole number/)
  })
})
