// Request and response schemas of the session calls (SPEC.md section 7, Session).
// The server validates with these at run time; the browser imports the types only.
import type { Challenge } from 'altcha-lib'
import { z } from 'zod'
import { recordIdString } from './record-id.ts'

export const loginRequest = z.object({
  USERNAME: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong' }),
  PASSWORD: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'tooLong' }),
  /**
   * The proof of work, when a 42800 asked for one: base64 of the JSON `{ challenge, solution }`
   * (the ALTCHA widget's field; docs/api.md, vueUserLogin).
   */
  ALTCHA: z.string({ error: 'string' }).max(4096, { error: 'tooLong' }).optional(),
})
export type LoginRequest = z.input<typeof loginRequest>

export const loginResponse = z.object({ token: z.string() })

/** Why a sign-in's proof was not accepted: none sent, not valid, too old, or already used. */
export type SignInProofProblem = 'missing' | 'invalid' | 'expired' | 'used'

/**
 * `data` of a 42800 answer to vueUserLogin: the field at fault, why, and a fresh ALTCHA
 * challenge (altcha-lib's v2 `Challenge`) to solve and send back in `ALTCHA`.
 */
export interface SignInProofRequired {
  field: 'ALTCHA'
  reason: SignInProofProblem
  challenge: Challenge
}
export type LoginResponse = z.infer<typeof loginResponse>

export const userInfoQuery = z.object({ token: z.string().optional() })

export const userInfo = z.object({
  roles: z.array(z.string()),
  name: z.string(),
  avatar: z.string(),
  userLoginId: z.string(),
  partyId: z.string(),
  vipName: z.string(),
  vipCode: z.string(),
  thruDate: z.string().nullable(),
  fromDate: z.string().nullable(),
  mesNum: z.number().int(),
  erpInfoId: z.string(),
  indexPageNum: z.number().int(),
  carouselNum: z.number().int(),
  /**
   * The permission keys the user holds (contract/permissions.ts): null when not narrowed
   * (merchant accounts, admin). The menu, the routes and the action buttons follow them.
   */
  permissions: z.array(z.string()).nullable(),
  /**
   * The pages of the keys the user lacks (route ids): the menu and the routes leave them out.
   * Answered by the server so the shell needs no copy of the catalogue; empty when not narrowed.
   */
  deniedPages: z.array(z.string()),
})
export type UserInfo = z.infer<typeof userInfo>

/**
 * partyId is accepted for compatibility with the original client, but the counts are always
 * the caller's own tenant's (never a party named in the request).
 */
export const menuCountRequest = z.object({
  partyId: z.string({ error: 'string' }).max(32, { error: 'tooLong' }).optional(),
})

export const menuCountItem = z.object({
  orderCount: z.number().int(),
  refundCount: z.number().int(),
  cooperateCount: z.number().int(),
  omsOrderCount: z.number().int(),
})
export type MenuCountItem = z.infer<typeof menuCountItem>
/** getMenuCount answers a list (SPEC.md section 3, Counters) holding one item. */
export type MenuCountResponse = MenuCountItem[]

// ---- passkeys (docs/api.md, Passkeys) ----

/**
 * WebAuthn options (PublicKeyCredentialCreationOptionsJSON / ...RequestOptionsJSON of
 * SimpleWebAuthn), passed to the browser as they are.
 */
export const passkeyOptions = z.looseObject({ challenge: z.string() })
export type PasskeyOptions = z.infer<typeof passkeyOptions>

/** An authenticator's answer as @simplewebauthn/browser gives it (checked by the server's library). */
const credentialAnswer = z.looseObject(
  {
    id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1400, { error: 'tooLong' }),
    rawId: z.string({ error: 'required' }).max(1400, { error: 'tooLong' }),
    type: z.literal('public-key', { error: 'invalid' }),
    response: z.looseObject({
      clientDataJSON: z.string({ error: 'required' }).max(4096, { error: 'tooLong' }),
    }),
  },
  { error: 'required' },
)

export const passkeyRegisterRequest = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  credential: credentialAnswer,
})
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequest>

export const passkeyRow = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type PasskeyRow = z.infer<typeof passkeyRow>

export const passkeyIdRequest = z.object({ id: recordIdString() })

export const passkeyLoginRequest = z.object({ credential: credentialAnswer })
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequest>

// ---- one-time codes (docs/api.md, One-time codes) ----

/** The digits of a code from an authenticator app, or a recovery code (xxxxx-xxxxx). */
export const TOTP_CODE_MAX = 32
export const RECOVERY_CODE_COUNT = 10

const oneTimeCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TOTP_CODE_MAX, { error: 'tooLong' })

/**
 * `data` of a 40100 answer to vueUserLogin: the ticket totpLogin names; `enrol` when the merchant
 * requires codes and this login has none yet: the secret to add to an authenticator app first.
 */
export interface SecondFactorRequired {
  ticket: string
  enrol: TotpSecretOffer | null
}

export const totpLoginRequest = z.object({
  ticket: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
  code: oneTimeCode,
})
export type TotpLoginRequest = z.input<typeof totpLoginRequest>

/** A sign-in that enrolled the login answers its recovery codes too (shown once). */
export const totpLoginResponse = z.object({
  token: z.string(),
  recoveryCodes: z.array(z.string()).nullable(),
})
export type TotpLoginResponse = z.infer<typeof totpLoginResponse>

/** A new secret: base32 for manual entry, and the otpauth:// URI an authenticator app reads. */
export const totpSecretOffer = z.object({ secret: z.string(), uri: z.string() })
export type TotpSecretOffer = z.infer<typeof totpSecretOffer>

export const totpStatus = z.object({
  enabled: z.boolean(),
  /** The merchant requires codes for this login (it cannot turn them off). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
})
export type TotpStatus = z.infer<typeof totpStatus>

export const totpCodeRequest = z.object({ code: oneTimeCode })
export type TotpCodeRequest = z.input<typeof totpCodeRequest>

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>

export const totpPolicy = z.object({
  requireMain: z.boolean({ error: 'invalid' }),
  requireSub: z.boolean({ error: 'invalid' }),
})
export type TotpPolicy = z.infer<typeof totpPolicy>
