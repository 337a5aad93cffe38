// Business profile and cooperation (SPEC.md section 7, Business network): getBusiDetail,
// saveBusiPartyInfo, imageUpload, checkUserIsHaveBusinessInfo, buildBusinessCooperation,
// getBusinessProductByType, createBusinessProductPcOrder, quoteBusinessOrder, getOwnDeliveryAddresses, getRandomBusiRetailerFromNewMerchant;
// the region reference calls getCityInfoFromNewMerchant and getCountyInfoFromNewMerchant; and
// ours (docs/api.md): getBusinessOpportunityList (the opportunities list) and the business
// security deposit (getBusiSecurityInfo, prepareBusiSecurityOrder, payBusiSecurityOrder).
import {
  createBusinessOrder,
  listBusinessProducts,
  quoteBusinessOrder,
  listOwnDeliveryAddresses,
} from './business-orders.repository.ts'
import { buildCooperation, listOpportunities, randomRetailers } from './business-opportunities.repository.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  busiDetailRequest,
  busiSecurityOrderRequest,
  businessProductRequest,
  buildCooperationRequest,
  cityInfoRequest,
  countyInfoRequest,
  createBusinessOrderRequest,
  IMAGE_UPLOAD_FIELD,
  MAX_IMAGE_UPLOAD_BYTES,
  opportunityListRequest,
  randomRetailerRequest,
  saveBusiPartyInfoRequest,
} from '../../contract/business-profile.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { listChildRegions } from '../shared/regions.repository.ts'
import { ApiError } from '../http/api-error.ts'
import { answerError, ok } from '../http/envelope.ts'
import { body, readForm } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireMerchantAccount } from '../middleware/require-area.ts'
import { simulatedPayments } from '../payments/payment-provider.ts'
import { storeImageUpload } from '../storage/image-upload.ts'
import { checkInfo, findProfile, saveProfile } from './business-profile.repository.ts'
import { paySecurityOrder, prepareSecurityOrder, securityInfo } from './business-security.repository.ts'

const area = requireArea('business-network')
/** Paying the deposit is the merchant's decision: sub-accounts may look but not buy. */
const merchantOnly = requireMerchantAccount('forbidden.merchantAccountOnly')

export const businessProfileRoutes = new Hono<AppEnv>()
  .post('/getBusiDetail', requireSession, area, async (c) => {
    const { partyId } = await body(c, busiDetailRequest)
    return ok(c, await findProfile(c.get('deps').db, c.get('caller').partyId, partyId))
  })
  .post('/saveBusiPartyInfo', requireSession, area, async (c) => {
    const info = await body(c, saveBusiPartyInfoRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveProfile(db, c.get('caller').partyId, info, clock.now()))
  })
  .post(
    '/imageUpload',
    requireSession,
    area,
    // Refuse an oversized body before reading it (the multipart envelope adds a little).
    bodyLimit({
      maxSize: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => answerError(c, ApiError.invalidInput(IMAGE_UPLOAD_FIELD, 'tooLarge')),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.includes('multipart/form-data')) throw ApiError.invalidInput(IMAGE_UPLOAD_FIELD, 'required')
      const form = await readForm(c)
      const { clock } = c.get('deps')
      const caller = c.get('caller')
      return ok(
        c,
        await storeImageUpload(c.get('deps'), {
          file: form[IMAGE_UPLOAD_FIELD],
          field: IMAGE_UPLOAD_FIELD,
          partyId: caller.partyId,
          userLoginId: caller.userLoginId,
          purpose: 'BUSINESS',
          now: clock.now(),
        }),
      )
    },
  )
  .post('/checkUserIsHaveBusinessInfo', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await checkInfo(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/getBusinessOpportunityList', requireSession, area, async (c) => {
    const input = await body(c, opportunityListRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await listOpportunities(db, c.get('caller').partyId, input, input, clock.now()))
  })
  .post('/getRandomBusiRetailerFromNewMerchant', requireSession, area, async (c) => {
    const input = await body(c, randomRetailerRequest)
    return ok(c, await randomRetailers(c.get('deps').db, c.get('caller').partyId, input))
  })
  .post('/getCityInfoFromNewMerchant', requireSession, area, async (c) => {
    const { provinceId } = await body(c, cityInfoRequest)
    return ok(c, await listChildRegions(c.get('deps').db, provinceId, 'CITY'))
  })
  .post('/getCountyInfoFromNewMerchant', requireSession, area, async (c) => {
    const { cityId } = await body(c, countyInfoRequest)
    return ok(c, await listChildRegions(c.get('deps').db, cityId, 'COUNTY'))
  })
  .post('/buildBusinessCooperation', requireSession, area, async (c) => {
    const input = await body(c, buildCooperationRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await buildCooperation(db, c.get('caller'), input, clock.now()))
  })
  .post('/getBusinessProductByType', requireSession, area, async (c) => {
    const input = await body(c, businessProductRequest)
    return ok(c, await listBusinessProducts(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/createBusinessProductPcOrder', requireSession, area, async (c) => {
    const input = await body(c, createBusinessOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await createBusinessOrder(db, c.get('caller'), input, clock.now()))
  })
  .post('/quoteBusinessOrder', requireSession, area, async (c) => {
    const input = await body(c, createBusinessOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await quoteBusinessOrder(db, c.get('caller'), input, clock.now()))
  })
  .post('/getOwnDeliveryAddresses', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await listOwnDeliveryAddresses(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/getBusiSecurityInfo', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await securityInfo(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/prepareBusiSecurityOrder', requireSession, area, merchantOnly, async (c) => {
    await body(c, emptyRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await prepareSecurityOrder(db, c.get('caller'), clock.now()))
  })
  .post('/payBusiSecurityOrder', requireSession, area, merchantOnly, async (c) => {
    const { orderNo } = await body(c, busiSecurityOrderRequest)
    const { db, clock, payments = simulatedPayments } = c.get('deps')
    // Outside the demo the buyer's word pays nothing: only the provider's notification does.
    if (payments.kind !== 'simulated') throw ApiError.conflict('membership.paidByProvider')
    return ok(c, await paySecurityOrder(db, c.get('caller').partyId, orderNo, clock.now()))
  })
