// One-time codes (docs/api.md, One-time codes): the sign-in's code step, and the account page's
// enrolment, turning off and new recovery codes. Loaded when a page needs them (the login page's
// first bundle stays without them).
import type {
  RecoveryCodesResponse,
  TotpLoginResponse,
  TotpPolicy,
  TotpSecretOffer,
  TotpStatus,
} from '../../contract/session.schema.ts'
import { control } from './http.ts'

export function totpLogin(ticket: string, code: string, signal?: AbortSignal): Promise<TotpLoginResponse> {
  return control('totpLogin', { body: { ticket, code }, signal })
}

export function getTotpStatus(signal?: AbortSignal): Promise<TotpStatus> {
  return control('getTotpStatus', { body: {}, signal })
}

export function startTotpEnrolment(signal?: AbortSignal): Promise<TotpSecretOffer> {
  return control('totpEnrolStart', { body: {}, signal })
}

export function confirmTotpEnrolment(code: string, signal?: AbortSignal): Promise<RecoveryCodesResponse> {
  return control('totpEnrolConfirm', { body: { code: code.trim() }, signal })
}

export function disableTotp(code: string, signal?: AbortSignal): Promise<null> {
  return control('totpDisable', { body: { code: code.trim() }, signal })
}

export function newRecoveryCodes(code: string, signal?: AbortSignal): Promise<RecoveryCodesResponse> {
  return control('totpRecoveryCodes', { body: { code: code.trim() }, signal })
}

export function getTotpPolicy(signal?: AbortSignal): Promise<TotpPolicy> {
  return control('getTotpPolicy', { body: {}, signal })
}

export function saveTotpPolicy(policy: TotpPolicy, signal?: AbortSignal): Promise<TotpPolicy> {
  return control('saveTotpPolicy', { body: policy, signal })
}
