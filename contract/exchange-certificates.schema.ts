import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import {
  APPLY_DIRECTIONS,
  APPLY_STATUSES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_SCOPES,
  CERTIFICATE_STATUSES,
  EMAIL_PATTERN,
  MAX_APPLY_MESSAGE_LENGTH,
  MAX_REJECT_TEXT_LENGTH,
  PHONE_PATTERN,
} from './exchange-certificates.constants.ts'
import { pageRequest } from './paging.schema.ts'

const id = recordIdString({}, 0)

const text = (max: number) => z.string({ error: 'string' }).trim().max(max, { error: 'tooLong' })
const required = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })

/** A logo is empty or a path on this site (one of the merchant's uploads; the route checks whose). */
const logoUrl = z
  .string({ error: 'string' })
  .trim()
  .max(500, { error: 'tooLong' })
  .refine((v) => v === '' || /^\/[^/\s][^\s]*$/.test(v), { error: 'notAnUpload' })

export const certificateListRequest = pageRequest.extend({
  scope: z.enum(CERTIFICATE_SCOPES, { error: 'scope' }).default('MINE'),
  keyword: z.string({ error: 'string' }).trim().max(100, { error: 'tooLong' }).optional(),
})
export type CertificateListRequest = z.input<typeof certificateListRequest>

export const createCertificateRequest = z.object({
  title: required(CERTIFICATE_LIMITS.title),
  companyName: required(CERTIFICATE_LIMITS.companyName),
  contactName: required(CERTIFICATE_LIMITS.contactName),
  position: text(CERTIFICATE_LIMITS.position).default(''),
  phone: required(CERTIFICATE_LIMITS.phone).regex(PHONE_PATTERN, { error: 'phone' }),
  email: text(CERTIFICATE_LIMITS.email)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'email' })
    .default(''),
  wechat: text(CERTIFICATE_LIMITS.wechat).default(''),
  address: text(CERTIFICATE_LIMITS.address).default(''),
  logoUrl: logoUrl.default(''),
  intro: text(CERTIFICATE_LIMITS.intro).default(''),
})
/** What the browser sends to create a card (every field, trimmed or not). */
export type CreateCertificateRequest = z.input<typeof createCertificateRequest>
export type CertificateValues = z.output<typeof createCertificateRequest>

export const certificateIdRequest = z.object({ id })

/** A card in a list: the public face (no contact details). */
export const certificateRow = z.object({
  id: z.string(),
  partyId: z.string(),
  title: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  position: z.string(),
  logoUrl: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  createdAt: z.string(),
  /** The caller's merchant owns it. */
  mine: z.boolean(),
})
export type CertificateRow = z.infer<typeof certificateRow>

/**
 * A card's detail. Phone, e-mail, WeChat and address are shown to the owner and to merchants
 * the cards were exchanged with (an accepted application either way); to others they are ''.
 */
export const certificateDetail = certificateRow.extend({
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  address: z.string(),
  intro: z.string(),
  contactsShown: z.boolean(),
  /** Cards exchanged between the caller and the owner (never for one's own card). */
  exchanged: z.boolean(),
  /** The caller's application to this card still waiting for a decision, if any. */
  pendingApplyId: z.string().nullable(),
})
export type CertificateDetail = z.infer<typeof certificateDetail>

export const createCertificateResponse = z.object({ id: z.string() })

export const applyRequest = z.object({
  /** The other merchant's card. */
  certificateId: id,
  /** The caller's own card offered in exchange. */
  applicantCertificateId: id,
  message: text(MAX_APPLY_MESSAGE_LENGTH).default(''),
})
export type ApplyRequest = z.input<typeof applyRequest>

export const applyListRequest = pageRequest.extend({
  direction: z.enum(APPLY_DIRECTIONS, { error: 'scope' }).default('RECEIVED'),
  status: z.enum(APPLY_STATUSES, { error: 'unknownStatus' }).optional(),
})
export type ApplyListRequest = z.input<typeof applyListRequest>

export const applyRow = z.object({
  id: z.string(),
  direction: z.enum(APPLY_DIRECTIONS),
  status: z.enum(APPLY_STATUSES),
  /** The card applied for (the owner's). */
  certificateId: z.string(),
  certificateTitle: z.string(),
  /** The other merchant of the application (the applicant when received, the owner when sent). */
  partyName: z.string(),
  message: z.string(),
  rejectText: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type ApplyRow = z.infer<typeof applyRow>

export const applyDetail = applyRow.extend({
  /** The card applied for. */
  certificate: certificateDetail,
  /** The card the applicant offered; null when it no longer exists. */
  applicantCertificate: certificateDetail.nullable(),
  /** The caller may accept or reject it now (addressed to it and still PENDING). */
  canDecide: z.boolean(),
})
export type ApplyDetail = z.infer<typeof applyDetail>

export const acceptApplyRequest = z.object({ appliedId: id })
export const rejectApplyRequest = z.object({
  rejId: id,
  rejectText: required(MAX_REJECT_TEXT_LENGTH),
})
export type RejectApplyRequest = z.input<typeof rejectApplyRequest>

/** The answer of a decision: 'Y' when it was recorded. */
export const decisionAnswer = z.object({ isSuccess: z.enum(['Y', 'N']) })
export type DecisionAnswer = z.infer<typeof decisionAnswer>
