// Limits of the business cards (exchange certificates) and their exchange applications,
// without the schema library: exchange-certificates.schema.ts validates with them on the
// server, and the browser's forms show them and check them at the field.

/** Longest value of each card field, after trimming (the table's column sizes). */
export const CERTIFICATE_LIMITS = {
  title: 100,
  companyName: 200,
  contactName: 100,
  position: 100,
  phone: 32,
  email: 200,
  wechat: 64,
  address: 300,
  intro: 1000,
} as const
export type CertificateTextField = keyof typeof CERTIFICATE_LIMITS

/** The fields a card must have. */
export const CERTIFICATE_REQUIRED: readonly CertificateTextField[] = [
  'title',
  'companyName',
  'contactName',
  'phone',
]

/** A phone: digits with an optional leading +, spaces and dashes; 5 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{3,30}[0-9]$/
/** An e-mail address: something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Longest message sent with an application, and longest rejection reason. */
export const MAX_APPLY_MESSAGE_LENGTH = 500
export const MAX_REJECT_TEXT_LENGTH = 500

/** Whose cards a list shows: the caller's own, or the other merchants' (the directory). */
export const CERTIFICATE_SCOPES = ['MINE', 'MARKET'] as const
export type CertificateScope = (typeof CERTIFICATE_SCOPES)[number]

/** A card is ACTIVE (offered for exchange) or DISABLED. */
export const CERTIFICATE_STATUSES = ['ACTIVE', 'DISABLED'] as const
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number]

/** Applications addressed to the caller, or sent by it. */
export const APPLY_DIRECTIONS = ['RECEIVED', 'SENT'] as const
export type ApplyDirection = (typeof APPLY_DIRECTIONS)[number]

/** An application's states (contract/lifecycles/application.lifecycle.ts, applyLifecycle). */
export const APPLY_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const
export type ExchangeApplyStatus = (typeof APPLY_STATUSES)[number]

/** The multipart field of the logo upload. */
export const LOGO_UPLOAD_FIELD = 'file'
