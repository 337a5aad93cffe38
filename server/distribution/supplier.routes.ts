// Supplier info (supplierInfo page) with the avatar upload and the region cascade, and the
// distribution agreement (rich text, sanitized before it is stored).
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ResultCode } from '../../contract/codes.ts'
import {
  AVATAR_UPLOAD_FIELD,
  MAX_UPLOAD_BYTES,
  saveAgreementRequest,
  saveSupplierInfoRequest,
} from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { fail, ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import { isOwnUploadUrl, storeImageUpload } from '../storage/image-upload.ts'
import { findRegion } from './regions.repository.ts'
import { findAgreement, findSupplierInfo, saveAgreement, saveSupplierInfo } from './supplier.repository.ts'

/** Province → city → county must be a real chain of the region tree. */
async function checkRegions(
  db: Db,
  v: { provinceId: string | null; cityId: string | null; countyId: string | null },
): Promise<void> {
  const steps = [
    { field: 'provinceId', id: v.provinceId, level: 'PROVINCE', parent: null },
    { field: 'cityId', id: v.cityId, level: 'CITY', parent: v.provinceId },
    { field: 'countyId', id: v.countyId, level: 'COUNTY', parent: v.cityId },
  ] as const
  for (const step of steps) {
    if (!step.id) continue
    const region = await findRegion(db, step.id)
    if (!region || region.level !== step.level) throw ApiError.invalidInput(step.field, 'notFound')
    if (step.parent !== null && region.parentId !== step.parent)
      throw ApiError.invalidInput(step.field, 'notInParent')
  }
}

export const supplierRoutes = new Hono<AppEnv>()
  .post('/getDistributionSupplierInfo', distributionGuard, async (c) =>
    ok(c, await findSupplierInfo(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/saveDistributionSupplierInfo', distributionGuard, async (c) => {
    const req = await payload(c, saveSupplierInfoRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const current = await findSupplierInfo(db, partyId)
    // Images must be the merchant's own uploads (or left as they were).
    for (const field of ['logoUrl', 'licenseUrl'] as const) {
      if (req[field] !== current[field] && !(await isOwnUploadUrl(db, partyId, req[field]))) {
        throw ApiError.invalidInput(field, 'notAnUpload')
      }
    }
    await checkRegions(db, req)
    await saveSupplierInfo(db, partyId, { ...req, intro: sanitizeHtml(req.intro) }, clock.now().toISOString())
    return ok(c, await findSupplierInfo(db, partyId))
  })
  .post(
    '/avatarUpload',
    distributionGuard,
    // Refuse an oversized body before reading it (the multipart envelope adds a little).
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) =>
        fail(c, ResultCode.invalidInput, `invalid ${AVATAR_UPLOAD_FIELD}: tooLarge`, {
          field: AVATAR_UPLOAD_FIELD,
          reason: 'tooLarge',
        }),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.includes('multipart/form-data')) throw ApiError.invalidInput(AVATAR_UPLOAD_FIELD, 'required')
      const form = await c.req.parseBody()
      const { db, clock, uploads } = c.get('deps')
      const caller = c.get('caller')
      const stored = await storeImageUpload(db, uploads, {
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
  .post('/getDistributionAgreement', distributionGuard, async (c) =>
    ok(c, await findAgreement(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/saveDistributionAgreement', distributionGuard, async (c) => {
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
