// Passkeys (docs/api.md, Passkeys): the calls, and the browser's WebAuthn ceremonies through
// @simplewebauthn/browser, imported only when a ceremony starts (the login page's first bundle
// and the account page's stay without it).
import type { PasskeyRow } from '../../contract/session.schema.ts'
import { control } from './http.ts'

export const PASSKEY_NAME_MAX = 64

const webAuthn = () => import('@simplewebauthn/browser')

export function getPasskeys(signal?: AbortSignal): Promise<PasskeyRow[]> {
  return control('getPasskeys', { body: {}, signal })
}

export function deletePasskey(id: string, signal?: AbortSignal): Promise<null> {
  return control('deletePasskey', { body: { id }, signal })
}

/** Whether this browser can make and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  return (await webAuthn()).browserSupportsWebAuthn()
}

/** Creates a passkey on this device for the signed-in login and registers it under `name`. */
export async function registerPasskey(name: string, signal?: AbortSignal): Promise<PasskeyRow> {
  const [{ startRegistration }, options] = await Promise.all([
    webAuthn(),
    control('passkeyRegistrationOptions', { body: {}, signal }),
  ])
  const credential = await startRegistration({ optionsJSON: options as never })
  return control('passkeyRegister', { body: { name: name.trim(), credential: credential as never }, signal })
}

/** Signs in with a passkey this device holds for the site: answers the session token. */
export async function signInWithPasskey(signal?: AbortSignal): Promise<{ token: string }> {
  const [{ startAuthentication }, options] = await Promise.all([
    webAuthn(),
    control('passkeyLoginOptions', { body: {}, signal }),
  ])
  const credential = await startAuthentication({ optionsJSON: options as never })
  return control('passkeyLogin', { body: { credential: credential as never }, signal })
}
