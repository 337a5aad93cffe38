// Runs the Hono app against a fresh copy of the demo world (test-world.ts): in-memory SQLite
// always, and PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs sets it when a server
// answers). Each PostgreSQL app gets a database of its own (and openTestDb a schema of its own),
// so test files run in parallel without sharing rows.
import { Kysely, sql } from 'kysely'
import pg from 'pg'
import type { z } from 'zod'
import { responseSchemas } from '../../contract/all-calls.ts'
import { ResultCode } from '../../contract/codes.ts'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type AppDeps, defaultLoginLimits, defaultSessionPolicy } from '../../server/app-deps.ts'
import { createApp } from '../../server/app.ts'
import type { Database, Db } from '../../server/db/schema.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { type TenantViolation, tenantGuardPlugin } from './tenant-guard.ts'
import { FixedClock } from '../../server/fixed-clock.ts'
import { admin, buildWorld, databaseUrl, TEST_EPOCH, testHasher } from './test-world.ts'
import { MemoryUploadStore } from '../../server/storage/upload-store.ts'
import { sharpImageProcessor } from '../../server/storage/sharp-image-processor.ts'
import { PostgresSearchPathDialect } from '../../server/db/postgres.ts'

export type DatabaseKind = 'sqlite' | 'postgres'

export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export { TEST_EPOCH }

export interface TestApp {
  app: ReturnType<typeof createApp>
  db: Db
  clock: FixedClock
  deps: AppDeps
  close(): Promise<void>
}

/** A fresh, empty database (its own PostgreSQL schema), not migrated. */
export async function openTestDb(
  kind: DatabaseKind,
): Promise<{ db: Db; close: () => Promise<void>; schema?: string }> {
  if (kind === 'sqlite') {
    const db = openSqlite(':memory:')
    return { db, close: () => db.destroy() }
  }
  const url = process.env.TEST_DATABASE_URL as string
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await admin(url, (c) => c.query(`create schema ${schema}`))
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` })
  const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
  return {
    db,
    schema,
    close: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(db)
      await db.destroy()
    },
  }
}

/** The SQLite world's bytes, read once per test file. */
let sqliteWorld: Buffer | undefined

/** A copy of the world every test app starts from (test-world.ts, built once per run). */
async function openWorldCopy(kind: DatabaseKind): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'sqlite') {
    sqliteWorld ??= readFileSync(inject('sqliteWorld'))
    const db = openSqlite(sqliteWorld)
    return { db, close: () => db.destroy() }
  }
  const url = process.env.TEST_DATABASE_URL as string
  const world = inject('postgresWorld')
  const name = `${world}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await admin(url, (c) => c.query(`create database ${name} template ${world}`))
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 4 })
  // close() drops the copy WITH (FORCE): a connection of the pool still closing then is ended by
  // the server (57P01), which the pool reports as an error of an idle client. Expected there.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
  return {
    db,
    close: async () => {
      await db.destroy()
      await admin(url, (c) => c.query(`drop database ${name} with (force)`))
    },
  }
}

export async function createTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  // A test with a hasher of its own seeds its own world: the copy's passwords are hashed with testHasher.
  const { db, close, schema } = overrides.hasher
    ? await openTestDb(kind)
    : { ...(await openWorldCopy(kind)), schema: undefined }
  const clock = new FixedClock(TEST_EPOCH)
  // The app's statements pass the tenant key guard; the test's own reads and writes do not.
  const violations: TenantViolation[] = []
  const deps: AppDeps = {
    db: db.withPlugin(tenantGuardPlugin(violations)),
    clock,
    hasher: testHasher(),
    session: defaultSessionPolicy,
    loginLimits: defaultLoginLimits,
    clientAddress: (c) => c.req.header('x-test-address') ?? '203.0.113.1',
    uploads: new MemoryUploadStore(),
    images: sharpImageProcessor(),
    log: () => {},
    ...overrides,
  }
  if (overrides.hasher) await buildWorld(db, schema, overrides.hasher)
  const closeAndCheck = async () => {
    // The app's push hub (made by createApp when the deps hold none) stops polling first: a
    // stream a test left open must not read a database that is gone.
    await deps.live?.close()
    await close()
    if (violations.length > 0) {
      const seen = new Map(violations.map((v) => [`${v.kind} ${v.tables.join(',')} ${v.caller}`, v]))
      throw new Error(
        `statements on tenant-owned tables without party_id (tests/contract/tenant-guard.ts):\n${[...seen.keys()].join('\n')}`,
      )
    }
  }
  return { app: createApp(deps), db, clock, deps, close: closeAndCheck }
}

/**
 * Every call's response schema (the `data` of a 20000 answer), by call name: the catalogues'
 * (contract/all-calls.ts), for every call that answers an envelope.
 */
export const RESPONSE_SCHEMAS: Readonly<Record<string, z.ZodType>> = responseSchemas()

export interface Answer<T = unknown> {
  code: number
  message: string
  data: T
}

/**
 * Checks an envelope the app answered to `name`: a successful answer's data must match the
 * call's response schema, so an answer that drifts from the contract fails the test that made
 * the call. Failed answers (their data is null or the field error) are returned as they are.
 */
export function checkedAnswer<T = unknown>(name: string, body: unknown): Answer<T> {
  const answer = body as Answer<T>
  if (answer.code !== ResultCode.ok) return answer
  const schema = RESPONSE_SCHEMAS[name]
  if (!schema) throw new Error(`${name}: no response schema in contract/ for this call`)
  const parsed = schema.safeParse(answer.data)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
    throw new Error(`${name} answered data that does not match its response schema:\n${issues.join('\n')}`)
  }
  return answer
}

/** POSTs JSON to /control/<call> and returns the envelope, checked with checkedAnswer. */
export async function call<T = unknown>(
  t: TestApp,
  name: string,
  options: {
    body?: unknown
    token?: string
    method?: 'GET' | 'POST'
    query?: Record<string, string>
    headers?: Record<string, string>
  } = {},
): Promise<Answer<T>> {
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : ''
  const res = await t.app.request(`/control/${name}${qs}`, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { externalLoginKey: options.token } : {}),
      ...options.headers,
    },
    ...(options.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
  })
  return checkedAnswer<T>(name, await res.json())
}

export async function loginAs(t: TestApp, username: string, password = 'demo1234'): Promise<string> {
  const res = await call<{ token: string }>(t, 'vueUserLogin', {
    body: { USERNAME: username, PASSWORD: password },
  })
  if (res.code !== 20000) throw new Error(`login ${username} failed: ${res.code} ${res.message}`)
  return res.data.token
}
