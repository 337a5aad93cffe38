// /control calls of the business-card exchange (route group /exchange-certificate): cards,
// the logo upload, applications and the owner's decision.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import type {
  ApplyDirection,
  CertificateScope,
  ExchangeApplyStatus,
} from '../../contract/exchange-certificates.constants.ts'
import { LOGO_UPLOAD_FIELD } from '../../contract/exchange-certificates.constants.ts'
import type {
  ApplyDetail,
  ApplyRequest,
  ApplyRow,
  CertificateDetail,
  CertificateRow,
  CreateCertificateRequest,
  DecisionAnswer,
} from '../../contract/exchange-certificates.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export interface CertificateFilters {
  scope: CertificateScope
  keyword?: string
}

export interface ApplyFilters {
  direction: ApplyDirection
  status?: ExchangeApplyStatus | ''
}

export function getCertificateList(
  query: ListQuery<CertificateFilters>,
  signal?: AbortSignal,
): Promise<Page<CertificateRow>> {
  return control('getExchangeCertificateList', { body: toListRequest(query), signal })
}

export function getCertificateDetail(id: string, signal?: AbortSignal): Promise<CertificateDetail> {
  return control('getExchangeCertificateDetail', { body: { id }, signal })
}

export function createCertificate(
  req: CreateCertificateRequest,
  signal?: AbortSignal,
): Promise<{ id: string }> {
  return control('createExchangeCertificate', { body: req, signal })
}

/** multipart/form-data: the image in the field `file` (the server checks its content). */
export function uploadCertificateLogo(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.set(LOGO_UPLOAD_FIELD, file, file.name)
  return control('exchangeCertificateLogoUpload', { body: form, ...(signal ? { signal } : {}) })
}

export function applyForCertificate(req: ApplyRequest, signal?: AbortSignal): Promise<{ id: string }> {
  return control('applyExchangeCertificate', { body: req, signal })
}

export function getApplyList(query: ListQuery<ApplyFilters>, signal?: AbortSignal): Promise<Page<ApplyRow>> {
  return control('getExchangeApplyList', { body: toListRequest(query), signal })
}

export function getApplyDetail(id: string, signal?: AbortSignal): Promise<ApplyDetail> {
  return control('getExchangeApplyDetail', { body: { id }, signal })
}

export function acceptApply(appliedId: string, signal?: AbortSignal): Promise<DecisionAnswer> {
  return control('acceptExchangeApply', { body: { appliedId }, signal })
}

export function rejectApply(
  rejId: string,
  rejectText: string,
  signal?: AbortSignal,
): Promise<DecisionAnswer> {
  return control('rejectExchangeApply', { body: { rejId, rejectText }, signal })
}
