// Supplier info (supplierInfo page) with the avatar upload and the region cascade, and the
// distribution agreement (rich text, sanitized before it is stored).
import { AVATAR_UPLOAD_FIELD, MAX_UPLOAD_BYTES } from '../../contract/uploads.schema.ts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { saveAgreementRequest, saveSupplierInfoRequest } from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ApiError } from '../http/api-error.ts'
import { answerError, ok } from '../http/envelope.ts'
import { readForm } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import { requireOwnUpload, storeImageUpload } from '../storage/image-upload.ts'
import { requireRegionChain } from '../shared/regions.repository.ts'
import { findAgreement, findSupplierInfo, saveAgreement, saveSupplierInfo } from './supplier.repository.ts'

const area = requireArea('distribution')

export const supplierRoutes = new Hono<AppEnv>()
  .post('/getDistributionSupplierInfo', requireSession, area, async (c) =>
    ok(c, await findSupplierInfo(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/saveDistributionSupplierInfo', requireSession, area, async (c) => {
    const req = await payload(c, saveSupplierInfoRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const current = await findSupplierInfo(db, partyId)
    // Images must be the merchant's own uploads (or left as they were).
    for (const field of ['logoUrl', 'licenseUrl'] as const) {
      await requireOwnUpload(db, partyId, { field, url: req[field], current: current[field] })
    }
    await requireRegionChain(db, req)
    await saveSupplierInfo(db, partyId, { ...req, intro: sanitizeHtml(req.intro) }, clock.now().toISOString())
    return ok(c, await findSupplierInfo(db, partyId))
  })
  .post(
    '/avatarUpload',
    requireSession,
    area,
    // Refuse an oversized body before reading it (the multipart envelope adds a little).
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => answerError(c, ApiError.invalidInput(AVATAR_UPLOAD_FIELD, 'tooLarge')),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.includes('multipart/form-data')) throw ApiError.invalidInput(AVATAR_UPLOAD_FIELD, 'required')
      const form = await readForm(c)
      const { clock } = c.get('deps')
      const caller = c.get('caller')
      const stored = await storeImageUpload(c.get('deps'), {
        file: form[AVATAR_UPLOAD_FIELD],
        field: AVATAR_UPLOAD_FIELD,
        partyId: caller.partyId,
        userLoginId: caller.userLoginId,
        purpose: 'AVATAR',
        now: clock.now(),
      })
      return ok(c, stored)
    },
  )
  .post('/getDistributionAgreement', requireSession, area, async (c) =>
    ok(c, await findAgreement(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/saveDistributionAgreement', requireSession, area, async (c) => {
    const { content } = await payload(c, saveAgreementRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    return ok(
      c,
      await saveAgreement(
        db,
        caller.partyId,
        sanitizeHtml(content),
        caller.userLoginId,
        clock.now().toISOString(),
      ),
    )
  })
