// Business-card exchange (route group /exchange-certificate): own cards and the directory of
// other merchants' cards, a card's detail, creating a card (with its logo upload), applying to
// exchange cards, the applications received and sent, and the owner's decision (accept, or
// reject with a required reason; both answer isSuccess).
import { MAX_UPLOAD_BYTES } from '../../contract/uploads.schema.ts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { LOGO_UPLOAD_FIELD } from '../../contract/exchange-certificates.constants.ts'
import {
  acceptApplyRequest,
  applyListRequest,
  applyRequest,
  certificateIdRequest,
  certificateListRequest,
  createCertificateRequest,
  type DecisionAnswer,
  rejectApplyRequest,
} from '../../contract/exchange-certificates.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { answerError, ok } from '../http/envelope.ts'
import { body, readForm } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { requireOwnUpload, storeImageUpload } from '../storage/image-upload.ts'
import {
  applyForCertificate,
  createCertificate,
  decideApplication,
  findApplication,
  findCertificate,
  listApplications,
  listCertificates,
} from './exchange-certificates.repository.ts'

const area = requireArea('exchange-certificates')
const Y: DecisionAnswer = { isSuccess: 'Y' }

export const exchangeCertificatesRoutes = new Hono<AppEnv>()
  .post('/getExchangeCertificateList', requireSession, area, async (c) => {
    const { scope, keyword, ...page } = await body(c, certificateListRequest)
    return ok(c, await listCertificates(c.get('deps').db, c.get('caller').partyId, page, { scope, keyword }))
  })
  .post('/getExchangeCertificateDetail', requireSession, area, async (c) => {
    const { id } = await body(c, certificateIdRequest)
    const detail = await findCertificate(c.get('deps').db, c.get('caller').partyId, Number(id))
    if (!detail) throw ApiError.notFound('exchangeCertificates.notFound')
    return ok(c, detail)
  })
  .post('/createExchangeCertificate', requireSession, area, async (c) => {
    const values = await body(c, createCertificateRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    // The logo must be one of the merchant's own uploads.
    await requireOwnUpload(db, partyId, { field: 'logoUrl', url: values.logoUrl, current: '' })
    return ok(c, { id: await createCertificate(db, partyId, values, clock.now().toISOString()) })
  })
  .post(
    '/exchangeCertificateLogoUpload',
    requireSession,
    area,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => answerError(c, ApiError.invalidInput(LOGO_UPLOAD_FIELD, 'tooLarge')),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.includes('multipart/form-data')) throw ApiError.invalidInput(LOGO_UPLOAD_FIELD, 'required')
      const form = await readForm(c)
      const { clock } = c.get('deps')
      const caller = c.get('caller')
      const stored = await storeImageUpload(c.get('deps'), {
        file: form[LOGO_UPLOAD_FIELD],
        field: LOGO_UPLOAD_FIELD,
        partyId: caller.partyId,
        userLoginId: caller.userLoginId,
        purpose: 'CERTIFICATE_LOGO',
        now: clock.now(),
      })
      return ok(c, stored)
    },
  )
  .post('/applyExchangeCertificate', requireSession, area, async (c) => {
    const input = await body(c, applyRequest)
    const { db, clock } = c.get('deps')
    const id = await applyForCertificate(
      db,
      c.get('caller').partyId,
      {
        certificateId: Number(input.certificateId),
        applicantCertificateId: Number(input.applicantCertificateId),
        message: input.message,
      },
      clock.now().toISOString(),
    )
    return ok(c, { id })
  })
  .post('/getExchangeApplyList', requireSession, area, async (c) => {
    const { direction, status, ...page } = await body(c, applyListRequest)
    return ok(
      c,
      await listApplications(c.get('deps').db, c.get('caller').partyId, page, { direction, status }),
    )
  })
  .post('/getExchangeApplyDetail', requireSession, area, async (c) => {
    const { id } = await body(c, certificateIdRequest)
    const detail = await findApplication(c.get('deps').db, c.get('caller').partyId, Number(id))
    if (!detail) throw ApiError.notFound('exchangeCertificates.applicationNotFound')
    return ok(c, detail)
  })
  .post('/acceptExchangeApply', requireSession, area, async (c) => {
    const { appliedId } = await body(c, acceptApplyRequest)
    const { db, clock } = c.get('deps')
    await decideApplication(
      db,
      c.get('caller'),
      { id: Number(appliedId), event: 'apply.accepted', rejectText: '' },
      clock.now().toISOString(),
    )
    return ok(c, Y)
  })
  .post('/rejectExchangeApply', requireSession, area, async (c) => {
    const { rejId, rejectText } = await body(c, rejectApplyRequest)
    const { db, clock } = c.get('deps')
    await decideApplication(
      db,
      c.get('caller'),
      { id: Number(rejId), event: 'apply.rejected', rejectText },
      clock.now().toISOString(),
    )
    return ok(c, Y)
  })
