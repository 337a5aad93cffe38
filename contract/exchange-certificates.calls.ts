// The /control calls of the business-card exchange.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import {
  acceptApplyRequest,
  applyDetail,
  applyListRequest,
  applyRequest,
  applyRow,
  certificateDetail,
  certificateIdRequest,
  certificateListRequest,
  certificateRow,
  createCertificateRequest,
  createCertificateResponse,
  decisionAnswer,
  rejectApplyRequest,
} from './exchange-certificates.schema.ts'
import { pageOf } from './paging.schema.ts'
import { imageUploadForm, uploadResponse } from './uploads.schema.ts'

export const exchangeCertificatesCalls = defineCalls({
  getExchangeCertificateList: {
    request: certificateListRequest,
    response: pageOf(certificateRow),
    access: 'exchange-certificates',
    audit: read,
  },
  getExchangeCertificateDetail: {
    request: certificateIdRequest,
    response: certificateDetail,
    access: 'exchange-certificates',
    audit: read,
  },
  createExchangeCertificate: {
    request: createCertificateRequest,
    response: createCertificateResponse,
    access: 'exchange-certificates',
    audit: write('exchangeCertificate', 'id'),
  },
  exchangeCertificateLogoUpload: {
    input: 'form',
    request: imageUploadForm,
    response: uploadResponse,
    access: 'exchange-certificates',
    audit: write(),
  },
  applyExchangeCertificate: {
    request: applyRequest,
    response: createCertificateResponse,
    access: 'exchange-certificates',
    audit: write('exchangeCertificate', 'certificateId'),
  },
  getExchangeApplyList: {
    request: applyListRequest,
    response: pageOf(applyRow),
    access: 'exchange-certificates',
    audit: read,
  },
  getExchangeApplyDetail: {
    request: certificateIdRequest,
    response: applyDetail,
    access: 'exchange-certificates',
    audit: read,
  },
  acceptExchangeApply: {
    request: acceptApplyRequest,
    response: decisionAnswer,
    access: 'exchange-certificates',
    audit: write('exchangeApply', 'appliedId'),
  },
  rejectExchangeApply: {
    request: rejectApplyRequest,
    response: decisionAnswer,
    access: 'exchange-certificates',
    audit: write('exchangeApply', 'rejId'),
  },
})
