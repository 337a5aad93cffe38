// Marketing (route group /marketing): price promotions and limit-purchase rules of the
// caller's merchant (docs/api.md, Marketing). Every call is for the marketing area's roles.
import {
  deletePromotion,
  saveLimitRule,
  savePromotion,
  stopPromotion,
} from './promotion-writes.repository.ts'
import { findLimitRule, listLimitRules } from './limit-rules.repository.ts'
import { listProductOptions } from './product-options.repository.ts'
import { findPromotion, listPromotions } from './promotions.repository.ts'
import { Hono } from 'hono'
import {
  idRequest,
  limitPurchaseListRequest,
  promotionListRequest,
  promotionProductListRequest,
  saveLimitPurchaseRequest,
  savePromotionRequest,
} from '../../contract/marketing.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'

const marketing = requireArea('marketing')

export const marketingRoutes = new Hono<AppEnv>()
  .post('/getPromotionList', requireSession, marketing, async (c) => {
    const input = await body(c, promotionListRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await listPromotions(db, c.get('caller').partyId, input, input, clock.now().toISOString()))
  })
  .post('/getPromotionDetail', requireSession, marketing, async (c) => {
    const { id } = await body(c, idRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await findPromotion(db, c.get('caller').partyId, Number(id), clock.now().toISOString()))
  })
  .post('/savePromotion', requireSession, marketing, async (c) => {
    const input = await body(c, savePromotionRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    const id = await savePromotion(db, partyId, input, now)
    return ok(c, await findPromotion(db, partyId, id, now))
  })
  .post('/stopPromotion', requireSession, marketing, async (c) => {
    const { id } = await body(c, idRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    await stopPromotion(db, partyId, Number(id), 'PRICE', now)
    return ok(c, await findPromotion(db, partyId, Number(id), now))
  })
  .post('/deletePromotion', requireSession, marketing, async (c) => {
    const { id } = await body(c, idRequest)
    const { db, clock } = c.get('deps')
    await deletePromotion(db, c.get('caller').partyId, Number(id), 'PRICE', clock.now().toISOString())
    return ok(c, null)
  })
  .post('/getPromotionProductList', requireSession, marketing, async (c) => {
    const input = await body(c, promotionProductListRequest)
    return ok(c, await listProductOptions(c.get('deps').db, c.get('caller').partyId, input.keyword, input))
  })
  .post('/getLimitPurchaseList', requireSession, marketing, async (c) => {
    const input = await body(c, limitPurchaseListRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await listLimitRules(db, c.get('caller').partyId, input, input, clock.now().toISOString()))
  })
  .post('/saveLimitPurchase', requireSession, marketing, async (c) => {
    const input = await body(c, saveLimitPurchaseRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    const id = await saveLimitRule(db, partyId, input, now)
    return ok(c, await findLimitRule(db, partyId, id, now))
  })
  .post('/stopLimitPurchase', requireSession, marketing, async (c) => {
    const { id } = await body(c, idRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    await stopPromotion(db, partyId, Number(id), 'LIMIT', now)
    return ok(c, await findLimitRule(db, partyId, Number(id), now))
  })
  .post('/deleteLimitPurchase', requireSession, marketing, async (c) => {
    const { id } = await body(c, idRequest)
    const { db, clock } = c.get('deps')
    await deletePromotion(db, c.get('caller').partyId, Number(id), 'LIMIT', clock.now().toISOString())
    return ok(c, null)
  })
