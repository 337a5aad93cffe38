// The business-card form (createExchangeCertificate) and the exchange application form
// (exchangeCertificateDetail): drafts, the browser's checks with the contract's limits and
// patterns (the server checks again and names the field at fault), and the requests they send.
import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_REQUIRED,
  type CertificateTextField,
  EMAIL_PATTERN,
  MAX_APPLY_MESSAGE_LENGTH,
  PHONE_PATTERN,
} from '../../../contract/exchange-certificates.constants.ts'
import type {
  ApplyRequest,
  CreateCertificateRequest,
} from '../../../contract/exchange-certificates.schema.ts'
import { checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export type CertificateDraft = Record<CertificateTextField, string> & { logoUrl: string }

export const CERTIFICATE_FIELDS = Object.keys(CERTIFICATE_LIMITS) as CertificateTextField[]

/** A blank card, with the company and contact the user is known by filled in. */
export function emptyCertificate(
  known: { companyName?: string; contactName?: string } = {},
): CertificateDraft {
  const draft = Object.fromEntries(CERTIFICATE_FIELDS.map((f) => [f, ''])) as CertificateDraft
  return { ...draft, companyName: known.companyName ?? '', contactName: known.contactName ?? '', logoUrl: '' }
}

/** The same rules and limits as contract/exchange-certificates.schema.ts. */
export function validateCertificate(v: CertificateDraft): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of CERTIFICATE_FIELDS) {
    checkText(errors, field, v[field], CERTIFICATE_LIMITS[field], CERTIFICATE_REQUIRED.includes(field))
  }
  const phone = v.phone.trim()
  if (!errors.phone && !PHONE_PATTERN.test(phone)) errors.phone = { reason: 'phone' }
  const email = v.email.trim()
  if (!errors.email && email !== '' && !EMAIL_PATTERN.test(email)) errors.email = { reason: 'email' }
  return errors
}

export function toCertificateRequest(v: CertificateDraft): CreateCertificateRequest {
  const trimmed = Object.fromEntries(CERTIFICATE_FIELDS.map((f) => [f, v[f].trim()])) as Record<
    CertificateTextField,
    string
  >
  return { ...trimmed, logoUrl: v.logoUrl }
}

export type ApplyDraft = { applicantCertificateId: string; message: string }

export function validateApply(v: ApplyDraft): FieldErrors {
  const errors: FieldErrors = {}
  if (v.applicantCertificateId === '') errors.applicantCertificateId = { reason: 'required' }
  checkText(errors, 'message', v.message, MAX_APPLY_MESSAGE_LENGTH)
  return errors
}

export function toApplyRequest(certificateId: string, v: ApplyDraft): ApplyRequest {
  return { certificateId, applicantCertificateId: v.applicantCertificateId, message: v.message.trim() }
}
