// The one-time codes themselves (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, what every
// authenticator app reads) and the recovery codes. Plain Web APIs: the in-page mock runs it too.
import { Secret, TOTP } from 'otpauth'
import { hashToken } from '../security/token.ts'

export const TOTP_ISSUER = 'Merchant back office'
const PERIOD = 30
/** Codes of the step before and after are accepted too (clocks drift, typing takes time). */
const WINDOW = 1

function totpOf(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })
}

/** A new shared secret (160 bits, base32) and the otpauth:// URI an authenticator app reads. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, uri: totpOf(secret, label).toString() }
}

/** A code as typed: spaces and dashes out, lower case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

export const isTotpCode = (code: string) => /^\d{6}$/.test(normalizeCode(code))

/** The time step a right code belongs to, or null when the code is not right at `now`. */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const token = normalizeCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW })
  if (delta === null) return null
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta
}

/** No look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** Ten codes of ten characters (about 49 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10))
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** Stored as the SHA-256 of the normalized code (hashed like session tokens). */
export const hashRecoveryCode = (code: string) => hashToken(`recovery:${normalizeCode(code)}`)
