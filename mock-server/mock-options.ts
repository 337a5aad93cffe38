// Start options a test leaves for every start of a tab's mock (the Playwright fixture
// `test.use({ seed, latency })`, tests/e2e/fixtures.ts): the same as `?seed=` and `?latency=`
// without touching the address, and kept for the tab's reloads. An address parameter wins.

/** sessionStorage key holding the JSON of MockStartOptions. */
export const MOCK_OPTIONS_KEY = 'mock.options'

export interface MockStartOptions {
  /** The demo world (`?seed=<n>`). */
  seed?: number
  /** Every /control answer waits this many ms (`?latency=<ms>`). */
  latency?: number
}

function wholeNumber(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${MOCK_OPTIONS_KEY}: ${name} must be a whole number >= 0, got ${JSON.stringify(value)}`)
  return value
}

/** The options left in `storage`, checked; a malformed entry is a test's bug and fails loudly. */
export function readStartOptions(storage: Pick<Storage, 'getItem'> | undefined): MockStartOptions {
  const raw = storage?.getItem(MOCK_OPTIONS_KEY)
  if (!raw) return {}
  const parsed = JSON.parse(raw) as Record<string, unknown>
  const seed = wholeNumber(parsed.seed, 'seed')
  const latency = wholeNumber(parsed.latency, 'latency')
  return { ...(seed !== undefined ? { seed } : {}), ...(latency !== undefined ? { latency } : {}) }
}
