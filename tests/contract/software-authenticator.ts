// A software passkey authenticator for the contract tests: what a browser and an authenticator
// give the server in the two WebAuthn ceremonies, made with WebCrypto (P-256, ES256) and CBOR
// exactly as the specification lays them out ("none" attestation), so the server's library
// checks real signatures. The e2e tests use Chromium's virtual authenticator instead.
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)))
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])

/** ECDSA's raw r||s as the DER SEQUENCE WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0
    while (i < bytes.length - 1 && bytes[i] === 0) i++
    let v = bytes.slice(i)
    if ((v[0] as number) & 0x80) v = concat(new Uint8Array([0]), v)
    return concat(new Uint8Array([0x02, v.length]), v)
  }
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)))
  return concat(new Uint8Array([0x30, body.length]), body)
}

export interface SoftwarePasskey {
  credentialId: string
  keys: CryptoKeyPair
  userHandle: string
  counter: number
}

interface Options {
  challenge: string
  rp?: { id?: string }
  rpId?: string
  user?: { id: string }
}

/** The authenticator's answer to passkeyRegistrationOptions, and the passkey it now holds. */
export async function register(
  options: Options,
  origin: string,
): Promise<{ credential: Record<string, unknown>; passkey: SoftwarePasskey }> {
  const rpId = options.rp?.id ?? new URL(origin).hostname
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey)
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
    ]),
  )
  const credentialIdBytes = crypto.getRandomValues(new Uint8Array(16))
  const authData = concat(
    await sha256(new TextEncoder().encode(rpId)),
    new Uint8Array([0x45]), // user present, user verified, attested credential data
    uint32(0),
    new Uint8Array(16), // AAGUID
    new Uint8Array([0, credentialIdBytes.length]),
    credentialIdBytes,
    cose,
  )
  const clientDataJSON = new TextEncoder().encode(
    JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
  )
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authData],
    ]),
  )
  const credentialId = b64url(credentialIdBytes)
  return {
    credential: {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
    passkey: { credentialId, keys, userHandle: options.user?.id ?? '', counter: 0 },
  }
}

/** The authenticator's answer to passkeyLoginOptions with this passkey (its counter moves on). */
export async function authenticate(
  options: Options,
  origin: string,
  passkey: SoftwarePasskey,
): Promise<Record<string, unknown>> {
  const rpId = options.rpId ?? new URL(origin).hostname
  passkey.counter += 1
  const authenticatorData = concat(
    await sha256(new TextEncoder().encode(rpId)),
    new Uint8Array([0x05]),
    uint32(passkey.counter),
  )
  const clientDataJSON = new TextEncoder().encode(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
  )
  const raw = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      passkey.keys.privateKey,
      concat(authenticatorData, await sha256(clientDataJSON)),
    ),
  )
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(derSignature(raw)),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
}
