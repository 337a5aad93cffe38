// Starts the mock server from the page's URL. Loaded only in mock builds (src/main.tsx).
//
//   ?scenario=<name>  start again from the seed and apply a scenario (scenarios/scenarios.ts)
//   ?reset            start again from the seed (signs out)
//   ?seed=<n>         another demo world (seeded live; the default seed is prebuilt)
//   ?latency=<ms>     delay every /control answer
//   ?mockLog          Mirage logs each request
//   ?mockSeeding=live seed live even for the default seed (benchmarks, equivalence tests)
//
// Otherwise the database of this browser session is resumed (persistence.ts). `reset` and
// `scenario` are removed from the address once applied, so a reload keeps the user's edits.
// With no database to resume, a scenario left in this tab's sessionStorage under
// `mock.startScenario` is applied (taken once; the test fixtures start signed in this way:
// `signedInAs:<user name>`, scenarios/signed-in.scenario.ts).
//
// A test may leave `seed` and `latency` for every start of the tab instead (mock-options.ts).
//
// The mock imports nothing from src/: it tells the page what changed (MockStart) and the page
// (src/main.tsx) stores the login token and passes the clock and image resolver to the app.
import { imageKey, imageSeed } from 'virtual:mock-db-image'
import { createMockServer, type MockServer } from './create-mock-server.ts'
import { readStartOptions } from './mock-options.ts'
import { OverrideTable } from './overrides.ts'
import { loadSaved, mockSessionId, type SavedMock, saveMock, startMockSession } from './persistence.ts'

declare global {
  interface Window {
    /** The running mock server (mock builds only): clock, override, flush, digest... */
    __mock?: MockServer
    /** Why the mock server did not start, when it did not. */
    __mockError?: string
    /** performance.now() when the mock was ready: since navigation start (benchmarks). */
    __mockReadyAt?: number
  }
}

function intParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return undefined
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`?${name}= must be a whole number >= 0, got '${raw}'`)
  return n
}

/** This browser session's saved mock, if it can be resumed by this build with this seed. */
async function resumable(seed: number | undefined): Promise<SavedMock | undefined> {
  const sessionId = mockSessionId()
  if (!sessionId) return undefined
  const saved = await loadSaved().catch((error: unknown) => {
    console.warn('mock: cannot read the saved database; starting from the seed', error)
    return undefined
  })
  if (!saved || saved.sessionId !== sessionId || saved.imageKey !== imageKey) return undefined
  if (seed !== undefined && seed !== saved.seed) return undefined
  return saved
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

const START_SCENARIO_KEY = 'mock.startScenario'

/** The scenario left for this tab's first start, taken (removed) so that it applies once. */
function takeStartScenario(): string | undefined {
  try {
    const name = window.sessionStorage.getItem(START_SCENARIO_KEY)
    if (name !== null) window.sessionStorage.removeItem(START_SCENARIO_KEY)
    return name || undefined
  } catch {
    return undefined
  }
}

/** What the page must take over from the mock it started. */
export interface MockStart {
  mock: MockServer
  /** Started from the seed, which holds no sessions: a stored login token is stale. */
  fromSeed: boolean
  /** A scenario's sign-in token, to store as the login token. */
  signInToken: string | undefined
  /** The mock's fixed clock, in ms: the app's "now". */
  now: () => number
  /** The src of an uploaded image (an object URL of the bytes in the mock's database). */
  imageSrc: (url: string) => string
  /** How the page reads the push channel's stream from the mock (not through Pretender). */
  streamFetch: (input: string, init: RequestInit) => Promise<Response>
}

export async function startMockFromUrl(): Promise<MockStart> {
  try {
    const url = new URL(window.location.href)
    const params = url.searchParams
    const left = readStartOptions(sessionStorageOrUndefined())
    const requestedSeed = intParam(params, 'seed') ?? left.seed
    const scenario = params.get('scenario') || undefined
    const startScenario = takeStartScenario()
    const startOver = params.has('reset') || scenario !== undefined
    const saved = startOver ? undefined : await resumable(requestedSeed)
    const seed = saved?.seed ?? requestedSeed ?? imageSeed
    const scenarioName = saved ? saved.scenario : (scenario ?? startScenario ?? null)
    let sessionId = saved?.sessionId
    const fromSeed = !sessionId
    if (!sessionId) {
      sessionId = startMockSession()
      await saveMock({ sessionId, imageKey, seed, scenario: scenarioName, now: '', bytes: null }).catch(
        (error: unknown) => console.warn('mock: cannot save; reloads will start from the seed', error),
      )
    }
    const mock = await createMockServer({
      seed,
      // Rows not saved yet are the seed's plus the scenario's: both are deterministic.
      ...(scenarioName && !saved?.bytes ? { scenario: scenarioName } : {}),
      ...(saved?.bytes ? { resume: { bytes: saved.bytes, now: saved.now } } : {}),
      latency: intParam(params, 'latency') ?? left.latency ?? 0,
      logging: params.has('mockLog'),
      seeding: params.get('mockSeeding') === 'live' ? 'live' : 'auto',
      overrides: new OverrideTable(window.sessionStorage),
      persist: (snapshot) => saveMock({ sessionId, imageKey, seed, scenario: scenarioName, ...snapshot }),
    })
    if (startOver) {
      params.delete('reset')
      params.delete('scenario')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    window.__mockReadyAt = performance.now()
    window.__mock = mock
    return {
      mock,
      fromSeed,
      // Only when the scenario is first applied: a reload that applies it again (nothing was
      // written since) must not sign in a user who has since signed out.
      signInToken: saved ? undefined : mock.signInToken,
      now: () => mock.clock.now().getTime(),
      imageSrc: mock.imageSrc,
      streamFetch: mock.streamFetch,
    }
  } catch (error) {
    window.__mockError = error instanceof Error ? error.message : String(error)
    throw error
  }
}
