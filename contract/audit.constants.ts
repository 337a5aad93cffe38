// The audit trail (issue 20 item 9, ASVS 16): the kinds of record a write call names, each with
// the area whose roles may read its history. Pure constants, safe for the browser.
import type { Area } from './roles.ts'

/** A record kind of the audit trail and the area whose roles may read its history. */
export const AUDIT_SUBJECT_AREAS = {
  order: 'orders',
  afterSale: 'orders',
  repair: 'repair',
  exchangeCertificate: 'exchange-certificates',
  exchangeApply: 'exchange-certificates',
  product: 'products',
  sku: 'products',
  materialFolder: 'products',
  material: 'products',
  freightTemplate: 'products',
  catalogue: 'catalogue',
  catalogueOrder: 'catalogue',
  promotion: 'marketing',
  limitPurchase: 'marketing',
  member: 'distribution',
  memberApplication: 'distribution',
  rank: 'distribution',
  group: 'distribution',
  salesman: 'distribution',
  distributionProduct: 'distribution',
  storeMinOrder: 'distribution',
  mpActivity: 'activity',
  statement: 'finance',
  paymentNote: 'finance',
  repairStatement: 'repair-settlement',
  repairPaymentNote: 'repair-settlement',
  announcement: 'announcements',
  friendApply: 'messages',
  subUser: 'account',
  passkey: 'account',
  totp: 'account',
  totpPolicy: 'account',
} as const satisfies Record<string, Area>

export type AuditSubjectType = keyof typeof AUDIT_SUBJECT_AREAS

export const AUDIT_SUBJECT_TYPES = Object.keys(AUDIT_SUBJECT_AREAS) as AuditSubjectType[]

/** The longest subject id stored (ids are numbers, user login ids or order numbers). */
export const MAX_AUDIT_SUBJECT_ID_LENGTH = 64
