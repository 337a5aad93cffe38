import { toBase64 } from './password-hasher.ts'

/** A session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * node:crypto when running in Node (synchronous and several times cheaper than WebCrypto's
 * digest, which matters on every authenticated call); reached through
 * process.getBuiltinModule so the browser bundle of the mock never imports it.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as typeof import('node:crypto') | undefined

/** Tokens are stored hashed, so a leaked table gives no usable token. */
export async function hashToken(token: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(token).digest('hex')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
