// Passkeys (docs/api.md, Passkeys; issue 36): every login registers WebAuthn credentials from its
// account page, lists and removes them, and signs in with one instead of a password. The
// ceremonies are SimpleWebAuthn's (@simplewebauthn/server, WebCrypto only, so the mock runs this
// same code); each challenge is kept in the database and spent by its first answer.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { PasskeyOptions, PasskeyRow } from '../../contract/session.schema.ts'
import {
  passkeyIdRequest,
  passkeyLoginRequest,
  passkeyRegisterRequest,
} from '../../contract/session.schema.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ResultCode } from '../../contract/codes.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { fromBase64, toBase64 } from '../security/password-hasher.ts'
import { hashToken, newToken } from '../security/token.ts'
import {
  addPasskey,
  credentialIdsOf,
  deletePasskey,
  findPasskeyByCredential,
  listPasskeys,
  markPasskeyUsed,
  saveChallenge,
  spendChallenge,
} from './passkey.repository.ts'
import { findUserInfo, rolesOf, startSession } from './session.repository.ts'

/** How long a ceremony may take (the browser's prompt included). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000
const RP_NAME = 'Merchant back office'

/** The origin and relying party id passkeys are bound to (AppDeps.webAuthnOrigin). */
function relyingParty(c: Context<AppEnv>): { origin: string; rpID: string } {
  const url = new URL(c.get('deps').webAuthnOrigin ?? c.req.url)
  return { origin: url.origin, rpID: url.hostname }
}

/** The challenge an answer signed, read from its clientDataJSON (base64url JSON). */
function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const json = new TextDecoder().decode(
      fromBase64(clientDataJSON.replaceAll('-', '+').replaceAll('_', '/')),
    )
    const challenge: unknown = JSON.parse(json).challenge
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : undefined
  } catch {
    return undefined
  }
}

const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const fromBase64Url = (text: string) =>
  new Uint8Array(fromBase64(text.replaceAll('-', '+').replaceAll('_', '/')))

