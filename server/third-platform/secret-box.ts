// Secrets at rest (ERP connection secrets): AES-GCM through WebCrypto, so the Node server and
// the in-page mock run the same code. The key is the SHA-256 of a passphrase: ERP_SECRET_KEY
// in the environment (server/node-deps.ts), else the fixed development passphrase below, which
// only the demo and the tests use (docs/decisions.md). A sealed value reads
// `gcm1:<iv base64>:<ciphertext+tag base64>`; a fresh random 96-bit IV per value.

/** The demo's passphrase; a real deployment sets ERP_SECRET_KEY. */
export const DEV_SECRET_PASSPHRASE = 'merchant-back-office development ERP secret key'

const PREFIX = 'gcm1:'
const keys = new Map<string, Promise<CryptoKey>>()

function keyOf(passphrase: string): Promise<CryptoKey> {
  let key = keys.get(passphrase)
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(passphrase))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']))
    keys.set(passphrase, key)
  }
  return key
}

function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX)
}

/**
 * Seals `plain`. `iv` is for the deterministic demo seed only (same seed, same rows); every
 * other caller leaves it out and gets a fresh random one.
 */
export async function sealSecret(
  plain: string,
  passphrase: string,
  iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(12)),
): Promise<string> {
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyOf(passphrase),
    new TextEncoder().encode(plain),
  )
  return `${PREFIX}${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`
}

/** The clear text of a sealed value; throws when the key is wrong or the value was altered. */
export async function openSecret(sealed: string, passphrase: string): Promise<string> {
  const [iv, data] = sealed.slice(PREFIX.length).split(':')
  if (!isSealed(sealed) || !iv || !data) throw new Error('not a sealed value')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv) },
    await keyOf(passphrase),
    fromBase64(data),
  )
  return new TextDecoder().decode(plain)
}
