// AppDeps for the in-page mock: a fixed clock per seed, PBKDF2 (no node:crypto in a page),
// a fixed client address, and the role-switch tokens only the mock accepts.
import { type AppDeps, type Clock, defaultLoginLimits, defaultSessionPolicy } from '../server/app-deps.ts'
import type { Db } from '../server/db/schema.ts'
import { createLiveHub } from '../server/events/live-hub.ts'
import { resolveRoleSwitchToken } from '../server/session/role-switch.ts'
import { MemoryUploadStore } from '../server/storage/upload-store.ts'
import type { PeekableUploadStore } from './mock-upload-store.ts'
import { browserImageProcessor } from './browser-image-processor.ts'
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

/** `uploads`: the page passes the store inside its database (mock-upload-store.ts), so they persist. */
export function mockDeps(
  db: Db,
  clock: Clock,
  uploads: PeekableUploadStore = new MemoryUploadStore(),
): AppDeps {
  const images = browserImageProcessor()
  return {
    db,
    clock,
    hasher: mockHasher,
    session: defaultSessionPolicy,
    loginLimits: defaultLoginLimits,
    clientAddress: () => 'mock-browser',
    uploads,
    // Re-encodes uploads with the browser's decoder; without one, the strip-only pass-through.
    ...(images ? { images } : {}),
    log: () => {},
    resolveDevToken: resolveRoleSwitchToken,
    // One page, one database: every event is written through this app, whose writes wake the
    // hub. Polling the outbox four times a second (for other processes' events) would only cost
    // the page's main thread.
    live: createLiveHub(db, { clock, pollMs: 0 }),
  }
}
