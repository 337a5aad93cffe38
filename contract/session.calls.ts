// The /control calls of the session: sign-in, the caller, sign-out, menu badges and the bank list.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, untracked, write } from './calls.ts'
import { SUB_USER_MANAGER_ROLES } from './roles.ts'
import {
  loginRequest,
  loginResponse,
  passkeyIdRequest,
  passkeyLoginRequest,
  passkeyOptions,
  passkeyRegisterRequest,
  passkeyRow,
  recoveryCodesResponse,
  totpCodeRequest,
  totpLoginRequest,
  totpLoginResponse,
  totpPolicy,
  totpSecretOffer,
  totpStatus,
  menuCountItem,
  menuCountRequest,
  userInfo,
  userInfoQuery,
} from './session.schema.ts'
import { bankItem, emptyRequest } from './shared.schema.ts'

export const sessionCalls = defineCalls({
  vueUserLogin: {
    request: loginRequest,
    response: loginResponse,
    access: 'public',
    audit: untracked('sign-in attempts are kept by the sign-in limits and the session row'),
  },
  vueGetUserInfo: {
    input: 'query',
    request: userInfoQuery,
    response: userInfo,
    access: 'session',
    audit: read,
  },
  userLogout: {
    request: emptyRequest,
    response: z.null(),
    access: 'session',
    audit: untracked('the session row records its end'),
  },
  getMenuCount: {
    request: menuCountRequest,
    response: z.array(menuCountItem),
    access: 'session',
    audit: read,
  },
  // Passkeys (WebAuthn): every login registers, lists and removes its own; sign-in needs none.
  passkeyRegistrationOptions: {
    request: emptyRequest,
    response: passkeyOptions,
    access: 'session',
    audit: untracked('a challenge kept until it is answered or expires'),
  },
  passkeyRegister: {
    request: passkeyRegisterRequest,
    response: passkeyRow,
    access: 'session',
    audit: write('passkey', 'id'),
  },
  getPasskeys: { request: emptyRequest, response: z.array(passkeyRow), access: 'session', audit: read },
  deletePasskey: {
    request: passkeyIdRequest,
    response: z.null(),
    access: 'session',
    audit: write('passkey', 'id'),
  },
  passkeyLoginOptions: {
    request: emptyRequest,
    response: passkeyOptions,
    access: 'public',
    audit: untracked('a challenge kept until it is answered or expires'),
  },
  passkeyLogin: {
    request: passkeyLoginRequest,
    response: loginResponse,
    access: 'public',
    audit: untracked('sign-ins are kept by the session row and the security log'),
  },
  // One-time codes (TOTP) as a second factor: every login turns them on and off for itself; the
  // merchant may require them (account management).
  totpLogin: {
    request: totpLoginRequest,
    response: totpLoginResponse,
    access: 'public',
    audit: untracked('the sign-in writes its own audit rows (enrolment, recovery code used)'),
  },
  getTotpStatus: { request: emptyRequest, response: totpStatus, access: 'session', audit: read },
  totpEnrolStart: {
    request: emptyRequest,
    response: totpSecretOffer,
    access: 'session',
    audit: untracked('a secret kept unconfirmed until a code made from it is sent'),
  },
  totpEnrolConfirm: {
    request: totpCodeRequest,
    response: recoveryCodesResponse,
    access: 'session',
    audit: write('totp'),
  },
  totpDisable: { request: totpCodeRequest, response: z.null(), access: 'session', audit: write('totp') },
  totpRecoveryCodes: {
    request: totpCodeRequest,
    response: recoveryCodesResponse,
    access: 'session',
    audit: write('totp'),
  },
  getTotpPolicy: {
    request: emptyRequest,
    response: totpPolicy,
    access: { roles: SUB_USER_MANAGER_ROLES },
    audit: read,
  },
  saveTotpPolicy: {
    request: totpPolicy,
    response: totpPolicy,
    access: { roles: SUB_USER_MANAGER_ROLES },
    audit: write('totpPolicy'),
  },
  getBank: {
    input: 'query',
    request: emptyRequest,
    response: z.array(bankItem),
    access: 'session',
    audit: read,
  },
})
