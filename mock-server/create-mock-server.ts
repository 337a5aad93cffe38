// The mock server: Mirage intercepts /control/* in the page and hands each request to the
// SAME Hono app as the real server, over Kysely on an in-memory SQLite (sql.js).
//
// Start-up, fastest first: resume a saved database (persistence.ts), else load the prebuilt
// image of the default seed (vite-plugin-mock-db.ts), else migrate + seed live (its own
// chunk, with faker). All three hold exactly the rows migrations + seedDemo(seed,
// mockEpoch(seed)) give (tests/unit/mock-determinism.test.ts, tests/e2e/mock-startup.spec.ts).
import { createServer, Response as MirageResponse } from 'miragejs'
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js'
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url'
import { imageKey, imageSeed, imageUrl } from 'virtual:mock-db-image'
import { createApp } from '../server/app.ts'
import { DOMAIN_CONSUMERS } from '../server/domain-consumers.ts'
import { createEventRunner } from '../server/events/domain-events.ts'
import { createPayTimeoutJob } from '../server/orders/pay-timeout.job.ts'
import { databaseDigest, tableDigests } from './db-digest.ts'
import { applyPragmas, changesSinceOpen, kyselyOver } from './mock-database.ts'
import { FixedClock } from '../server/fixed-clock.ts'
import { mockDeps, mockEpoch } from './mock-deps.ts'
import { uploadObjectUrls } from './upload-object-urls.ts'
import { SqlJsUploadStore } from './mock-upload-store.ts'
import { answerOverride, type OverrideAnswer, type OverrideOptions, OverrideTable } from './overrides.ts'
import { applyScenario } from './scenarios/scenarios.ts'

export interface MockSnapshot {
  bytes: Uint8Array
  /** The mock clock's now, ISO. */
  now: string
}

export interface MockServerOptions {
  /** The demo world's seed (default: the prebuilt image's seed, DEFAULT_SEED). */
  seed?: number
  /** A scenario from mock-server/scenarios/scenarios.ts, applied after the seed. */
  scenario?: string
  /** Milliseconds each /control answer is delayed by (Mirage timing). */
  latency?: number
  /** Mirage logs every request to the console. */
  logging?: boolean
  /** 'auto' (default): the prebuilt image when it is of this seed; 'live': always seed live. */
  seeding?: 'auto' | 'live'
  /** Resume from a saved database instead of the seed (seed and scenario then only describe it). */
  resume?: MockSnapshot
  /** Receives the database after every call that changed it; the call answers once it resolves. */
  persist?: (snapshot: MockSnapshot) => Promise<void>
  /** Per-test overrides (default: an empty table). */
  overrides?: OverrideTable
}

export type StartSource = 'resume' | 'image' | 'live'

export interface StartTimings {
  /** sql.js wasm compiled and the starting bytes (image or saved) fetched, in parallel. */
  wasmAndBytesMs: number
  /** Opening the bytes, or migrating + seeding live (including loading that chunk). */
  databaseMs: number
  scenarioMs: number
  /** Creating the Hono app and the Mirage server. */
  serverMs: number
  totalMs: number
}

interface PretenderRequest {
  method: string
  url: string
  requestBody: string | null
  requestHeaders: Record<string, string>
}