export const passkeyRoutes = new Hono<AppEnv>()
  .post('/passkeyRegistrationOptions', requireSession, async (c) => {
    await body(c, emptyRequest)
    const deps = c.get('deps')
    const caller = c.get('caller')
    const now = deps.clock.now()
    const [info, existing] = await Promise.all([
      findUserInfo(deps.db, caller.userLoginId),
      credentialIdsOf(deps.db, caller.partyId, caller.userLoginId),
    ])
    if (!info) throw ApiError.notFound('session.userNotFound')
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(c).rpID,
      userName: caller.userLoginId,
      userDisplayName: info.name,
      userID: new TextEncoder().encode(caller.userLoginId),
      attestationType: 'none',
      // One passkey per authenticator, and a discoverable one: sign-in asks no user name.
      excludeCredentials: existing.map((p) => ({
        id: p.credential_id,
        transports: (p.transports ? p.transports.split(',') : []) as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_MS,
    })
    await saveChallenge(deps.db, {
      challenge: options.challenge,
      purpose: 'register',
      userLoginId: caller.userLoginId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      nowIso: now.toISOString(),
    })
    return ok<PasskeyOptions>(c, options as unknown as PasskeyOptions)
  })
  .post('/passkeyRegister', requireSession, async (c) => {
    const { name, credential } = await body(c, passkeyRegisterRequest)
    const deps = c.get('deps')
    const caller = c.get('caller')
    const nowIso = deps.clock.now().toISOString()
    const challenge = answeredChallenge(credential.response.clientDataJSON)
    if (
      !challenge ||
      !(await spendChallenge(deps.db, {
        challenge,
        purpose: 'register',
        userLoginId: caller.userLoginId,
        nowIso,
      }))
    )
      throw ApiError.invalidInput('credential', 'challengeExpired')
    const { origin, rpID } = relyingParty(c)
    const verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => undefined)
    if (!verification?.verified) throw ApiError.invalidInput('credential', 'notVerified')
    const { credential: registered } = verification.registrationInfo
    if (await findPasskeyByCredential(deps.db, registered.id))
      throw ApiError.invalidInput('credential', 'duplicate')
    const row = await addPasskey(deps.db, {
      partyId: caller.partyId,
      userLoginId: caller.userLoginId,
      credentialId: registered.id,
      publicKey: toBase64Url(registered.publicKey),
      signCount: registered.counter,
      transports: (registered.transports ?? []).join(','),
      name,
      nowIso,
    })
    return ok<PasskeyRow>(c, row)
  })
  .post('/getPasskeys', requireSession, async (c) => {
    await body(c, emptyRequest)
    const deps = c.get('deps')
    return ok<PasskeyRow[]>(
      c,
      await listPasskeys(deps.db, c.get('caller').partyId, c.get('caller').userLoginId),
    )
  })
  .post('/deletePasskey', requireSession, async (c) => {
    const { id } = await body(c, passkeyIdRequest)
    const deps = c.get('deps')
    const caller = c.get('caller')
    if (!(await deletePasskey(deps.db, caller.partyId, caller.userLoginId, Number(id))))
      throw ApiError.notFound('session.noSuchPasskey')
    return ok(c, null)
  })
  .post('/passkeyLoginOptions', async (c) => {
    await body(c, emptyRequest)
    const deps = c.get('deps')
    const now = deps.clock.now()
    // No allowCredentials: the authenticator offers its discoverable passkeys for this site.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).rpID,
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    })
    await saveChallenge(deps.db, {
      challenge: options.challenge,
      purpose: 'login',
      userLoginId: null,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      nowIso: now.toISOString(),
    })
    return ok<PasskeyOptions>(c, options as unknown as PasskeyOptions)
  })
  .post('/passkeyLogin', async (c) => {
    const { credential } = await body(c, passkeyLoginRequest)
    const deps = c.get('deps')
    const now = deps.clock.now()
    const nowIso = now.toISOString()
    const address = deps.clientAddress(c)
    const challenge = answeredChallenge(credential.response.clientDataJSON)
    if (
      !challenge ||
      !(await spendChallenge(deps.db, { challenge, purpose: 'login', userLoginId: null, nowIso }))
    )
      throw ApiError.invalidInput('credential', 'challengeExpired')
    const passkey = await findPasskeyByCredential(deps.db, credential.id)
    const { origin, rpID } = relyingParty(c)
    const verification = passkey
      ? await verifyAuthenticationResponse({
          response: credential as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credential_id,
            publicKey: fromBase64Url(passkey.public_key),
            counter: Number(passkey.sign_count),
            transports: (passkey.transports ? passkey.transports.split(',') : []) as AuthenticatorTransport[],
          },
          requireUserVerification: false,
        }).catch(() => undefined)
      : undefined
    if (!passkey || !verification?.verified) {
      deps.log({ kind: 'login.failed', detail: { passkey: credential.id.slice(0, 64), address } })
      throw ApiError.invalidInput('credential', 'notVerified')
    }
    if (passkey.enabled !== 1) throw new ApiError(ResultCode.accountDisabled, 'session.accountDisabled')
    await markPasskeyUsed(deps.db, {
      partyId: passkey.party_id,
      id: passkey.id,
      signCount: verification.authenticationInfo.newCounter,
      nowIso,
    })
    const token = newToken()
    const roles = await rolesOf(deps.db, passkey.user_login_id)
    await startSession(deps.db, {
      tokenHash: await hashToken(token),
      userLoginId: passkey.user_login_id,
      partyId: passkey.login_party_id,
      replacePrevious: roles.some((r) => deps.session.singleSessionRoles.includes(r)),
      now,
      lifetimeMs: deps.session.absoluteLifetimeMs,
    })
    return ok(c, { token })
  })
