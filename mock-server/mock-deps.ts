// AppDeps for the in-page mock: a fixed clock per seed, PBKDF2 (no node:crypto in a page),
// a fixed client address, and the role-switch tokens only the mock accepts.
import { ADMIN_ROLE, demoUserName, ROLE_SWITCH_TOKEN_SUFFIX, ROLES, type Role } from '../contract/roles.ts'
import {
  type AppDeps,
  type Clock,
  type DevTokenCaller,
  defaultLoginLimits,
  defaultSessionPolicy,
} from '../server/app-deps.ts'
import type { Db } from '../server/db/schema.ts'
import { MemoryUploadStore } from '../server/storage/upload-store.ts'
import type { PeekableUploadStore } from './mock-upload-store.ts'
import { showUploadsFrom } from './upload-object-urls.ts'
import { type PasswordHasher, pbkdf2Hasher } from '../server/security/password-hasher.ts'

/** The mock's "now" for a seed: fixed, so relative times and report ranges never drift. */
export function mockEpoch(seed: number): Date {
  return new Date(Date.UTC(2026, 10, 20, 2, 0, 0) + (seed % 1000) * 60_000)
}

/**
 * Few iterations: a demo in a page, not a vault; the real server uses scrypt. The prebuilt
 * database image (vite-plugin-mock-db.ts) and live seeding both hash with this one.
 */
export const mockHasher: PasswordHasher = pbkdf2Hasher(1000)

/** A clock that stands still unless a test moves it. */
export class FixedClock implements Clock {
  #now: number
  readonly #listeners = new Set<(now: Date) => void>()
  constructor(start: Date) {
    this.#now = start.getTime()
  }
  now(): Date {
    return new Date(this.#now)
  }
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new TypeError(`advance(ms) needs a finite number, got ${ms}`)
    this.#set(this.#now + ms)
  }
  set(at: Date | string | number): void {
    const ms = new Date(at).getTime()
    if (Number.isNaN(ms)) throw new TypeError(`set(at) needs a date, got ${String(at)}`)
    this.#set(ms)
  }
  /** Called after every move (the mock persists the clock with the database). */
  onChange(listener: (now: Date) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
  #set(ms: number): void {
    this.#now = ms
    for (const l of this.#listeners) l(new Date(ms))
  }
}

function roleOfDevToken(token: string): Role | typeof ADMIN_ROLE | undefined {
  if (!token.endsWith(ROLE_SWITCH_TOKEN_SUFFIX)) return undefined
  const name = token.slice(0, -ROLE_SWITCH_TOKEN_SUFFIX.length)
  if (name === ADMIN_ROLE) return ADMIN_ROLE
  return (ROLES as readonly string[]).includes(name) ? (name as Role) : undefined
}

/** `TRADEBASE-token` → the `tradebase` demo account, if it exists and is enabled. */
export async function resolveRoleSwitchToken(db: Db, token: string): Promise<DevTokenCaller | undefined> {
  const role = roleOfDevToken(token)
  if (!role) return undefined
  const login = await db
    .selectFrom('user_login')
    .select(['id', 'party_id', 'enabled'])
    .where('username', '=', demoUserName(role))
    .executeTakeFirst()
  if (login?.enabled !== 1) return undefined
  return { userLoginId: login.id, partyId: login.party_id }
}

/** `uploads`: the page passes the store inside its database (mock-upload-store.ts), so they persist. */
export function mockDeps(db: Db, clock: Clock, uploads: PeekableUploadStore = new MemoryUploadStore()): AppDeps {
  showUploadsFrom(uploads)
  return {
    db,
    clock,
    hasher: mockHasher,
    session: defaultSessionPolicy,
    loginLimits: defaultLoginLimits,
    clientAddress: () => 'mock-browser',
    uploads,
    log: () => {},
    resolveDevToken: (token) => resolveRoleSwitchToken(db, token),
  }
}