/** The call name of a /control URL (`/control/vueUserLogin?x` → `vueUserLogin`), else undefined. */
function controlCall(input: RequestInfo | URL): string | undefined {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const { pathname } = new URL(raw, window.location.origin)
  return pathname.startsWith('/control/') ? pathname.slice('/control/'.length) : undefined
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`mock: cannot load ${url}: HTTP ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}

export async function createMockServer(options: MockServerOptions = {}) {
  const started = performance.now()
  const seed = options.seed ?? imageSeed
  const source: StartSource = options.resume
    ? 'resume'
    : options.seeding !== 'live' && seed === imageSeed
      ? 'image'
      : 'live'
  const native = { Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers }

  // The wasm and the starting bytes load BEFORE Mirage starts, or Pretender intercepts them.
  const [SQL, bytes, liveSeeding] = await Promise.all([
    initSqlJs({ locateFile: () => sqlWasmUrl }),
    source === 'resume' ? options.resume?.bytes : source === 'image' ? fetchBytes(imageUrl) : undefined,
    source === 'live' ? import('./seed-database.ts') : undefined,
  ])
  const t1 = performance.now()
  let sqlite: SqlJsDatabase
  if (bytes) {
    sqlite = new SQL.Database(bytes)
    applyPragmas(sqlite)
  } else {
    if (!liveSeeding) throw new Error('mock: nothing to start from')
    sqlite = await liveSeeding.seedLive(SQL, seed)
  }
  const t2 = performance.now()

  const db = kyselyOver(sqlite)
  const clock = new FixedClock(options.resume ? new Date(options.resume.now) : mockEpoch(seed))
  const uploads = new SqlJsUploadStore(sqlite)
  const deps = mockDeps(db, clock, uploads)
  let signInToken: string | undefined
  if (options.scenario && !options.resume) {
    signInToken = (await applyScenario(options.scenario, { db, clock, seed, deps })).token
  }
  const t3 = performance.now()
  // The app's event consumers, also run by the scheduled job below (createApp takes this one).
  const events = createEventRunner(db, DOMAIN_CONSUMERS)
  deps.events = events
  const app = createApp(deps)
  // Unpaid orders cancel themselves (server/orders/pay-timeout.job.ts). The mock's time only
  // passes when its clock moves, so the job runs then, not on an interval: a test that moves the
  // clock past a deadline (the `clock` fixture) and flushes sees the order cancelled.
  const payTimeout = createPayTimeoutJob(db, clock, {
    afterCancel: async () => {
      await events.runOnce()
      deps.live?.wake()
    },
  })
  const overrides = options.overrides ?? new OverrideTable()

  // Persistence: after a call that changed rows (or a clock move), and once no other call is
  // inside the app (an export during a write transaction throws), save before answering.
  // What a reload makes again by itself is not saved: the seed's rows and a scenario's, both
  // deterministic (start-in-page.ts saves the scenario's name, and a reload that finds no saved
  // bytes applies it again). Saving them cost every start an export and a write of the whole
  // database (6 MB) before the first call.
  // The connection's count of changed rows when the last save (or the start) was taken: sql.js
  // exports through SQLite's backup API, so the connection and its count go on across exports.
  // (Taking the count as 0 after an export, as if it reopened the database, made every later
  // call, reads included, export and save the whole 7.7 MB database: about 50 ms a call.)
  let changesAtLastSave = changesSinceOpen(sqlite)
  let inFlight = 0
  let clockMoved = false
  let saving: Promise<void> = Promise.resolve()
  const waiting: Array<() => void> = []
  clock.onChange(() => {
    clockMoved = true
    // The job's writes count as a call in flight: a flush waits for them.
    inFlight += 1
    void payTimeout
      .runOnce()
      .catch((error: unknown) => console.warn('mock: the pay timeout job failed', error))
      .finally(() => {
        inFlight -= 1
        void flush()
      })
  })
  function flushNow(): Promise<void> {
    const changes = changesSinceOpen(sqlite)
    if (!options.persist || (!clockMoved && changes === changesAtLastSave)) return saving
    const snapshot = { bytes: sqlite.export(), now: clock.now().toISOString() }
    changesAtLastSave = changes
    clockMoved = false
    const persist = options.persist
    // A failed save (no IndexedDB, quota) costs persistence, never the call.
    saving = saving
      .then(() => persist(snapshot))
      .catch((error: unknown) => {
        console.warn('mock: could not save the database; a reload will start from the seed', error)
      })
    return saving
  }
  /** Resolves once everything changed so far is saved. */
  function flush(): Promise<void> {
    if (inFlight > 0) return new Promise((resolve) => waiting.push(resolve))
    const done = flushNow()
    for (const resolve of waiting.splice(0)) void done.then(resolve, resolve)
    return done
  }

  async function handle(request: PretenderRequest) {
    try {
      const url = new URL(request.url, window.location.origin)
      inFlight += 1
      let res: Response
      let body: string
      try {
        res = await app.fetch(
          new native.Request(url, {
            method: request.method,
            headers: request.requestHeaders,
            body: ['GET', 'HEAD'].includes(request.method) ? undefined : request.requestBody,
          }),
        )
        body = await res.text()
      } finally {
        inFlight -= 1
      }
      await flush()
      const headers: Record<string, string> = {}
      res.headers.forEach((value, key) => {
        // Mirage adds its own 'Content-Type' unless one is spelled exactly so.
        headers[key === 'content-type' ? 'Content-Type' : key] = value
      })
      return new MirageResponse(res.status, headers, body)
    } catch (error) {
      // A rejected handler would leave the request hanging forever (STACK-NOTES.md).
      return new MirageResponse(500, { 'content-type': 'text/plain' }, String(error))
    }
  }

  const server = createServer({
    routes() {
      this.namespace = ''
      this.timing = options.latency ?? 0
      this.get('/control/*path', (_schema, request) => handle(request as unknown as PretenderRequest))
      this.post('/control/*path', (_schema, request) => handle(request as unknown as PretenderRequest))
      this.passthrough(
        (request) => !new URL(request.url, window.location.origin).pathname.startsWith('/control/'),
      )
    },
  })
  server.logging = options.logging ?? false

  // Pretender swapped in polyfilled Headers/Request/Response; the app and Hono want the
  // native ones back. Its fetch stays (it routes into Mirage) but drops a native Headers
  // instance, so headers are handed to it as a plain object. Overrides answer here, before
  // Pretender: a transport error must reject the fetch itself.
  globalThis.Request = native.Request
  globalThis.Response = native.Response
  globalThis.Headers = native.Headers
  const pretenderFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const call = controlCall(input)
    const override = call === undefined ? undefined : overrides.take(call)
    if (override) {
      const signal = init?.signal ?? (input instanceof native.Request ? input.signal : undefined)
      const answered = await answerOverride(override, native.Response, signal)
      if (answered) return answered
    }
    return pretenderFetch(
      input,
      init?.headers ? { ...init, headers: Object.fromEntries(new native.Headers(init.headers)) } : init,
    )
  }

  const t4 = performance.now()

  const timings: StartTimings = {
    wasmAndBytesMs: t1 - started,
    databaseMs: t2 - t1,
    scenarioMs: t3 - t2,
    serverMs: t4 - t3,
    totalMs: t4 - started,
  }

  return {
    seed,
    scenario: options.scenario ?? null,
    source,
    imageKey,
    timings,
    /** A scenario's sign-in token, for the page to store as its login token. */
    signInToken,
    /** The src of an uploaded image: an object URL of the bytes in this database. */
    imageSrc: uploadObjectUrls(uploads),
    db,
    clock,
    app,
    server,
    /**
     * The push channel's stream (GET /control/events), answered by the app in the page without
     * Pretender, which has no streaming: the page reads it with this fetch (src/services/http.ts
     * setStreamTransport). The app's hub is woken by the writes Mirage passes to it.
     */
    streamFetch: (input: string, init: RequestInit): Promise<Response> =>
      Promise.resolve(app.fetch(new native.Request(new URL(input, window.location.origin), init))),
    /** Makes `call` answer as `answer` says until cleared (or `times` calls). */
    override: (call: string, answer: OverrideAnswer, opts?: OverrideOptions) =>
      overrides.set(call, answer, opts),
    clearOverrides: (call?: string) => overrides.clear(call),
    listOverrides: () => overrides.list(),
    /** Resolves when every change so far (rows, clock) is saved. */
    flush,
    /** Hash of every table's rows (db-digest.ts). */
    digest: () => databaseDigest(db),
    tableDigests: () => tableDigests(db),
    shutdown: () => server.shutdown(),
  }
}

export type MockServer = Awaited<ReturnType<typeof createMockServer>>
