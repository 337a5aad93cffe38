// The sign-in step-up (docs/security.md, "Sign-in limits"): once one user name has failed
// `perAccountBeforeProof` times in the window from any addresses, a sign-in for it must carry
// an ALTCHA proof of work. Failures made by others then cost the merchant a second of the
// browser's work, never a refusal of the right password, while each guess from a new address
// costs the guesser the same work. The challenge is made here (self-hosted, altcha-lib; no
// third-party service), bound to the user name, signed with a key every process shares, and
// spent once.
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { LoginLimits } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import { serverSecret } from '../security/server-secret.ts'

export type ProofProblem = 'missing' | 'invalid' | 'expired' | 'used'

const CHALLENGE_KEY = 'altcha.challenge'
const KEY_SIGNATURE_KEY = 'altcha.key'

/** A new challenge for one user name (the key `user:<name>` of login-limits.ts). */
export async function newSignInChallenge(
  db: Db,
  limits: LoginLimits,
  account: string,
  now: Date,
): Promise<Challenge> {
  const { cost, counterMin, counterMax, ttlMs } = limits.proofOfWork
  const nowIso = now.toISOString()
  return createChallenge({
    algorithm: 'SHA-256',
    cost,
    // Deterministic mode: the solver must reach this counter, so the work is counterMin..Max
    // digests, and the server checks a solution with one HMAC (the key signature).
    counter: randomInt(counterMin, counterMax),
    deriveKey,
    // The expiry goes in the signed data, read against the server's clock (altcha-lib's own
    // expiresAt is read against the host's clock, which the tests' fixed clock does not move).
    data: { account, expiresAt: new Date(now.getTime() + ttlMs).toISOString() },
    hmacSignatureSecret: await serverSecret(db, CHALLENGE_KEY, nowIso),
    hmacKeySignatureSecret: await serverSecret(db, KEY_SIGNATURE_KEY, nowIso),
  })
}

interface ProofPayload {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

/** The widget's field: base64 of `{ challenge, solution }`; anything else is not a proof. */
function decodePayload(field: string): ProofPayload | undefined {
  try {
    const value: unknown = JSON.parse(atob(field))
    if (typeof value !== 'object' || value === null) return undefined
    const { challenge, solution } = value as Partial<ProofPayload>
    if (typeof challenge !== 'object' || challenge === null || typeof challenge.parameters !== 'object')
      return undefined
    if (typeof solution !== 'object' || solution === null) return undefined
    if (typeof challenge.parameters?.nonce !== 'string' || challenge.parameters.nonce.length > 64)
      return undefined
    return { challenge, solution }
  } catch {
    return undefined
  }
}

/**
 * Checks the proof a sign-in carries for `account`, and spends it (a proof signs in once).
 * Undefined when it holds; otherwise why not.
 */
export async function checkSignInProof(
  db: Db,
  account: string,
  field: string | undefined,
  now: Date,
): Promise<ProofProblem | undefined> {
  if (!field) return 'missing'
  const payload = decodePayload(field)
  if (!payload) return 'invalid'
  const nowIso = now.toISOString()
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: await serverSecret(db, CHALLENGE_KEY, nowIso),
    hmacKeySignatureSecret: await serverSecret(db, KEY_SIGNATURE_KEY, nowIso),
  }).catch(() => undefined)
  if (!result?.verified) return 'invalid'
  // Signed, so these are the server's own values.
  const data = payload.challenge.parameters.data ?? {}
  if (data.account !== account) return 'invalid'
  const expiresAt = String(data.expiresAt)
  if (!(expiresAt > nowIso)) return 'expired'
  await db.deleteFrom('login_proof_spent').where('expires_at', '<=', nowIso).execute()
  const spent = await db
    .insertInto('login_proof_spent')
    .values({ nonce: payload.challenge.parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst()
  // Two sign-ins with one proof at once: the primary key lets one of them spend it.
  return Number(spent.numInsertedOrUpdatedRows ?? 0) === 1 ? undefined : 'used'
}
