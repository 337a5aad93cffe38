// Password hashing behind one interface: the Node server uses scrypt (node:crypto,
// scrypt-hasher.ts); the in-page mock server, which has no node:crypto, uses PBKDF2 from
// WebCrypto. Stored hashes name their algorithm, so verify() picks the right one.
export interface PasswordHasher {
  hash(password: string, salt?: Uint8Array): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
}

const standIns = new WeakMap<PasswordHasher, Promise<string>>()

/**
 * A hash of a random password made once per hasher, with the hasher's own algorithm and cost:
 * sign-in verifies against it when the user name is unknown, so an unknown user takes as long
 * as a wrong password (no user enumeration by timing).
 */
export function standInHash(hasher: PasswordHasher): Promise<string> {
  let hash = standIns.get(hasher)
  if (!hash) {
    const random = crypto.getRandomValues(new Uint8Array(16))
    hash = hasher.hash(Array.from(random, (b) => b.toString(16).padStart(2, '0')).join(''))
    standIns.set(hasher, hash)
  }
  return hash
}

export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

export function fromBase64(text: string): Uint8Array {
  const s = atob(text)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

/** Compares in time that does not depend on where the inputs differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

/** PBKDF2-SHA256 over WebCrypto: available in browsers and Node alike. */
export function pbkdf2Hasher(iterations = 10_000): PasswordHasher {
  async function derive(password: string, salt: Uint8Array, iter: number): Promise<Uint8Array> {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
      'deriveBits',
    ])
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: iter },
      key,
      256,
    )
    return new Uint8Array(bits)
  }
  return {
    async hash(password, salt = crypto.getRandomValues(new Uint8Array(16))) {
      const dk = await derive(password, salt, iterations)
      return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(dk)}`
    },
    async verify(password, stored) {
      const [alg, iter, salt, dk] = stored.split('$')
      if (alg !== 'pbkdf2' || !iter || !salt || !dk) return false
      const actual = await derive(password, fromBase64(salt), Number(iter))
      return constantTimeEqual(actual, fromBase64(dk))
    },
  }
}
