// What the Hono app needs from its host. The Node server and the in-page mock server
// provide different implementations of the same interface; the routes never know which.
import type { Context } from 'hono'
import type { Db } from './db/schema.ts'
import type { PaymentProvider } from './payments/payment-provider.ts'
import type { PasswordHasher } from './security/password-hasher.ts'
import type { ImageProcessor } from './storage/image-processor.ts'
import type { UploadLimits } from './storage/upload-limits.ts'
import type { UploadStore } from './storage/upload-store.ts'
import type { EventRunner } from './events/domain-events.ts'
import type { LiveHub } from './events/live-hub.ts'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface SessionPolicy {
  /** A session ends this long after sign-in, whatever happens (ASVS 7.3). */
  absoluteLifetimeMs: number
  /** A session ends after this long without a call (ASVS 7.3). */
  idleTimeoutMs: number
  /** Roles for which a new sign-in ends the account's other sessions (answer 50012). */
  singleSessionRoles: readonly string[]
}

export interface LoginLimits {
  windowMs: number
  /** Failed attempts for one user name from one address within the window. */
  perAccountAndAddress: number
  /** Failed attempts from one address, whatever the user name, within the window. */
  perAddress: number
  /**
   * Failed attempts for one user name from ANY address after which a sign-in for it must carry
   * a proof of work (server/session/sign-in-proof.ts). A step-up, not a lock: many addresses
   * cannot multiply the guesses for free, and the right password is never refused for it.
   */
  perAccountBeforeProof: number
  /**
   * The proof's work: the solver derives SHA-256 keys (`cost` rounds each) up to a counter
   * drawn from counterMin..counterMax; a challenge is good for `ttlMs`.
   */
  proofOfWork: { cost: number; counterMin: number; counterMax: number; ttlMs: number }
}

export interface AppDeps {
  db: Db
  /**
   * The domain event consumers of this process (server/domain-consumers.ts). createApp makes one
   * when absent; the Node server passes its own and also polls with it, for the events other
   * processes write (server/main.ts).
   */
  events?: EventRunner
  /**
   * The push channel's delivery in this process (server/events/live-hub.ts): createApp makes one
   * when absent (and keeps it here); several apps over one database each have their own.
   */
  live?: LiveHub
  clock: Clock
  hasher: PasswordHasher
  session: SessionPolicy
  loginLimits: LoginLimits
  /** The caller's network address, for rate limiting and the audit log. */
  clientAddress(c: Context): string
  /**
   * Who settles payments (server/payments/payment-provider.ts). Absent means the simulated
   * provider of the demo database; the Node server's production start sets the signed one.
   */
  payments?: PaymentProvider
  /** Bytes of uploaded files (metadata is in the `upload` table). */
  uploads: UploadStore
  /**
   * Decodes and re-encodes uploaded images, with thumbnails (server/storage/image-processor.ts):
   * sharp on the Node server, the browser's decoder in the mock. Absent: the pass-through that
   * only strips metadata and trailing bytes (no thumbnails).
   */
  images?: ImageProcessor
  /** Per-tenant upload quota and rate; absent: defaultUploadLimits (server/storage/upload-limits.ts). */
  uploadLimits?: UploadLimits
  /** Receives security events (failed logins, refused authorizations: ASVS 16.3). */
  log(event: SecurityEvent): void
  /**
   * Role switch (SPEC.md section 4): resolves a token of the form `<ROLE>-token` to that
   * role's demo account. Only the in-page mock server provides it (mock-server/mock-deps.ts);
   * the Node server leaves it undefined, so such a token is an unknown session there (50008).
   * It reads through the `db` it is given: inside a write call that is the call's transaction
   * (server/db/unit-of-work.ts), which a captured handle would wait for.
   */
  resolveDevToken?(db: Db, token: string): Promise<DevTokenCaller | undefined>
  /**
   * Passphrase of the key that seals ERP connection secrets at rest (ERP_SECRET_KEY).
   * Absent: the fixed development passphrase of server/third-platform/secret-box.ts.
   */
  erpSecretKey?: string
  /**
   * The origin passkeys belong to (WEBAUTHN_ORIGIN, e.g. https://admin.example.com): its host is
   * the relying party id. Absent: the origin of the request's own URL, which is the page's when
   * no proxy ends TLS in front of the server (and always in the mock).
   */
  webAuthnOrigin?: string
}

/** Who a role-switch token stands for. */
export interface DevTokenCaller {
  userLoginId: string
  partyId: string
  /** The login's data scope, as the session statement reads it (server/shared/data-scope.ts). */
  dataScope: string
}

export interface SecurityEvent {
  kind:
    | 'login.failed'
    | 'login.limited'
    | 'login.proofRequired'
    | 'authz.refused'
    | 'session.refused'
    | 'audit.failed'
  detail: Record<string, unknown>
}

export const defaultSessionPolicy: SessionPolicy = {
  absoluteLifetimeMs: 12 * 60 * 60 * 1000,
  idleTimeoutMs: 2 * 60 * 60 * 1000,
  singleSessionRoles: ['SUB_USER_BUS_MAG', 'SUB_USER_SALE', 'SUB_USER_WX'],
}

export const defaultLoginLimits: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 50,
  perAccountBeforeProof: 10,
  // About a second of a browser's work (measured: docs/security.md, Sign-in limits).
  proofOfWork: { cost: 1, counterMin: 10_000, counterMax: 30_000, ttlMs: 5 * 60 * 1000 },
}
