// The /control calls of marketing: price promotions and limit-purchase rules.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import {
  idRequest,
  limitPurchaseListRequest,
  limitPurchaseListResponse,
  limitPurchaseRow,
  productOption,
  promotionDetail,
  promotionListRequest,
  promotionListResponse,
  promotionProductListRequest,
  saveLimitPurchaseRequest,
  savePromotionRequest,
} from './marketing.schema.ts'
import { pageOf } from './paging.schema.ts'

export const marketingCalls = defineCalls({
  getPromotionList: {
    request: promotionListRequest,
    response: promotionListResponse,
    access: 'marketing',
    audit: read,
  },
  getPromotionDetail: { request: idRequest, response: promotionDetail, access: 'marketing', audit: read },
  savePromotion: {
    request: savePromotionRequest,
    response: promotionDetail,
    access: 'marketing',
    audit: write('promotion', 'id'),
  },
  stopPromotion: {
    request: idRequest,
    response: promotionDetail,
    access: 'marketing',
    audit: write('promotion', 'id'),
  },
  deletePromotion: {
    request: idRequest,
    response: z.null(),
    access: 'marketing',
    audit: write('promotion', 'id'),
  },
  getPromotionProductList: {
    request: promotionProductListRequest,
    response: pageOf(productOption),
    access: 'marketing',
    audit: read,
  },
  getLimitPurchaseList: {
    request: limitPurchaseListRequest,
    response: limitPurchaseListResponse,
    access: 'marketing',
    audit: read,
  },
  saveLimitPurchase: {
    request: saveLimitPurchaseRequest,
    response: limitPurchaseRow,
    access: 'marketing',
    audit: write('limitPurchase', 'id'),
  },
  stopLimitPurchase: {
    request: idRequest,
    response: limitPurchaseRow,
    access: 'marketing',
    audit: write('limitPurchase', 'id'),
  },
  deleteLimitPurchase: {
    request: idRequest,
    response: z.null(),
    access: 'marketing',
    audit: write('limitPurchase', 'id'),
  },
})
